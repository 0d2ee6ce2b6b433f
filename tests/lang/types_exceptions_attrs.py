def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

e = StopIteration(7)
print(e.value, StopIteration().value, SystemExit().code, SystemExit(2).code, SystemExit(1, 2).code)
i = ImportError("msg", name="mod", path="/p")
print(i.name, i.path, i.msg, str(i), ImportError().name, ModuleNotFoundError("nm").msg)
s = SyntaxError("bad", ("f.py", 3, 5, "x = (", 3, 6))
print(s.msg, s.filename, s.lineno, s.offset, s.text, s.end_lineno, s.end_offset, str(s))
print(str(SyntaxError("x")), SyntaxError("x").lineno, IndentationError("i").msg, issubclass(TabError, SyntaxError))
u = UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
print(u.encoding, u.object, u.start, u.end, u.reason, str(u))
x = ValueError("v")
print(x.__cause__, x.__context__, x.__suppress_context__, x.__traceback__)
y = KeyError("k")
x.__cause__ = y
print(x.__cause__ is y, x.__suppress_context__)
x.__context__ = None
check(lambda: setattr(x, "__cause__", 5))
print(x.with_traceback(None) is x)
x.add_note("note1")
print(x.__notes__)
x.custom = 5
print(x.custom, sorted(vars(x)))
