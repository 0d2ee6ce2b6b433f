"""torchvision on TensorPy: MNIST/FashionMNIST read from IDX files (plain and gzip, train and
t10k splits, download=True without network), transforms (ToTensor, Normalize, Compose,
Lambda, RandomCrop, RandomHorizontalFlip, CenterCrop, Resize) with the values torchvision's
formulas give, make_grid's layout, save_image's PNG (signature, IHDR, chunk CRCs by
binascii.crc32), and resnet's module names. The expected values are worked out from the
definitions (the fixture bytes are pixel (n*20 + i*7) % 256 of image n)."""
import binascii
import os
import struct

import torch
import torchvision
from torchvision import datasets, transforms, utils, models

import torchcheck

report = torchcheck.Report("torchvision")
HERE = os.path.dirname(os.path.abspath(__file__))
VISION = os.path.join(HERE, "fixtures", "vision")
TMP = f"/tmp/tensorpy_torchvision_{os.getpid()}"

# --- FashionMNIST from the committed .gz files ---------------------------------------------
train = datasets.FashionMNIST(VISION, train=True, download=True)
report.same("FashionMNIST train length", len(train), 3)
img, target = train[2]
report.same("image is a uint8 [4, 5] tensor", (img.dtype, list(img.shape)), (torch.uint8, [4, 5]))
report.same("image pixels", img.reshape(-1).tolist(), [(2 * 20 + i * 7) % 256 for i in range(20)])
report.same("target is an int", (type(target), target), (int, 3))
report.same("targets", train.targets.tolist(), [9, 0, 3])
report.same("classes", train.classes[9], "Ankle boot")
test = datasets.FashionMNIST(VISION, train=False, transform=transforms.ToTensor(),
                             target_transform=lambda t: t * 10)
x, t = test[1]
report.same("test split through ToTensor", (list(x.shape), x.dtype, t), ([1, 4, 5], torch.float32, 20))
report.check("ToTensor divides by 255", *torchcheck.close_lists(x.reshape(-1).tolist(),
                                                                [((20 + i * 7) % 256) / 255 for i in range(20)]))
report.raises("a missing dataset without download", RuntimeError, datasets.MNIST, VISION,
              contains="Dataset not found. You can use download=True to download it")
report.raises("download=True with the files missing names them", RuntimeError, datasets.MNIST, VISION,
              download=True, contains="train-images-idx3-ubyte")

# --- MNIST from plain IDX files written here ---------------------------------------------
raw = os.path.join(TMP, "MNIST", "raw")
os.makedirs(raw, exist_ok=True)
for prefix, n in (("train", 4), ("t10k", 2)):
    with open(os.path.join(raw, prefix + "-images-idx3-ubyte"), "wb") as f:
        f.write(struct.pack(">IIII", 0x803, n, 28, 28) + bytes((k + i) % 256 for k in range(n) for i in range(784)))
    with open(os.path.join(raw, prefix + "-labels-idx1-ubyte"), "wb") as f:
        f.write(struct.pack(">II", 0x801, n) + bytes(range(n)))
mnist = datasets.MNIST(TMP, train=True, download=True, transform=transforms.Compose([
    transforms.ToTensor(), transforms.Normalize((0.1307,), (0.3081,))]))
x, t = mnist[3]
report.same("MNIST length and target", (len(mnist), t), (4, 3))
report.check("Compose(ToTensor, Normalize) values", *torchcheck.close_lists(
    x.reshape(-1).tolist()[:5], [(((3 + i) % 256) / 255 - 0.1307) / 0.3081 for i in range(5)]))
loader = torch.utils.data.DataLoader(mnist, batch_size=3)
xb, yb = next(iter(loader))
report.same("DataLoader batches the dataset", (list(xb.shape), yb.tolist()), ([3, 1, 28, 28], [0, 1, 2]))
report.same("the t10k split", len(datasets.MNIST(TMP, train=False)), 2)

# --- transforms ------------------------------------------------------------------------
img = torch.arange(2 * 4 * 6, dtype=torch.float32).reshape(2, 4, 6)
report.same("RandomHorizontalFlip(p=1) flips the width", transforms.RandomHorizontalFlip(1.0)(img)[0, 0].tolist(),
            [5.0, 4.0, 3.0, 2.0, 1.0, 0.0])
report.same("RandomHorizontalFlip(p=0) keeps the image", transforms.RandomHorizontalFlip(0.0)(img)[0, 0].tolist(),
            [0.0, 1.0, 2.0, 3.0, 4.0, 5.0])
torch.manual_seed(3)
crop = transforms.RandomCrop(3)(img)
top_left = crop[0, 0, 0].item()
report.check("RandomCrop takes a 3x3 window of the image", list(crop.shape) == [2, 3, 3] and
             crop[0].reshape(-1).tolist() == [top_left + r * 6 + c for r in range(3) for c in range(3)])
padded = transforms.RandomCrop(6, padding=1)(img)
report.same("RandomCrop with padding keeps the crop size", list(padded.shape), [2, 6, 6])
report.raises("RandomCrop larger than the image", ValueError, transforms.RandomCrop(9), img,
              contains="Required crop size (9, 9) is larger then input image size (4, 6)")
report.same("CenterCrop", transforms.CenterCrop(2)(img)[0].tolist(), [[8.0, 9.0], [14.0, 15.0]])
report.same("Resize to the same size is the identity", transforms.Resize((4, 6))(img).tolist(), img.tolist())
up = transforms.Resize((2, 3))(torch.tensor([[[0.0, 2.0, 4.0, 6.0, 8.0, 10.0]] * 4]))
report.same("Resize halves by averaging neighbours (bilinear, align_corners=False)", up[0, 0].tolist(),
            [1.0, 5.0, 9.0])
report.same("Lambda", transforms.Lambda(lambda v: v + 1)(torch.zeros(1)).tolist(), [1.0])
report.raises("Lambda of a non-callable", TypeError, transforms.Lambda, 3, contains="Argument lambd should be callable")
report.raises("Normalize of a uint8 tensor", TypeError, transforms.Normalize((0.5,), (0.5,)),
              torch.zeros(1, 2, 2, dtype=torch.uint8), contains="Input tensor should be a float tensor")

# --- make_grid and save_image -------------------------------------------------------------
batch = torch.rand(5, 1, 4, 4)
grid = utils.make_grid(batch, nrow=2, padding=1)
report.same("make_grid: 3 channels, 3 rows of 2 with 1-pixel padding", list(grid.shape), [3, 16, 11])
report.check("make_grid places image 3 at row 1, column 1", *torchcheck.close_lists(
    grid[0, 6:10, 6:10].reshape(-1).tolist(), batch[3, 0].reshape(-1).tolist()))
path = os.path.join(TMP, "grid.png")
utils.save_image(batch, path, nrow=2, padding=1)
with open(path, "rb") as f:
    png = f.read()
report.same("PNG signature", png[:8], b"\x89PNG\r\n\x1a\n")
at, chunks = 8, []
while at < len(png):
    (length,) = struct.unpack(">I", png[at:at + 4])
    kind = png[at + 4:at + 8]
    (crc,) = struct.unpack(">I", png[at + 8 + length:at + 12 + length])
    report.same(f"PNG {kind.decode()} CRC", crc, binascii.crc32(png[at + 4:at + 8 + length]))
    chunks.append((kind, png[at + 8:at + 8 + length]))
    at += 12 + length
report.same("PNG chunks", [k for k, _ in chunks], [b"IHDR", b"IDAT", b"IEND"])
report.same("IHDR: width, height, depth 8, RGB", struct.unpack(">IIBB", chunks[0][1][:10]), (11, 16, 8, 2))

# --- models ------------------------------------------------------------------------------
net = models.resnet18(num_classes=7)
keys = list(net.state_dict().keys())
report.same("resnet18 state_dict: first and last keys", (keys[:3], keys[-2:]),
            (["conv1.weight", "bn1.weight", "bn1.bias"], ["fc.weight", "fc.bias"]))
report.same("resnet18 has 122 state_dict entries (as torchvision's)", len(keys), 122)
report.same("resnet18 forward shape", list(net.eval()(torch.randn(1, 3, 32, 32)).shape), [1, 7])
report.same("resnet50's last block has conv3", "layer4.2.conv3.weight" in models.resnet50().state_dict(), True)
report.raises("pretrained weights need the network", RuntimeError, models.resnet18, weights="IMAGENET1K_V1",
              contains="no network access")
report.same("torchvision version", torchvision.__version__.split("+")[0], "0.14.0")
report.finish()
