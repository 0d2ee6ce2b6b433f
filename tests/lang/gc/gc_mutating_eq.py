# A user __eq__ that empties the container it is compared within and then collects: the
# native doing the comparison must keep the compared items alive and not index past the
# new end (CPython holds references for the same reason).
import gc


class Clearing:
    target = None

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return 1

    def __eq__(self, other):
        t = Clearing.target
        if t is not None:
            Clearing.target = None
            t.clear()
            [[j] for j in range(100)]
            gc.collect()
        return isinstance(other, Clearing) and self.v == other.v

    def __repr__(self):
        return "C(%d)" % self.v


def items(n=4):
    return [Clearing(i) for i in range(n)]


l = items()
Clearing.target = l
print("list.count", l.count(Clearing(3)), l)
l = items()
Clearing.target = l
try:
    print("list.index", l.index(Clearing(2)), l)
except ValueError as e:
    print("list.index ValueError", e, l)
l = items()
Clearing.target = l
try:
    l.remove(Clearing(3))
    print("list.remove", l)
except ValueError as e:
    print("list.remove ValueError", e)
l = items()
Clearing.target = l
print("list ==", l == items(), l)
l = items()
Clearing.target = l
print("list in", Clearing(3) in l, l)
s = set(items())
Clearing.target = s
print("set in", Clearing(3) in s, s)
s = set(items())
Clearing.target = s
s.discard(Clearing(2))
print("set.discard", s)
s = set(items())
Clearing.target = s
s.add(Clearing(9))
print("set.add", sorted(s, key=lambda c: c.v))
d = dict.fromkeys(items())
Clearing.target = d
print("dict in", Clearing(3) in d, d)
d = dict.fromkeys(items())
Clearing.target = d
d[Clearing(5)] = 5
print("dict set", d)
