def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class Base:
    def __init__(self, x):
        self.x = x
    def describe(self):
        return "Base(%s)" % self.x
    @classmethod
    def create(cls):
        return cls(0)
class Child(Base):
    def __init__(self, x, y):
        super().__init__(x)
        self.y = y
    def describe(self):
        return "Child<" + super().describe() + ">"
    @classmethod
    def create(cls):
        obj = super().create
        return "via super"
c = Child(1, 2)
print(c.x, c.y, c.describe(), Child.create(), super(Child, c).describe(), super(Child, Child).describe(c))
class L(list):
    def append(self, v):
        super().append(v * 10)
l = L()
l.append(1)
print(l, super(L, l).__class__.__name__)
check(lambda: super(int, "x"))
check(lambda: super(1, 2))
class Top:
    def hello(self):
        return "top"
class M1(Top):
    def hello(self):
        return "m1>" + super().hello()
class M2(Top):
    def hello(self):
        return "m2>" + super().hello()
class Bottom(M1, M2):
    def hello(self):
        return "b>" + super().hello()
print(Bottom().hello(), super(M1, Bottom()).hello())
check(lambda: super(Top, Top()).hello())
