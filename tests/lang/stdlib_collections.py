# collections: deque, Counter, defaultdict, OrderedDict, namedtuple, ChainMap, User*.
from collections import deque, Counter, defaultdict, OrderedDict, namedtuple, ChainMap
from collections import UserDict, UserList


def show_error(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__, e)


# ---- deque ----
d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1], d[2])
print(d.pop(), d.popleft(), d)
d.extend([7, 8])
d.extendleft([10, 11])
print(d, list(d), list(reversed(d)))
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
d[1] = 99
del d[0]
print(d, 99 in d, 5 in d, d.count(99), d.index(99))
m = deque(range(10), maxlen=3)
print(m, m.maxlen)
m.append(10)
m.appendleft(-1)
print(m)
print(deque(), deque(maxlen=2), bool(deque()), bool(m))
e = deque()
show_error(e.pop)
show_error(e.popleft)
show_error(lambda: e[0])
show_error(lambda: deque([1]).remove(5))
show_error(lambda: deque([1], maxlen=1).insert(0, 2))
print(deque([1, 2]) == deque([1, 2]), deque([1, 2]) < deque([1, 3]), deque([1]) + deque([2]))
q = deque()
for i in range(100):
    q.append(i)
    if i % 3 == 0:
        q.popleft()
print(len(q), q[0], q[-1], sum(q))
dd = deque("abc")
dd.reverse()
dd.insert(1, "x")
dd.remove("b")
print(dd, dd * 2, dd.copy())
dd.clear()
print(dd)

# ---- Counter ----
c = Counter("abracadabra")
print(c)
print(c["a"], c["z"], c.most_common(2), c.most_common())
print(sorted(c.elements()))
c.update("aaz")
c.subtract({"b": 5})
print(c)
print(c.total())
c2 = Counter(a=3, b=1)
c3 = Counter(a=1, b=2)
print(c2 + c3, c2 - c3, c2 | c3, c2 & c3)
print(+Counter(a=2, b=-1), -Counter(a=2, b=-1))
print(Counter(), Counter({"x": 2}), Counter(a=1) == Counter(a=1, b=0))
del c2["zz"]
c2 += Counter(a=-3)
print(c2, dict(c2))
show_error(lambda: Counter.fromkeys("ab"))
words = "the cat and the hat and the bat".split()
print(Counter(words).most_common(3))

# ---- defaultdict ----
dl = defaultdict(list)
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    dl[k].append(v)
print(dl, dl["a"], dict(dl))
di = defaultdict(int)
di["x"] += 1
print(di, di.default_factory, "y" in di, di.get("y"))
dn = defaultdict()
print(dn)
show_error(lambda: dn["missing"])
show_error(lambda: defaultdict(5))
print(isinstance(dl, dict), dl.copy())

# ---- OrderedDict ----
od = OrderedDict()
od["b"] = 1
od["a"] = 2
od["c"] = 3
print(od)
od.move_to_end("b")
print(list(od))
od.move_to_end("c", last=False)
print(list(od.items()))
print(od.popitem(), od.popitem(last=False), od)
print(OrderedDict(), OrderedDict(a=1) == OrderedDict(a=1))
print(OrderedDict([(1, 1), (2, 2)]) == OrderedDict([(2, 2), (1, 1)]),
      OrderedDict([(1, 1), (2, 2)]) == {2: 2, 1: 1})
show_error(lambda: OrderedDict().popitem())
show_error(lambda: OrderedDict().move_to_end("q"))

# ---- namedtuple ----
Point = namedtuple("Point", ["x", "y"])
p = Point(1, y=2)
print(p, p.x, p.y, p[0], p[1], len(p), tuple(p), p == (1, 2))
print(Point._fields, p._asdict(), p._replace(x=10), Point._make([5, 6]))
x, y = p
print(x + y, isinstance(p, tuple), type(p).__name__, Point.__doc__)
P3 = namedtuple("P3", "a b, c", defaults=[0, 9])
print(P3(1), P3(1, 2), P3(1, 2, 3), P3._field_defaults)
show_error(lambda: Point(1))
show_error(lambda: Point(1, 2, 3))
show_error(lambda: Point(1, 2, z=3))
show_error(lambda: P3())
show_error(lambda: namedtuple("Bad", ["x", "x"]))
show_error(lambda: namedtuple("Bad", ["_x"]))
show_error(lambda: namedtuple("Bad", ["class"]))
show_error(lambda: p._replace(z=1))
show_error(lambda: Point._make([1]))
print(namedtuple("R", "a _b class", rename=True)._fields)
Triple = namedtuple("Triple", "a b c")
print(sorted([Triple(3, 1, 2), Triple(1, 2, 3)]), hash(p) == hash((1, 2)))


class Vec(namedtuple("Vec", "x y")):
    def norm2(self):
        return self.x * self.x + self.y * self.y


print(Vec(3, 4).norm2(), Vec(3, 4))

# ---- ChainMap ----
base = {"a": 1, "b": 2}
over = {"b": 20, "c": 30}
cm = ChainMap(over, base)
print(cm, cm["a"], cm["b"], cm["c"], len(cm), sorted(cm), "a" in cm, cm.get("z", 0))
cm["a"] = 100
print(over, base, list(cm.keys()))
child = cm.new_child()
child["q"] = 1
print(child, child.parents)
show_error(lambda: cm["zz"])
del cm["a"]
try:
    del cm["a"]
except KeyError as e:
    print("KeyError", e)

# ---- UserDict / UserList ----
ud = UserDict(a=1)
ud["b"] = 2
print(ud, len(ud), ud.get("c", 3), "a" in ud)
ul = UserList([3, 1, 2])
ul.append(0)
ul.sort()
print(ul, ul[1:], len(ul))
