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

try:
    MappingProxyType = type(type.__dict__)
except Exception:
    pass

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


def coroutine(func):
    return func


__all__ = [n for n in globals() if n[:1] != "_" and n != "sys"]
