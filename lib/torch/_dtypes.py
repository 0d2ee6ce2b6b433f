"""torch.finfo, torch.iinfo, torch.promote_types, torch.result_type and torch.can_cast.

The dtypes themselves are ml's (float16, bfloat16, float32, float64, uint8, int8, int16,
int32, int64, bool; the native tensor core stores each, Note [Half-precision storage] in
src/tensor/half.h). Promotion is the core's (Note [Type promotion] in src/tensor/dtype.h):
promote_types and result_type ask it by applying `+` to empty tensors of the operands'
dtypes and dimensionality, so they can never disagree with what an op does.
"""
import ml as _ml

__all__ = ["finfo", "iinfo", "promote_types", "result_type", "can_cast"]

_py_float, _py_int, _py_bool = float, int, bool

# dtype name -> (bits, eps, max, tiny, resolution), as PyTorch 1.13 reports them.
_FLOAT_INFO = {
    "float16": (16, 2.0 ** -10, 65504.0, 2.0 ** -14, 0.001),
    "bfloat16": (16, 2.0 ** -7, 3.3895313892515355e+38, 2.0 ** -126, 0.01),
    "float32": (32, 2.0 ** -23, 3.4028234663852886e+38, 2.0 ** -126, 1e-06),
    "float64": (64, 2.0 ** -52, 1.7976931348623157e+308, 2.2250738585072014e-308, 1e-15),
}
_INT_INFO = {
    "uint8": (8, 0, 255), "int8": (8, -128, 127), "int16": (16, -32768, 32767),
    "int32": (32, -2147483648, 2147483647), "int64": (64, -9223372036854775808, 9223372036854775807),
}


def _dtype_name(d, fn, other):
    if not isinstance(d, _ml.dtype):
        raise TypeError(f"{fn}(): argument 'type' (position 1) must be torch.dtype, not {type(d).__name__}")
    return d.name


class finfo:
    """Machine limits of a floating dtype (torch.finfo): bits, eps, max, min, tiny,
    smallest_normal, resolution, dtype (a str, as in PyTorch)."""
    __slots__ = ("bits", "eps", "max", "min", "tiny", "smallest_normal", "resolution", "dtype")

    def __init__(self, type=None):
        if type is None:
            import torch
            type = torch.get_default_dtype()
        name = _dtype_name(type, "finfo", "iinfo")
        if name not in _FLOAT_INFO:
            raise TypeError("torch.finfo() requires a floating point input type. "
                            "Use torch.iinfo to handle 'torch.finfo'")
        bits, eps, mx, tiny, res = _FLOAT_INFO[name]
        self.bits, self.eps, self.max, self.min = bits, eps, mx, -mx
        self.tiny = self.smallest_normal = tiny
        self.resolution, self.dtype = res, name

    def __eq__(self, other):
        return isinstance(other, finfo) and other.dtype == self.dtype

    __hash__ = None

    def __repr__(self):
        return (f"finfo(resolution={self.resolution:g}, min={self.min:g}, max={self.max:g}, eps={self.eps:g}, "
                f"smallest_normal={self.smallest_normal:g}, tiny={self.tiny:g}, dtype={self.dtype})")


class iinfo:
    """Limits of an integer dtype (torch.iinfo): bits, max, min, dtype (a str)."""
    __slots__ = ("bits", "max", "min", "dtype")

    def __init__(self, type):
        name = _dtype_name(type, "iinfo", "finfo")
        if name == "bool":
            raise TypeError("torch.bool is not supported by torch.iinfo")
        if name not in _INT_INFO:
            raise TypeError("torch.iinfo() requires an integer input type. "
                            "Use torch.finfo to handle 'torch.iinfo'")
        self.bits, self.min, self.max = _INT_INFO[name]
        self.dtype = name

    def __eq__(self, other):
        return isinstance(other, iinfo) and other.dtype == self.dtype

    __hash__ = None

    def __repr__(self):
        return f"iinfo(min={_py_float(self.min):g}, max={_py_float(self.max):g}, dtype={self.dtype})"


def promote_types(type1, type2):
    """The smallest dtype both convert to without leaving their category (torch.promote_types)."""
    for i, t in enumerate((type1, type2)):
        if not isinstance(t, _ml.dtype):
            raise TypeError(f"promote_types(): argument '{('type1', 'type2')[i]}' (position {i + 1}) "
                            f"must be torch.dtype, not {type(t).__name__}")
    return (_ml.empty(0, dtype=type1) + _ml.empty(0, dtype=type2)).dtype


def _probe(x, arg):
    # An empty stand-in with x's dtype and dimensionality (0-dim or not), or the number itself.
    if isinstance(x, _ml.Tensor):
        return _ml.empty((0,) if x.dim() > 0 else (), dtype=x.dtype)
    if isinstance(x, (_py_bool, _py_int, _py_float, complex)):
        if isinstance(x, complex):
            raise TypeError("result_type(): complex numbers are not supported by TensorPy")
        return x
    raise TypeError(f"result_type() received an invalid combination of arguments - got "
                    f"({arg}={type(x).__name__}), expected Tensor or Number")


def result_type(tensor1, tensor2):
    """The dtype an arithmetic op of the two operands gives (torch.result_type,
    Note [Type promotion]); at least one may be a Python number."""
    a, b = _probe(tensor1, "tensor1"), _probe(tensor2, "tensor2")
    if not isinstance(a, _ml.Tensor) and not isinstance(b, _ml.Tensor):
        a = _ml.empty((), dtype=_ml.tensor(a).dtype)  # two numbers: the first as a 0-dim tensor
    return (a + b).dtype


_CATEGORY = {"bool": 0, "uint8": 1, "int8": 1, "int16": 1, "int32": 1, "int64": 1}


def can_cast(from_, to):
    """Whether a value of dtype from_ may be cast to dtype to under PyTorch's casting rules
    (torch.can_cast): no float to integer, no non-bool to bool."""
    for i, t in enumerate((from_, to)):
        if not isinstance(t, _ml.dtype):
            raise TypeError(f"can_cast(): argument '{('from', 'to')[i]}' (position {i + 1}) "
                            f"must be torch.dtype, not {type(t).__name__}")
    return _CATEGORY.get(from_.name, 2) <= _CATEGORY.get(to.name, 2)
