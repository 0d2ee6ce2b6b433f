def f():
    def g():
        pass
    return g
class A:
    def m(self):
        pass
    class B:
        def n(self):
            pass
print(f.__qualname__, f().__qualname__, A.m.__qualname__, A.B.__qualname__, A.B.n.__qualname__)
print((lambda: 0).__qualname__, f.__module__)
print(repr(f).startswith("<function f at"), repr(A.B().n).startswith("<bound method A.B.n of"))
