# bytes % args (PEP 461) against CPython: every conversion, flags, width/precision, '*',
# mapping keys, and the errors.


class WithBytes:
    def __repr__(self):
        return "WithBytes()"

    def __bytes__(self):
        return b"<wb>"


class BadBytes:
    def __repr__(self):
        return "BadBytes()"

    def __bytes__(self):
        return "str"


class Idx:
    def __repr__(self):
        return "Idx()"

    def __index__(self):
        return 66


class Num:
    def __repr__(self):
        return "Num()"

    def __int__(self):
        return 7

    def __float__(self):
        return 2.5


FORMATS = [
    b"%s", b"%b", b"%5s", b"%-5s|", b"%.2s", b"%5.1b", b"%r", b"%a", b"%10r", b"%.3a", b"%c", b"%3c",
    b"%-3c|", b"%d", b"%i", b"%u", b"%5d", b"%-5d|", b"%05d", b"%+d", b"% d", b"%x", b"%X", b"%#x",
    b"%#X", b"%o", b"%#o", b"%.3d", b"%e", b"%E", b"%f", b"%.2f", b"%10.3f", b"%-10.3e|", b"%g",
    b"%G", b"%#g", b"%F", b"%%", b"a%sb", b"%ld", b"%hd", b"%Lf", b"%08.3f", b"%+.1e", b"%5%",
]
VALUES = [b"abc", bytearray(b"xy"), "str", 65, -42, 255, 256, 3.75, -0.0, float("inf"), float("nan"),
          True, None, WithBytes(), BadBytes(), Idx(), Num(), [1], (1 << 70), b"A", b"AB", "\xe9", 1e300]


def show(f, args):
    try:
        return repr(f % args)
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


for fmt in FORMATS:
    row = [show(fmt, (v,)) for v in VALUES]
    print(fmt, " | ".join(row))

cases = [
    (b"%s %s", (b"a", b"b")), (b"%s %s", (b"a",)), (b"%s", (b"a", b"b")), (b"%s", b"x"),
    (b"%s", bytearray(b"y")), (b"abc", 5), (b"abc", ()), (b"abc", [1]), (b"abc", {"a": 1}),
    (b"abc", bytearray(b"z")), (b"abc", b"z"), (b"%(a)s", {b"a": b"A"}), (b"%(a)s", {"a": b"A"}),
    (b"%(a)s %(b)d", {b"a": b"x", b"b": 5}), (b"%(a)s", (1,)), (b"%(a", {b"a": 1}), (b"%(a(b))s", {b"a(b)": b"n"}),
    (b"%*d", (5, 42)), (b"%-*d|", (5, 42)), (b"%*d|", (-5, 42)), (b"%.*f", (2, 3.14159)), (b"%*.*f", (8, 2, 3.14159)),
    (b"%*d", ("x", 1)), (b"%.*f", (1.5, 1.0)), (b"%", ()), (b"%5", (1,)), (b"%z", (1,)),
    (b"%d %d", (1, 2, 3)), (b"%c", (300,)), (b"%c", (-1,)), (b"%c", ("a",)), (b"%c", (b"",)), (b"%c", (Idx(),)),
    (b"%c", (1.5,)), (b"%s", (b"",)), (b"%r", ("\u20ac",)), (b"%a", ([b"x", "\xff"],)),
    (b"%x", (3.0,)), (b"%d", ("1",)), (b"%f", ("1",)), (b"%d", (Num(),)), (b"%f", (Num(),)), (b"%o", (Idx(),)),
    (b"%(x)s %s", {b"x": 1}), (b"%s %(x)s", {b"x": b"1"}), (b"%s", {b"k": b"v"}), (b"%(k)s", [b"v"]),
    (b"%.0s|", (b"abc",)), (b"%100000000000000000000d", (1,)), (b"%.100000000000000000000d", (1,)),
    (b"%-05d|", (3,)), (b"%#5x", (255,)), (b"%05s", (b"ab",)), (b"%+s", (b"ab",)), (b"% 5c", (65,)),
]
for fmt, args in cases:
    print(fmt, repr(args)[:40], "->", show(fmt, args))
print(repr(bytearray(b"%d-%s") % (1, b"x")), type(bytearray(b"%s") % b"q").__name__)
for f in [lambda: 5 % b"x", lambda: "s" % b"x", lambda: b"%s" % "x", lambda: b"x".__rmod__(b"y"),
          lambda: b"%s".__mod__(b"z")]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)
