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

# Layers torch.nn has and the nn package lacks (written here over torch.nn.functional).
from .containers import ModuleDict, ParameterList, ParameterDict
from .activations import (LeakyReLU, ELU, CELU, SELU, Softplus, Softsign, Hardtanh, ReLU6, PReLU, LogSigmoid,
                          Hardsigmoid, Hardswish, Mish, Tanhshrink, Softshrink, Hardshrink, Threshold, GLU,
                          Softmin, Softmax2d)
from .layers import (Conv1d, ConvTranspose1d, ConvTranspose2d, GroupNorm, InstanceNorm1d, InstanceNorm2d,
                     LocalResponseNorm, Upsample, UpsamplingNearest2d, UpsamplingBilinear2d, PixelShuffle,
                     PixelUnshuffle, Unflatten, Fold, Unfold, ZeroPad2d, ConstantPad1d, ConstantPad2d,
                     ReflectionPad1d, ReflectionPad2d, ReplicationPad1d, ReplicationPad2d, MaxPool1d, AvgPool1d,
                     AdaptiveAvgPool1d, CosineSimilarity, PairwiseDistance, Bilinear, EmbeddingBag,
                     AlphaDropout)
from .losses import (L1Loss, SmoothL1Loss, HuberLoss, BCEWithLogitsLoss, KLDivLoss, PoissonNLLLoss,
                     GaussianNLLLoss, SoftMarginLoss, MarginRankingLoss, HingeEmbeddingLoss, CosineEmbeddingLoss,
                     TripletMarginLoss, MultiLabelSoftMarginLoss, MultiMarginLoss)
from . import containers as _c, activations as _a, layers as _l, losses as _s
for _mod in (_c, _a, _l, _s):
    for _name in dir(_mod):
        if _name[:1].isupper() and isinstance(getattr(_mod, _name), type) and issubclass(getattr(_mod, _name), Module):
            setattr(modules, _name, getattr(_mod, _name))
del _name, _mod
