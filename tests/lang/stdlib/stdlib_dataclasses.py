# dataclasses: the generated methods and their signatures and errors, field() options,
# frozen, order, eq/hash table, kw_only/KW_ONLY, InitVar, ClassVar, __post_init__,
# slots, match_args, inheritance, asdict/astuple/replace/fields/is_dataclass/
# make_dataclass and their errors.
import dataclasses
import inspect
from dataclasses import (dataclass, field, fields, asdict, astuple, replace, is_dataclass,
                         make_dataclass, InitVar, KW_ONLY, FrozenInstanceError, MISSING)
from typing import ClassVar, List

print(dataclasses.__all__)
print(repr(dataclasses.InitVar[int]), repr(InitVar[List[int]]), InitVar)


@dataclass
class Point:
    x: int
    y: int = 0
    tags: list = field(default_factory=list, repr=False, compare=False)


p = Point(1, 2)
print(p, repr(p), p == Point(1, 2), p == Point(1, 3), p != Point(1, 2), p == (1, 2))
print(Point(1), Point(x=5), Point(1, tags=["a"]).tags, Point.__doc__)
print(inspect.signature(Point), inspect.signature(Point.__init__))
print(Point.__init__.__qualname__, Point.__repr__.__qualname__, Point.__eq__.__qualname__)
print(Point.__match_args__, Point.__hash__, Point.y, hasattr(Point, "tags"))
for args, kw in (((), {}), ((1, 2, [], 4), {}), ((1,), {"z": 1}), ((1,), {"x": 2})):
    try:
        Point(*args, **kw)
    except TypeError as e:
        print("TypeError:", e)
a, b = Point(1), Point(1)
a.tags.append(1)
print(b.tags, repr(dataclasses.fields(Point)[2].default_factory))
print([f.name for f in fields(Point)], [f.name for f in fields(p)])
f0 = fields(Point)[0]
print(f0.name, f0.type, f0.default is MISSING, f0.init, f0.repr, f0.hash, f0.compare,
      f0.kw_only, dict(f0.metadata))
print(repr(fields(Point)[1]).replace(repr(MISSING), "MISSING"))
print(repr(Point.__dataclass_params__))


@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    label: str = field(default="", compare=False)


v1, v2 = Version(1, 2), Version(1, 10, "x")
print(v1 < v2, v1 <= v2, v1 > v2, v1 >= v2, sorted([v2, v1]), v1 == Version(1, 2, "y"))
print(hash(v1) == hash((1, 2)), {v1: 1}[Version(1, 2)])
for action in ("set", "del", "new"):
    try:
        if action == "set":
            v1.major = 3
        elif action == "del":
            del v1.minor
        else:
            v1.other = 1
    except FrozenInstanceError as e:
        print("FrozenInstanceError:", e, isinstance(e, AttributeError))
try:
    v1 < (1, 2)
except TypeError as e:
    print("TypeError:", e)


# The hash table
@dataclass
class EqOnly:
    a: int


@dataclass(eq=False)
class NoEq:
    a: int


@dataclass(unsafe_hash=True)
class Unsafe:
    a: int
    b: int = field(hash=False)


@dataclass
class ExplicitHash:
    a: int

    def __hash__(self):
        return 42


print(EqOnly.__hash__, NoEq(1) == NoEq(1), hash(Unsafe(1, 2)) == hash((1,)),
      hash(ExplicitHash(1)), "__eq__" in NoEq.__dict__)
try:
    @dataclass(unsafe_hash=True)
    class Bad:
        a: int

        def __hash__(self):
            return 1
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass(order=True, eq=False)
    class Bad2:
        a: int
except ValueError as e:
    print("ValueError:", e)
try:
    @dataclass(order=True)
    class Bad3:
        a: int

        def __lt__(self, o):
            return True
except TypeError as e:
    print("TypeError:", e)


# field errors
for make in (lambda: field(default=1, default_factory=list),):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
try:
    @dataclass
    class Mutable:
        items: list = []
except ValueError as e:
    print("ValueError:", e)
try:
    @dataclass
    class Order:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class NoAnn:
        a = field(default=1)
except TypeError as e:
    print("TypeError:", e)


# kw_only, KW_ONLY, InitVar, ClassVar, __post_init__, init=False fields
@dataclass
class Config:
    name: str
    count: ClassVar[int] = 0
    scale: InitVar[float] = 1.0
    _: KW_ONLY
    debug: bool = False
    level: int = field(default=3, kw_only=False)
    computed: float = field(init=False, default=0.0)
    ident: int = field(init=False)

    def __post_init__(self, scale):
        Config.count += 1
        self.computed = len(self.name) * scale
        self.ident = Config.count


c = Config("abc", 2.0, 7, debug=True)
print(c, inspect.signature(Config), Config.__match_args__, Config.count)
print([f.name for f in fields(Config)], "scale" in Config.__dataclass_fields__)
print(Config.__dataclass_fields__["count"]._field_type, Config.__dataclass_fields__["scale"]._field_type)
try:
    Config("x", 1.0, 2, 3)
except TypeError as e:
    print("TypeError:", e)


@dataclass(kw_only=True)
class AllKw:
    a: int
    b: int = 2


print(AllKw(a=1), inspect.signature(AllKw))
try:
    AllKw(1)
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class TwoKw:
        a: int
        _: KW_ONLY
        b: int
        __: KW_ONLY
except TypeError as e:
    print("TypeError:", e)


# inheritance
@dataclass
class Base:
    x: int
    y: int = 1


@dataclass
class Derived(Base):
    z: int = 2
    x: int = 10


print(Derived(), Derived(1, 2, 3), [f.name for f in fields(Derived)])
try:
    @dataclass(frozen=True)
    class FrozenChild(Base):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class ThawedChild(Version):
        pass
except TypeError as e:
    print("TypeError:", e)


# slots
@dataclass(slots=True)
class Slotted:
    a: int
    b: str = "s"


s = Slotted(1)
print(s, Slotted.__slots__, hasattr(s, "__dict__"), Slotted.__name__, Slotted.__qualname__)
try:
    s.c = 1
except AttributeError as e:
    print("AttributeError")


@dataclass(frozen=True, slots=True)
class FrozenSlots:
    a: int


fs = FrozenSlots(3)
try:
    fs.a = 4
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
print(fs, hash(fs) == hash((3,)))
try:
    @dataclass(slots=True)
    class HasSlots:
        __slots__ = ("a",)
        a: int
except TypeError as e:
    print("TypeError:", e)


# match: __match_args__ (the match statement itself is the language's)
print([getattr(Point(3, 4), n) for n in Point.__match_args__])


# asdict / astuple / replace / is_dataclass
@dataclass
class Line:
    start: Point
    end: Point
    meta: dict = field(default_factory=dict)
    pts: list = field(default_factory=list)


ln = Line(Point(0, 0), Point(1, 1), {"k": Point(2, 2)}, [Point(3, 3), (4, 5)])
print(asdict(ln))
print(astuple(ln))
print(asdict(Point(1, 2), dict_factory=lambda items: sorted(items, reverse=True)))
print(astuple(Point(1, 2), tuple_factory=list))
d = asdict(ln)
print(d["meta"] is not ln.meta, type(d["start"]).__name__)
print(replace(p, y=9), replace(v1, minor=5), p)
for bad in (lambda: replace(c, computed=1.0), lambda: replace(c),
            lambda: replace(1), lambda: asdict(Point), lambda: astuple({}),
            lambda: fields(1), lambda: replace(p, nope=1)):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
print(is_dataclass(Point), is_dataclass(p), is_dataclass(1), is_dataclass(dict))

# make_dataclass
MD = make_dataclass("MD", ["a", ("b", int), ("c", int, field(default=5))],
                    namespace={"double": lambda self: self.b * 2}, frozen=True)
m = MD(1, 2)
print(m, m.double(), MD.__module__, [f.type for f in fields(MD)], MD.__name__)
for spec in (["a", "a"], [("a", int, 1, 2)], ["not valid"], ["class"], [3]):
    try:
        make_dataclass("X", spec)
    except TypeError as e:
        print("TypeError:", e)


# recursive repr and self-named field
@dataclass
class Node:
    val: int
    nxt: object = None


n = Node(1)
n.nxt = n
print(n)


@dataclass
class WithSelf:
    self: int


print(WithSelf(3), inspect.signature(WithSelf))


# user-defined methods are kept; __post_init__ alone
@dataclass(repr=False)
class Custom:
    a: int

    def __repr__(self):
        return "custom"

    def __eq__(self, other):
        return True


print(Custom(1), Custom(1) == Custom(2), Custom.__hash__)


class Desc:
    def __set_name__(self, owner, name):
        print("set_name", name)

    def __get__(self, obj, t=None):
        return 7 if obj is None else obj.__dict__.get("_d", 7)

    def __set__(self, obj, value):
        obj.__dict__["_d"] = value


@dataclass
class WithDesc:
    d: int = Desc()


print(WithDesc(), WithDesc(3).d)
