# typing: reprs of the special forms and aliases, subscription and its errors, TypeVar /
# ParamSpec, Generic user classes, Protocol + runtime_checkable, NamedTuple, TypedDict,
# NewType, get_type_hints/get_origin/get_args, cast/overload/final/no_type_check, and the
# built-in generics list[int] / int | str (types.GenericAlias / types.UnionType).
import types
import typing
from typing import (Any, Union, Optional, List, Dict, Tuple, Set, FrozenSet, Callable,
                    TypeVar, Generic, Protocol, runtime_checkable, NamedTuple, TypedDict,
                    Literal, Final, ClassVar, Annotated, get_type_hints, get_origin,
                    get_args, cast, overload, no_type_check, NewType, Iterable, Sequence,
                    Mapping, Type, ParamSpec, TypeVarTuple, Self, NoReturn, ForwardRef,
                    TYPE_CHECKING)

T = TypeVar("T")
K = TypeVar("K", bound=str)
N = TypeVar("N", int, float)
Co = TypeVar("Co", covariant=True)
Contra = TypeVar("Contra", contravariant=True)
P = ParamSpec("P")
Ts = TypeVarTuple("Ts")
print(T, K, N, Co, Contra, P, Ts, P.args, P.kwargs, T.__name__, K.__bound__, N.__constraints__)
print(TYPE_CHECKING, Any, Union, Optional, NoReturn, Self, ClassVar, Final, Literal)
forms = [List, List[int], Dict[str, int], Tuple[int, ...], Tuple[()], Tuple[int, str],
         Set[int], FrozenSet[str], Callable, Callable[[int, str], bool], Callable[..., int],
         Callable[P, int], Optional[int], Union[int, str], Union[int, None, str],
         Optional[Union[int, str]], Union[int, Union[str, int]], Literal[1, "a", True],
         ClassVar[int], Final[str], Annotated[int, "meta", 2], Type[int], Iterable[T],
         Sequence[List[int]], Mapping[str, Any], List["Fwd"], Dict[T, List[T]]]
for f in forms:
    print(repr(f))
print(Union[int], Optional[None], Union[int, int], List[T][int], Dict[T, List[T]][str])
print(Union[int, str] == Union[str, int], Literal[1, 2] == Literal[2, 1], List[int] == List[int],
      hash(List[int]) == hash(List[int]), Union[int, str] == (int | str))
for bad in (lambda: Union[()], lambda: List[int, str], lambda: Dict[int],
            lambda: Callable[int, str], lambda: List[int][str], lambda: Optional[int, str],
            lambda: TypeVar("X", int), lambda: TypeVar("X", int, bound=str),
            lambda: Generic[int], lambda: Generic[T, T], lambda: List(), lambda: Dict(),
            lambda: Any(), lambda: isinstance(1, Any), lambda: isinstance([], List[int]),
            lambda: isinstance(1, Union), lambda: Union(), lambda: ClassVar[int, str]):
    try:
        print("no error", bad())
    except TypeError as e:
        print("TypeError:", e)
    except ValueError as e:
        print("ValueError:", e)
print(isinstance([], List), issubclass(list, Sequence), isinstance({}, Mapping),
      isinstance(3, Union[int, str]), isinstance("s", Optional[int]), issubclass(bool, Union[int, str]))
print(get_origin(List[int]), get_origin(Union[int, str]), get_origin(Literal[1]),
      get_origin(Annotated[int, 1]), get_origin(int), get_origin(Generic), get_origin(int | str),
      get_origin(list[int]), get_origin(P.args))
print(get_args(Dict[str, int]), get_args(Callable[[int], str]), get_args(Callable[..., str]),
      get_args(Union[int, str]), get_args(Annotated[int, "a"]), get_args(int), get_args(int | None),
      get_args(Tuple[int, ...]), get_args(list[int]))


class Box(Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item


class Pair(Generic[K, T]):
    pass


class IntBox(Box[int]):
    pass


print(Box[int], Box.__parameters__, Pair[str, int], Pair.__parameters__, IntBox.__parameters__,
      IntBox.__orig_bases__, Box.__mro__)
b = Box[int](3)
print(b.item, b.__orig_class__, type(b).__name__, isinstance(b, Box))
for bad in (lambda: Box[int, str], lambda: IntBox[int], lambda: Pair[int]):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
try:
    class Bad(Generic):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    class Bad2(List[T], Generic[K]):
        pass
except TypeError as e:
    print("TypeError:", e)


class MyList(List[T]):
    pass


print(MyList.__mro__[1], MyList.__parameters__, MyList[int], MyList[int]() == [])


@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...


class HasName(Protocol):
    name: str


class File:
    def close(self):
        pass


print(isinstance(File(), Closable), isinstance(1, Closable), issubclass(File, Closable),
      issubclass(int, Closable))
try:
    isinstance(File(), HasName)
except TypeError as e:
    print("TypeError:", e)
try:
    Closable()
except TypeError as e:
    print("TypeError:", e)
try:
    runtime_checkable(File)
except TypeError as e:
    print("TypeError:", str(e).split(" got")[0])
print(isinstance(3, typing.SupportsInt), isinstance("x", typing.SupportsInt),
      isinstance(2.5, typing.SupportsFloat), isinstance(3, typing.SupportsIndex))


class Employee(NamedTuple):
    name: str
    id: int = 3

    def describe(self):
        return f"{self.name}#{self.id}"


e = Employee("ann")
print(e, e.describe(), Employee._fields, Employee._field_defaults, Employee.__annotations__,
      isinstance(e, tuple), e._replace(id=9), e._asdict())
Pt = NamedTuple("Pt", [("x", int), ("y", float)])
print(Pt(1, 2.0), Pt.__annotations__, Pt.__module__)
try:
    class BadNT(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
try:
    class BadNT2(NamedTuple):
        a: int

        def _asdict(self):
            pass
except AttributeError as e:
    print("AttributeError:", e)


class Movie(TypedDict):
    title: str
    year: int


class PartialMovie(Movie, total=False):
    rating: float


m = Movie(title="x", year=1)
print(m, type(m) is dict, Movie.__required_keys__ == {"title", "year"},
      sorted(PartialMovie.__optional_keys__), PartialMovie.__total__, Movie.__total__,
      sorted(PartialMovie.__annotations__))
TD = TypedDict("TD", {"a": int, "b": str}, total=False)
print(TD(a=1), TD.__optional_keys__ == {"a", "b"}, typing.is_typeddict(TD), typing.is_typeddict(dict))
try:
    isinstance({}, Movie)
except TypeError as e:
    print("TypeError:", e)

UserId = NewType("UserId", int)
print(UserId, UserId(5), UserId.__supertype__, UserId.__name__)
try:
    class Sub(UserId):
        pass
except TypeError as e:
    print("TypeError:", e)


def annotated(a: int, b: "List[int]" = None, *args: str, c: Optional["Box[int]"] = None) -> "Dict[str, int]":
    pass


class WithHints:
    x: int
    y: "List[str]"
    z: ClassVar[int] = 0


class MoreHints(WithHints):
    w: Annotated[float, "unit"]


print(get_type_hints(annotated))
print(get_type_hints(MoreHints))
print(get_type_hints(MoreHints, include_extras=True)["w"])
print(get_type_hints(lambda: None), ForwardRef("X"), ForwardRef("X") == ForwardRef("X"))

print(cast(int, "not an int"), cast("str", 3))


@overload
def f(x: int) -> int: ...


@overload
def f(x: str) -> str: ...


def f(x):
    return x


print(f(2), len(typing.get_overloads(f)))
try:
    typing.get_overloads(f)[0](1)
except NotImplementedError as e:
    print("NotImplementedError:", str(e)[:40])


@typing.final
class Leaf:
    pass


@no_type_check
def untyped(a: "nonsense") -> "more":
    return a


print(Leaf.__final__, untyped.__no_type_check__, get_type_hints(untyped))
try:
    typing.assert_never(3)
except AssertionError as e:
    print("AssertionError:", e)

# built-in generics and unions
print(list[int], dict[str, list[int]], tuple[int, ...], tuple[()], type[int], set[T], list[T][str])
print(int | str, int | None, None | int, int | str | None | int, type(int | str), list[int] | None)
print(isinstance(3, int | str), isinstance(None, int | None), issubclass(bool, int | str),
      (int | str) == (str | int), hash(int | str) == hash(str | int))
print(type(list[int]) is types.GenericAlias, list[int].__origin__, list[int].__args__,
      list[int] == list[int], list[int]([1, 2]), list[T].__parameters__)
for bad in (lambda: isinstance([], list[int]), lambda: int | 3, lambda: list[int][str]):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)


class Derived(dict[str, int]):
    pass


print(Derived.__mro__, Derived.__orig_bases__)
print(sorted(n for n in typing.__all__ if not n.startswith("_"))[:12])
