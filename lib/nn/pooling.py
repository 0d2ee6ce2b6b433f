"""2-D pooling layers, as torch.nn: MaxPool2d, AvgPool2d, AdaptiveAvgPool2d, AdaptiveMaxPool2d
(and the functional adaptive_avg_pool2d / adaptive_max_pool2d)."""
import ml
from .module import Module


class MaxPool2d(Module):
    """Max over kernel_size windows of [N, C, H, W] (or [C, H, W]), as torch.nn.MaxPool2d.

    H_out = (H + 2*padding - kernel_size) // stride + 1; stride defaults to kernel_size.
    Errors: ValueError for dilation != 1, return_indices or ceil_mode (not supported).
    """

    def __init__(self, kernel_size, stride=None, padding=0, dilation=1, return_indices=False, ceil_mode=False):
        super().__init__()
        if dilation != 1 or return_indices or ceil_mode:
            raise ValueError("MaxPool2d supports dilation=1, return_indices=False, ceil_mode=False only")
        self.kernel_size = kernel_size
        self.stride = kernel_size if stride is None else stride
        self.padding = padding
        self.dilation = dilation
        self.return_indices = return_indices
        self.ceil_mode = ceil_mode

    def forward(self, x):
        return ml.max_pool2d(x, self.kernel_size, self.stride, self.padding)

    def extra_repr(self):
        return (f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}, "
                f"dilation={self.dilation}, ceil_mode={self.ceil_mode}")


class AvgPool2d(Module):
    """Mean over kernel_size windows of [N, C, H, W] (or [C, H, W]), as torch.nn.AvgPool2d.

    Padding zeros count in the mean (count_include_pad=True, torch's default).
    Errors: ValueError for ceil_mode, count_include_pad=False or divisor_override.
    """

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False,
                 count_include_pad=True, divisor_override=None):
        super().__init__()
        if ceil_mode or not count_include_pad or divisor_override is not None:
            raise ValueError("AvgPool2d supports ceil_mode=False, count_include_pad=True, "
                             "divisor_override=None only")
        self.kernel_size = kernel_size
        self.stride = kernel_size if stride is None else stride
        self.padding = padding
        self.ceil_mode = ceil_mode
        self.count_include_pad = count_include_pad
        self.divisor_override = divisor_override

    def forward(self, x):
        return ml.avg_pool2d(x, self.kernel_size, self.stride, self.padding)

    def extra_repr(self):
        return f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}"


def _adaptive_sizes(x, output_size, name):
    """(out_h, out_w) of an adaptive pool: an int or a pair, None keeping the input's size."""
    if x.dim() not in (3, 4):
        raise RuntimeError(f"{name}(): Expected 3D or 4D tensor, but got {list(x.shape)}")
    if isinstance(output_size, int):
        output_size = (output_size, output_size)
    if len(output_size) != 2:
        raise ValueError(f"Input dimension should be at least {len(output_size) + 1}")
    h, w = x.shape[-2], x.shape[-1]
    oh = h if output_size[0] is None else output_size[0]
    ow = w if output_size[1] is None else output_size[1]
    if oh < 0 or ow < 0:
        raise RuntimeError(f"{name}: elements of output_size must be greater than or equal to 0 "
                           f"but received {{{oh}, {ow}}}")
    for d in range(1, x.dim()):
        if x.shape[d] == 0:
            raise RuntimeError(f"{name}(): Expected input to have non-zero size for non-batch dimensions, "
                               f"but input has sizes {list(x.shape)} with dimension {d} being empty")
    return oh, ow


def _adaptive_1d(x, dim, out, reduce):
    """Pool dim of x to `out` cells, cell i spanning [floor(i*n/out), ceil((i+1)*n/out)) as torch."""
    n = x.shape[dim]
    if out == n:
        return x
    parts = []
    for i in range(out):
        start = (i * n) // out
        end = -((-(i + 1) * n) // out)
        parts.append(reduce(x.narrow(dim, start, end - start), dim))
    return ml.cat(parts, dim)


def adaptive_avg_pool2d(input, output_size):
    """Mean over adaptive windows of [N, C, H, W] or [C, H, W] to [..., out_h, out_w], as
    torch.nn.functional.adaptive_avg_pool2d (windows as torch's; differentiable).

    Errors: RuntimeError for another rank, negative sizes or empty dims (torch's messages).
    """
    oh, ow = _adaptive_sizes(input, output_size, "adaptive_avg_pool2d")
    h, w = input.shape[-2], input.shape[-1]
    if oh == 1 and ow == 1:
        return input.mean((-2, -1), keepdim=True)
    if oh > 0 and ow > 0 and h % oh == 0 and w % ow == 0:
        return ml.avg_pool2d(input, (h // oh, w // ow), (h // oh, w // ow), 0)
    mean = lambda t, d: t.mean(d, keepdim=True)
    return _adaptive_1d(_adaptive_1d(input, input.dim() - 2, oh, mean), input.dim() - 1, ow, mean)


def adaptive_max_pool2d(input, output_size, return_indices=False):
    """Max over adaptive windows of [N, C, H, W] or [C, H, W], as
    torch.nn.functional.adaptive_max_pool2d (differentiable).

    Errors: as adaptive_avg_pool2d; NotImplementedError for return_indices=True.
    """
    if return_indices:
        raise NotImplementedError("adaptive_max_pool2d: return_indices=True is not supported")
    oh, ow = _adaptive_sizes(input, output_size, "adaptive_max_pool2d")
    h, w = input.shape[-2], input.shape[-1]
    if oh > 0 and ow > 0 and h % oh == 0 and w % ow == 0 and (oh, ow) != (h, w):
        return ml.max_pool2d(input, (h // oh, w // ow), (h // oh, w // ow), 0)
    amax = lambda t, d: t.max(d, keepdim=True)[0]
    return _adaptive_1d(_adaptive_1d(input, input.dim() - 2, oh, amax), input.dim() - 1, ow, amax)


class AdaptiveAvgPool2d(Module):
    """Mean pooling to a fixed output size (int, pair, None keeps a dim), as torch.nn.AdaptiveAvgPool2d."""

    def __init__(self, output_size):
        super().__init__()
        self.output_size = output_size

    def forward(self, x):
        return adaptive_avg_pool2d(x, self.output_size)

    def extra_repr(self):
        return f"output_size={self.output_size}"


class AdaptiveMaxPool2d(Module):
    """Max pooling to a fixed output size, as torch.nn.AdaptiveMaxPool2d (return_indices unsupported)."""

    def __init__(self, output_size, return_indices=False):
        super().__init__()
        if return_indices:
            raise NotImplementedError("AdaptiveMaxPool2d: return_indices=True is not supported")
        self.output_size = output_size
        self.return_indices = return_indices

    def forward(self, x):
        return adaptive_max_pool2d(x, self.output_size)

    def extra_repr(self):
        return f"output_size={self.output_size}"
