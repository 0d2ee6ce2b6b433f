print(isinstance(True, int), isinstance(1, bool), isinstance(None, object), isinstance([], (list, tuple)))
print(issubclass(int, object), issubclass(bool, (str, int)), type(True) is bool, type(1) == int)
class A: pass
class B(A): pass
print(isinstance(B(), A), issubclass(B, A), issubclass(A, B), isinstance(A, type), type(A) is type)
try:
    isinstance(1, 5)
except TypeError as e:
    print(e)
