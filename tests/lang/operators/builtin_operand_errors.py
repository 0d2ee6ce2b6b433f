# Every pair of built-in operands under every binary operator: the result or CPython's
# exact TypeError message ("unsupported operand type(s) for +: 'str' and 'int'", "can only
# concatenate str (not "int") to str", "can't multiply sequence by non-int of type ...").

OPS = ["+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "@"]
VALUES = [
    3, 1 << 70, 2.5, 0.0, True, "ab", b"ab", bytearray(b"ab"), [1], (1,), {1},
    frozenset({2}), {1: 2}, range(2), None, {1: 2}.keys(),
]


def safe(sym, a, b):
    # Keep the table fast: no huge results.
    big = lambda v: isinstance(v, int) and abs(v) > 1000
    if sym in ("**", "<<") and (big(a) or big(b)):
        return False
    if sym == "*" and (big(a) or big(b)) and not isinstance(a, (int, float)) :
        return False
    if sym == "*" and (big(a) or big(b)) and not isinstance(b, (int, float)):
        return False
    return True


# Errors are printed as numbers into a legend printed at the end, and the standard
# "unsupported operand type(s) for OP: 'A' and 'B'" / "bad operand type for unary OP: 'A'" /
# "'OP' not supported between instances of 'A' and 'B'" with the exact operand names as "U"
# (keeps the output small).
LEGEND = {}


def err(e, sym=None, a=None, b=None):
    text = "%s: %s" % (type(e).__name__, e)
    if sym is not None:
        ta, tb = type(a).__name__, type(b).__name__
        standard = [
            "TypeError: unsupported operand type(s) for %s: '%s' and '%s'" % (sym, ta, tb),
            "TypeError: bad operand type for unary %s: '%s'" % (sym, ta),
            "TypeError: '%s' not supported between instances of '%s' and '%s'" % (sym, ta, tb),
        ]
        if sym == "**":
            standard.append("TypeError: unsupported operand type(s) for ** or pow(): '%s' and '%s'"
                            % (ta, tb))
        if text in standard:
            return "U"
    return "E%d" % LEGEND.setdefault(text, len(LEGEND))


def show(v):
    if isinstance(v, (set, frozenset)):
        # Element order of sets of str depends on the per-process hash seed.
        return "%s%r" % (type(v).__name__, sorted(v, key=repr))
    if isinstance(v, float):
        return repr(round(v, 9))
    return repr(v)


for sym in OPS:
    for a in VALUES:
        row = []
        for b in VALUES:
            if not safe(sym, a, b):
                row.append("-")
                continue
            try:
                r = eval("a %s b" % sym, {"a": a, "b": b})
                row.append(show(r))
            except Exception as e:
                row.append(err(e, sym, a, b))
        print(sym, repr(a), row)

def binary(sym, a, b):
    try:
        return show(eval("a %s b" % sym, {"a": a, "b": b}))
    except Exception as e:
        return err(e, sym, a, b)


print("in-place ('=': the binary result; the messages say 'op=')")
for sym in OPS:
    for a in VALUES:
        row = []
        for b in VALUES:
            if not safe(sym, a, b):
                continue
            same = binary(sym, a, b)
            ns = {"a": a if not isinstance(a, (list, bytearray, set, dict)) else type(a)(a),
                  "b": b}
            try:
                exec("a %s= b" % sym, ns)
                r = show(ns["a"])
            except Exception as e:
                r = err(e, sym + "=", a, b)
            row.append("=" if r == same else r)
        print(sym + "=", repr(a), row)

print("unary")
for a in VALUES:
    row = []
    for sym in ["-", "+", "~"]:
        try:
            row.append(show(eval(sym + "a", {"a": a})))
        except Exception as e:
            row.append(err(e, sym, a))
    print(repr(a), row)

print("ordering")
for a in VALUES:
    row = []
    for b in VALUES:
        try:
            row.append(a < b)
        except TypeError as e:
            row.append(err(e, "<", a, b))
    print(repr(a), row)

for text, n in LEGEND.items():
    print("E%d" % n, text)
