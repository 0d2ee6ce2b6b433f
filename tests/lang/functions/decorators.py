def trace(fn):
    def wrapper(*a, **k):
        print("call", fn.__name__, a)
        return fn(*a, **k)
    return wrapper
@trace
def add(x, y):
    return x + y
print(add(1, 2))
def repeat(n):
    def deco(fn):
        def w(*a):
            return [fn(*a) for _ in range(n)]
        return w
    return deco
@repeat(3)
def hi(name):
    return "hi " + name
print(hi("bob"))
def d1(f):
    print("d1")
    return f
def d2(f):
    print("d2")
    return f
@d1
@d2
def both():
    return "both"
print(both())
class C:
    @staticmethod
    def s(x):
        return x * 2
    @classmethod
    def c(cls):
        return cls.__name__
    @property
    def p(self):
        return 7
print(C.s(2), C.c(), C().p, C().s(3))
