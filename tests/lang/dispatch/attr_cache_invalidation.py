# Inline caches of LOAD_ATTR / STORE_ATTR / LOAD_METHOD (Note [Inline caches]): every
# change that alters what an attribute access finds must show at a warmed-up site.


def read_x(o):
    return o.x


def write_x(o, v):
    o.x = v


def call_m(o):
    return o.m()


def warm(fn, *args, n=200):
    r = None
    for _ in range(n):
        r = fn(*args)
    return r


class A:
    k = 10

    def __init__(self):
        self.x = 1

    def m(self):
        return "A.m"


# class attribute added, changed and deleted under an instance attribute
a = A()
print(warm(read_x, a))
del a.x
A.x = "class x"
print(warm(read_x, a))
A.x = "class x 2"
print(read_x(a))
del A.x
try:
    read_x(a)
except AttributeError as e:
    print("AttributeError", e)
a.x = 5
print(warm(read_x, a))

# a data descriptor (property) added to the class after the site is warm wins over the dict
A.x = property(lambda self: "property")
print(read_x(a), a.__dict__)
try:
    write_x(a, 3)
except AttributeError:
    print("AttributeError: no setter")
del A.x
print(read_x(a))
warm(write_x, a, 7)
print(a.x)


# a descriptor class that gains __set__ later (becomes a data descriptor)
class Desc:
    def __get__(self, obj, cls):
        return "from Desc"


class B:
    pass


b = B()
B.x = Desc()
b.__dict__["x"] = "instance"
print(warm(read_x, b))
Desc.__set__ = lambda self, obj, v: print("Desc.__set__", v)
print(read_x(b))
write_x(b, 9)
print(b.__dict__)

# __class__ assignment
class C1:
    def m(self):
        return "C1.m"


class C2:
    def m(self):
        return "C2.m"


o = C1()
o.x = "o.x"
print(warm(call_m, o), warm(read_x, o))
o.__class__ = C2
print(call_m(o), read_x(o))

# instance __dict__ mutation and replacement
o = C1()
o.x = 1
warm(read_x, o)
o.__dict__["x"] = 2
print(read_x(o))
o.__dict__ = {"x": 3}
print(read_x(o))
o.__dict__.clear()
try:
    read_x(o)
except AttributeError as e:
    print("AttributeError", e)
o.__dict__.update({"y": 1, "x": 4})
print(read_x(o))
warm(write_x, o, 5)
o.__dict__ = {}
write_x(o, 6)
print(o.__dict__)

# monkeypatching a method on the class, on a base, and on the instance
class Base:
    def m(self):
        return "Base.m"


class Derived(Base):
    pass


d = Derived()
print(warm(call_m, d))
Base.m = lambda self: "patched Base.m"
print(call_m(d))
Derived.m = lambda self: "Derived.m"
print(call_m(d))
d.m = lambda: "instance m"
print(call_m(d))
del d.m
print(call_m(d))
del Derived.m
print(call_m(d))

# __getattr__ and __getattribute__ added after warming
class G:
    pass


g = G()
g.x = "plain"
print(warm(read_x, g))
del g.x
G.__getattr__ = lambda self, name: "getattr " + name
print(read_x(g))
g.x = "plain again"
print(read_x(g))
G.__getattribute__ = lambda self, name: "getattribute " + name
print(read_x(g), call_m.__name__)
del G.__getattribute__
print(read_x(g))


class GB:
    pass


class GD(GB):
    pass


gd = GD()
gd.x = 1
print(warm(read_x, gd))
GB.__getattribute__ = lambda self, name: "base getattribute " + name
print(read_x(gd))

# __setattr__ added after warming the store
class S:
    pass


s = S()
warm(write_x, s, 1)
S.__setattr__ = lambda self, name, v: print("__setattr__", name, v)
write_x(s, 2)
print(s.x)
del S.__setattr__
write_x(s, 3)
print(s.x)

# __slots__ and a class attribute on the same site
class Sl:
    __slots__ = ("x",)


sl = Sl()
warm(write_x, sl, 1)
print(warm(read_x, sl))
try:
    sl.y = 1
except AttributeError as e:
    print("AttributeError", e)

# one site, many types (polymorphic)
class P1:
    x = "P1 class"


class P2:
    def __init__(self):
        self.x = "P2 instance"


class P3:
    @property
    def x(self):
        return "P3 property"


objs = [P1(), P2(), P3(), a, b]
for i in range(300):
    r = read_x(objs[i % 5])
    if i >= 295:
        print(r)

# methods of built-in types and of their subclasses, shadowed by an instance attribute
class L(list):
    def append(self, v):
        list.append(self, v * 2)


def app(o, v):
    o.append(v)
    return o


print(warm(app, [], 1)[:3])
print(app(L(), 5))
ll = L()
ll.append = lambda v: print("instance append", v)
app(ll, 3)


# class methods, static methods and methods read as attributes (bound methods)
class K:
    def m(self):
        return "K.m"

    @classmethod
    def cm(cls):
        return "cm " + cls.__name__

    @staticmethod
    def sm():
        return "sm"


def get_bound(o):
    return o.m


k = K()
bm = warm(get_bound, k)
print(bm(), bm.__self__ is k)
K.m = K.cm
print(get_bound(k)())
for i in range(100):
    r = (k.cm(), k.sm())
print(r)

# modules: attribute read and method call through a module after it changes
import math


def sq(v):
    return math.sqrt(v)


print(warm(sq, 16.0))
math.sqrt = lambda v: "patched sqrt"
print(sq(16.0))
del math.sqrt
try:
    sq(16.0)
except AttributeError as e:
    print("AttributeError", e)
