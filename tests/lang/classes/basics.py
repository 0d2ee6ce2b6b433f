class Point:
    count = 0
    def __init__(self, x, y):
        self.x = x
        self.y = y
        Point.count += 1
    def norm2(self):
        return self.x ** 2 + self.y ** 2
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
p = Point(3, 4)
q = Point(1, 2)
print(p, q, p.norm2(), Point.count, p.count)
print(type(p).__name__, isinstance(p, Point), Point.__name__, Point.__qualname__)
p.z = 9
print(p.z, sorted(p.__dict__))
print(getattr(p, "x"), getattr(p, "nope", None), hasattr(p, "y"))
setattr(p, "x", 100)
print(p.x)
m = p.norm2
print(m(), m.__self__ is p, m.__func__ is Point.norm2)
try:
    p.missing
except AttributeError as e:
    print(e)
print(Point.__module__, str(type(p)))
