"""torch.nn: the `nn` package under PyTorch's name (torch.nn.Module IS nn.Module).

Every public name of `nn` is re-exported as it is (layers, containers, losses, Parameter),
so modules added to `nn` appear here too. torch's submodules are this package's:
functional (F), init, utils (clip_grad_norm_, parameters_to_vector, ...), parameter,
modules. nn's own optimisers and checkpoint helpers stay reachable (torch.optim is the
torch name for the optimisers).
"""
from nn import *
import nn as _nn
from nn import Module, Parameter

from . import functional
from . import init
from . import parameter
from . import utils
from . import modules

for _name in dir(_nn):
    if not _name.startswith("_") and _name not in globals():
        globals()[_name] = getattr(_nn, _name)

# Layers torch.nn has and the nn package lacks (written here over torch.nn.functional),
# loaded on first use (Note [Lazy torch modules], torch/__init__.py).
from .. import _lazy_index
_LAZY_LAYERS = {}
for _mod, _names in (("containers", _lazy_index.NN_CONTAINERS), ("activations", _lazy_index.NN_ACTIVATIONS),
                     ("layers", _lazy_index.NN_LAYERS), ("losses", _lazy_index.NN_LOSSES)):
    for _name in _names:
        _LAZY_LAYERS[_name] = _mod
del _mod, _names, _name


def __getattr__(name):
    mod = _LAZY_LAYERS.get(name)
    if mod is None:
        raise AttributeError(f"module 'torch.nn' has no attribute '{name}'")
    __import__("torch.nn." + mod)
    import sys as _sys
    value = getattr(_sys.modules["torch.nn." + mod], name)
    globals()[name] = value
    return value
