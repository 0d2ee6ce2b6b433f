def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class A:
    def __new__(cls, *args):
        print("new", cls.__name__, args)
        return super().__new__(cls)
    def __init__(self, *args):
        print("init", args)
a = A(1, 2)
class Single:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
print(Single() is Single())
class NotMine:
    def __new__(cls):
        return 42
    def __init__(self):
        print("never")
print(NotMine())
class BadInit:
    def __init__(self):
        return 5
check(lambda: BadInit())
check(lambda: object(1))
check(lambda: int.__new__(5))
print(type(object()).__name__, object.__name__, type.__name__, int(), str(), list(), dict(), tuple(), set(), float(), bool(), bytes(), frozenset())
print(type.__call__(int, "5"), int.__call__ if False else 0, type(int("3")))
