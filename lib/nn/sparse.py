"""Embedding, as torch.nn.Embedding."""
import ml
from .module import Module
from . import init


class Embedding(Module):
    """Row lookup: indices int64 [*] -> weight[indices] [*, embedding_dim], as torch.nn.Embedding.

    weight [num_embeddings, embedding_dim] drawn N(0, 1) (torch's init); the
    padding_idx row is zero and gets no gradient. Errors: ValueError for a
    padding_idx out of range; IndexError from ml.embedding for a bad index.
    """

    def __init__(self, num_embeddings, embedding_dim, padding_idx=None, device=None, dtype=None):
        super().__init__()
        if padding_idx is not None:
            if padding_idx >= num_embeddings or padding_idx < -num_embeddings:
                raise ValueError("Padding_idx must be within num_embeddings")
            if padding_idx < 0:
                padding_idx += num_embeddings
        self.num_embeddings = num_embeddings
        self.embedding_dim = embedding_dim
        self.padding_idx = padding_idx
        self.weight = ml.Parameter(ml.empty(num_embeddings, embedding_dim, dtype=dtype or ml.float32))
        self.reset_parameters()
        if device is not None:
            self.to(device)

    def reset_parameters(self):
        """weight ~ N(0, 1), padding row zeroed, as torch."""
        init.normal_(self.weight)
        if self.padding_idx is not None:
            with ml.no_grad():
                self.weight[self.padding_idx].fill_(0)

    def forward(self, indices):
        if self.padding_idx is None:
            return ml.embedding(indices, self.weight)
        return ml.embedding(indices, self.weight, padding_idx=self.padding_idx)

    def extra_repr(self):
        s = f"{self.num_embeddings}, {self.embedding_dim}"
        if self.padding_idx is not None:
            s += f", padding_idx={self.padding_idx}"
        return s
