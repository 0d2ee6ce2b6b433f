"""Conv2d, as torch.nn.Conv2d (zeros padding mode)."""
import ml
from .module import Module
from . import init


def _pair(v, name):
    if isinstance(v, int):
        return (v, v)
    v = tuple(v)
    if len(v) != 2:
        raise ValueError(f"{name} must be an int or a pair of ints, got {v}")
    return v


def _arg(pair):
    """The form passed to ml.conv2d: an int when both sides agree, else the pair."""
    return pair[0] if pair[0] == pair[1] else pair


class Conv2d(Module):
    """2-D cross-correlation over [N, C_in, H, W] (or unbatched [C_in, H, W]), as torch.nn.Conv2d.

    Output [N, C_out, H_out, W_out], H_out = (H + 2*padding - dilation*(k-1) - 1) // stride + 1.
    weight [out_channels, in_channels // groups, kH, kW], bias [out_channels].
    padding: int, pair, "valid" (0) or "same" (stride 1 only).
    Init (torch's reset_parameters): kaiming_uniform_(a=sqrt(5)) weight, bias
    U(-1/sqrt(fan_in), 1/sqrt(fan_in)) with fan_in = in_channels/groups*kH*kW.
    Errors: ValueError when channels are not divisible by groups, for an unknown
    padding string, or padding_mode other than "zeros"; shape errors from ml.conv2d.
    """

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0,
                 dilation=1, groups=1, bias=True, padding_mode="zeros", device=None, dtype=None):
        super().__init__()
        if groups <= 0:
            raise ValueError("groups must be a positive integer")
        if in_channels % groups != 0:
            raise ValueError("in_channels must be divisible by groups")
        if out_channels % groups != 0:
            raise ValueError("out_channels must be divisible by groups")
        if padding_mode != "zeros":
            raise ValueError(f"padding_mode '{padding_mode}' is not supported (only 'zeros')")
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.kernel_size = _pair(kernel_size, "kernel_size")
        self.stride = _pair(stride, "stride")
        self.dilation = _pair(dilation, "dilation")
        self.groups = groups
        self.padding_mode = padding_mode
        if isinstance(padding, str):
            if padding == "valid":
                padding = (0, 0)
            elif padding == "same":
                if self.stride != (1, 1):
                    raise ValueError("padding='same' is not supported for strided convolutions")
                total = [d * (k - 1) for d, k in zip(self.dilation, self.kernel_size)]
                if total[0] % 2 or total[1] % 2:
                    raise ValueError("padding='same' needs an even total padding here")
                padding = (total[0] // 2, total[1] // 2)
            else:
                raise ValueError(f"Invalid padding string '{padding}', should be one of ['valid', 'same']")
        self.padding = _pair(padding, "padding")
        self._stride_arg = _arg(self.stride)
        self._padding_arg = _arg(self.padding)
        self._dilation_arg = _arg(self.dilation)
        kh, kw = self.kernel_size
        dt = dtype or ml.float32
        self.weight = ml.Parameter(ml.empty(out_channels, in_channels // groups, kh, kw, dtype=dt))
        if bias:
            self.bias = ml.Parameter(ml.empty(out_channels, dtype=dt))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()
        if device is not None:
            self.to(device)

    def reset_parameters(self):
        """Re-draw weight and bias with torch's default initialisation."""
        init.kaiming_uniform_(self.weight, a=5 ** 0.5)
        if self.bias is not None:
            fan_in, _ = init.calculate_fan_in_and_fan_out(self.weight)
            init.fan_in_uniform_(self.bias, fan_in)

    def forward(self, x):
        return ml.conv2d(x, self.weight, self.bias, self._stride_arg, self._padding_arg,
                         self._dilation_arg, self.groups)

    def extra_repr(self):
        s = f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}, stride={self.stride}"
        if self.padding != (0, 0):
            s += f", padding={self.padding}"
        if self.dilation != (1, 1):
            s += f", dilation={self.dilation}"
        if self.groups != 1:
            s += f", groups={self.groups}"
        if self.bias is None:
            s += ", bias=False"
        return s
