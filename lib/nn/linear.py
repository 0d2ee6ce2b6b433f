"""Fully connected layers: Identity and Linear, as torch.nn.Identity / torch.nn.Linear."""
import ml
from .module import Module
from . import init


class Identity(Module):
    """Returns its input unchanged (any shape, any dtype), as torch.nn.Identity."""

    def __init__(self, *args, **kwargs):
        super().__init__()

    def forward(self, x):
        return x


class Linear(Module):
    """y = x @ weight.T + bias, as torch.nn.Linear.

    Shapes: x [*, in_features] -> y [*, out_features]; weight [out_features,
    in_features], bias [out_features] (float32 unless dtype is given).
    Init (torch's reset_parameters): weight kaiming_uniform_(a=sqrt(5)), i.e.
    U(-1/sqrt(in_features), 1/sqrt(in_features)); bias the same bound.
    Errors: the shape mismatch raised by ml.linear when x's last dim != in_features.
    """

    def __init__(self, in_features, out_features, bias=True, device=None, dtype=None):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.weight = ml.Parameter(ml.empty(out_features, in_features, dtype=dtype or ml.float32))
        if bias:
            self.bias = ml.Parameter(ml.empty(out_features, dtype=dtype or ml.float32))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()
        if device is not None:
            self.to(device)

    def reset_parameters(self):
        """Re-draw weight and bias with torch's default initialisation."""
        init.kaiming_uniform_(self.weight, a=5 ** 0.5)
        if self.bias is not None:
            init.fan_in_uniform_(self.bias, self.in_features)

    def forward(self, x):
        return ml.linear(x, self.weight, self.bias)

    def extra_repr(self):
        return f"in_features={self.in_features}, out_features={self.out_features}, bias={self.bias is not None}"
