"""torch.nn activation modules that the `nn` package lacks, each a Module over the
torch.nn.functional function of the same name (lib/torch/nn/functional.py): LeakyReLU,
ELU, CELU, SELU, Softplus, Softsign, Hardtanh, ReLU6, PReLU (a learnable slope),
LogSigmoid, Hardsigmoid, Hardswish, Mish, Tanhshrink, Softshrink, Hardshrink, Threshold,
GLU, Softmin, Softmax2d. Constructor arguments and reprs are torch 1.13's.
"""
import ml
from nn import Module, Parameter
from . import functional as F


class LeakyReLU(Module):
    def __init__(self, negative_slope=0.01, inplace=False):
        super().__init__()
        self.negative_slope, self.inplace = negative_slope, inplace

    def forward(self, x):
        return F.leaky_relu(x, self.negative_slope)

    def extra_repr(self):
        return f"negative_slope={self.negative_slope}" + (", inplace=True" if self.inplace else "")


class ELU(Module):
    def __init__(self, alpha=1.0, inplace=False):
        super().__init__()
        self.alpha, self.inplace = alpha, inplace

    def forward(self, x):
        return F.elu(x, self.alpha)

    def extra_repr(self):
        return f"alpha={self.alpha}" + (", inplace=True" if self.inplace else "")


class CELU(ELU):
    def forward(self, x):
        return F.celu(x, self.alpha)


class SELU(Module):
    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def forward(self, x):
        return F.selu(x)

    def extra_repr(self):
        return "inplace=True" if self.inplace else ""


class Softplus(Module):
    def __init__(self, beta=1, threshold=20):
        super().__init__()
        self.beta, self.threshold = beta, threshold

    def forward(self, x):
        return F.softplus(x, self.beta, self.threshold)

    def extra_repr(self):
        return f"beta={self.beta}, threshold={self.threshold}"


class Hardtanh(Module):
    def __init__(self, min_val=-1.0, max_val=1.0, inplace=False):
        super().__init__()
        if max_val <= min_val:
            raise ValueError("max_val must be greater than min_val")
        self.min_val, self.max_val, self.inplace = min_val, max_val, inplace

    def forward(self, x):
        return F.hardtanh(x, self.min_val, self.max_val)

    def extra_repr(self):
        return f"min_val={self.min_val}, max_val={self.max_val}" + (", inplace=True" if self.inplace else "")


class ReLU6(Hardtanh):
    def __init__(self, inplace=False):
        super().__init__(0.0, 6.0, inplace)

    def extra_repr(self):
        return "inplace=True" if self.inplace else ""


class PReLU(Module):
    """max(0, x) + weight * min(0, x) with a learnable weight of num_parameters slopes
    (1, or one per channel, dim 1), initialised to init."""

    def __init__(self, num_parameters=1, init=0.25, device=None, dtype=None):
        super().__init__()
        self.num_parameters = num_parameters
        self.weight = Parameter(ml.full((num_parameters,), float(init), dtype=dtype or ml.float32))

    def forward(self, x):
        return F.prelu(x, self.weight)

    def extra_repr(self):
        return f"num_parameters={self.num_parameters}"


def _simple(name, fn, doc):
    def forward(self, x):
        return fn(x)
    cls = type(name, (Module,), {"forward": forward, "__doc__": doc, "__module__": __name__})
    return cls


LogSigmoid = _simple("LogSigmoid", lambda x: F.logsigmoid(x), "log(sigmoid(x)), as torch.nn.LogSigmoid.")
Softsign = _simple("Softsign", lambda x: F.softsign(x), "x / (1 + |x|), as torch.nn.Softsign.")
Tanhshrink = _simple("Tanhshrink", lambda x: F.tanhshrink(x), "x - tanh(x), as torch.nn.Tanhshrink.")


class _Inplace(Module):
    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def extra_repr(self):
        return "inplace=True" if self.inplace else ""


class Hardsigmoid(_Inplace):
    def forward(self, x):
        return F.hardsigmoid(x)


class Hardswish(_Inplace):
    def forward(self, x):
        return F.hardswish(x)


class Mish(_Inplace):
    def forward(self, x):
        return F.mish(x)


class Softshrink(Module):
    def __init__(self, lambd=0.5):
        super().__init__()
        self.lambd = lambd

    def forward(self, x):
        return F.softshrink(x, self.lambd)

    def extra_repr(self):
        return str(self.lambd)


class Hardshrink(Softshrink):
    def forward(self, x):
        return F.hardshrink(x, self.lambd)


class Threshold(Module):
    def __init__(self, threshold, value, inplace=False):
        super().__init__()
        self.threshold, self.value, self.inplace = threshold, value, inplace

    def forward(self, x):
        return F.threshold(x, self.threshold, self.value)

    def extra_repr(self):
        return f"threshold={self.threshold}, value={self.value}" + (", inplace=True" if self.inplace else "")


class GLU(Module):
    def __init__(self, dim=-1):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return F.glu(x, self.dim)

    def extra_repr(self):
        return f"dim={self.dim}"


class Softmin(Module):
    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return F.softmin(x, self.dim)

    def extra_repr(self):
        return f"dim={self.dim}"


class Softmax2d(Module):
    """softmax over the channel dim of [N, C, H, W] or [C, H, W]."""

    def forward(self, x):
        if x.ndim not in (3, 4):
            raise ValueError(f"Softmax2d: expected input to be 3D or 4D, got {x.ndim}D instead")
        return ml.softmax(x, -3)
