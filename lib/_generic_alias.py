"""_generic_alias: types.GenericAlias, the object `list[int]` and `dict[str, int]` return.

Owns the alias of a built-in generic class subscripted with arguments (PEP 585):
__origin__, __args__, __parameters__ (the type variables among the arguments, nested ones
included), repr as CPython ("list[int]", "tuple[()]", "dict[str, list[int]]"), == and
hash, calling (creates an origin instance), use as a base class (__mro_entries__),
attribute access forwarded to the origin, substitution of type variables (alias[T][int]),
`|` (types.UnionType) and the TypeErrors of isinstance/issubclass. The core's
__class_getitem__ of list, dict, tuple, set, frozenset and type calls GenericAlias
(src/vm/generic_alias.cpp); collections.abc, contextlib and typing use it too.
"""


def _type_repr(obj):
    """How an argument appears inside an alias's repr."""
    if isinstance(obj, type) and not isinstance(obj, GenericAlias):
        module = obj.__module__
        if obj is type or module == "builtins":
            return obj.__qualname__
        return f"{module}.{obj.__qualname__}"
    if obj is ...:
        return "..."
    if isinstance(obj, (list, tuple)) and not isinstance(obj, GenericAlias):
        return "[" + ", ".join(_type_repr(a) for a in obj) + "]"
    if type(obj).__name__ == "function":
        return obj.__name__
    return repr(obj)


def _is_typevar_like(obj):
    return type(obj).__name__ in ("TypeVar", "ParamSpec", "TypeVarTuple") and \
        type(obj).__module__ == "typing"


def _collect_parameters(args):
    params = []
    for a in args:
        if _is_typevar_like(a):
            if a not in params:
                params.append(a)
        else:
            for p in getattr(a, "__parameters__", ()) if not isinstance(a, type) else ():
                if p not in params:
                    params.append(p)
    return tuple(params)


class GenericAlias:
    """Represents a parameterized generic class such as list[int]."""

    def __init__(self, origin, args):
        if not isinstance(args, tuple):
            args = (args,)
        object.__setattr__(self, "__origin__", origin)
        object.__setattr__(self, "__args__", args)
        object.__setattr__(self, "__parameters__", _collect_parameters(args))
        object.__setattr__(self, "__unpacked__", False)

    def __repr__(self):
        origin = _type_repr(self.__origin__)
        if not self.__args__:
            return f"{origin}[()]"
        return f"{origin}[{', '.join(_type_repr(a) for a in self.__args__)}]"

    def __call__(self, *args, **kwargs):
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except (AttributeError, TypeError):
            pass
        return result

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __getattr__(self, name):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        return getattr(self.__origin__, name)

    def __setattr__(self, name, value):
        raise AttributeError("readonly attribute")

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash(self.__origin__) ^ hash(self.__args__)

    def __or__(self, other):
        import _union_type
        return _union_type.union_or(self, other)

    def __ror__(self, other):
        import _union_type
        return _union_type.union_or(other, self)

    def __instancecheck__(self, obj):
        raise TypeError("isinstance() argument 2 cannot be a parameterized generic")

    def __subclasscheck__(self, cls):
        raise TypeError("issubclass() argument 2 cannot be a parameterized generic")

    def __getitem__(self, items):
        params = self.__parameters__
        if not params:
            raise TypeError(f"{self!r} is not a generic class")
        if not isinstance(items, tuple):
            items = (items,)
        if len(items) != len(params):
            raise TypeError(f"Too {'many' if len(items) > len(params) else 'few'} "
                            f"arguments for {self!r}")
        subst = dict(zip(params, items))
        return GenericAlias(self.__origin__,
                            tuple(_substitute(a, subst) for a in self.__args__))

    def __dir__(self):
        return sorted(set(dir(self.__origin__)) | {"__origin__", "__args__",
                                                    "__parameters__"})


def _substitute(arg, subst):
    if _is_typevar_like(arg):
        return subst.get(arg, arg)
    params = getattr(arg, "__parameters__", ()) if not isinstance(arg, type) else ()
    if params:
        return arg[tuple(subst.get(p, p) for p in params)]
    return arg


GenericAlias.__module__ = "types"


class _CallableGenericAlias(GenericAlias):
    """collections.abc.Callable[[args], result]: the argument list is flattened into
    __args__ (args..., result) as CPython does, and shown as a list again in the repr."""

    def __init__(self, origin, args):
        if not (isinstance(args, tuple) and len(args) == 2):
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        t_args, t_result = args
        if isinstance(t_args, (tuple, list)):
            args = (*t_args, t_result)
        elif t_args is not ... and not _is_typevar_like(t_args):
            raise TypeError(f"Callable[args, result]: args must be a list. Got "
                            f"{t_args!r:.100}.")
        super().__init__(origin, args)

    def __repr__(self):
        if len(self.__args__) == 2 and (self.__args__[0] is ... or
                                        _is_typevar_like(self.__args__[0])):
            return super().__repr__()
        params = ", ".join(_type_repr(a) for a in self.__args__[:-1])
        return (f"{_type_repr(self.__origin__)}[[{params}], "
                f"{_type_repr(self.__args__[-1])}]")


def callable_alias(cls, params):
    """collections.abc.Callable.__class_getitem__."""
    return _CallableGenericAlias(cls, params)
