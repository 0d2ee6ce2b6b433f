def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class A:
    def who(self):
        return "A"
class B(A):
    def who(self):
        return "B" + super().who()
class C(A):
    def who(self):
        return "C" + super().who()
class D(B, C):
    def who(self):
        return "D" + super().who()
print(D().who(), [k.__name__ for k in D.__mro__], [k.__name__ for k in D.mro()], D.__bases__, issubclass(D, A))
class X: pass
class Y(X): pass
try:
    class Z(X, Y): pass
except TypeError as e:
    print("TypeError", e)
try:
    class W(A, A): pass
except TypeError as e:
    print("TypeError", e)
class O1: pass
class O2: pass
class O3(O1, O2): pass
class O4(O2, O1): pass
try:
    class O5(O3, O4): pass
except TypeError as e:
    print("TypeError", e)
T = type("T", (B,), {"extra": 1, "who": lambda self: "T" + B.who(self)})
print(T().who(), T.extra, T.__name__, [k.__name__ for k in T.__mro__])
check(lambda: type("Bad", (1,), {}))
check(lambda: type("Bad", (bool,), {}))
check(lambda: type(1, 2))
print(type(5), type("x"), type(int), type(type), type(None))
