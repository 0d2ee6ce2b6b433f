"""Flatten, as torch.nn.Flatten."""
from .module import Module


class Flatten(Module):
    """Flattens dims start_dim..end_dim into one, as torch.nn.Flatten.

    Shapes: [N, C, H, W] -> [N, C*H*W] with the defaults (start_dim=1, end_dim=-1).
    """

    def __init__(self, start_dim=1, end_dim=-1):
        super().__init__()
        self.start_dim = start_dim
        self.end_dim = end_dim

    def forward(self, x):
        return x.flatten(self.start_dim, self.end_dim)

    def extra_repr(self):
        return f"start_dim={self.start_dim}, end_dim={self.end_dim}"
