def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class Point:
    """A point."""
    count = 0
    def __init__(self, x, y=0):
        self.x = x
        self.y = y
        Point.count += 1
    def norm2(self):
        return self.x ** 2 + self.y ** 2
    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)
p = Point(3, 4)
q = Point(1)
print(p, q, p.norm2(), Point.count, p.count, Point.__name__, Point.__qualname__, Point.__doc__, type(p).__name__)
print(p.__dict__, sorted(Point.__dict__.keys())[:3], isinstance(p, Point), isinstance(p, object), Point.__bases__, Point.__mro__)
p.z = 5
del p.x
print(p.__dict__, hasattr(p, "x"), getattr(p, "z"))
check(lambda: p.x)
check(lambda: Point())
check(lambda: Point(1, 2, 3))
check(lambda: Point.nope)
def delbad():
    del p.nope
check(delbad)
print(Point.norm2(q), Point.norm2 is Point.__dict__["norm2"], type(p.norm2).__name__, p.norm2.__self__ is p)
class Empty:
    pass
e = Empty()
print(type(e).__name__, repr(Empty)[:8], str(e)[:17] == "<__main__.Empty o", Empty.__module__, e == e, e != Empty())
check(lambda: Empty(1))
check(lambda: e < e)
check(lambda: e + 1)
check(lambda: e())
check(lambda: len(e))
check(lambda: iter(e))
check(lambda: e[0])
