# __slots__ naming a slot a base class already has is accepted (CPython only rejects a
# name that clashes with a class variable of the same class, and __dict__/__weakref__
# twice); the subclass gets its own descriptor, which shadows the base's.
def check(f):
    try:
        r = f()
        print("ok", r if not isinstance(r, type) else r.__name__)
    except Exception as e:
        print(type(e).__name__, e)


class A:
    __slots__ = ("x", "y")


class B(A):
    __slots__ = ("x",)


b = B()
b.x = 1
b.y = 2
print(b.x, b.y, B.__slots__, type(B.__dict__["x"]).__name__, "y" in B.__dict__)
del b.x
check(lambda: b.x)
b.x = 5
print(b.x, isinstance(b, A))


class C(B):
    __slots__ = ["x", "y", "z"]


c = C()
c.x, c.y, c.z = 1, 2, 3
print(c.x, c.y, c.z, hasattr(c, "__dict__"))
check(lambda: setattr(c, "w", 1))


class D(A):
    __slots__ = "x"


check(lambda: D().x)
check(lambda: type("E", (A,), {"__slots__": ("y", "x")}))
check(lambda: type("F", (), {"__slots__": ("a", "a")}))
check(lambda: type("G", (), {"__slots__": ("a",), "a": 1}))
check(lambda: type("H", (), {"__slots__": ("__dict__", "__dict__")}))
check(lambda: type("I", (A,), {"__slots__": ("__dict__",)})().__dict__)
check(lambda: type("J", (), {"__slots__": ("1a",)}))
check(lambda: type("K", (), {"__slots__": (1,)}))
check(lambda: type("L", (int,), {"__slots__": ("v",)}))
check(lambda: type("M", (), {"__slots__": ("__weakref__", "__weakref__")}))

