class Temp:
    def __init__(self):
        self._c = 0
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273:
            raise ValueError("too cold")
        self._c = v
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
t = Temp()
t.celsius = 100
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print(e)
try:
    t.fahrenheit = 5
except AttributeError as e:
    print("AttributeError")
class Desc:
    def __get__(self, obj, typ=None):
        return "got from " + (type(obj).__name__ if obj is not None else "class")
    def __set__(self, obj, value):
        obj.__dict__["stored"] = value * 2
class H:
    d = Desc()
h = H()
print(h.d, H.d)
h.d = 21
print(h.stored)
class Lazy:
    def __init__(self, f):
        self.f = f
    def __get__(self, obj, typ):
        if obj is None:
            return self
        v = self.f(obj)
        setattr(obj, self.f.__name__, v)
        return v
class U:
    @Lazy
    def val(self):
        print("computing")
        return 42
u = U()
print(u.val, u.val)
