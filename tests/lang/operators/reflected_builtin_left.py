# Every built-in left operand whose own method returns NotImplemented falls back to the
# right operand's reflected method, for every binary operator; in-place operators fall
# back to the binary then the reflected method; comparisons try the reflected comparison;
# a right operand whose type is a subclass of the left's and overrides the reflected
# method goes first.
import operator

OPS = [
    ("+", "add"), ("-", "sub"), ("*", "mul"), ("/", "truediv"), ("//", "floordiv"),
    ("%", "mod"), ("**", "pow"), ("<<", "lshift"), (">>", "rshift"), ("&", "and"),
    ("|", "or"), ("^", "xor"), ("@", "matmul"),
]
LEFTS = [
    3, 1 << 70, 2.5, True, "ab", b"ab", bytearray(b"ab"), [1], (1,), {1},
    frozenset({2}), {1: 2}, range(2), None, {1: 2}.keys(), {1: 2}.items(),
]


class R:
    pass


def make_reflected(name):
    def method(self, other):
        return ("r" + name, type(other).__name__)
    return method


for _sym, _name in OPS:
    setattr(R, "__r%s__" % _name, make_reflected(_name))
    # __iXX__ absent: in-place falls back to the binary operators.


def apply(sym, a, b):
    return eval("a %s b" % sym, {"a": a, "b": b})


def apply_inplace(sym, a, b):
    ns = {"a": a, "b": b}
    exec("a %s= b" % sym, ns)
    return ns["a"]


print("binary, reflected method on the right")
for left in LEFTS:
    row = []
    for sym, name in OPS:
        try:
            row.append(apply(sym, left, R()))
        except Exception as e:
            row.append("%s: %s" % (type(e).__name__, e))
    print(type(left).__name__, row)

print("in-place, reflected method on the right")
for left in LEFTS:
    row = []
    for sym, name in OPS:
        try:
            row.append(apply_inplace(sym, left, R()))
        except Exception as e:
            row.append("%s: %s" % (type(e).__name__, e))
    print(type(left).__name__, row)

print("operator module and pow()")
for left in ["s", [1], (1,), b"b", 2, 2.0]:
    print(operator.add(left, R()), operator.mul(left, R()), operator.sub(left, R()),
          operator.iadd(left, R()), operator.imul(left, R()), pow(left, R()))


class Cmp:
    def __init__(self, tag):
        self.tag = tag
    def __lt__(self, o): return ("lt", self.tag, type(o).__name__)
    def __le__(self, o): return ("le", self.tag, type(o).__name__)
    def __gt__(self, o): return ("gt", self.tag, type(o).__name__)
    def __ge__(self, o): return ("ge", self.tag, type(o).__name__)
    def __eq__(self, o): return ("eq", self.tag, type(o).__name__)
    def __ne__(self, o): return ("ne", self.tag, type(o).__name__)


print("comparisons, reflected order")
for left in LEFTS:
    c = Cmp("c")
    print(type(left).__name__, left < c, left <= c, left > c, left >= c, left == c, left != c)

print("comparisons with no method: TypeError messages")
for left in LEFTS:
    row = []
    for sym in ["<", "<=", ">", ">="]:
        try:
            row.append(apply(sym, left, R()))
        except TypeError as e:
            row.append(str(e))
    print(type(left).__name__, row, left == R(), left != R())


print("subclass of the left's type overriding the reflected method goes first")
SUBCLASSES = [
    (str, "ab"), (list, [1]), (tuple, (1,)), (bytes, b"ab"), (bytearray, b"ab"),
    (int, 3), (float, 2.5), (set, {1}), (frozenset, {2}), (dict, {1: 2}),
]
for base, init in SUBCLASSES:
    ns = {}
    for sym, name in OPS:
        ns["__r%s__" % name] = make_reflected(name)
    Sub = type("Sub" + base.__name__, (base,), ns)
    right = Sub(init)
    row = []
    for sym, name in OPS:
        try:
            row.append(apply(sym, base(init), right))
        except Exception as e:
            row.append("%s: %s" % (type(e).__name__, e))
    print(base.__name__, row)
    # A subclass that does not override the reflected method: the left's method runs.
    Plain = type("Plain" + base.__name__, (base,), {})
    try:
        print(" plain", apply("+", base(init), Plain(init)))
    except Exception as e:
        print(" plain", type(e).__name__, e)


class SubCmp(int):
    def __gt__(self, o): return "SubCmp.__gt__"
    def __eq__(self, o): return "SubCmp.__eq__"
    __hash__ = int.__hash__


print(3 < SubCmp(2), 3 == SubCmp(3), SubCmp(2) > 3)


class IaddNotImpl:
    def __iadd__(self, o):
        return NotImplemented
    def __add__(self, o):
        return "add"


class RaddOnly:
    def __radd__(self, o):
        return "radd"


x = IaddNotImpl()
x += 1
print(x)
x = [1]
x += RaddOnly()
print(x)
x = "s"
x += RaddOnly()
print(x)
x = [1]
x *= RaddOnly() if False else 2
print(x)


class RmulOnly:
    def __rmul__(self, o):
        return ("rmul", o)
    def __rmod__(self, o):
        return ("rmod", o)


for left in ["s", [1], (1,), b"b", bytearray(b"b")]:
    y = left
    y *= RmulOnly()
    print(y, left * RmulOnly(), left % RmulOnly() if isinstance(left, (list, tuple)) else "")

# The reflected method returning NotImplemented too: the usual TypeError.


class NI:
    def __radd__(self, o):
        return NotImplemented
    def __rmul__(self, o):
        return NotImplemented


for left in LEFTS:
    for sym in ["+", "*"]:
        try:
            apply(sym, left, NI())
        except TypeError as e:
            print(sym, type(left).__name__, e)
