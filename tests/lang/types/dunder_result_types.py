# Conversion dunders returning the wrong type raise TypeError with CPython's messages;
# subclasses of the expected type are accepted (with a DeprecationWarning where CPython
# gives one); object.__new__ of a built-in type is refused.


class FloatSub(float):
    pass


class IntSub(int):
    pass


class StrSub(str):
    pass


RESULTS = [1, 2.5, "s", b"b", None, True, [1], FloatSub(1.5), IntSub(7), StrSub("t"), -1,
           1 << 70]

CONVERSIONS = [
    ("__float__", lambda o: float(o)),
    ("__int__", lambda o: int(o)),
    ("__index__", lambda o: [0, 1, 2][o]),
    ("__index__", lambda o: range(5)[o:]),
    ("__index__", lambda o: hex(o)),
    ("__index__", lambda o: "ab" * o if isinstance(o, object) else 0),
    ("__bool__", lambda o: bool(o)),
    ("__bool__", lambda o: "yes" if o else "no"),
    ("__bool__", lambda o: not o),
    ("__len__", lambda o: len(o)),
    ("__len__", lambda o: bool(o)),
    ("__hash__", lambda o: hash(o)),
    ("__hash__", lambda o: len({o: 1, 5: 2})),
    ("__str__", lambda o: str(o)),
    ("__str__", lambda o: "[%s]" % o),
    ("__str__", lambda o: f"{o}"),
    ("__str__", lambda o: print(o)),
    ("__repr__", lambda o: repr(o)),
    ("__repr__", lambda o: [o].__repr__()),
    ("__repr__", lambda o: f"{o!r}"),
    ("__format__", lambda o: format(o, "")),
    ("__bytes__", lambda o: bytes(o)),
    ("__iter__", lambda o: iter(o)),
    ("__next__", lambda o: next(o)),
]


def show(v):
    if isinstance(v, (FloatSub, IntSub, StrSub)):
        return "%s(%r)" % (type(v).__name__, type(v).__base__(v))
    return repr(v)


for dunder, use in CONVERSIONS:
    for result in RESULTS:
        cls = type("C", (), {dunder: lambda self, r=result: r})
        if dunder == "__next__":
            cls.__iter__ = lambda self: self
        try:
            r = use(cls())
            out = show(r)
        except Exception as e:
            out = "%s: %s" % (type(e).__name__, e)
        print(dunder, show(result), "->", out)

print("__index__ used by int()/float()/operator.index() fallbacks")
for result in [5, IntSub(5), 2.5, "x"]:
    cls = type("C", (), {"__index__": lambda self, r=result: r})
    for f in (int, float, __import__("operator").index):
        try:
            print(f.__name__, show(f(cls())))
        except Exception as e:
            print(f.__name__, type(e).__name__, e)

print("__trunc__ no longer used by int() with a wrong type")


class Trunc:
    def __trunc__(self):
        return "x"


try:
    int(Trunc())
except TypeError as e:
    print(e)

print("object.__new__ / __init__ of built-in types")
# list, dict, set, bytearray, range, type: see docs/differences.md (object.__new__).
for t in (int, float, str, tuple, frozenset, bytes, BaseException, ValueError, object):
    try:
        r = object.__new__(t)
        print(t.__name__, "ok", type(r).__name__)
    except TypeError as e:
        print(t.__name__, e)
for t, args in ((int, (float,)), (float, (int,)), (tuple, (list,)), (str, (bytes,))):
    try:
        t.__new__(*args)
    except TypeError as e:
        print(e)


class MyInt(int):
    pass


print(type(int.__new__(MyInt, 5)).__name__, int.__new__(MyInt, 5))
try:
    object.__new__(MyInt)
except TypeError as e:
    print(e)
