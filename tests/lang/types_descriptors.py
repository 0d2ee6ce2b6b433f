def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class Desc:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, "unset")
    def __set__(self, obj, value):
        setattr(obj, self.name, value * 2)
class NonData:
    def __get__(self, obj, objtype=None):
        return "nondata"
class C:
    d = Desc()
    n = NonData()
c = C()
print(c.d, type(C.d).__name__, C.d.name)
c.d = 5
print(c.d, c._d, c.n)
c.n = "shadow"
print(c.n, C.n, vars(c))
class Ro:
    def __get__(self, obj, t=None):
        return 1
    def __delete__(self, obj):
        print("deleting")
class C2:
    r = Ro()
c2 = C2()
del c2.r
print(c2.r)
class Meth:
    def f(self):
        return self
m = Meth()
print(Meth.f(1), m.f() is m, Meth.__dict__["f"].__get__(m)() is m)
