"""nn: neural-network layers, losses, ready models, optimisers and checkpoints, as torch.nn.

`import nn` (also reachable as ml.nn). Everything is written in TensorPy on top
of the builtin `ml` tensor module; layers are compositions of ml ops and need
no backward code. docs/nn.md lists the surface, the checkpoint formats and the
ml functions this package relies on.
"""
from .module import Module, IncompatibleKeys
from .parameter import Parameter
from .linear import Identity, Linear
from .flatten import Flatten
from .conv import Conv2d
from .pooling import (MaxPool2d, AvgPool2d, AdaptiveAvgPool2d, AdaptiveMaxPool2d,
                      adaptive_avg_pool2d, adaptive_max_pool2d)
from .activation import ReLU, Sigmoid, Tanh, GELU, SiLU, Softmax, LogSoftmax
from .dropout import Dropout, Dropout1d, Dropout2d, Dropout3d, dropout1d, dropout2d, dropout3d
from .normalization import LayerNorm, BatchNorm1d, BatchNorm2d
from .sparse import Embedding
from .rnn import RNNCell, LSTMCell, GRUCell, RNN, LSTM, GRU
from .container import Sequential, ModuleList
from .attention import MultiheadAttention, multi_head_attention_forward
from .transformer import (TransformerEncoderLayer, TransformerEncoder, TransformerDecoderLayer,
                          TransformerDecoder, Transformer, clone_module)
from .loss import MSELoss, CrossEntropyLoss, NLLLoss, BCELoss
from .models import LogisticRegression, MLP, SimpleCNN
from . import init
from . import optim
from . import checkpoint
from .optim import Optimizer, SGD, Adam, AdamW
from .optim_adaptive import Adagrad, Adadelta, RMSprop
from .optim_lbfgs import LBFGS
from . import lr_scheduler


def save(obj, path):
    """Write a Module's state_dict or an optimizer's state to path (safetensors; JSON v1 for *.json).

    Returns path (the original's nn.save did). Errors: TypeError when obj has no save method.
    """
    if not hasattr(obj, "save"):
        raise TypeError(f"nn.save expects a Module or an optimizer, got {type(obj).__name__}")
    obj.save(path)
    return path


def load(obj, path):
    """Load a checkpoint from path into a Module or optimizer in place; returns obj.

    Errors: TypeError when obj has no load method; RuntimeError for mismatched keys or shapes.
    """
    if not hasattr(obj, "load"):
        raise TypeError(f"nn.load expects a Module or an optimizer, got {type(obj).__name__}")
    obj.load(path)
    return obj
