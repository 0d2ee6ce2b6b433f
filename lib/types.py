"""types: names for built-in types, plus SimpleNamespace.

Owns the type aliases (each derived from type(...) of a real object, so they are exactly
the interpreter's own types), SimpleNamespace (repr and == as CPython), new_class (built
on the 3-argument type()) and DynamicClassAttribute-free helpers.
"""

import sys


def _f():
    pass


FunctionType = type(_f)
LambdaType = type(lambda: None)
CodeType = type(_f.__code__)
CellType = None


def _cell_factory():
    a = 1

    def f():
        nonlocal a
    return f.__closure__[0]


try:
    CellType = type(_cell_factory())
except Exception:
    pass


def _g():
    yield 1


GeneratorType = type(_g())


class _C:
    def _m(self):
        pass


MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
ModuleType = type(sys)
NoneType = type(None)
EllipsisType = type(Ellipsis)
NotImplementedType = type(NotImplemented)

# type.__dict__ is a plain dict in TensorPy, so the read-only proxy is a lib class.
from _mappingproxy import mappingproxy as MappingProxyType

try:
    raise TypeError
except TypeError as _exc:
    _tb = _exc.__traceback__
    TracebackType = type(_tb)
    FrameType = type(_tb.tb_frame)
    del _tb


class SimpleNamespace:
    """A simple attribute-based namespace."""

    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError("no positional arguments expected")
        self.__dict__.update(kwargs)

    def __repr__(self):
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        if getattr(self, "_SimpleNamespace__in_repr", False):
            return name + "(...)"
        object.__setattr__(self, "_SimpleNamespace__in_repr", True)
        try:
            parts = []
            for k, v in self.__dict__.items():
                if k != "_SimpleNamespace__in_repr":
                    parts.append("%s=%r" % (k, v))
        finally:
            object.__delattr__(self, "_SimpleNamespace__in_repr")
        return "%s(%s)" % (name, ", ".join(parts))

    def __getattr__(self, name):
        owner = "types.SimpleNamespace" if type(self) is SimpleNamespace else type(self).__name__
        raise AttributeError("'%s' object has no attribute '%s'" % (owner, name))

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __ne__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ != other.__dict__
        return NotImplemented

    __hash__ = None


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class object dynamically using the appropriate metaclass."""
    ns = {}
    if exec_body is not None:
        exec_body(ns)
    return type(name, tuple(bases), ns)


def resolve_bases(bases):
    return tuple(bases)


class DynamicClassAttribute(property):
    pass


async def _c():
    pass


_c = _c()
CoroutineType = type(_c)
_c.close()


async def _ag():
    yield


AsyncGeneratorType = type(_ag())
del _c, _ag

_CO_GENERATOR = 0x20
_CO_COROUTINE = 0x80
_CO_ITERABLE_COROUTINE = 0x100


class _GeneratorWrapper:
    """The awaitable types.coroutine returns for a generator made by a plain function."""

    def __init__(self, gen):
        self.__wrapped = gen
        self.__name__ = getattr(gen, "__name__", None)
        self.__qualname__ = getattr(gen, "__qualname__", None)

    def send(self, val):
        return self.__wrapped.send(val)

    def throw(self, tp, *rest):
        return self.__wrapped.throw(tp, *rest)

    def close(self):
        return self.__wrapped.close()

    @property
    def gi_code(self):
        return self.__wrapped.gi_code

    @property
    def gi_frame(self):
        return self.__wrapped.gi_frame

    @property
    def gi_running(self):
        return self.__wrapped.gi_running

    cr_code = gi_code
    cr_frame = gi_frame
    cr_running = gi_running

    def __next__(self):
        return next(self.__wrapped)

    def __iter__(self):
        return self

    __await__ = __iter__


def coroutine(func):
    """Convert a regular generator function into a coroutine."""
    if not callable(func):
        raise TypeError("types.coroutine() expects a callable")
    if type(func) is FunctionType:
        flags = func.__code__.co_flags
        if flags & (_CO_COROUTINE | _CO_ITERABLE_COROUTINE):
            return func
        if flags & _CO_GENERATOR:
            # CPython swaps in a copy of the code with CO_ITERABLE_COROUTINE; TensorPy
            # sets the flag on the function's own code object.
            func.__code__.co_flags = flags | _CO_ITERABLE_COROUTINE
            return func

    import functools

    @functools.wraps(func)
    def wrapped(*args, **kwargs):
        coro = func(*args, **kwargs)
        if type(coro) is CoroutineType:
            return coro
        if type(coro) is GeneratorType:
            if coro.gi_code.co_flags & _CO_ITERABLE_COROUTINE:
                return coro
            return _GeneratorWrapper(coro)
        return coro

    return wrapped


# list[int] and int | str (built by the core through these modules).
from _generic_alias import GenericAlias
from _union_type import UnionType


__all__ = [n for n in globals() if n[:1] != "_" and n != "sys"]


# ---- the original TensorPy's helpers -----------------------------------------------------
# Names CPython's types lacks, so adding them changes no CPython behaviour; defined after
# __all__ so `from types import *` and types.__all__ stay CPython's. In the original,
# type() returned a name string; here type() returns the type, and these helpers give the
# name. The *Type constants CPython also defines (FunctionType, ModuleType, NoneType,
# BuiltinFunctionType) stay CPython's types; the others are the original's name strings.

class _TypeName(str):
    """A type's name (a str) that also compares equal to a type object of that name, so
    both `type_name(x) == "list"` and `type_name(f) == types.FunctionType` hold."""

    __slots__ = ()

    def __eq__(self, other):
        if isinstance(other, type):
            return str.__eq__(self, other.__name__)
        return str.__eq__(self, other)

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    __hash__ = str.__hash__

    def __repr__(self):
        return str.__repr__(str(self))


BoolType = "bool"
NumberType = "float"
StringType = "str"
ListType = "list"
DictType = "dict"
TupleType = "tuple"
BytesType = "bytes"
ClassType = "type"


def type_name(value):
    """The name of value's type: type_name([]) == "list", type_name(ml.tensor([1])) == "Tensor"."""
    return _TypeName(type(value).__name__)


def is_number(value):
    """True for int and float values (not bool, which the original counted apart)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def is_bool(value):
    return isinstance(value, bool)


def is_none(value):
    return value is None


def is_string(value):
    return isinstance(value, str)


def is_list(value):
    return isinstance(value, list)


def is_dict(value):
    return isinstance(value, dict)


def is_tuple(value):
    return isinstance(value, tuple)


def is_bytes(value):
    return isinstance(value, (bytes, bytearray))


def is_module(value):
    return isinstance(value, ModuleType)


def is_function(value):
    return isinstance(value, (FunctionType, BuiltinFunctionType))


def is_class(value):
    return isinstance(value, type)


def _ml_type(attribute):
    ml = sys.modules.get("ml")
    if ml is None:
        import ml
    return getattr(ml, attribute)


def is_tensor(value):
    """True for ml tensors (and nn Parameters, which are tensors)."""
    return isinstance(value, _ml_type("Tensor"))


def is_dtype(value):
    """True for ml dtypes (ml.float32, ml.int64, ...)."""
    return isinstance(value, type(_ml_type("float32")))


def is_device(value):
    """True for ml devices (ml.cpu, ml.device("cpu"), a tensor's .device)."""
    return isinstance(value, type(_ml_type("cpu")))
