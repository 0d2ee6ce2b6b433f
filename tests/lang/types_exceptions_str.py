def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for e in [ValueError(), ValueError("x"), ValueError("x", 2), ValueError(1), KeyError("k"), KeyError(), KeyError("a", "b"), KeyError(1), IndexError("i"), Exception(None), StopIteration(5), SystemExit(3), RuntimeError([1])]:
    print(type(e).__name__, repr(str(e)), repr(e), e.args)
print(str(ZeroDivisionError("division by zero")), repr(AttributeError("x")), repr(BaseException()), repr(Warning("w")))
e = ValueError("a")
e.args = (1, 2)
print(e, e.args)
check(lambda: ValueError(x=1))
class MyErr(Exception):
    pass
class MyErr2(MyErr):
    def __init__(self, code):
        super().__init__("code %d" % code)
        self.code = code
print(repr(MyErr("m")), str(MyErr2(5)), MyErr2(5).code, MyErr2(5).args, isinstance(MyErr2(1), Exception))
class WithStr(Exception):
    def __str__(self):
        return "custom"
print(str(WithStr()), repr(WithStr(1)))
