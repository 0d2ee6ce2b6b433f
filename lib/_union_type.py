"""_union_type: types.UnionType, the object `int | str` returns (PEP 604).

Owns union_or(a, b) (the core's type.__or__/__ror__ call it; NotImplemented for an
operand that is not a class, None, a generic alias or a union, so `int | 3` raises
CPython's TypeError) and UnionType: arguments flattened and de-duplicated in order, None
stored as NoneType, repr "int | str | None", == ignoring order, hash, isinstance and
issubclass against any member (a parameterized generic member raises TypeError as in
CPython), and `|` chaining.
"""

_NoneType = type(None)


def _acceptable(obj):
    if obj is None or isinstance(obj, (type, UnionType)):
        return True
    mod = type(obj).__module__
    return (type(obj).__name__ == "GenericAlias" or
            (mod == "typing" and hasattr(obj, "__origin__")) or
            type(obj).__name__ in ("TypeVar", "ParamSpec", "ForwardRef"))


def union_or(a, b):
    """a | b for classes, None, aliases and unions; NotImplemented otherwise."""
    if not (_acceptable(a) and _acceptable(b)):
        return NotImplemented
    mod_a, mod_b = type(a).__module__, type(b).__module__
    if (mod_a == "typing" and not isinstance(a, type)) or \
            (mod_b == "typing" and not isinstance(b, type)):
        import typing
        return typing.Union[a, b]
    args = []
    for x in (a, b):
        items = x.__args__ if isinstance(x, UnionType) else (x,)
        for item in items:
            if item is None:
                item = _NoneType
            if item not in args:
                args.append(item)
    if len(args) == 1:
        return args[0]
    return UnionType(tuple(args))


def _repr(obj):
    if obj is _NoneType:
        return "None"
    from _generic_alias import _type_repr
    return _type_repr(obj)


class UnionType:
    """Represents int | str: isinstance(x, int | str) checks each member."""

    def __init__(self, args):
        object.__setattr__(self, "__args__", args)
        from _generic_alias import _collect_parameters
        object.__setattr__(self, "__parameters__", _collect_parameters(args))

    def __setattr__(self, name, value):
        raise AttributeError("readonly attribute")

    def __repr__(self):
        return " | ".join(_repr(a) for a in self.__args__)

    def __eq__(self, other):
        if isinstance(other, UnionType):
            return set(self.__args__) == set(other.__args__)
        return NotImplemented

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __or__(self, other):
        return union_or(self, other)

    def __ror__(self, other):
        return union_or(other, self)

    def __instancecheck__(self, obj):
        for a in self.__args__:
            if type(a).__name__ == "GenericAlias":
                raise TypeError("isinstance() argument 2 cannot be a parameterized "
                                "generic")
        return any(isinstance(obj, a) for a in self.__args__)

    def __subclasscheck__(self, cls):
        for a in self.__args__:
            if type(a).__name__ == "GenericAlias":
                raise TypeError("issubclass() argument 2 cannot be a parameterized "
                                "generic")
        return any(issubclass(cls, a) for a in self.__args__)


UnionType.__module__ = "types"
