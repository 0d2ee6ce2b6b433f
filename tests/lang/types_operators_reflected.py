def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class V:
    def __init__(self, x):
        self.x = x
    def __add__(self, o):
        if isinstance(o, V):
            return V(self.x + o.x)
        if isinstance(o, int):
            return V(self.x + o)
        return NotImplemented
    def __radd__(self, o):
        return V(o + self.x) if isinstance(o, int) else NotImplemented
    def __mul__(self, o):
        return V(self.x * o)
    __rmul__ = __mul__
    def __iadd__(self, o):
        self.x += 100
        return self
    def __neg__(self):
        return V(-self.x)
    def __lt__(self, o):
        return self.x < o.x
    def __eq__(self, o):
        return isinstance(o, V) and self.x == o.x
    __hash__ = None
    def __repr__(self):
        return "V(%d)" % self.x
    def __bool__(self):
        return self.x != 0
    def __len__(self):
        return 99
    def __contains__(self, i):
        return i == self.x
    def __getitem__(self, i):
        return i * self.x
    def __call__(self, *a, **k):
        return (a, sorted(k.items()))
a = V(2)
print(a + V(3), a + 1, 1 + a, a * 3, 3 * a, -a, a < V(5), V(5) > a, a == V(2), a != V(2), bool(V(0)), len(a), 2 in a, a[10], a(1, k=2))
b = a
b += 1
print(a, b is a, sorted([V(3), V(1), V(2)]), max(V(1), V(4)))
check(lambda: a + "s")
check(lambda: "s" + a)
check(lambda: a - 1)
check(lambda: a <= a)
check(lambda: a @ a)
check(lambda: ~a)
check(lambda: hash(a))
class Base:
    def __add__(self, o):
        return "Base.add"
class Derived(Base):
    def __radd__(self, o):
        return "Derived.radd"
print(Base() + Derived(), Derived() + Base())
class Cmp:
    def __eq__(self, o):
        return NotImplemented
print(Cmp() == Cmp(), Cmp() != Cmp())
