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
del _name
