"""Activation layers, as torch.nn: ReLU, Sigmoid, Tanh, GELU, SiLU, Softmax, LogSoftmax.

Each is elementwise (any shape in, same shape out) except Softmax/LogSoftmax,
which normalise along dim. Formulas: torch.nn.functional.
"""
import ml
from .module import Module


class ReLU(Module):
    """max(x, 0), as torch.nn.ReLU (inplace is accepted and ignored: results are the same)."""

    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def forward(self, x):
        return ml.relu(x)

    def extra_repr(self):
        return "inplace=True" if self.inplace else ""


class Sigmoid(Module):
    """1 / (1 + exp(-x)), as torch.nn.Sigmoid."""

    def forward(self, x):
        return ml.sigmoid(x)


class Tanh(Module):
    """tanh(x), as torch.nn.Tanh."""

    def forward(self, x):
        return ml.tanh(x)


class GELU(Module):
    """x * Phi(x) (approximate="none") or the tanh approximation ("tanh"), as torch.nn.GELU.

    Errors: ValueError for another approximate value.
    """

    def __init__(self, approximate="none"):
        super().__init__()
        if approximate not in ("none", "tanh"):
            raise ValueError(f"approximate argument must be either none or tanh, got {approximate}")
        self.approximate = approximate

    def forward(self, x):
        if self.approximate == "none":
            return ml.gelu(x)
        return ml.gelu(x, approximate=self.approximate)

    def extra_repr(self):
        return f"approximate='{self.approximate}'"


class SiLU(Module):
    """x * sigmoid(x), as torch.nn.SiLU."""

    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def forward(self, x):
        return ml.silu(x)


def _implicit_dim(ndim):
    """torch's legacy softmax dim when dim=None: 0 for 0-, 1- and 3-D inputs, else 1."""
    return 0 if ndim in (0, 1, 3) else 1


class Softmax(Module):
    """exp(x) / sum(exp(x)) along dim, as torch.nn.Softmax (dim=None: torch's legacy choice)."""

    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return ml.softmax(x, _implicit_dim(x.ndim) if self.dim is None else self.dim)

    def extra_repr(self):
        return f"dim={self.dim}"


class LogSoftmax(Module):
    """log(softmax(x, dim)), computed stably, as torch.nn.LogSoftmax."""

    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return ml.log_softmax(x, _implicit_dim(x.ndim) if self.dim is None else self.dim)

    def extra_repr(self):
        return f"dim={self.dim}"
