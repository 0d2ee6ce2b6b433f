def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class C:
    n = 0
    @staticmethod
    def s(x):
        return x * 2
    @classmethod
    def make(cls, v):
        obj = cls()
        obj.v = v
        return obj
    @classmethod
    def name(cls):
        return cls.__name__
class D(C):
    pass
print(C.s(2), C().s(3), C.make(1).v, type(D.make(2)).__name__, D.name(), D().name(), type(C.__dict__["s"]).__name__, type(C.__dict__["make"]).__name__)
sm = staticmethod(len)
cm = classmethod(lambda cls: cls)
print(sm.__func__ is len, C.__dict__["s"].__func__(5), type(cm).__name__)
print(dict.fromkeys("ab"), int.from_bytes(b"\x01", "big"), str.maketrans("a", "b") == {97: 98}, float.fromhex("0x1p0"))
class B(int):
    pass
print(type(B.from_bytes(b"\x01", "big")).__name__)
