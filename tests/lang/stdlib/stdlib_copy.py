# copy: copy and deepcopy of built-ins, instances (dict and __slots__ state), subclasses of
# built-ins, __copy__/__deepcopy__/__getstate__/__setstate__/__reduce__ hooks, the memo,
# shared and cyclic references, and the errors.
import copy
from collections import namedtuple, OrderedDict, defaultdict

print(copy.__all__, copy.error is copy.Error, issubclass(copy.Error, Exception))
atoms = [1, 2.5, "s", b"b", None, True, range(3), len, int, (1, 2), frozenset({1})]
print([copy.copy(a) is a for a in atoms], [copy.deepcopy(a) is a for a in atoms])

lst = [1, [2, 3], {"k": [4]}]
sh, dp = copy.copy(lst), copy.deepcopy(lst)
print(sh == lst, sh is lst, sh[1] is lst[1], dp[1] is lst[1], dp[2]["k"] is lst[2]["k"], dp == lst)
d = {"a": [1], "b": (2, [3])}
print(copy.copy(d)["a"] is d["a"], copy.deepcopy(d)["b"][1] is d["b"][1], copy.deepcopy(d) == d)
s = {1, 2, (3, 4)}
print(copy.copy(s) == s, copy.copy(s) is s, copy.deepcopy(s) == s)
t = (1, [2])
print(copy.deepcopy(t) is t, copy.deepcopy(t)[1] is t[1], copy.deepcopy((1, 2)) is not None)
ba = bytearray(b"xy")
print(copy.copy(ba), copy.copy(ba) is ba, copy.deepcopy(ba))

# shared references and cycles
shared = [1]
pair = [shared, shared]
cp = copy.deepcopy(pair)
print(cp[0] is cp[1], cp[0] is shared)
cyc = [1]
cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[1] is cc, cc is not cyc)
dc = {}
dc["self"] = dc
print(copy.deepcopy(dc)["self"] is not dc)
memo = {}
x = [1, 2]
y = copy.deepcopy(x, memo)
print(memo[id(x)] is y, copy.deepcopy(x, memo) is y)


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Point({self.x!r}, {self.y!r})"


p = Point([1], 2)
p2, p3 = copy.copy(p), copy.deepcopy(p)
print(p2, p3, p2.x is p.x, p3.x is p.x, type(p3) is Point)


class Slotted:
    __slots__ = ("a", "b")


sl = Slotted()
sl.a = [1]
sl2 = copy.copy(sl)
sl3 = copy.deepcopy(sl)
print(sl2.a is sl.a, sl3.a == sl.a, sl3.a is sl.a, hasattr(sl2, "b"))


class Hooks:
    def __init__(self):
        self.data = [1]

    def __copy__(self):
        print("__copy__ called")
        return "copied"

    def __deepcopy__(self, memo):
        print("__deepcopy__ called", type(memo).__name__)
        return "deep"


print(copy.copy(Hooks()), copy.deepcopy(Hooks()))


class State:
    def __init__(self, v):
        self.v = v
        self.cache = "big"

    def __getstate__(self):
        return {"v": self.v}

    def __setstate__(self, st):
        print("setstate", st)
        self.__dict__.update(st)
        self.cache = None


st = copy.deepcopy(State([5]))
print(st.v, st.cache)


class Reduced:
    def __init__(self, a, b=0):
        self.a, self.b = a, b

    def __reduce__(self):
        return (Reduced, (self.a, self.b + 1))


r = copy.copy(Reduced(1))
print(r.a, r.b)


class MyList(list):
    pass


ml = MyList([1, [2]])
ml.attr = "x"
mc = copy.copy(ml)
md = copy.deepcopy(ml)
print(type(mc).__name__, mc, mc.attr, mc[1] is ml[1], md[1] is ml[1], md.attr)


class MyDict(dict):
    pass


mdd = MyDict(a=[1])
print(type(copy.deepcopy(mdd)).__name__, copy.deepcopy(mdd), copy.deepcopy(mdd)["a"] is mdd["a"])

P = namedtuple("P", "x y")
pt = P(1, [2])
print(copy.copy(pt), copy.deepcopy(pt), copy.deepcopy(pt).y is pt.y)
od = OrderedDict(b=1, a=2)
print(copy.copy(od), copy.deepcopy(od))
dd = defaultdict(list, {"k": [1]})
dd2 = copy.deepcopy(dd)
print(dd2, dd2["k"] is dd["k"], dd2.default_factory is list)


class Err(Exception):
    pass


e = Err("msg", 2)
e.extra = [1]
e2 = copy.deepcopy(e)
print(repr(e2), e2.extra, e2.extra is e.extra)


def gen():
    yield


for fn in (copy.copy, copy.deepcopy):
    try:
        fn(gen())
    except TypeError as ex:
        print("TypeError:", ex)


class Meth:
    def m(self):
        return self


mm = Meth().m
print(copy.copy(mm) == mm, copy.deepcopy(mm).__self__ is not mm.__self__)
print(copy.deepcopy([Point(1, 2)] * 2)[0] is copy.deepcopy([Point(1, 2)] * 2)[1])
