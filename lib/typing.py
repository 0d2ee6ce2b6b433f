"""typing: the runtime objects of type hints (CPython 3.11's documented surface).

Owns the special forms (Any, Union, Optional, ClassVar, Final, Literal, Annotated,
NoReturn, Never, Self, LiteralString, TypeAlias, TypeGuard, Concatenate, Required,
NotRequired, Unpack), the aliases of the built-in and collections.abc generics (List,
Dict, Tuple, Callable, Iterable, ...), TypeVar / ParamSpec / TypeVarTuple, Generic and
user generics (subscriptable, __orig_bases__, __parameters__, __orig_class__), Protocol
with runtime_checkable structural checks, NamedTuple and TypedDict (class and functional
syntax), NewType, ForwardRef and get_type_hints, get_origin / get_args, cast,
assert_type, reveal_type, assert_never, overload / get_overloads / clear_overloads,
final, no_type_check, dataclass_transform, TYPE_CHECKING and the Supports* protocols.

Note [typing aliases]: every subscripted form is a _GenericAlias holding __origin__ (the
runtime class or the special form) and __args__; its repr is CPython's ("typing.List[int]",
"typing.Optional[int]", "__main__.G[int]"). Aliases of classes can be called (List()
refuses, as CPython, naming the builtin) and used as bases (__mro_entries__); subscripted
ones refuse isinstance. Type variables in the arguments make the alias generic again
(List[T][int] == List[int]).
"""

import collections
import collections.abc
import contextlib
import functools
import re as _re
import sys
import types
from abc import abstractmethod, ABCMeta

__all__ = [
    "Annotated", "Any", "Callable", "ClassVar", "Concatenate", "Final", "ForwardRef",
    "Generic", "Literal", "Optional", "ParamSpec", "Protocol", "Tuple", "Type", "TypeVar",
    "TypeVarTuple", "Union", "AbstractSet", "ByteString", "Container", "ContextManager",
    "Hashable", "ItemsView", "Iterable", "Iterator", "KeysView", "Mapping", "MappingView",
    "MutableMapping", "MutableSequence", "MutableSet", "Sequence", "Sized", "ValuesView",
    "Awaitable", "AsyncIterator", "AsyncIterable", "Coroutine", "Collection",
    "AsyncGenerator", "AsyncContextManager", "Reversible", "SupportsAbs", "SupportsBytes",
    "SupportsComplex", "SupportsFloat", "SupportsIndex", "SupportsInt", "SupportsRound",
    "ChainMap", "Counter", "Deque", "Dict", "DefaultDict", "List", "OrderedDict", "Set",
    "FrozenSet", "NamedTuple", "TypedDict", "Generator", "BinaryIO", "IO", "Match",
    "Pattern", "TextIO", "AnyStr", "assert_type", "assert_never", "cast", "clear_overloads",
    "dataclass_transform", "final", "get_args", "get_origin", "get_overloads",
    "get_type_hints", "is_typeddict", "LiteralString", "Never", "NewType", "no_type_check",
    "no_type_check_decorator", "NoReturn", "NotRequired", "overload", "ParamSpecArgs",
    "ParamSpecKwargs", "Required", "reveal_type", "runtime_checkable", "Self", "Text",
    "TYPE_CHECKING", "TypeAlias", "TypeGuard", "Unpack",
]

TYPE_CHECKING = False


def _type_repr(obj):
    if isinstance(obj, type) and not isinstance(obj, types.GenericAlias):
        if obj.__module__ == "builtins" or obj is type:
            return obj.__qualname__
        return f"{obj.__module__}.{obj.__qualname__}"
    if obj is ...:
        return "..."
    if isinstance(obj, types.FunctionType):
        return obj.__name__
    return repr(obj)


def _type_check(arg, msg):
    """Converts None to NoneType and strings to ForwardRef; refuses non-types."""
    if arg is None:
        return type(None)
    if isinstance(arg, str):
        return ForwardRef(arg)
    if isinstance(arg, _SpecialForm) and arg in (Generic, Protocol):
        raise TypeError(f"{arg} is not valid as type argument")
    if isinstance(arg, (_SpecialForm,)) and arg._name in ("ClassVar", "Final"):
        raise TypeError(f"Plain {arg} is not valid as type argument")
    if callable(arg) or isinstance(arg, (TypeVar, ParamSpec, _GenericAlias,
                                         types.GenericAlias, types.UnionType, ForwardRef,
                                         _SpecialForm)) or arg is ...:
        return arg
    raise TypeError(f"{msg} Got {arg!r:.100}.")


def _collect_parameters(args):
    params = []
    for a in args:
        if isinstance(a, (TypeVar, ParamSpec, TypeVarTuple)):
            if a not in params:
                params.append(a)
        elif isinstance(a, (list, tuple)):
            for p in _collect_parameters(a):
                if p not in params:
                    params.append(p)
        elif not isinstance(a, type):
            for p in getattr(a, "__parameters__", ()):
                if p not in params:
                    params.append(p)
    return tuple(params)


def _substitute(arg, subst):
    if isinstance(arg, (TypeVar, ParamSpec, TypeVarTuple)):
        return subst.get(arg, arg)
    if isinstance(arg, list):
        return [_substitute(a, subst) for a in arg]
    if isinstance(arg, tuple):
        return tuple(_substitute(a, subst) for a in arg)
    params = getattr(arg, "__parameters__", ()) if not isinstance(arg, type) else ()
    if params:
        return arg[tuple(subst.get(p, p) for p in params)]
    return arg


# --- special forms ---------------------------------------------------------------------

class _Final:
    """Classes of typing's objects cannot be subclassed by users."""
    __slots__ = ()

    def __init_subclass__(cls, /, *args, _root=False, **kwds):
        if not _root:
            raise TypeError("Cannot subclass special typing classes")


class _SpecialForm(_Final, _root=True):
    # No __slots__: the instance dict holds _name, _getitem and __doc__.

    def __init__(self, getitem):
        self._getitem = getitem
        self._name = getitem.__name__
        self.__doc__ = getitem.__doc__

    def __getattr__(self, item):
        if item in {"__name__", "__qualname__"}:
            return self._name
        raise AttributeError(item)

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass {self!r}")

    def __repr__(self):
        return "typing." + self._name

    def __reduce__(self):
        return self._name

    def __call__(self, *args, **kwds):
        raise TypeError(f"Cannot instantiate {self!r}")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __instancecheck__(self, obj):
        raise TypeError(f"{self} cannot be used with isinstance()")

    def __subclasscheck__(self, cls):
        raise TypeError(f"{self} cannot be used with issubclass()")

    def __getitem__(self, parameters):
        return self._getitem(self, parameters)


class _AnyMeta(type):
    def __instancecheck__(self, obj):
        if self is Any:
            raise TypeError("typing.Any cannot be used with isinstance()")
        return super().__instancecheck__(obj)

    def __repr__(self):
        if self is Any:
            return "typing.Any"
        return super().__repr__()


class Any(metaclass=_AnyMeta):
    """Special type indicating an unconstrained type; compatible with every type."""

    def __new__(cls, *args, **kwargs):
        if cls is Any:
            raise TypeError("Any cannot be instantiated")
        return super().__new__(cls)


@_SpecialForm
def NoReturn(self, parameters):
    """Special type indicating functions that never return."""
    raise TypeError(f"{self} is not subscriptable")


@_SpecialForm
def Never(self, parameters):
    """The bottom type, a type that has no members."""
    raise TypeError(f"{self} is not subscriptable")


@_SpecialForm
def Self(self, parameters):
    """Used to spell the type of "self" in classes."""
    raise TypeError(f"{self} is not subscriptable")


@_SpecialForm
def LiteralString(self, parameters):
    """Represents an arbitrary literal string."""
    raise TypeError(f"{self} is not subscriptable")


@_SpecialForm
def TypeAlias(self, parameters):
    """Special marker indicating that an assignment should be recognized as a proper
    type alias definition by type checkers."""
    raise TypeError(f"{self} is not subscriptable")


@_SpecialForm
def ClassVar(self, parameters):
    """Special type construct to mark class variables."""
    item = _type_check(parameters, f"{self} accepts only single type.")
    return _GenericAlias(self, (item,))


@_SpecialForm
def Final(self, parameters):
    """A special typing construct to indicate final names to type checkers."""
    item = _type_check(parameters, f"{self} accepts only single type.")
    return _GenericAlias(self, (item,))


@_SpecialForm
def Union(self, parameters):
    """Union type; Union[X, Y] means either X or Y."""
    if parameters == ():
        raise TypeError("Cannot take a Union of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    msg = "Union[arg, ...]: each arg must be a type."
    flat = []
    for p in parameters:
        p = _type_check(p, msg)
        if isinstance(p, _UnionGenericAlias) or isinstance(p, types.UnionType):
            flat.extend(p.__args__)
        else:
            flat.append(p)
    args = []
    for p in flat:
        if p not in args:
            args.append(p)
    if len(args) == 1:
        return args[0]
    if len(args) == 2 and type(None) in args:
        return _UnionGenericAlias(self, tuple(args), name="Optional")
    return _UnionGenericAlias(self, tuple(args))


@_SpecialForm
def Optional(self, parameters):
    """Optional[X] is equivalent to Union[X, None]."""
    arg = _type_check(parameters, f"{self} requires a single type.")
    return Union[arg, type(None)]


@_SpecialForm
def Literal(self, *parameters):
    """Special typing form to define literal types (Literal[1, "a"])."""
    params = parameters[0]
    if not isinstance(params, tuple):
        params = (params,)
    flat = []
    for p in params:
        if isinstance(p, _LiteralGenericAlias):
            flat.extend(p.__args__)
        else:
            flat.append(p)
    unique = []
    for p in flat:
        if not any(type(p) is type(u) and p == u for u in unique):
            unique.append(p)
    return _LiteralGenericAlias(self, tuple(unique))


@_SpecialForm
def Concatenate(self, parameters):
    """Used with Callable and ParamSpec to concatenate parameters."""
    if parameters == ():
        raise TypeError("Cannot take a Concatenate of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    if not isinstance(parameters[-1], ParamSpec):
        raise TypeError("The last parameter to Concatenate should be a ParamSpec "
                        "variable.")
    return _GenericAlias(self, parameters)


@_SpecialForm
def TypeGuard(self, parameters):
    """Special typing form for user-defined type guards."""
    item = _type_check(parameters, f"{self} accepts only single type.")
    return _GenericAlias(self, (item,))


@_SpecialForm
def Required(self, parameters):
    """A special typing construct to mark a key of a total=False TypedDict as required."""
    item = _type_check(parameters, f"{self._name} accepts only a single type.")
    return _GenericAlias(self, (item,))


@_SpecialForm
def NotRequired(self, parameters):
    """A special typing construct to mark a key of a TypedDict as potentially missing."""
    item = _type_check(parameters, f"{self._name} accepts only a single type.")
    return _GenericAlias(self, (item,))


@_SpecialForm
def Unpack(self, parameters):
    """Type unpack operator (Unpack[Ts])."""
    item = _type_check(parameters, f"{self._name} accepts only single type.")
    return _GenericAlias(self, (item,))


# --- forward references --------------------------------------------------------------

class ForwardRef(_Final, _root=True):
    """A string annotation, evaluated by get_type_hints."""
    __slots__ = ("__forward_arg__", "__forward_code__", "__forward_evaluated__",
                 "__forward_value__", "__forward_is_argument__", "__forward_is_class__",
                 "__forward_module__")

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        try:
            self.__forward_code__ = compile(arg, "<string>", "eval")
        except SyntaxError:
            raise SyntaxError(f"Forward reference must be an expression -- got {arg!r}")
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def _evaluate(self, globalns, localns, recursive_guard=frozenset()):
        if self.__forward_arg__ in recursive_guard:
            return self
        if globalns is None and localns is None:
            globalns = localns = {}
        elif globalns is None:
            globalns = localns
        elif localns is None:
            localns = globalns
        if self.__forward_module__ is not None:
            globalns = getattr(sys.modules.get(self.__forward_module__, None), "__dict__",
                               globalns)
        value = eval(self.__forward_code__, globalns, localns)
        value = _type_check(value, "Forward references must evaluate to types.")
        return _eval_type(value, globalns, localns,
                          recursive_guard | {self.__forward_arg__})

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return (self.__forward_arg__ == other.__forward_arg__ and
                self.__forward_module__ == other.__forward_module__)

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __repr__(self):
        if self.__forward_module__ is None:
            module_repr = ""
        else:
            module_repr = f", module={self.__forward_module__!r}"
        return f"ForwardRef({self.__forward_arg__!r}{module_repr})"


def _eval_type(t, globalns, localns, recursive_guard=frozenset()):
    if isinstance(t, ForwardRef):
        return t._evaluate(globalns, localns, recursive_guard)
    if isinstance(t, str):
        return ForwardRef(t)._evaluate(globalns, localns, recursive_guard)
    if isinstance(t, (_GenericAlias, types.GenericAlias, types.UnionType)):
        args = t.__args__
        new_args = tuple(_eval_arg(a, globalns, localns, recursive_guard) for a in args)
        if new_args == args:
            return t
        if isinstance(t, types.UnionType):
            return functools.reduce(lambda a, b: a | b, new_args)
        if isinstance(t, types.GenericAlias):
            return types.GenericAlias(t.__origin__, new_args)
        return t.copy_with(new_args)
    return t


def _eval_arg(a, globalns, localns, guard):
    if isinstance(a, list):
        return [_eval_type(x, globalns, localns, guard) for x in a]
    return _eval_type(a, globalns, localns, guard)


# --- type variables ------------------------------------------------------------------

def _caller_module(depth=2):
    try:
        return sys._getframe(depth).f_globals.get("__name__", "__main__")
    except (AttributeError, ValueError):
        return None


class _TypeVarLike:
    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __repr__(self):
        if getattr(self, "__covariant__", False):
            prefix = "+"
        elif getattr(self, "__contravariant__", False):
            prefix = "-"
        else:
            prefix = "~"
        return prefix + self.__name__

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass an instance of {type(self).__name__}")

    def __init_subclass__(cls, *args, **kwargs):
        if cls.__name__ not in ("TypeVar", "ParamSpec"):
            raise TypeError(f"type '{cls.__mro__[1].__name__}' is not an acceptable "
                            f"base type")


class TypeVar(_TypeVarLike):
    """A type variable: T = TypeVar('T'), with constraints or a bound, and variance."""

    def __init__(self, name, *constraints, bound=None, covariant=False,
                 contravariant=False):
        self.__name__ = name
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if constraints and len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        msg = "TypeVar(name, constraint, ...): constraints must be types."
        self.__constraints__ = tuple(_type_check(t, msg) for t in constraints)
        self.__bound__ = _type_check(bound, "Bound must be a type.") if bound else None
        mod = _caller_module()
        if mod != "typing":
            self.__module__ = mod


class TypeVarTuple:
    """A variadic type variable: Ts = TypeVarTuple('Ts')."""

    def __init__(self, name):
        self.__name__ = name
        mod = _caller_module()
        if mod != "typing":
            self.__module__ = mod

    def __iter__(self):
        yield Unpack[self]

    def __repr__(self):
        return self.__name__


class ParamSpecArgs(_Final, _root=True):
    """P.args of a ParamSpec P."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.args"

    def __eq__(self, other):
        if not isinstance(other, ParamSpecArgs):
            return NotImplemented
        return self.__origin__ == other.__origin__


class ParamSpecKwargs(_Final, _root=True):
    """P.kwargs of a ParamSpec P."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.kwargs"

    def __eq__(self, other):
        if not isinstance(other, ParamSpecKwargs):
            return NotImplemented
        return self.__origin__ == other.__origin__


class ParamSpec(_TypeVarLike):
    """A parameter specification variable: P = ParamSpec('P')."""

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__bound__ = _type_check(bound, "Bound must be a type.") if bound else None
        mod = _caller_module()
        if mod != "typing":
            self.__module__ = mod


AnyStr = TypeVar("AnyStr", bytes, str)
T = TypeVar("T")
KT = TypeVar("KT")
VT = TypeVar("VT")
T_co = TypeVar("T_co", covariant=True)
V_co = TypeVar("V_co", covariant=True)
VT_co = TypeVar("VT_co", covariant=True)
T_contra = TypeVar("T_contra", contravariant=True)
CT_co = TypeVar("CT_co", covariant=True, bound=type)


# --- aliases (Note [typing aliases]) -------------------------------------------------

_special_dunders = {"__origin__", "__args__", "__parameters__", "_name", "_inst",
                    "__metadata__", "__slots__", "__dict__", "_nparams", "_defaults"}


class _BaseGenericAlias(_Final, _root=True):
    def __init__(self, origin, *, inst=True, name=None):
        self._inst = inst
        self._name = name
        self.__origin__ = origin

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f"Type {self._name} cannot be instantiated; "
                            f"use {self.__origin__.__name__}() instead")
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except AttributeError:
            pass
        return result

    def __mro_entries__(self, bases):
        res = []
        if self.__origin__ not in bases:
            res.append(self.__origin__)
        i = bases.index(self)
        for b in bases[i + 1:]:
            if isinstance(b, _BaseGenericAlias) or issubclass(b, Generic):
                break
        else:
            res.append(Generic)
        return tuple(res)

    def __getattr__(self, attr):
        if attr in {"__name__", "__qualname__"}:
            return self._name or self.__origin__.__name__
        if "__origin__" in self.__dict__ and not (attr.startswith("__") and
                                                  attr.endswith("__")):
            return getattr(self.__origin__, attr)
        raise AttributeError(attr)

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        raise TypeError("Subscripted generics cannot be used with"
                        " class and instance checks")

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


class _GenericAlias(_BaseGenericAlias, _root=True):
    """A subscripted generic: List[int], ClassVar[int], G[int]."""

    def __init__(self, origin, args, *, inst=True, name=None):
        super().__init__(origin, inst=inst, name=name)
        if not isinstance(args, tuple):
            args = (args,)
        self.__args__ = tuple(... if a is _TypingEllipsis else a for a in args)
        self.__parameters__ = _collect_parameters(args)
        if not name:
            self.__module__ = origin.__module__

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __getitem__(self, args):
        if self.__origin__ in (Generic, Protocol):
            raise TypeError(f"Cannot subscript already-subscripted {self}")
        if not self.__parameters__:
            raise TypeError(f"{self} is not a generic class")
        if not isinstance(args, tuple):
            args = (args,)
        args = tuple(_type_check(a, "Parameters to generic types must be types.")
                     for a in args)
        params = self.__parameters__
        if len(args) != len(params):
            raise TypeError(f"Too {'many' if len(args) > len(params) else 'few'} arguments"
                            f" for {self}; actual {len(args)}, expected {len(params)}")
        subst = dict(zip(params, args))
        return self.copy_with(tuple(_substitute(a, subst) for a in self.__args__))

    def copy_with(self, args):
        return self.__class__(self.__origin__, args, name=self._name, inst=self._inst)

    def __repr__(self):
        if self._name:
            name = "typing." + self._name
        else:
            name = _type_repr(self.__origin__)
        if self.__args__:
            args = ", ".join(_type_repr(a) for a in self.__args__)
        else:
            args = "()"
        return f"{name}[{args}]"

    def __mro_entries__(self, bases):
        if isinstance(self.__origin__, _SpecialForm):
            raise TypeError(f"Cannot subclass {self!r}")
        if self._name:
            return super().__mro_entries__(bases)
        if self.__origin__ is Generic:
            if Protocol in bases:
                return ()
            i = bases.index(self)
            for b in bases[i + 1:]:
                if isinstance(b, _BaseGenericAlias) and b is not self:
                    return ()
        return (self.__origin__,)


class _TypingEllipsis:
    """Internal placeholder for ... in Tuple[int, ...]."""


class _SpecialGenericAlias(_BaseGenericAlias, _root=True):
    """An unsubscripted alias of a class: List, Dict, Iterable, ..."""

    def __init__(self, origin, nparams, *, inst=True, name=None):
        if name is None:
            name = origin.__name__
        super().__init__(origin, inst=inst, name=name)
        self._nparams = nparams
        self.__module__ = "typing"

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        msg = "Parameters to generic types must be types."
        params = tuple(_type_check(p, msg) for p in params)
        if len(params) != self._nparams:
            raise TypeError(f"Too {'many' if len(params) > self._nparams else 'few'} "
                            f"arguments for {self}; actual {len(params)}, expected "
                            f"{self._nparams}")
        return self.copy_with(params)

    def copy_with(self, params):
        return _GenericAlias(self.__origin__, params, name=self._name, inst=self._inst)

    def __repr__(self):
        return "typing." + self._name

    def __subclasscheck__(self, cls):
        if isinstance(cls, _SpecialGenericAlias):
            return issubclass(cls.__origin__, self.__origin__)
        if not isinstance(cls, _GenericAlias):
            return issubclass(cls, self.__origin__)
        return super().__subclasscheck__(cls)

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


class _CallableGenericAlias(_GenericAlias, _root=True):
    def __repr__(self):
        if len(self.__args__) == 2 and self.__args__[0] is ...:
            return f"typing.Callable[..., {_type_repr(self.__args__[1])}]"
        if len(self.__args__) == 2 and isinstance(self.__args__[0], (ParamSpec, _GenericAlias)):
            return (f"typing.Callable[{_type_repr(self.__args__[0])}, "
                    f"{_type_repr(self.__args__[1])}]")
        params = ", ".join(_type_repr(a) for a in self.__args__[:-1])
        return f"typing.Callable[[{params}], {_type_repr(self.__args__[-1])}]"

    def copy_with(self, params):
        return _CallableGenericAlias(self.__origin__, params, name=self._name,
                                     inst=self._inst)


class _CallableType(_SpecialGenericAlias, _root=True):
    def copy_with(self, params):
        return _CallableGenericAlias(self.__origin__, params, name=self._name,
                                     inst=self._inst)

    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        args, result = params
        if isinstance(args, list):
            params = tuple(_type_check(a, "Callable[[arg, ...], result]: each arg must "
                                          "be a type.") for a in args) + (
                _type_check(result, "Callable[args, result]: result must be a type."),)
        elif args is ... or isinstance(args, (ParamSpec, _GenericAlias)):
            params = (args, _type_check(result, "Callable[args, result]: result must be "
                                                "a type."))
        else:
            # 3.11 accepts a single type here and shows it as a one-item list.
            params = (_type_check(args, "Callable[args, result]: args must be a list."),
                      _type_check(result, "Callable[args, result]: result must be a type."))
        return self.copy_with(params)


class _TupleType(_SpecialGenericAlias, _root=True):
    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        if len(params) >= 2 and params[-1] is ...:
            msg = "Tuple[t, ...]: t must be a type."
            params = tuple(_type_check(p, msg) for p in params[:-1])
            return self.copy_with((*params, _TypingEllipsis))
        msg = "Tuple[t0, t1, ...]: each t must be a type."
        params = tuple(_type_check(p, msg) for p in params)
        return self.copy_with(params)


class _UnionGenericAlias(_GenericAlias, _root=True):
    def copy_with(self, params):
        return Union[params]

    def __eq__(self, other):
        if not isinstance(other, (_UnionGenericAlias, types.UnionType)):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is type(None):
                return f"typing.Optional[{_type_repr(args[1])}]"
            if args[1] is type(None):
                return f"typing.Optional[{_type_repr(args[0])}]"
        return super().__repr__()

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        for arg in self.__args__:
            if issubclass(cls, arg):
                return True
        return False


class _LiteralGenericAlias(_GenericAlias, _root=True):
    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set((type(a), a) for a in self.__args__) == \
            set((type(a), a) for a in other.__args__)

    def __hash__(self):
        return hash(frozenset((type(a), a) for a in self.__args__))


class _AnnotatedAlias(_GenericAlias, _root=True):
    def __init__(self, origin, metadata):
        if isinstance(origin, _AnnotatedAlias):
            metadata = origin.__metadata__ + metadata
            origin = origin.__origin__
        super().__init__(origin, origin)
        self.__metadata__ = metadata

    def copy_with(self, params):
        return _AnnotatedAlias(params[0], self.__metadata__)

    def __repr__(self):
        return "typing.Annotated[{}, {}]".format(
            _type_repr(self.__origin__),
            ", ".join(repr(a) for a in self.__metadata__))

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return (self.__origin__ == other.__origin__ and
                self.__metadata__ == other.__metadata__)

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def __getattr__(self, attr):
        if attr in {"__name__", "__qualname__"}:
            return "Annotated"
        return super().__getattr__(attr)


class Annotated:
    """Adds context-specific metadata to a type: Annotated[int, "meta"]."""
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        raise TypeError("Type Annotated cannot be instantiated.")

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple) or len(params) < 2:
            raise TypeError("Annotated[...] should be used with at least two arguments "
                            "(a type and an annotation).")
        msg = "Annotated[t, ...]: t must be a type."
        origin = _type_check(params[0], msg)
        return _AnnotatedAlias(origin, tuple(params[1:]))

    def __init_subclass__(cls, *args, **kwargs):
        raise TypeError(f"Cannot subclass {cls.__module__}.Annotated")


def _alias(origin, nparams, inst=True, name=None):
    return _SpecialGenericAlias(origin, nparams, inst=inst, name=name)


_abc = collections.abc
Hashable = _alias(_abc.Hashable, 0)
Awaitable = _alias(_abc.Awaitable, 1)
Coroutine = _alias(_abc.Coroutine, 3)
AsyncIterable = _alias(_abc.AsyncIterable, 1)
AsyncIterator = _alias(_abc.AsyncIterator, 1)
Iterable = _alias(_abc.Iterable, 1)
Iterator = _alias(_abc.Iterator, 1)
Reversible = _alias(_abc.Reversible, 1)
Sized = _alias(_abc.Sized, 0)
Container = _alias(_abc.Container, 1)
Collection = _alias(_abc.Collection, 1)
Callable = _CallableType(_abc.Callable, 2)
AbstractSet = _alias(_abc.Set, 1, name="AbstractSet")
MutableSet = _alias(_abc.MutableSet, 1)
Mapping = _alias(_abc.Mapping, 2)
MutableMapping = _alias(_abc.MutableMapping, 2)
Sequence = _alias(_abc.Sequence, 1)
MutableSequence = _alias(_abc.MutableSequence, 1)
ByteString = _alias(_abc.ByteString, 0)
Tuple = _TupleType(tuple, -1, inst=False, name="Tuple")
List = _alias(list, 1, inst=False, name="List")
Deque = _alias(collections.deque, 1, name="Deque")
Set = _alias(set, 1, inst=False, name="Set")
FrozenSet = _alias(frozenset, 1, inst=False, name="FrozenSet")
MappingView = _alias(_abc.MappingView, 1)
KeysView = _alias(_abc.KeysView, 1)
ItemsView = _alias(_abc.ItemsView, 2)
ValuesView = _alias(_abc.ValuesView, 1)
ContextManager = _alias(contextlib.AbstractContextManager, 1, name="ContextManager")
AsyncContextManager = _alias(contextlib.AbstractAsyncContextManager, 1,
                             name="AsyncContextManager")
Dict = _alias(dict, 2, inst=False, name="Dict")
DefaultDict = _alias(collections.defaultdict, 2, name="DefaultDict")
OrderedDict = _alias(collections.OrderedDict, 2)
Counter = _alias(collections.Counter, 1)
ChainMap = _alias(collections.ChainMap, 2)
Generator = _alias(_abc.Generator, 3)
AsyncGenerator = _alias(_abc.AsyncGenerator, 2)
Type = _alias(type, 1, inst=False, name="Type")
Pattern = _alias(type(_re.compile("")), 1, name="Pattern")
Match = _alias(type(_re.match("", "")), 1, name="Match")
Text = str


# --- Generic and Protocol --------------------------------------------------------------

class Generic:
    """Abstract base class for generic types: class Box(Generic[T]) makes Box[int]
    subscriptable; type variables come from the Generic[...] base (or, without one, from
    the other generic bases in order)."""
    __slots__ = ()
    _is_protocol = False

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        if not params and cls is not Tuple:
            raise TypeError(f"Parameter list to {cls.__qualname__}[...] cannot be empty")
        params = tuple(_type_check(p, "Parameters to generic types must be types.")
                       for p in params)
        if cls in (Generic, Protocol):
            if not all(isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)) for p in params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be type "
                                f"variables or parameter specification variables.")
            if len(set(params)) != len(params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be unique")
            return _GenericAlias(cls, params)
        expected = cls.__dict__.get("__parameters__", ())
        if not expected:
            raise TypeError(f"{cls} is not a generic class")
        if len(params) != len(expected):
            raise TypeError(f"Too {'many' if len(params) > len(expected) else 'few'} "
                            f"arguments for {cls}; actual {len(params)}, expected "
                            f"{len(expected)}")
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if "__orig_bases__" in cls.__dict__:
            error = Generic in cls.__orig_bases__
        else:
            error = (Generic in cls.__bases__ and cls.__name__ != "Protocol" and
                     type(cls) != _TypedDictMeta)
        if error:
            raise TypeError("Cannot inherit from plain Generic")
        tvars = []
        if "__orig_bases__" in cls.__dict__:
            tvars = list(_collect_parameters(cls.__orig_bases__))
            gvars = None
            for base in cls.__orig_bases__:
                if isinstance(base, _GenericAlias) and base.__origin__ in (Generic,
                                                                          Protocol):
                    if gvars is not None:
                        raise TypeError("Cannot inherit from Generic[...] multiple "
                                        "times.")
                    gvars = list(base.__parameters__)
            if gvars is not None:
                missing = [t for t in tvars if t not in gvars]
                if missing:
                    s_vars = ", ".join(str(t) for t in missing)
                    s_args = ", ".join(str(g) for g in gvars)
                    raise TypeError(f"Some type variables ({s_vars}) are not listed in "
                                    f"Generic[{s_args}]")
                tvars = gvars
        cls.__parameters__ = tuple(tvars)


def _get_protocol_attrs(cls):
    attrs = set()
    skip = {"__abstractmethods__", "__annotations__", "__dict__", "__doc__", "__init__",
            "__module__", "__new__", "__slots__", "__subclasshook__", "__weakref__",
            "__class_getitem__", "_is_protocol", "_is_runtime_protocol", "__parameters__",
            "__orig_bases__", "_abc_impl", "__qualname__", "__protocol_attrs__",
            "__init_subclass__", "__non_callable_proto_members__", "__match_args__"}
    for base in cls.__mro__[:-1]:
        if base.__name__ in ("Protocol", "Generic"):
            continue
        annotations = getattr(base, "__annotations__", {})
        for attr in list(base.__dict__.keys()) + list(annotations.keys()):
            if not attr.startswith("_abc_") and attr not in skip:
                attrs.add(attr)
    return attrs


class _ProtocolMeta(ABCMeta):
    def __instancecheck__(cls, instance):
        if getattr(cls, "_is_protocol", False) and not getattr(
                cls, "_is_runtime_protocol", False):
            if cls.__dict__.get("_is_protocol", False):
                raise TypeError("Instance and class checks can only be used with "
                                "@runtime_checkable protocols")
        if ((not getattr(cls, "_is_protocol", False) or _is_callable_members_only(cls))
                and issubclass(instance.__class__, cls)):
            return True
        if cls._is_protocol:
            if all(hasattr(instance, attr) and
                   (not callable(getattr(cls, attr, None)) or
                    getattr(instance, attr) is not None)
                   for attr in _get_protocol_attrs(cls)):
                return True
        return super().__instancecheck__(instance)


def _is_callable_members_only(cls):
    return all(callable(getattr(cls, attr, None)) for attr in _get_protocol_attrs(cls))


def _no_init_or_replace_init(self, *args, **kwargs):
    raise TypeError("Protocols cannot be instantiated")


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class for protocol classes (structural subtyping); with
    @runtime_checkable they support isinstance/issubclass by their members."""
    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if not cls.__dict__.get("_is_protocol", False):
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)

        def _proto_hook(other):
            if not cls.__dict__.get("_is_protocol", False):
                return NotImplemented
            if not getattr(cls, "_is_runtime_protocol", False):
                raise TypeError("Instance and class checks can only be used with "
                                "@runtime_checkable protocols")
            if not _is_callable_members_only(cls):
                raise TypeError("Protocols with non-method members don't support "
                                "issubclass()")
            if not isinstance(other, type):
                raise TypeError("issubclass() arg 1 must be a class")
            for attr in _get_protocol_attrs(cls):
                for base in other.__mro__:
                    if attr in base.__dict__:
                        if base.__dict__[attr] is None:
                            return NotImplemented
                        break
                    annotations = getattr(base, "__annotations__", {})
                    if (isinstance(annotations, collections.abc.Mapping) and
                            attr in annotations and issubclass(other, Generic) and
                            other._is_protocol):
                        break
                else:
                    return NotImplemented
            return True

        if "__subclasshook__" not in cls.__dict__:
            cls.__subclasshook__ = _proto_hook
        if cls._is_protocol and cls.__init__ is Protocol.__init__:
            cls.__init__ = _no_init_or_replace_init
        if cls._is_protocol:
            cls.__abstractmethods__ = frozenset()


def runtime_checkable(cls):
    """Marks a protocol class as usable with isinstance() and issubclass()."""
    if not issubclass(cls, Generic) or not getattr(cls, "_is_protocol", False):
        raise TypeError("@runtime_checkable can be only applied to protocol classes,"
                        " got %r" % cls)
    cls._is_runtime_protocol = True
    return cls


@runtime_checkable
class SupportsInt(Protocol):
    """An ABC with one abstract method __int__."""
    __slots__ = ()

    @abstractmethod
    def __int__(self) -> int:
        pass


@runtime_checkable
class SupportsFloat(Protocol):
    """An ABC with one abstract method __float__."""
    __slots__ = ()

    @abstractmethod
    def __float__(self) -> float:
        pass


@runtime_checkable
class SupportsComplex(Protocol):
    """An ABC with one abstract method __complex__."""
    __slots__ = ()

    @abstractmethod
    def __complex__(self):
        pass


@runtime_checkable
class SupportsBytes(Protocol):
    """An ABC with one abstract method __bytes__."""
    __slots__ = ()

    @abstractmethod
    def __bytes__(self) -> bytes:
        pass


@runtime_checkable
class SupportsIndex(Protocol):
    """An ABC with one abstract method __index__."""
    __slots__ = ()

    @abstractmethod
    def __index__(self) -> int:
        pass


@runtime_checkable
class SupportsAbs(Protocol[T_co]):
    """An ABC with one abstract method __abs__ that is covariant in its return type."""
    __slots__ = ()

    @abstractmethod
    def __abs__(self):
        pass


@runtime_checkable
class SupportsRound(Protocol[T_co]):
    """An ABC with one abstract method __round__ that is covariant in its return type."""
    __slots__ = ()

    @abstractmethod
    def __round__(self, ndigits: int = 0):
        pass


# --- NamedTuple, TypedDict, NewType ---------------------------------------------------

_prohibited_namedtuple = frozenset({"__new__", "__init__", "__slots__", "__getnewargs__",
                                    "_fields", "_field_defaults", "_make", "_replace",
                                    "_asdict", "_source"})
_special_namedtuple = frozenset({"__module__", "__name__", "__annotations__"})


def _make_nmtuple(name, types_, module, defaults=()):
    fields = [n for n, t in types_]
    annotations = {n: _type_check(t, f"field {n} annotation must be a type")
                   for n, t in types_}
    nm_tpl = collections.namedtuple(name, fields, defaults=defaults, module=module)
    nm_tpl.__annotations__ = nm_tpl.__new__.__annotations__ = annotations
    return nm_tpl


class NamedTupleMeta(type):
    def __new__(cls, typename, bases, ns):
        for base in bases:
            if base is not _NamedTuple and base is not Generic:
                raise TypeError("can only inherit from a NamedTuple type and Generic")
        types_ = ns.get("__annotations__", {})
        default_names = []
        for field_name in types_:
            if field_name in ns:
                default_names.append(field_name)
            elif default_names:
                raise TypeError(f"Non-default namedtuple field {field_name} cannot follow "
                                f"default field{'s' if len(default_names) > 1 else ''} "
                                f"{', '.join(default_names)}")
        nm_tpl = _make_nmtuple(typename, types_.items(),
                               defaults=[ns[n] for n in default_names],
                               module=ns["__module__"])
        for key in ns:
            if key in _prohibited_namedtuple:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            elif key not in _special_namedtuple and key not in nm_tpl._fields:
                setattr(nm_tpl, key, ns[key])
        return nm_tpl


def NamedTuple(typename, fields=None, /, **kwargs):
    """Typed version of namedtuple: class syntax (class P(NamedTuple): x: int) or
    NamedTuple('P', [('x', int)])."""
    if fields is None:
        fields = kwargs.items()
    elif kwargs:
        raise TypeError("Either list of fields or keywords can be provided to NamedTuple,"
                        " not both")
    return _make_nmtuple(typename, fields, module=_caller_module())


_NamedTuple = type.__new__(NamedTupleMeta, "NamedTuple", (), {})


def _namedtuple_mro_entries(bases):
    return (_NamedTuple,)


NamedTuple.__mro_entries__ = _namedtuple_mro_entries


class _TypedDictMeta(type):
    def __new__(cls, name, bases, ns, total=True):
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not Generic:
                raise TypeError("cannot inherit from both a TypedDict type and a "
                                "non-TypedDict base class")
        tp_dict = type.__new__(_TypedDictMeta, name, (dict,), ns)
        annotations = {}
        own_annotations = ns.get("__annotations__", {})
        msg = "TypedDict('Name', {f0: t0, f1: t1, ...}); each t must be a type"
        own_annotations = {n: _type_check(tp, msg) for n, tp in own_annotations.items()}
        required_keys = set()
        optional_keys = set()
        for base in bases:
            annotations.update(base.__dict__.get("__annotations__", {}))
            required_keys.update(base.__dict__.get("__required_keys__", ()))
            optional_keys.update(base.__dict__.get("__optional_keys__", ()))
        annotations.update(own_annotations)
        for key, tp in own_annotations.items():
            origin = getattr(tp, "__origin__", None)
            if origin is Required:
                is_required = True
            elif origin is NotRequired:
                is_required = False
            else:
                is_required = total
            if is_required:
                required_keys.add(key)
                optional_keys.discard(key)
            else:
                optional_keys.add(key)
                required_keys.discard(key)
        tp_dict.__annotations__ = annotations
        tp_dict.__required_keys__ = frozenset(required_keys)
        tp_dict.__optional_keys__ = frozenset(optional_keys)
        if not hasattr(tp_dict, "__total__"):
            tp_dict.__total__ = total
        return tp_dict

    __call__ = dict

    def __subclasscheck__(cls, other):
        raise TypeError("TypedDict does not support instance and class checks")

    __instancecheck__ = __subclasscheck__


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    """A dict with a fixed set of typed keys: class syntax or
    TypedDict('TD', {'x': int}, total=False). Instances are plain dicts."""
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError("TypedDict takes either a dict or keyword arguments, but not both")
    ns = {"__annotations__": dict(fields)}
    module = _caller_module()
    if module is not None:
        ns["__module__"] = module
    return _TypedDictMeta(typename, (), ns, total=total)


_TypedDict = type.__new__(_TypedDictMeta, "TypedDict", (), {})


def _typeddict_mro_entries(bases):
    return (_TypedDict,)


TypedDict.__mro_entries__ = _typeddict_mro_entries


def is_typeddict(tp):
    """True for a TypedDict class."""
    return isinstance(tp, _TypedDictMeta)


class NewType:
    """NewType('UserId', int): a distinct name for a type checker; at run time a
    callable returning its argument."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        if "." in name:
            name = name.rpartition(".")[-1]
        self.__name__ = name
        self.__supertype__ = tp
        mod = _caller_module()
        if mod != "typing":
            self.__module__ = mod

    def __mro_entries__(self, bases):
        superclass_name = self.__name__

        class Dummy:
            def __init_subclass__(cls):
                subclass_name = cls.__name__
                raise TypeError(f"Cannot subclass an instance of NewType. Perhaps you were "
                                f"looking for: `{subclass_name} = NewType("
                                f"{subclass_name!r}, {superclass_name})`")
        return (Dummy,)

    def __repr__(self):
        return f"{self.__module__}.{self.__qualname__}"

    def __call__(self, x):
        return x

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


# --- functions ---------------------------------------------------------------------------

def cast(typ, val):
    """Returns val unchanged (a signal to type checkers)."""
    return val


def assert_type(val, typ, /):
    """Returns val unchanged (a type checker verifies its type)."""
    return val


def reveal_type(obj, /):
    """Prints the runtime type of obj to stderr and returns obj."""
    print(f"Runtime type is {type(obj).__name__!r}", file=sys.stderr)
    return obj


def assert_never(arg, /):
    """Statically asserts that a line is unreachable; raises at run time."""
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + "..."
    raise AssertionError(f"Expected code to be unreachable, but got: {value}")


_overload_registry = collections.defaultdict(functools.partial(collections.defaultdict,
                                                               dict))


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @typing.overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @typing.overload-decorated.")


def overload(func):
    """Marks an overload signature; the decorated stub raises NotImplementedError when
    called. get_overloads(f) lists them."""
    f = getattr(func, "__func__", func)
    try:
        _overload_registry[f.__module__][f.__qualname__][
            f.__code__.co_firstlineno] = func
    except AttributeError:
        pass
    return _overload_dummy


def get_overloads(func):
    """The overloads registered for func's qualified name, in definition order."""
    f = getattr(func, "__func__", func)
    if f.__module__ not in _overload_registry:
        return []
    mod_dict = _overload_registry[f.__module__]
    if f.__qualname__ not in mod_dict:
        return []
    return list(mod_dict[f.__qualname__].values())


def clear_overloads():
    """Forgets every registered overload."""
    _overload_registry.clear()


def final(f):
    """Marks a method or class final (sets __final__ = True where possible)."""
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def no_type_check(arg):
    """Marks a function or class as not type-checked (sets __no_type_check__)."""
    if isinstance(arg, type):
        for key in dir(arg):
            obj = getattr(arg, key)
            if (not hasattr(obj, "__qualname__") or
                    obj.__qualname__ != f"{arg.__qualname__}.{obj.__name__}" or
                    getattr(obj, "__module__", None) != arg.__module__):
                continue
            if isinstance(obj, types.FunctionType):
                obj.__no_type_check__ = True
            if isinstance(obj, types.MethodType):
                obj.__func__.__no_type_check__ = True
            if isinstance(obj, type):
                no_type_check(obj)
    try:
        arg.__no_type_check__ = True
    except TypeError:
        pass
    return arg


def no_type_check_decorator(decorator):
    """Makes decorator's results no_type_check."""
    @functools.wraps(decorator)
    def wrapped_decorator(*args, **kwds):
        func = decorator(*args, **kwds)
        func = no_type_check(func)
        return func
    return wrapped_decorator


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    """Marks a decorator/class/metaclass as creating dataclass-like classes."""
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            "eq_default": eq_default,
            "order_default": order_default,
            "kw_only_default": kw_only_default,
            "field_specifiers": field_specifiers,
            "kwargs": kwargs,
        }
        return cls_or_fn
    return decorator


def get_origin(tp):
    """The unsubscripted form: get_origin(List[int]) is list, get_origin(Union[int, str])
    is Union, get_origin(Annotated[int, x]) is Annotated; None for anything else."""
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_BaseGenericAlias, types.GenericAlias, ParamSpecArgs,
                       ParamSpecKwargs)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if isinstance(tp, types.UnionType):
        return types.UnionType
    return None


def get_args(tp):
    """The arguments of a subscripted form, Callable's as ([args], result)."""
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, (_GenericAlias, types.GenericAlias)):
        res = tp.__args__
        if isinstance(tp, _CallableGenericAlias) and res and res[0] is not ...:
            if not isinstance(res[0], (ParamSpec, _GenericAlias)) or len(res) != 2:
                res = (list(res[:-1]), res[-1])
        return res
    if isinstance(tp, types.UnionType):
        return tp.__args__
    return ()


def _strip_annotations(t):
    if isinstance(t, _AnnotatedAlias):
        return _strip_annotations(t.__origin__)
    if hasattr(t, "__origin__") and t.__origin__ in (Required, NotRequired):
        return _strip_annotations(t.__args__[0])
    if isinstance(t, _GenericAlias):
        stripped = tuple(_strip_annotations(a) for a in t.__args__)
        if stripped == t.__args__:
            return t
        return t.copy_with(stripped)
    return t


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """The evaluated annotations of a module, class (its MRO merged, base first) or
    callable; string annotations are evaluated in the object's globals."""
    if getattr(obj, "__no_type_check__", None):
        return {}
    if isinstance(obj, type):
        hints = {}
        for base in reversed(obj.__mro__):
            if globalns is None:
                base_globals = getattr(sys.modules.get(base.__module__, None), "__dict__",
                                       {})
            else:
                base_globals = globalns
            ann = base.__dict__.get("__annotations__", {})
            base_locals = dict(vars(base)) if localns is None else localns
            if localns is None and globalns is None:
                base_globals, base_locals = base_locals, base_globals
            for name, value in ann.items():
                if value is None:
                    value = type(None)
                if isinstance(value, str):
                    value = ForwardRef(value, is_argument=False, is_class=True)
                hints[name] = _eval_type(value, base_globals, base_locals)
        return hints if include_extras else {k: _strip_annotations(t)
                                             for k, t in hints.items()}
    if globalns is None:
        if isinstance(obj, types.ModuleType):
            globalns = obj.__dict__
        else:
            nsobj = obj
            while hasattr(nsobj, "__wrapped__"):
                nsobj = nsobj.__wrapped__
            globalns = getattr(nsobj, "__globals__", {})
        if localns is None:
            localns = globalns
    elif localns is None:
        localns = globalns
    hints = getattr(obj, "__annotations__", None)
    if hints is None:
        if isinstance(obj, (types.FunctionType, types.BuiltinFunctionType,
                            types.MethodType, types.ModuleType)):
            return {}
        raise TypeError(f"{obj!r} is not a module, class, method, or function.")
    hints = dict(hints)
    for name, value in hints.items():
        if value is None:
            value = type(None)
        if isinstance(value, str):
            value = ForwardRef(value, is_argument=not isinstance(obj, types.ModuleType),
                               is_class=False)
        hints[name] = _eval_type(value, globalns, localns)
    return hints if include_extras else {k: _strip_annotations(t)
                                         for k, t in hints.items()}


class IO(Generic[AnyStr]):
    """Generic base class for TextIO and BinaryIO (the io classes' typing view)."""
    __slots__ = ()


class BinaryIO(IO[bytes]):
    """Typed version of the return of open() in binary mode."""
    __slots__ = ()


class TextIO(IO[str]):
    """Typed version of the return of open() in text mode."""
    __slots__ = ()
