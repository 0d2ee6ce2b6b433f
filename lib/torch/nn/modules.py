"""torch.nn.modules: the layer classes, as `from torch.nn.modules import Module` expects.

module, loss, linear, ... are this same namespace (torch splits them into files; the
names are the same objects).
"""
from nn import *
from nn import Module
import sys as _sys

module = _sys.modules[__name__]
loss = module
linear = module
conv = module
activation = module
container = module


def __getattr__(name):
    """The layers torch.nn loads on first use (Note [Lazy torch modules])."""
    import torch.nn as _tnn
    return getattr(_tnn, name)
