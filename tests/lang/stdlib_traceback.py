# traceback: formatting exceptions from their __traceback__ objects (no caret lines: every
# failing line below is a whole statement, where CPython 3.11 prints no carets either).
import sys
import traceback


def clean(text):
    return text.replace(__file__, "FILE")


def inner(x):
    raise ValueError("bad value %d" % x)


def outer():
    inner(3)


def recurse(n):
    if n == 0:
        raise RecursionError("deep")
    recurse(n - 1)


try:
    outer()
except ValueError as e:
    print(clean(traceback.format_exc()), end="")
    print(traceback.format_exception_only(e))
    print(traceback.format_exception_only(type(e), e))
    frames = traceback.extract_tb(e.__traceback__)
    print(len(frames), [f.name for f in frames], [f.line for f in frames])
    print([(f.lineno > 0, f.filename == __file__) for f in frames])
    print(clean("".join(traceback.format_tb(e.__traceback__))), end="")
    print(clean("".join(traceback.format_exception(e))), end="")
    print(clean("".join(traceback.format_exception(type(e), e, e.__traceback__))), end="")
    print(clean("".join(traceback.format_exception(e, limit=1))), end="")
    traceback.print_exc(file=sys.stdout) if False else None
    name, lineno, func, text = frames[-1].filename, frames[-1].lineno, frames[-1][2], frames[-1][3]
    print(func, text)

try:
    recurse(6)
except RecursionError:
    print(clean(traceback.format_exc()), end="")


def chained():
    try:
        {}.pop("k")
    except KeyError as exc:
        raise RuntimeError("wrapped") from exc


try:
    chained()
except RuntimeError:
    print(clean(traceback.format_exc()), end="")


def during():
    try:
        [].pop()
    except IndexError:
        raise TypeError("while handling")


try:
    during()
except TypeError as e:
    print(clean(traceback.format_exc()), end="")
    print(clean("".join(traceback.format_exception(e, chain=False))), end="")


def suppressed():
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError("x") from None


try:
    suppressed()
except KeyError:
    print(clean(traceback.format_exc()), end="")

print(traceback.format_exc(), end="")
print(traceback.format_exception_only(ValueError("")), traceback.format_exception_only(KeyError()),
      traceback.format_exception_only(None))


class MyError(Exception):
    pass


try:
    raise MyError("mine")
except MyError as e:
    print(clean("".join(traceback.format_exception(e))), end="")
    e.add_note("a note")
    print(traceback.format_exception_only(e))
    te = traceback.TracebackException.from_exception(e)
    print(list(te.format_exception_only()), str(te))


class Stream:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)


try:
    outer()
except ValueError as e:
    s = Stream()
    traceback.print_exc(file=s)
    traceback.print_exception(e, file=s)
    print(clean("".join(s.parts)), end="")

fs = traceback.FrameSummary("f.py", 3, "fn", line="x = 1")
print(fs, fs.line, list(fs), fs == ("f.py", 3, "fn", "x = 1"))
print(traceback.format_list([("a.py", 1, "f", "pass"), ("b.py", 2, "g", "")]))
