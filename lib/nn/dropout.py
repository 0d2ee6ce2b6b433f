"""Dropout layers, as torch.nn: Dropout (elementwise) and Dropout1d/2d/3d (whole channels)."""
import ml
from .module import Module


def _check_p(p):
    if p < 0 or p > 1:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    return p


class Dropout(Module):
    """Zeroes elements with probability p and scales the rest by 1/(1-p) in training mode;
    the identity in eval mode, as torch.nn.Dropout. Any shape.

    Errors: ValueError when p is outside [0, 1].
    """

    def __init__(self, p=0.5, inplace=False):
        super().__init__()
        self.p = _check_p(p)
        self.inplace = inplace

    def forward(self, x):
        if not self.training or self.p == 0:
            return x
        return ml.dropout(x, self.p, True)

    def extra_repr(self):
        return f"p={self.p}, inplace={self.inplace}"


def _feature_dropout(x, p, training, batched):
    """x * mask / (1-p) with one Bernoulli(1-p) draw per (sample, channel): per dims [0, 1]
    when batched, per dim 0 otherwise, broadcast over the rest."""
    if x.dim() < 2 and batched:
        raise RuntimeError("Feature dropout requires at least 2 dimensions in the input")
    if not training or p == 0:
        return x
    if p == 1:
        return x * 0.0
    lead = 2 if batched else 1
    shape = tuple(x.shape[:lead]) + (1,) * (x.dim() - lead)
    keep = (ml.rand(shape) >= p).to(x.dtype)
    return x * (keep / (1.0 - p))


def dropout1d(input, p=0.5, training=True, inplace=False):
    """Channel dropout of [N, C, L] or unbatched [C, L] input, as torch.nn.functional.dropout1d.

    Errors: ValueError for p outside [0, 1]; RuntimeError for another rank (torch's message).
    """
    _check_p(p)
    nd = input.dim()
    if nd not in (2, 3):
        raise RuntimeError(f"dropout1d: Expected 2D or 3D input, but received a {nd}D input. Note that "
                           "dropout1d exists to provide channel-wise dropout on inputs with 1 spatial "
                           "dimension, a channel dimension, and an optional batch dimension (i.e. 2D or 3D inputs).")
    return _feature_dropout(input, p, training, nd == 3)


def dropout2d(input, p=0.5, training=True, inplace=False):
    """Channel dropout, as torch 1.13's torch.nn.functional.dropout2d: one draw per (dim 0,
    dim 1) pair of any input of 2+ dims (a 3-D input is [N, C, L], as 1.13 does).

    Errors: ValueError for p outside [0, 1]; RuntimeError for fewer than 2 dims.
    """
    _check_p(p)
    return _feature_dropout(input, p, training, True)


def dropout3d(input, p=0.5, training=True, inplace=False):
    """Channel dropout of [N, C, D, H, W] or unbatched [C, D, H, W] input, as torch 1.13's
    torch.nn.functional.dropout3d (other ranks: one draw per (dim 0, dim 1) pair)."""
    _check_p(p)
    return _feature_dropout(input, p, training, input.dim() != 4)


class Dropout1d(Dropout):
    """Zeroes whole channels of [N, C, L] or [C, L] inputs, as torch.nn.Dropout1d."""

    def forward(self, x):
        return dropout1d(x, self.p, self.training)


class Dropout2d(Dropout):
    """Zeroes whole channels of [N, C, H, W] inputs, as torch 1.13's nn.Dropout2d."""

    def forward(self, x):
        return dropout2d(x, self.p, self.training)


class Dropout3d(Dropout):
    """Zeroes whole channels of [N, C, D, H, W] or [C, D, H, W] inputs, as torch.nn.Dropout3d."""

    def forward(self, x):
        return dropout3d(x, self.p, self.training)
