"""2-D pooling layers: MaxPool2d and AvgPool2d, as torch.nn."""
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
