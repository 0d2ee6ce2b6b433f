# Every pattern kind of the match statement, compared with CPython 3.11.

def literal(x):
    match x:
        case 0:
            return "zero"
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case -2.5e3:
            return "big negative"
        case 0x10 | 0o17 | 0b11:
            return "radix"
        case 1_000_000:
            return "million"
        case "hello":
            return "greeting"
        case "con" "cat":
            return "concatenated"
        case b"raw":
            return "bytes"
        case None:
            return "none"
        case True:
            return "true"
        case False:
            return "false"
        case _:
            return "other"

for v in [0, 0.0, -1, 1.5, -2500.0, 16, 15, 3, 1000000, "hello", "concat", b"raw", None,
          True, False, 1, 2.0, "x", bytearray(b"raw"), [], 1.0]:
    print(repr(v), literal(v))

# True/False/None match by identity, numbers by equality.
match 1:
    case True:
        print("1 is True?")
    case 1:
        print("1 == 1")
match 0.0:
    case False:
        print("0.0 is False?")
    case 0:
        print("0.0 == 0")


def capture(x):
    match x:
        case 1:
            return "one"
        case other:
            return ("captured", other)

print(capture(1), capture("s"), capture([1, 2]))


class Color:
    RED = "red"
    GREEN = "green"

    class Nested:
        BLUE = "blue"


def value(x):
    match x:
        case Color.RED:
            return "is red"
        case Color.Nested.BLUE:
            return "is blue"
        case (Color.GREEN):
            return "is green (group)"
    return "no color"

print(value("red"), value("blue"), value("green"), value("grey"))


def sequence(x):
    match x:
        case []:
            return "empty"
        case [a]:
            return ("one", a)
        case [a, b]:
            return ("two", a, b)
        case (a, b, c):
            return ("three", a, b, c)
        case [1, *rest]:
            return ("starts with 1", rest)
        case [*init, 9]:
            return ("ends with 9", init)
        case [first, *_, last]:
            return ("first and last", first, last)
    return "not a sequence"

for v in [[], (), [1], (2,), [1, 2], (1, 2, 3), [1, 2, 3, 4], [0, 2, 3, 9], [5, 6, 7, 8],
          range(4), range(1, 6), "ab", "abc", b"ab", bytearray(b"ab"), {1: 2}, {1, 2}, 7]:
    print(repr(v), sequence(v))


def sequence_wildcards(x):
    match x:
        case [_, _, *_]:
            return "two or more"
        case [*_]:
            return "any sequence"
    return "no"

print(sequence_wildcards([1]), sequence_wildcards([1, 2, 3]), sequence_wildcards("no"))


def sequence_index(x):
    match x:
        case [a, *_, b, c]:
            return (a, b, c)
        case [*_, z]:
            return ("last", z)
    return "none"

print(sequence_index([1, 2, 3, 4, 5]), sequence_index([1, 2, 3]), sequence_index([7]),
      sequence_index(list(range(10))))

match 1, 2, 3:
    case a, *b:
        print("open sequence", a, b)

match [1, [2, [3, 4]], 5]:
    case [x, [y, [z, *w]], v]:
        print("nested", x, y, z, w, v)


def mapping(x):
    match x:
        case {}:
            pass
    match x:
        case {"kind": "point", "x": px, "y": py}:
            return ("point", px, py)
        case {"kind": "circle", "r": r, **rest}:
            return ("circle", r, rest)
        case {1: one, -2: two, 3.5: three}:
            return ("numbers", one, two, three)
        case {None: n, True: t}:
            return ("singletons", n, t)
        case {Color.RED: red}:
            return ("red key", red)
        case {**everything}:
            return ("any mapping", everything)
    return "not a mapping"

for v in [{"kind": "point", "x": 1, "y": 2}, {"kind": "point", "x": 1, "y": 2, "z": 3},
          {"kind": "circle", "r": 5, "color": "blue", "fill": None}, {"kind": "circle"},
          {1: "a", -2: "b", 3.5: "c"}, {None: 0, True: 1}, {"red": "rose"}, {}, [],
          "kind", {1: 1, 2: 2}]:
    print(repr(v), mapping(v))


class DefaultGet(dict):
    def __missing__(self, key):
        return "missing"

match DefaultGet(a=1):
    case {"b": b}:
        print("defaultdict-like matched", b)
    case {"a": a}:
        print("uses get, not []:", a)


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


class Point3(Point):
    __match_args__ = ("x", "y", "z")

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


def klass(v):
    match v:
        case Point3(0, 0, 0):
            return "origin 3d"
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return ("on y axis", y)
        case Point(x, 0):
            return ("on x axis", x)
        case Point(x=1, y=yy):
            return ("x is one", yy)
        case Point(x, y=3) if x > 10:
            return ("big x, y 3", x)
        case Point():
            return "some point"
        case int(n) if n < 0:
            return ("negative int", n)
        case int(0) | float(0.0):
            return "zero number"
        case bool(b):
            return ("bool", b)
        case str(s):
            return ("str", s)
        case bytes(bs) | bytearray(bs):
            return ("bytes-like", bs)
        case list([x, *_]) | tuple((x, *_)):
            return ("list or tuple starting with", x)
        case dict({"k": kv}):
            return ("dict with k", kv)
        case set() | frozenset():
            return ("set", sorted(v))
        case float(f):
            return ("float", f)
    return "unmatched"

for v in [Point3(0, 0, 0), Point(0, 0), Point(0, 5), Point(7, 0), Point(1, 9), Point(11, 3),
          Point(2, 3), -4, 0, 0.0, True, "text", b"by", bytearray(b"ba"), [9, 8], (7,),
          {"k": 1}, {1, 2}, frozenset([3]), 2.5, 5, None, []]:
    print(repr(v), klass(v))


class MyInt(int):
    pass

match MyInt(5):
    case MyInt(n):
        print("subclass of int matches itself:", n, type(n).__name__)


class WithAttrs:
    def __init__(self):
        self.a = 1
        self.b = 2

match WithAttrs():
    case WithAttrs(a=1, c=3):
        print("has c?")
    case WithAttrs(b=2, a=x):
        print("keywords", x)


def or_patterns(v):
    match v:
        case 1 | 2 | 3:
            return "small"
        case [x, 1] | [1, x] | (x, 2, _):
            return ("pair", x)
        case {"a": x, "b": y} | {"c": y, "d": x}:
            return ("dict", x, y)
        case Point(x=a, y=b) | [a, b, _, _]:
            return ("point or four", a, b)
    return "no"

for v in [1, 3, [5, 1], [1, 6], (7, 2, 0), {"a": 1, "b": 2}, {"c": 3, "d": 4}, Point(1, 2),
          [1, 2, 3, 4], 9]:
    print(repr(v), or_patterns(v))


def as_patterns(v):
    match v:
        case [1, 2] as pair:
            return ("pair", pair)
        case (0 | 1) as bit:
            return ("bit", bit)
        case [(1 | 2) as a, [3, _] as b] as whole:
            return (a, b, whole)
        case {"k": (str() as s)}:
            return ("str value", s)
    return "no"

for v in [[1, 2], 0, 1, [2, [3, 4]], {"k": "v"}, {"k": 5}]:
    print(repr(v), as_patterns(v))


def guards(v):
    match v:
        case [x, y] if x == y:
            return "equal pair"
        case [x, y] if x > y:
            return "descending"
        case [x, y]:
            return "ascending"
        case x if isinstance(x, int) and x % 2:
            return "odd"
        case _ if v == 4:
            return "four"
        case _:
            return "default"

for v in [[1, 1], [3, 2], [2, 3], 5, 4, 6]:
    print(repr(v), guards(v))

# A failed guard leaves the captures bound (as CPython); a failed pattern binds nothing new.
bound = "unset"
match [1, 2]:
    case [bound, 3]:
        pass
    case _:
        pass
print("after failed pattern:", bound)
match [1, 2]:
    case [bound, second] if second > 5:
        pass
    case _:
        pass
print("after failed guard:", bound)

# The subject is evaluated once.
calls = []
def subject():
    calls.append(1)
    return [1, 2, 3]
match subject():
    case [0]: pass
    case [1]: pass
    case [1, 2, 3]: print("matched after", len(calls), "evaluation")

# Only the first matching case runs; no case matching runs nothing.
match 42:
    case 1:
        print("no")
print("no case matched, fell through")

# Captures in functions are locals; in classes, class attributes.
class Holder:
    match (1, 2):
        case (first, second):
            pass
print(Holder.first, Holder.second)

def closure():
    match [10]:
        case [value]:
            pass
    return lambda: value
print(closure()())

# Sequence patterns over user sequence subclasses, deque and array.
import array
from collections import deque, namedtuple

class MyList(list):
    pass

P = namedtuple("P", "a b")
for v in [MyList([1, 2]), deque([1, 2]), array.array("i", [1, 2]), P(1, 2)]:
    match v:
        case [a, b]:
            print(type(v).__name__, "sequence", a, b)
        case _:
            print(type(v).__name__, "not matched")

match P(3, 4):
    case P(a, b=bb):
        print("namedtuple __match_args__", a, bb)

# Loops with break/continue/return inside cases.
out = []
for i in range(6):
    match i % 3:
        case 0:
            continue
        case 1:
            out.append(i)
        case _:
            if i > 4:
                break
            out.append(-i)
print(out)

def in_try(v):
    try:
        match v:
            case [x]:
                return x
            case _:
                raise ValueError("bad")
    except ValueError as e:
        return "caught " + str(e)
    finally:
        print("finally", v)
print(in_try([3]), in_try(4))
