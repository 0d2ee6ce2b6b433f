"""torch: PyTorch's names over TensorPy's one implementation (`ml` tensors, the `nn` package).

`import torch` gives PyTorch 1.13's top-level surface: torch.Tensor IS ml.Tensor,
torch.nn.Module IS nn.Module, torch.float32 IS ml.float32; nothing here wraps a tensor.
Most names are the ml functions themselves (bound below from _ML_NAMES); this file adds
what ml spells differently or lacks: dtype aliases, default dtype/device, generators
and seeds, a few math functions composed from ml ops, and the subpackages (nn, optim,
autograd, utils.data, cuda, backends, onnx, accelerator). docs/torch.md lists what maps
to what and what is missing.

Note [Default dtype in torch]
torch.set_default_dtype(torch.float64) changes what float data and the float-making
creation functions give. ml's default is fixed at float32, so the switch rebinds this
module's creation functions (zeros, ones, rand, randn, empty, full, arange, linspace,
tensor, eye) to wrappers that pass dtype= when the caller gave none; back at float32 the
plain ml functions return (no per-call cost in the default case). Names imported with
`from torch import zeros` before the switch keep the old function.
"""
import math as _math
import random as _random
import ml as _ml
_ml._set_repr_namespace("torch")  # dtype and Size reprs say torch. (Note [Repr namespace])

_py_int, _py_float, _py_bool = int, float, bool  # the builtins, before torch.int etc. shadow them

# --- types and dtypes -------------------------------------------------------------------
Tensor = _ml.Tensor
Size = _ml.Size
dtype = _ml.dtype
device = _ml.device
float32 = _ml.float32
float = _ml.float32
float64 = _ml.float64
double = _ml.float64
int64 = _ml.int64
long = _ml.int64
int32 = _ml.int32
int = _ml.int32
uint8 = _ml.uint8
int8 = _ml.int8
int16 = _ml.int16
short = _ml.int16
float16 = _ml.float16
half = _ml.float16
bfloat16 = _ml.bfloat16
bool = _ml.bool
from ._dtypes import finfo, iinfo, promote_types, result_type, can_cast

# --- functions that are ml's own --------------------------------------------------------
_ML_NAMES = (
    "tensor", "zeros", "ones", "empty", "rand", "randn", "randint", "randperm", "arange", "linspace",
    "full", "eye", "zeros_like", "ones_like", "empty_like", "full_like", "rand_like", "randn_like",
    "randint_like", "is_tensor", "numel", "cat", "concat", "concatenate", "stack", "split", "chunk",
    "reshape", "flatten", "squeeze", "unsqueeze", "permute", "transpose", "swapaxes", "t", "expand",
    "narrow", "clone", "detach", "contiguous", "where", "masked_fill", "one_hot",
    "abs", "neg", "negative", "exp", "expm1", "log", "log1p", "sqrt", "rsqrt", "square", "sin", "cos",
    "tanh", "sigmoid", "relu", "pow", "clamp", "clip", "maximum", "minimum", "add", "sub", "subtract",
    "mul", "multiply", "div", "divide", "true_divide", "floor_divide", "remainder", "fmod",
    "eq", "ne", "lt", "le", "gt", "ge", "logical_not", "logical_and", "logical_or", "bitwise_not",
    "sum", "mean", "prod", "amax", "amin", "max", "min", "argmax", "argmin", "var", "std", "norm",
    "logsumexp", "softmax", "log_softmax", "matmul", "mm", "bmm", "diag", "dropout", "embedding",
    "layer_norm", "batch_norm", "conv2d", "max_pool2d", "avg_pool2d", "linear", "index_select",
    "gather", "cumsum", "sort", "argsort", "topk", "floor", "ceil", "round", "trunc", "sign", "tan",
    "atan", "asin", "acos", "sinh", "cosh", "erf", "allclose", "isclose", "isnan", "isinf",
    "isfinite", "nonzero", "outer", "einsum", "tril", "triu", "roll", "flip", "lerp", "addmm",
    "bincount", "unique", "multinomial", "masked_select", "from_numpy", "sparse_coo_tensor", "spmm",
    "no_grad", "enable_grad", "set_grad_enabled", "is_grad_enabled",
)
_g = globals()
for _name in _ML_NAMES:
    if hasattr(_ml, _name):
        _g[_name] = getattr(_ml, _name)
del _name

from . import _compose
for _name in _compose.__all__:
    if _name not in _g:
        _g[_name] = getattr(_compose, _name)
# generator= on rand/randn/randint (these replace ml's, which they call).
from . import _random_ext
for _name in _random_ext.__all__:
    _g[_name] = getattr(_random_ext, _name)
del _name, _g

# Note [Lazy torch modules]
# The larger compositions (_tensor_ext, _math_ext, linalg, sparse; torch.nn's extra layers
# and functional_ext) are compiled on first use, not by `import torch` (compiling them cost
# as much as the rest of the import). Their torch.* names resolve through this module's
# __getattr__ (PEP 562), their Tensor methods are stubs that import the module, rebind the
# method and call it. _lazy_index.py lists the names; tests/torch/test_lazy.py checks it.
from . import _lazy_index
_LAZY_NAMES = {}
for _name in _lazy_index.TENSOR_EXT_ALL:
    _LAZY_NAMES[_name] = "_tensor_ext"
for _name in _lazy_index.MATH_EXT_ALL:
    _LAZY_NAMES[_name] = "_math_ext"
for _name in _lazy_index.LINALG_TORCH_NAMES:
    _LAZY_NAMES[_name] = "linalg"
for _name in ("sparse_coo_tensor", "spmm"):
    _LAZY_NAMES[_name] = "sparse"
_LAZY_ATTRS = {"linalg": "linalg", "sparse": "sparse"}
for _name in _LAZY_NAMES:
    globals().pop(_name, None)  # the lazy definition wins over ml's (torch.where)
del _name


def _load(modname):
    __import__("torch." + modname)
    import sys as _sys
    return _sys.modules["torch." + modname]


def __getattr__(name):
    if name in _LAZY_ATTRS:
        value = _load(_LAZY_ATTRS[name])
    elif name in _LAZY_NAMES:
        mod = _load(_LAZY_NAMES[name])
        value = mod.TORCH_NAMES[name] if _LAZY_NAMES[name] == "linalg" else getattr(mod, name)
    else:
        raise AttributeError(f"module 'torch' has no attribute '{name}'")
    globals()[name] = value
    return value


def _lazy_method(name, resolve):
    """A Tensor method that loads its implementation on first call and rebinds itself."""
    def method(self, *args, **kwargs):
        fn = resolve()
        setattr(Tensor, name, fn)
        return fn(self, *args, **kwargs)
    method.__name__ = name
    method.__doc__ = f"torch.Tensor.{name} (loaded on first use)"
    return method


# --- seeds and generators ----------------------------------------------------------------
from ._generator import Generator, default_generator, manual_seed, seed, initial_seed




def randperm(n, *, generator=None, dtype=None, device=None, requires_grad=False, pin_memory=False):
    """A random permutation of range(n) (int64): from ml's generator, or from `generator`."""
    if generator is not None and generator is not default_generator:
        t = _ml.tensor(generator._permutation(n), dtype=dtype or int64)
    else:
        t = _ml.randperm(n) if dtype is None else _ml.randperm(n).to(dtype)
    if requires_grad:
        t.requires_grad_()
    return t


# --- grad mode ---------------------------------------------------------------------------
class inference_mode:
    """torch.inference_mode(mode=True): no_grad for this runtime (no separate inference tensors).

    A context manager and a decorator, as torch's.
    """

    def __init__(self, mode=True):
        self.mode = mode
        self._guard = None

    def __enter__(self):
        self._guard = _ml.set_grad_enabled(not self.mode) if self.mode else None
        if self._guard is not None:
            self._guard.__enter__()

    def __exit__(self, *exc):
        if self._guard is not None:
            self._guard.__exit__(*exc)
            self._guard = None
        return False

    def __call__(self, fn):
        mode = self.mode

        def wrapper(*args, **kwargs):
            with inference_mode(mode):
                return fn(*args, **kwargs)
        wrapper.__name__ = getattr(fn, "__name__", "wrapper")
        wrapper.__doc__ = getattr(fn, "__doc__", None)
        return wrapper


def is_inference_mode_enabled():
    """False: there are no inference-mode tensors here (inference_mode is no_grad)."""
    return False


# --- default dtype and device (Note [Default dtype in torch]) --------------------------
_default_dtype = float32
_FLOAT_CREATORS = ("zeros", "ones", "rand", "randn", "empty", "full", "eye", "linspace")
_BASE_CREATORS = {_n: globals()[_n] for _n in _FLOAT_CREATORS}


def get_default_dtype():
    """The dtype float data and float-making creation functions give (torch.float32 at start)."""
    return _default_dtype


def _with_default(fn):
    def create(*args, **kwargs):
        if kwargs.get("dtype") is None:
            kwargs["dtype"] = _default_dtype
        return fn(*args, **kwargs)
    create.__name__ = fn.__name__
    return create


def _tensor_default(data, dtype=None, device=None, requires_grad=False, pin_memory=False):
    t = _ml.tensor(data, dtype=dtype, device=device)
    if dtype is None and t.dtype == float32 and not isinstance(data, Tensor):
        t = t.to(_default_dtype)
    if requires_grad:
        t.requires_grad_()
    return t


def _arange_default(*args, dtype=None, **kwargs):
    t = _ml.arange(*args, dtype=dtype, **kwargs)
    if dtype is None and t.dtype == float32:
        t = t.to(_default_dtype)
    return t


def set_default_dtype(d):
    """Set the default floating dtype: torch.float32 or torch.float64.

    Errors: TypeError for any other dtype (torch: "only floating-point types are supported
    as the default type").
    """
    global _default_dtype
    if d not in (float32, float64):
        raise TypeError("only floating-point types are supported as the default type")
    _default_dtype = d
    g = globals()
    for name in _FLOAT_CREATORS:
        g[name] = _BASE_CREATORS[name] if d == float32 else _with_default(_BASE_CREATORS[name])
    g["tensor"] = _ml.tensor if d == float32 else _tensor_default
    g["arange"] = _ml.arange if d == float32 else _arange_default


def set_default_tensor_type(t):
    """torch.set_default_tensor_type: 'torch.FloatTensor'/'torch.DoubleTensor' (or the dtype)."""
    name = t if isinstance(t, str) else getattr(t, "__name__", str(t))
    if "Double" in name or t == float64:
        set_default_dtype(float64)
    elif "Float" in name or t == float32:
        set_default_dtype(float32)
    else:
        raise TypeError("only floating-point types are supported as the default type")


_default_device = _ml.device("cpu")


def set_default_device(d):
    """Accepts the CPU (None, "cpu", torch.device("cpu")); RuntimeError for any other device."""
    global _default_device
    if d is None:
        d = "cpu"
    d = d if isinstance(d, device) else _ml.device(d)
    if d.type != "cpu":
        raise RuntimeError(f"set_default_device: only the CPU holds tensors in TensorPy, got {d}")
    _default_device = d


def get_default_device():
    return _default_device


def set_num_threads(n):
    _ml.set_num_threads(n)


def get_num_threads():
    return _ml.get_num_threads()


set_printoptions = _ml.set_printoptions


def use_deterministic_algorithms(mode, warn_only=False):
    """Accepted: every kernel here is deterministic."""
    return None


def is_floating_point(t):
    return t.dtype.is_floating_point


def is_nonzero(t):
    if t.numel() != 1:
        raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
    return t.item() != 0


def typename(obj):
    if isinstance(obj, Tensor):
        return _TENSOR_TYPE_NAMES.get(obj.dtype.name, "torch.Tensor")
    return type(obj).__name__


_TENSOR_TYPE_NAMES = {"float32": "torch.FloatTensor", "float64": "torch.DoubleTensor",
                      "int64": "torch.LongTensor", "int32": "torch.IntTensor", "uint8": "torch.ByteTensor",
                      "int16": "torch.ShortTensor", "int8": "torch.CharTensor", "float16": "torch.HalfTensor",
                      "bfloat16": "torch.BFloat16Tensor",
                      "bool": "torch.BoolTensor"}


def _typed_tensor(dt, name):
    def make(*args):
        if len(args) == 1 and not isinstance(args[0], _py_int):
            return _ml.tensor(args[0], dtype=dt)
        return _ml.zeros(*args, dtype=dt)
    make.__name__ = name
    make.__doc__ = f"torch.{name}(data) or torch.{name}(*sizes): a {dt.name} tensor (a function here, not a type)"
    return make


FloatTensor = _typed_tensor(float32, "FloatTensor")
DoubleTensor = _typed_tensor(float64, "DoubleTensor")
LongTensor = _typed_tensor(int64, "LongTensor")
IntTensor = _typed_tensor(int32, "IntTensor")
ByteTensor = _typed_tensor(uint8, "ByteTensor")
BoolTensor = _typed_tensor(bool, "BoolTensor")
ShortTensor = _typed_tensor(int16, "ShortTensor")
CharTensor = _typed_tensor(int8, "CharTensor")
HalfTensor = _typed_tensor(float16, "HalfTensor")
BFloat16Tensor = _typed_tensor(bfloat16, "BFloat16Tensor")

# --- linear algebra (lazy: torch.linalg and its torch.* / Tensor names) -------------------
for _name in _lazy_index.LINALG_TORCH_NAMES:
    setattr(Tensor, _name, _lazy_method(_name, lambda n=_name: _load("linalg").TORCH_NAMES[n]))
del _name

# --- sparse COO tensors (lazy; Note [Sparse COO tensors], sparse.py) -----------------------
from ._layout import sparse_coo, strided
_ml_mm, _ml_matmul = _ml.mm, _ml.matmul


def mm(input, mat2, *, out=None):
    """torch.mm: ml.mm, or sparse.mm when an operand is a sparse COO tensor."""
    if not (isinstance(input, Tensor) and isinstance(mat2, Tensor)):
        sp = _load("sparse")
        if isinstance(input, sp.SparseTensor) or isinstance(mat2, sp.SparseTensor):
            return sp.mm(input, mat2)
    return _ml_mm(input, mat2)


def matmul(input, other, *, out=None):
    """torch.matmul: ml.matmul, or sparse.mm when an operand is a sparse COO tensor."""
    if not (isinstance(input, Tensor) and isinstance(other, Tensor)):
        sp = _load("sparse")
        if isinstance(input, sp.SparseTensor) or isinstance(other, sp.SparseTensor):
            return sp.mm(input, other)
    return _ml_matmul(input, other)


from .utils import hooks as _hooks
Tensor.register_hook = _hooks.register_hook
Tensor.to_sparse = _lazy_method("to_sparse", lambda: _load("sparse").to_sparse)
Tensor.to_sparse_coo = _lazy_method("to_sparse_coo", lambda: _load("sparse").to_sparse)
Tensor.is_sparse = False
Tensor.layout = strided
Tensor.to_dense = lambda self, dtype=None: self if dtype is None else self.to(dtype)

# --- files -------------------------------------------------------------------------------
from .serialization import save, load

# --- subpackages -------------------------------------------------------------------------
from . import nn
from . import optim
from . import autograd
from . import utils
from . import cuda
from . import backends
from . import onnx
from . import accelerator
from . import mps
from . import xpu

__version__ = "1.13.0+tensorpy"

# --- Tensor methods composed in Python ---------------------------------------------------
# torch.Tensor.<name>(self, ...) is torch.<name>(self, ...) for the functions composed in
# _compose.py that ml.Tensor has no native method for; attached to ml.Tensor as PyTorch
# lets programs attach methods to torch.Tensor (TypeObject::names_settable).
for _name in ("sort", "argsort", "topk", "cumsum", "cumprod", "gather", "index_select",
              "tril", "triu", "flip", "roll", "unique", "isnan", "isinf", "sign", "floor",
              "ceil", "round", "trunc", "nonzero", "count_nonzero", "outer", "dot", "mv", "addmm",
              "baddbmm", "lerp", "frac", "fmod", "logical_and", "logical_or", "logical_xor",
              "isfinite", "masked_select", "allclose", "isclose", "equal", "clamp_min", "clamp_max",
              "reciprocal", "tan", "log2", "log10", "exp2", "sinh", "cosh", "diff", "dist", "movedim",
              "unbind", "bincount", "std_mean", "var_mean"):
    if not hasattr(Tensor, _name) and _name in globals():
        setattr(Tensor, _name, globals()[_name])
for _name in _lazy_index.MATH_EXT_METHOD_NAMES:
    if not hasattr(Tensor, _name):
        setattr(Tensor, _name, _lazy_method(_name, lambda n=_name: getattr(_load("_math_ext"), n)))
for _name in _lazy_index.TENSOR_EXT_METHODS:
    setattr(Tensor, _name, _lazy_method(_name, lambda n=_name: _load("_tensor_ext").METHODS[n]))
for _name in _lazy_index.MATH_EXT_METHODS:
    setattr(Tensor, _name, _lazy_method(_name, lambda n=_name: _load("_math_ext").METHODS[n]))
for _name, _fn in _random_ext.METHODS.items():
    setattr(Tensor, _name, _fn)
del _name, _fn
