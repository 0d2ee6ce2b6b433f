class A:
    def f(self):
        return "A.f"
    @classmethod
    def c(cls):
        return "A.c " + cls.__name__
    @staticmethod
    def s():
        return "A.s"
class B(A):
    def f(self):
        return "B>" + super().f()
    @classmethod
    def c(cls):
        return "B>" + super().c()
    def s_via(self):
        return super().s()
    def explicit(self):
        return super(B, self).f()
print(B().f(), B.c(), B().s_via(), B().explicit())
class C(B):
    def f(self):
        return "C>" + super().f()
print(C().f(), C.c())
class D:
    def __init__(self):
        self.log = []
class E(D):
    def __init__(self, x):
        super().__init__()
        self.log.append(x)
print(E(5).log)
class G:
    def m(self):
        return __class__.__name__
print(G().m())
