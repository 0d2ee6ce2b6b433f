def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class Temp:
    def __init__(self):
        self._c = 0
    @property
    def c(self):
        "celsius"
        return self._c
    @c.setter
    def c(self, v):
        if v < -273:
            raise ValueError("too cold")
        self._c = v
    @c.deleter
    def c(self):
        print("del c")
    @property
    def f(self):
        return self._c * 9 / 5 + 32
t = Temp()
t.c = 100
print(t.c, t.f, Temp.c.__doc__, type(Temp.c).__name__)
del t.c
check(lambda: setattr(t, "c", -300))
check(lambda: setattr(t, "f", 1))
def delf():
    del t.f
check(delf)
class P:
    x = property(lambda self: 42)
    y = property()
print(P().x, P.x.fget is not None, P.y.fget)
check(lambda: P().y)
class Sub(Temp):
    @Temp.c.getter
    def c(self):
        return "sub" + str(self._c)
s = Sub()
s.c = 5
print(s.c)
