# %-formatting with mapping keys: a dict (or any non-tuple mapping) supplies %(key)s values;
# mixing keyed and positional conversions, a key without a mapping, and argument counts
# raise CPython's TypeErrors.
class M:
    def __getitem__(self, k):
        return k.upper()


def check(fmt, args):
    try:
        print(repr(fmt), repr(fmt % args))
    except Exception as e:
        print(repr(fmt), type(e).__name__, e)


d = {"k": 1, "a": "x", "": "empty", "(p)": 3}
for fmt, args in [("%(k)s %s", d), ("%s %(k)s", d), ("%(k)s", d), ("%(k)d %(a)s", d),
                  ("%(k)05.1f|%(a)-3s|", d), ("%()s", d), ("%(missing)s", d), ("%(k)s", (1,)),
                  ("%(k)s", 5), ("%(k)s", "str"), ("%(k)s", [1]), ("%s", d), ("%d", d),
                  ("%(k)s %(k)r", d), ("%(k)*d", d), ("%(k)s", M()), ("%(abc)s-%(x)r", M()),
                  ("%(k)", d), ("%(k", d), ("%(a)s%%", d), ("%(k)c", d),
                  ("no conversions", d), ("no conversions", (1,)), ("no conversions", ()),
                  ("no conversions", 5), ("%s %s", (1,)), ("%s", (1, 2)), ("%s %s %s", [1, 2]),
                  ("%(k)s", {}), ("%s", ()), ("%%(k)s", d)]:
    check(fmt, args)
