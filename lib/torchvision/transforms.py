"""torchvision.transforms on tensors (there is no PIL): ToTensor, Normalize, Compose,
Lambda, RandomCrop, RandomHorizontalFlip, RandomVerticalFlip, CenterCrop, Resize, Pad.

The "image" a dataset yields is a uint8 tensor standing for torchvision's PIL image:
[H, W] (grayscale) or [H, W, C]. ToTensor turns it into float32 [C, H, W] in [0, 1];
the other transforms take [..., H, W] tensors, as torchvision's tensor transforms do.
Random choices come from ml's generator (ml.manual_seed / torch.manual_seed).
"""
import math
import ml


def _size_pair(size, name):
    if isinstance(size, int):
        return size, size
    size = tuple(size)
    if len(size) == 1:
        return size[0], size[0]
    if len(size) != 2:
        raise ValueError(f"Please provide only two dimensions (h, w) for {name}.")
    return size


class Compose:
    """Applies the transforms in order, as torchvision.transforms.Compose."""

    def __init__(self, transforms):
        self.transforms = transforms

    def __call__(self, img):
        for t in self.transforms:
            img = t(img)
        return img

    def __repr__(self):
        body = "".join(f"\n    {t}" for t in self.transforms)
        return f"{type(self).__name__}({body}\n)"


class ToTensor:
    """uint8 image [H, W] or [H, W, C] -> float32 [C, H, W] divided by 255, as
    torchvision.transforms.ToTensor (a float [H, W, C] image is only transposed).

    Errors: TypeError for anything but a 2-D or 3-D tensor (torchvision's message).
    """

    def __call__(self, pic):
        if not isinstance(pic, ml.Tensor) or pic.dim() not in (2, 3):
            raise TypeError(f"pic should be PIL Image or ndarray. Got {type(pic)}")
        img = pic.unsqueeze(-1) if pic.dim() == 2 else pic
        img = img.permute(2, 0, 1).contiguous()
        if img.dtype == ml.uint8:
            return img.float() / 255.0
        return img.float() if not img.is_floating_point() else img

    def __repr__(self):
        return "ToTensor()"


class PILToTensor:
    """uint8 image [H, W] or [H, W, C] -> uint8 [C, H, W], as torchvision.transforms.PILToTensor."""

    def __call__(self, pic):
        img = pic.unsqueeze(-1) if pic.dim() == 2 else pic
        return img.permute(2, 0, 1).contiguous()

    def __repr__(self):
        return "PILToTensor()"


class ConvertImageDtype:
    """Converts a [C, H, W] image between uint8 (0..255) and float (0..1)."""

    def __init__(self, dtype):
        self.dtype = dtype

    def __call__(self, img):
        if img.dtype == self.dtype:
            return img
        if img.dtype == ml.uint8 and self.dtype in (ml.float32, ml.float64):
            return img.to(self.dtype) / 255.0
        if self.dtype == ml.uint8:
            return (img * 255.0 + 0.5).clamp(0, 255).to(ml.uint8)
        return img.to(self.dtype)


class Normalize:
    """(x - mean[c]) / std[c] per channel of a float [..., C, H, W] tensor, as
    torchvision.transforms.Normalize(mean, std, inplace=False).

    Errors: TypeError for a non-float tensor; ValueError when a std is 0 (torchvision's).
    """

    def __init__(self, mean, std, inplace=False):
        self.mean = mean
        self.std = std
        self.inplace = inplace

    def __call__(self, tensor):
        if not isinstance(tensor, ml.Tensor):
            raise TypeError(f"Input tensor should be a torch tensor. Got {type(tensor)}.")
        if not tensor.is_floating_point():
            raise TypeError(f"Input tensor should be a float tensor. Got {tensor.dtype}.")
        if tensor.dim() < 3:
            raise ValueError("Expected tensor to be a tensor image of size (..., C, H, W). Got tensor.size() = "
                             f"{tensor.shape}")
        mean = ml.tensor(self.mean, dtype=tensor.dtype)
        std = ml.tensor(self.std, dtype=tensor.dtype)
        if (std == 0).sum().item() > 0:
            raise ValueError(f"std evaluated to zero after conversion to {tensor.dtype}, leading to division by zero.")
        if mean.dim() == 1:
            mean = mean.reshape(-1, 1, 1)
        if std.dim() == 1:
            std = std.reshape(-1, 1, 1)
        out = (tensor - mean) / std
        if self.inplace:
            tensor.copy_(out)
            return tensor
        return out

    def __repr__(self):
        return f"{type(self).__name__}(mean={self.mean}, std={self.std})"


class Lambda:
    """Applies a user function, as torchvision.transforms.Lambda. TypeError when not callable."""

    def __init__(self, lambd):
        if not callable(lambd):
            raise TypeError(f"Argument lambd should be callable, got {repr(type(lambd).__name__)}")
        self.lambd = lambd

    def __call__(self, img):
        return self.lambd(img)

    def __repr__(self):
        return "Lambda()"


def _flip(img, dim):
    n = img.shape[dim]
    index = [slice(None)] * img.dim()
    index[dim] = range(n - 1, -1, -1)
    return img[tuple(index)]


def _hw(img):
    """(H, W) of an image: [H, W] / [H, W, C] uint8 "PIL" images, else [..., H, W]."""
    if img.dtype == ml.uint8 and img.dim() == 3 and img.shape[-1] in (1, 3, 4) and img.shape[0] > 4:
        return img.shape[0], img.shape[1], True
    return img.shape[-2], img.shape[-1], False


def _crop(img, top, left, height, width):
    h, w, channels_last = _hw(img)
    if channels_last:
        return img[top:top + height, left:left + width]
    return img[..., top:top + height, left:left + width]


class RandomHorizontalFlip:
    """Flips the last (width) dim with probability p, as torchvision.transforms.RandomHorizontalFlip."""

    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, img):
        if ml.rand(1).item() < self.p:
            h, w, channels_last = _hw(img)
            return _flip(img, img.dim() - 2 if channels_last else img.dim() - 1)
        return img

    def __repr__(self):
        return f"{type(self).__name__}(p={self.p})"


class RandomVerticalFlip:
    """Flips the height dim with probability p, as torchvision.transforms.RandomVerticalFlip."""

    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, img):
        if ml.rand(1).item() < self.p:
            h, w, channels_last = _hw(img)
            return _flip(img, img.dim() - 3 if channels_last else img.dim() - 2)
        return img

    def __repr__(self):
        return f"{type(self).__name__}(p={self.p})"


def pad(img, padding, fill=0):
    """Constant padding of the H and W dims: an int, (left/right, top/bottom) or (l, t, r, b)."""
    if isinstance(padding, int):
        padding = (padding, padding, padding, padding)
    padding = tuple(padding)
    if len(padding) == 2:
        padding = (padding[0], padding[1], padding[0], padding[1])
    if len(padding) != 4:
        raise ValueError(f"Padding must be an int or a 1, 2, or 4 element tuple, not a {len(padding)} element tuple")
    left, top, right, bottom = padding
    h, w, channels_last = _hw(img)
    if channels_last:
        shape = (h + top + bottom, w + left + right, img.shape[2])
        out = ml.full(shape, fill, dtype=img.dtype)
        out[top:top + h, left:left + w] = img
    else:
        shape = tuple(img.shape[:-2]) + (h + top + bottom, w + left + right)
        out = ml.full(shape, fill, dtype=img.dtype)
        out[..., top:top + h, left:left + w] = img
    return out


class Pad:
    """Constant padding, as torchvision.transforms.Pad(padding, fill=0) (padding_mode constant only)."""

    def __init__(self, padding, fill=0, padding_mode="constant"):
        if padding_mode != "constant":
            raise NotImplementedError(f"Pad: padding_mode={padding_mode!r} is not supported (constant only)")
        self.padding = padding
        self.fill = fill

    def __call__(self, img):
        return pad(img, self.padding, self.fill)


class RandomCrop:
    """A random size window, as torchvision.transforms.RandomCrop(size, padding=None,
    pad_if_needed=False, fill=0, padding_mode="constant").

    Errors: ValueError when the image is smaller than size (torchvision's message).
    """

    def __init__(self, size, padding=None, pad_if_needed=False, fill=0, padding_mode="constant"):
        if padding_mode != "constant":
            raise NotImplementedError(f"RandomCrop: padding_mode={padding_mode!r} is not supported (constant only)")
        self.size = _size_pair(size, "size")
        self.padding = padding
        self.pad_if_needed = pad_if_needed
        self.fill = fill
        self.padding_mode = padding_mode

    def __call__(self, img):
        if self.padding is not None:
            img = pad(img, self.padding, self.fill)
        th, tw = self.size
        h, w, _ = _hw(img)
        if self.pad_if_needed and w < tw:
            img = pad(img, (tw - w, 0), self.fill)
        h, w, _ = _hw(img)
        if self.pad_if_needed and h < th:
            img = pad(img, (0, th - h), self.fill)
        h, w, _ = _hw(img)
        if h < th or w < tw:
            raise ValueError(f"Required crop size {(th, tw)} is larger then input image size {(h, w)}")
        if h == th and w == tw:
            return img
        i = int(ml.randint(0, h - th + 1, (1,)).item())
        j = int(ml.randint(0, w - tw + 1, (1,)).item())
        return _crop(img, i, j, th, tw)

    def __repr__(self):
        return f"{type(self).__name__}(size={self.size}, padding={self.padding})"


class CenterCrop:
    """The central size window (zero-padded when larger), as torchvision.transforms.CenterCrop."""

    def __init__(self, size):
        self.size = _size_pair(size, "size")

    def __call__(self, img):
        th, tw = self.size
        h, w, _ = _hw(img)
        if th > h or tw > w:
            pl, pt = (tw - w) // 2 if tw > w else 0, (th - h) // 2 if th > h else 0
            img = pad(img, (pl, pt, (tw - w + 1) // 2 if tw > w else 0, (th - h + 1) // 2 if th > h else 0))
            h, w, _ = _hw(img)
        top = int(round((h - th) / 2.0))
        left = int(round((w - tw) / 2.0))
        return _crop(img, top, left, th, tw)

    def __repr__(self):
        return f"{type(self).__name__}(size={self.size})"


def _linear_weights(n_in, n_out):
    """Source indices and weights of bilinear resampling (align_corners=False), per output."""
    scale = n_in / n_out
    i0, i1, w1 = [], [], []
    for o in range(n_out):
        src = max((o + 0.5) * scale - 0.5, 0.0)
        lo = min(int(math.floor(src)), n_in - 1)
        hi = min(lo + 1, n_in - 1)
        i0.append(lo)
        i1.append(hi)
        w1.append(src - lo)
    return i0, i1, w1


def _resize_dim(x, dim, n_out):
    n_in = x.shape[dim]
    if n_in == n_out:
        return x
    i0, i1, w1 = _linear_weights(n_in, n_out)
    shape = [1] * x.dim()
    shape[dim] = n_out
    w = ml.tensor(w1, dtype=x.dtype).reshape(tuple(shape))
    a = x.index_select(dim, ml.tensor(i0)) if hasattr(x, "index_select") else _take(x, dim, i0)
    b = x.index_select(dim, ml.tensor(i1)) if hasattr(x, "index_select") else _take(x, dim, i1)
    return a + (b - a) * w


def _take(x, dim, idx):
    index = [slice(None)] * x.dim()
    index[dim] = idx
    return x[tuple(index)]


class Resize:
    """Bilinear resize of [..., H, W] (or a uint8 [H, W(, C)] image), as
    torchvision.transforms.Resize(size) for tensors (antialias off, align_corners=False):
    an int resizes the smaller edge keeping the aspect ratio, a pair gives (h, w).
    """

    def __init__(self, size, interpolation="bilinear", max_size=None, antialias=None):
        self.size = size
        self.interpolation = interpolation
        self.max_size = max_size

    def __call__(self, img):
        h, w, channels_last = _hw(img)
        if isinstance(self.size, int) or len(self.size) == 1:
            s = self.size if isinstance(self.size, int) else self.size[0]
            if h <= w:
                oh, ow = s, int(s * w / h)
            else:
                oh, ow = int(s * h / w), s
        else:
            oh, ow = self.size
        x = img.permute(2, 0, 1) if channels_last else img
        dtype = x.dtype
        x = x.float() if not x.is_floating_point() else x
        x = _resize_dim(_resize_dim(x, x.dim() - 2, oh), x.dim() - 1, ow)
        if dtype == ml.uint8:
            x = (x + 0.5).clamp(0, 255).to(ml.uint8)
        return x.permute(1, 2, 0) if channels_last else x

    def __repr__(self):
        return f"{type(self).__name__}(size={self.size}, interpolation={self.interpolation})"
