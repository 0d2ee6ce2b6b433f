def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

names = ["BaseException", "SystemExit", "KeyboardInterrupt", "GeneratorExit", "Exception", "StopIteration", "ArithmeticError", "ZeroDivisionError", "OverflowError", "LookupError", "KeyError", "IndexError", "NameError", "UnboundLocalError", "RuntimeError", "NotImplementedError", "RecursionError", "TypeError", "ValueError", "UnicodeError", "UnicodeDecodeError", "AttributeError", "AssertionError", "ImportError", "ModuleNotFoundError", "OSError", "FileNotFoundError", "EOFError", "MemoryError", "Warning", "UserWarning", "DeprecationWarning"]
import builtins
for n in names:
    c = getattr(builtins, n)
    print(n, [b.__name__ for b in c.__mro__])
def f(exc):
    try:
        raise exc
    except LookupError as e:
        return "lookup " + type(e).__name__
    except ArithmeticError:
        return "arith"
    except Exception as e:
        return "other " + type(e).__name__
print(f(KeyError), f(IndexError("x")), f(ZeroDivisionError), f(ValueError), f(UnboundLocalError))
try:
    f(BaseException)
except BaseException as e:
    print("escaped", type(e).__name__)
