# BaseExceptionGroup / ExceptionGroup (PEP 654) without except*: construction and its
# checks, message/exceptions, str/repr, derive, split and subgroup; CPython 3.11.
def run(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

eg = ExceptionGroup("many", [ValueError(1), TypeError("t"), ExceptionGroup("inner", [KeyError("k"), ValueError(2)])])
print(type(eg).__name__, eg, repr(eg), eg.message, eg.exceptions, eg.args)
print(ExceptionGroup.__mro__)
print(BaseExceptionGroup.__mro__, ExceptionGroup.__bases__)
print(issubclass(ExceptionGroup, Exception), issubclass(ExceptionGroup, BaseExceptionGroup),
      issubclass(BaseExceptionGroup, Exception), isinstance(eg, Exception))
b = BaseExceptionGroup("base", [ValueError(1)])
print(type(b).__name__, b)
b2 = BaseExceptionGroup("base", (KeyboardInterrupt(), ValueError(3)))
print(type(b2).__name__, b2, str(ExceptionGroup("one", [OSError()])))
run("nest", lambda: ExceptionGroup("x", [KeyboardInterrupt()]))
run("empty", lambda: ExceptionGroup("x", []))
run("not seq", lambda: ExceptionGroup("x", {ValueError()}))
run("not exc", lambda: ExceptionGroup("x", [ValueError(), 1]))
run("msg type", lambda: ExceptionGroup(1, [ValueError()]))
run("arity", lambda: ExceptionGroup("x"))

match, rest = eg.split(ValueError)
print("split ValueError:", repr(match), repr(rest))
print("split tuple:", eg.split((KeyError, TypeError)))
print("split all:", eg.split(Exception)[0] is eg, eg.split(Exception)[1])
print("split none:", eg.split(ZeroDivisionError))
print("split predicate:", eg.split(lambda e: isinstance(e, ValueError) and e.args == (2,)))
print("split group type:", eg.split(ExceptionGroup))
print("subgroup:", repr(eg.subgroup(KeyError)), eg.subgroup(OSError))
run("bad condition", lambda: eg.split(1))
run("bad tuple", lambda: eg.split((ValueError, 1)))
print(eg.derive([ValueError(9)]), type(eg.derive([KeyboardInterrupt()])).__name__)

# Metadata travels to the derived groups.
try:
    raise eg from ZeroDivisionError("cause")
except ExceptionGroup as caught:
    caught.add_note("a note")
    m, r = caught.split(TypeError)
    print(m.__cause__, r.__cause__, m.__notes__, m.__traceback__ is caught.__traceback__)

class MyGroup(ExceptionGroup):
    def derive(self, excs):
        return MyGroup(self.message + "!", excs)

mg = MyGroup("mine", [ValueError(1), KeyError(2)])
print(type(mg).__name__, mg, mg.split(KeyError))
try:
    raise ExceptionGroup("raised", [ValueError("v")])
except ExceptionGroup as e:
    print("caught", repr(e), e.exceptions[0].args)
