"""torchvision.datasets: MNIST and FashionMNIST read from IDX files, as torchvision's.

Files live in root/<ClassName>/raw/: train-images-idx3-ubyte, train-labels-idx1-ubyte,
t10k-images-idx3-ubyte, t10k-labels-idx1-ubyte, each optionally gzip-compressed (.gz).
There is no network access: download=True succeeds when the files are there and raises
RuntimeError naming the missing files otherwise (scripts/get-mnist writes data/MNIST/raw/).
dataset[i] is (image, target): the image a uint8 [28, 28] tensor (torchvision's PIL image;
ToTensor makes it float [1, 28, 28] in [0, 1]), the target an int; then transform and
target_transform apply.
"""
import os
import ml


class VisionDataset:
    """Base of the datasets: root, transform, target_transform, and the repr torchvision prints."""

    _repr_indent = 4

    def __init__(self, root, transforms=None, transform=None, target_transform=None):
        if isinstance(root, str):
            root = os.path.expanduser(root)
        self.root = root
        self.transform = transform
        self.target_transform = target_transform
        self.transforms = transforms

    def __len__(self):
        raise NotImplementedError

    def extra_repr(self):
        return ""

    def __repr__(self):
        head = "Dataset " + type(self).__name__
        body = [f"Number of datapoints: {len(self)}"]
        if self.root is not None:
            body.append(f"Root location: {self.root}")
        body += self.extra_repr().splitlines()
        if self.transform is not None:
            body += [f"StandardTransform", "Transform: " + repr(self.transform).replace("\n", "\n" + " " * 11)]
        if self.target_transform is not None:
            body.append("Target transform: " + repr(self.target_transform))
        return "\n".join([head] + [" " * self._repr_indent + line for line in body])


class MNIST(VisionDataset):
    """The MNIST digits, as torchvision.datasets.MNIST(root, train=True, transform=None,
    target_transform=None, download=False).

    Attributes: data (uint8 [N, 28, 28]), targets (int64 [N]), classes, class_to_idx,
    raw_folder, train. Errors: RuntimeError "Dataset not found. You can use download=True
    to download it" (torchvision's) without download; with download=True and files
    missing, RuntimeError naming them (TensorPy does not download).
    """

    classes = ["0 - zero", "1 - one", "2 - two", "3 - three", "4 - four",
               "5 - five", "6 - six", "7 - seven", "8 - eight", "9 - nine"]
    resources = ["train-images-idx3-ubyte", "train-labels-idx1-ubyte",
                 "t10k-images-idx3-ubyte", "t10k-labels-idx1-ubyte"]

    def __init__(self, root, train=True, transform=None, target_transform=None, download=False):
        super().__init__(root, transform=transform, target_transform=target_transform)
        self.train = train
        if download:
            self.download()
        if not self._check_exists():
            raise RuntimeError("Dataset not found. You can use download=True to download it")
        prefix = "train" if train else "t10k"
        self.data = ml.load_idx(self._file(prefix + "-images-idx3-ubyte"))
        self.targets = ml.load_idx(self._file(prefix + "-labels-idx1-ubyte")).long()
        if self.data.dim() != 3 or self.targets.dim() != 1 or self.data.shape[0] != self.targets.shape[0]:
            raise RuntimeError(f"{type(self).__name__}: images {list(self.data.shape)} and labels "
                               f"{list(self.targets.shape)} do not match")

    @property
    def raw_folder(self):
        return os.path.join(self.root, type(self).__name__, "raw")

    @property
    def processed_folder(self):
        return os.path.join(self.root, type(self).__name__, "processed")

    @property
    def class_to_idx(self):
        return {c: i for i, c in enumerate(self.classes)}

    @property
    def train_labels(self):
        return self.targets

    @property
    def test_labels(self):
        return self.targets

    @property
    def train_data(self):
        return self.data

    @property
    def test_data(self):
        return self.data

    def _file(self, name):
        """The path of a raw file, plain or .gz; None when neither exists."""
        path = os.path.join(self.raw_folder, name)
        if os.path.isfile(path):
            return path
        if os.path.isfile(path + ".gz"):
            return path + ".gz"
        return None

    def _check_exists(self):
        return all(self._file(name) is not None for name in self.resources)

    def download(self):
        """No network in TensorPy: succeeds when the raw files exist, else RuntimeError naming them."""
        if self._check_exists():
            return
        missing = [name for name in self.resources if self._file(name) is None]
        raise RuntimeError(f"{type(self).__name__}: cannot download (TensorPy has no network access); "
                           f"put the IDX files (optionally .gz) in {self.raw_folder}: missing "
                           + ", ".join(missing))

    def __len__(self):
        return self.data.shape[0]

    def __getitem__(self, index):
        img = self.data[index]
        target = int(self.targets[index])
        if self.transform is not None:
            img = self.transform(img)
        if self.target_transform is not None:
            target = self.target_transform(target)
        return img, target

    def extra_repr(self):
        return "Split: " + ("Train" if self.train else "Test")


class FashionMNIST(MNIST):
    """Zalando's Fashion-MNIST in the same IDX layout, as torchvision.datasets.FashionMNIST
    (files under root/FashionMNIST/raw/)."""

    classes = ["T-shirt/top", "Trouser", "Pullover", "Dress", "Coat", "Sandal", "Shirt",
               "Sneaker", "Bag", "Ankle boot"]


class KMNIST(MNIST):
    """Kuzushiji-MNIST in the same IDX layout (files under root/KMNIST/raw/)."""

    classes = ["o", "ki", "su", "tsu", "na", "ha", "ma", "ya", "re", "wo"]
