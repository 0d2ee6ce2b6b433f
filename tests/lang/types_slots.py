def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class P:
    __slots__ = ("x", "y")
    def __init__(self, x):
        self.x = x
p = P(1)
print(p.x, hasattr(p, "y"), P.__slots__, type(P.x).__name__)
check(lambda: p.y)
check(lambda: setattr(p, "z", 1))
check(lambda: p.__dict__)
p.y = 2
print(p.y)
del p.y
check(lambda: p.y)
class Q(P):
    pass
q = Q(3)
q.z = 4
print(q.x, q.z, q.__dict__)
class R:
    __slots__ = ["a", "__dict__"]
r = R()
r.a = 1
r.b = 2
print(r.a, r.b, r.__dict__)
