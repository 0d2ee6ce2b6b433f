# Reprs of self-referencing containers print "..." / "[...]" / "{...}" as CPython.
from collections import OrderedDict, defaultdict, deque, Counter, UserList, UserDict
try:
    import reprlib
except ImportError:
    reprlib = None

a = [1]
a.append(a)
print(a, str(a), repr(a))
d = {"k": 1}
d["self"] = d
print(d)
t = ([],)
t[0].append(t)
print(t)
l2 = [[]]
l2[0].append(l2)
print(l2)
d2 = {1: [], 2: {}}
d2[1].append(d2)
d2[2][3] = d2[1]
print(d2)
print(d.keys(), d.values(), d.items())
dv = {}
dv[1] = dv.values()
print(dv)
dk = {}
dk[1] = dk.items()
print(dk)


class Node:
    def __init__(self):
        self.children = []
    def __repr__(self):
        return "Node(%r)" % (self.children,)


n = Node()
n.children.append(n)
n.children.append([n])
print(n)


class Holder:
    def __init__(self, x):
        self.x = x
    def __repr__(self):
        return "Holder(%r)" % (self.x,)
    __hash__ = object.__hash__


s = set()
h = Holder(s)
s.add(h)
print(s, frozenset(s))
fs_holder = Holder(None)
fs = frozenset([fs_holder])
fs_holder.x = fs
print(fs)

dq = deque([1])
dq.append(dq)
print(dq)
dq2 = deque([1], maxlen=3)
dq2.append(dq2)
print(dq2)
od = OrderedDict(a=1)
od["self"] = od
print(od)
dd = defaultdict(list)
dd["self"] = dd
print(dd)
dd2 = defaultdict(list)
dd2.default_factory = lambda: dd2
print(repr(dd2)[:len("defaultdict(<function")])
c = Counter()
c["x"] = 1
print(c)
ul = UserList([1])
ul.append(ul)
print(ul)
ud = UserDict(a=1)
ud["self"] = ud
print(ud)

# Mixed cycles through several kinds.
m = [OrderedDict(), deque(), {}]
m[0]["l"] = m
m[1].append(m)
m[2]["l"] = m
print(m)

# str() of containers uses repr of the elements and also stops at the cycle.
print(str([a, d]), "%s" % [a], f"{a}", format(a))

if reprlib is not None:
    class Rec:
        def __init__(self):
            self.items = []
        @reprlib.recursive_repr()
        def __repr__(self):
            return "<Rec %s>" % ", ".join(map(repr, self.items))

    r = Rec()
    r.items.append(r)
    r.items.append(1)
    print(r)

    class Rec2:
        @reprlib.recursive_repr("<cycle>")
        def __repr__(self):
            return "Rec2(%r)" % (self.other,)

    r2 = Rec2()
    r2.other = [r2]
    print(r2)
    print(Rec.__repr__.__name__)
    print(reprlib.repr(list(range(100))), reprlib.repr("x" * 100))
    print(reprlib.repr({i: i for i in range(10)}), reprlib.repr(set(range(10))))
    print(reprlib.repr(tuple(range(10))), reprlib.repr([[[[[1]]]]]), reprlib.repr(10 ** 50))

# A repr that raises inside a cycle leaves the containers usable afterwards.


class Bad:
    def __repr__(self):
        raise ValueError("no repr")


b = [1, Bad()]
b.append(b)
try:
    repr(b)
except ValueError as e:
    print("ValueError", e)
b.pop(1)
print(b)
