"""Dropout, as torch.nn.Dropout."""
import ml
from .module import Module


class Dropout(Module):
    """Zeroes elements with probability p and scales the rest by 1/(1-p) in training mode;
    the identity in eval mode, as torch.nn.Dropout. Any shape.

    Errors: ValueError when p is outside [0, 1].
    """

    def __init__(self, p=0.5, inplace=False):
        super().__init__()
        if p < 0 or p > 1:
            raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
        self.p = p
        self.inplace = inplace

    def forward(self, x):
        if not self.training or self.p == 0:
            return x
        return ml.dropout(x, self.p, True)

    def extra_repr(self):
        return f"p={self.p}, inplace={self.inplace}"
