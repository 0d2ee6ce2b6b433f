# enum: Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique, verify, the functional API,
# aliases, iteration, __members__, lookups and their errors, _missing_,
# _generate_next_value_, custom __new__/__init__, repr/str/format as 3.11.
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

    def describe(self):
        return f"{self.name}={self.value}"

    @classmethod
    def default(cls):
        return cls.GREEN


print(repr(Color.RED), str(Color.RED), format(Color.RED), f"{Color.RED:>10}|", f"{Color.BLUE!r}")
print(Color.RED.name, Color.RED.value, list(Color), len(Color), Color(2), Color["BLUE"], repr(Color))
print(Color.CRIMSON is Color.RED, Color.CRIMSON.name, list(Color.__members__),
      Color.__members__["CRIMSON"], Color.RED.describe(), Color.default())
print(list(reversed(Color)), Color.RED in Color, isinstance(Color.RED, Color), type(Color.RED),
      type(Color).__name__, Color.RED == 1, Color.RED == Color.RED, hash(Color.RED) == hash("RED"))
print({Color.RED: "r"}[Color.CRIMSON], Color._member_names_, sorted(Color._value2member_map_))
for bad in (lambda: Color(7), lambda: Color["NOPE"], lambda: Color.RED < Color.BLUE,
            lambda: setattr(Color, "RED", 5), lambda: delattr(Color, "RED")):
    try:
        bad()
    except (ValueError, KeyError, TypeError, AttributeError) as e:
        print(type(e).__name__ + ":", e)
try:
    class MoreColor(Color):
        PINK = 9
except TypeError as e:
    print("TypeError:", e)
try:
    class Dup(Enum):
        A = 1
        A = 2
except TypeError as e:
    print("TypeError:", e)
try:
    class Sunder(Enum):
        _bad_ = 1
except ValueError as e:
    print("ValueError:", e)


class Auto(Enum):
    A = auto()
    B = auto()
    C = 10
    D = auto()


print(list(Auto), [m.value for m in Auto], repr(auto()))


class Named(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() + str(count)

    X = auto()
    Y = auto()


print([m.value for m in Named])


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def gravity(self):
        return round(6.673e-11 * self.mass / (self.radius * self.radius), 2)


print(Planet.EARTH.value, Planet.EARTH.mass, Planet.EARTH.gravity, Planet((3.303e+23, 2.4397e6)))


class Coord(bytes, Enum):
    def __new__(cls, value, label):
        obj = bytes.__new__(cls, [value])
        obj._value_ = value
        obj.label = label
        return obj

    PX = (0, "P.X")
    PY = (1, "P.Y")


print(Coord.PY.value, Coord.PY.label, Coord(1), Coord.PX.name)


class Fallback(Enum):
    UNKNOWN = 0
    ONE = 1

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return cls.ONE
        return None


print(Fallback("x"), Fallback(1))
try:
    Fallback(5)
except ValueError as e:
    print("ValueError:", e)


class BadMissing(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        return 5


try:
    BadMissing(3)
except TypeError as e:
    print("TypeError:", e)


class Num(IntEnum):
    ONE = 1
    TWO = 2


print(repr(Num.ONE), str(Num.ONE), format(Num.ONE), f"{Num.TWO:03d}", Num.ONE + 1, Num.TWO * 3,
      Num.ONE == 1, Num.ONE < Num.TWO, sorted([Num.TWO, Num.ONE]), isinstance(Num.ONE, int),
      Num(2), [1, 2, 3][Num.ONE])


class Shade(StrEnum):
    LIGHT = auto()
    DARK = "dk"


print(repr(Shade.LIGHT), str(Shade.LIGHT), format(Shade.DARK), Shade.LIGHT == "light",
      Shade.DARK.upper(), Shade("dk"), "-".join(Shade))
try:
    class BadStr(StrEnum):
        A = 1
except TypeError as e:
    print("TypeError:", e)


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W


print(repr(Perm.R), repr(Perm.R | Perm.W), str(Perm.R | Perm.W), repr(Perm.RW), list(Perm),
      list(Perm.R | Perm.X), repr(~Perm.R), repr(Perm(0)), bool(Perm(0)), Perm.R in Perm.RW,
      len(Perm.RW), repr(Perm.R & Perm.W), repr(Perm.RW ^ Perm.R), Perm(7), repr(Perm),
      Perm.RW.name, Perm.RW.value, [m.name for m in Perm.__members__.values()])
try:
    Perm(8)
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])
try:
    1 in Perm.R
except TypeError as e:
    print("TypeError:", e)


class Bits(IntFlag):
    A = 1
    B = 2
    C = 4


print(repr(Bits.A | Bits.B), str(Bits.A | Bits.B), format(Bits.A), Bits.A | 2, Bits.A + 1,
      repr(Bits(0)), isinstance(Bits.A, int), Bits.A & Bits.C, repr(Bits(3)), list(Bits(5)))

Animal = Enum("Animal", "ANT BEE CAT")
print(repr(Animal.BEE), list(Animal), Animal.__module__)
print(list(Enum("Shape", "SQUARE,CIRCLE", start=5)), repr(Enum("Pair", [("P", 5), ("Q", 9)]).Q),
      list(Enum("Mapped", {"M": "m", "N": "n"})), list(IntEnum("Ints", ["I", "J"])),
      list(Flag("Fl", "F1 F2 F3")), repr(Enum("Typed", "A B", type=int).B))

try:
    @unique
    class Mistake(Enum):
        ONE = 1
        TWO = 2
        THREE = 2
        FOUR = 1
except ValueError as e:
    print("ValueError:", e)


@unique
class Fine(Enum):
    A = 1


print(Fine.A)
try:
    @enum.verify(enum.CONTINUOUS)
    class Gappy(Enum):
        A = 1
        C = 3
        E = 5
except ValueError as e:
    print("ValueError:", e)
try:
    @enum.verify(enum.UNIQUE)
    class Aliased(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)


class WithIgnore(Enum):
    _ignore_ = "tmp"
    tmp = 5
    A = 1


print(list(WithIgnore), hasattr(WithIgnore, "tmp"))


class Ordered(Enum):
    _order_ = "A B"
    A = 1
    B = 2


try:
    class Misordered(Enum):
        _order_ = "B A"
        A = 1
        B = 2
except TypeError as e:
    print("TypeError:", e.args[0].splitlines()[0])


class Mixed(Enum):
    A = 1
    helper = enum.nonmember(5)

    @enum.member
    def func():
        return 1


print([m.name for m in Mixed], Mixed.helper, Mixed.STRICT if hasattr(Mixed, "STRICT") else "-")
print(enum.FlagBoundary.STRICT, repr(enum.KEEP), enum.EnumMeta is enum.EnumType,
      sorted(enum.__all__)[:8])
import copy
print(copy.copy(Color.RED) is Color.RED, copy.deepcopy(Color.BLUE) is Color.BLUE)
