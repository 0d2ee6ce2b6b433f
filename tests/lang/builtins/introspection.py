class A:
    x = 1
    def m(self):
        pass
a = A()
print(type(a) is A, type(1), type("s"), type(None), type(len), type(A))
print(isinstance(1, int), isinstance(True, int), isinstance(1, (str, float)), issubclass(bool, int))
print(callable(A), callable(a), hasattr(a, "m"), getattr(a, "x"))
print(sorted(n for n in dir(a) if not n.startswith("_")))
print(id(a) == id(a), hash("a") == hash("a"), len(vars(a)))
print(type(print).__name__, type(A.m).__name__, type(a.m).__name__)
