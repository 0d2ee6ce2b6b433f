# A generated table of (method, receiver, args) run on bytes and bytearray: every result
# (repr, type) or exception (type, message) must equal CPython 3.11's.

RECEIVERS = [
    b"", b"abc", b"Hello World", b"  hi there  ", b"a\tb\n\rc\r\nd\x0b\x0ce\x1c",
    b"\x00\xff\x80", b"ABC def_123", b"hello world foo", b"aaa", b"123", b"-42", b"+7",
    b"Title Case String", b"tItLe", b"x\t\ty\tzz\n\tw", b"a,b,,c,", b"\n\nab\r\n",
    b"they're bill's 1st-class", b"MiXeD 9z", b" \t\n",
]

TABLE = bytes.maketrans(b"abcl", b"ABCL")

ARGS = {
    "count": [(), (b"a",), (97,), (b"",), (b"a", 1), (b"a", -2), (b"a", None, 2), (b"l", 1, -1),
              (256,), (-1,), ("a",), (bytearray(b"o"),), (b"o", 100), (b"", 10), (b"", 3, 2),
              (b"a", 1.5), (b"a", 0, 1, 2), (b"aa",), (True,)],
    "find": [(b"o",), (111,), (b"",), (b"o", 5), (b"o", -3), (b"o", None, 5), (b"l", 1, -1),
             (b"", 10), (b"", 3, 2), (b"zz",), ("o",), (300,), (bytearray(b"l"),), (b"o", "x")],
    "rfind": [(b"o",), (111,), (b"",), (b"o", 5), (b"o", -3), (b"o", None, 5), (b"", 3, 2),
              (b"",), (b"x", 0, 100), (None,)],
    "index": [(b"o",), (111,), (b"",), (b"zz",), (b"o", 1, 2), (1.0,)],
    "rindex": [(b"o",), (b"",), (b"zz",), (b"l", 0, 3)],
    "startswith": [(b"a",), ((b"x", b"H"),), (b"",), (b"l", 2), (b"l", 2, 3), ("a",), (97,),
                   ((b"a", "b"),), (bytearray(b"H"),), ((),), (b"", 100), (b"he", -11)],
    "endswith": [(b"c",), ((b"x", b"d"),), (b"",), (b"l", 0, 3), ([b"c"],), (b"d", -1)],
    "partition": [(b" ",), (b"o",), (b"",), ("o",), (97,), (b"zz",)],
    "rpartition": [(b" ",), (b"o",), (b"zz",), (b"",)],
    "split": [(), (None,), (b" ",), (b" ", 1), (None, 1), (b"o", 0), (b"",), (b" ", -1), (b",",),
              (" ",), (None, -5), (b"l",), (b"ll",)],
    "rsplit": [(), (None,), (b" ",), (b" ", 1), (None, 1), (b"o", 0), (b"",), (b",", 2),
               (None, 2), (b"l",)],
    "splitlines": [(), (True,), (False,), (2,)],
    "center": [(10,), (10, b"*"), (2,), (11, b"-"), (10, b"**"), (10, "*"), (10, 42), (-1,),
               (10, bytearray(b"-")), ()],
    "ljust": [(10,), (10, b"*"), (2,), (10, "*"), (10, bytearray(b"."))],
    "rjust": [(10,), (10, b"*"), (2,), (10, 1.5)],
    "zfill": [(5,), (0,), (10,), (), ("5",)],
    "expandtabs": [(), (4,), (0,), (-1,), (1,), ("x",)],
    "title": [()], "istitle": [()], "capitalize": [()], "swapcase": [()], "upper": [()],
    "lower": [()], "isalnum": [()], "isalpha": [()], "isascii": [()], "isdigit": [()],
    "islower": [()], "isspace": [()], "isupper": [()],
    "translate": [(None,), (TABLE,), (None, b"l"), (TABLE, b"aeiou"), (b"short",), (None, "x"),
                  ("x" * 256,), (bytearray(TABLE), bytearray(b" "))],
    "removeprefix": [(b"a",), (b"He",), (b"",), ("a",), (bytearray(b"abc"),)],
    "removesuffix": [(b"c",), (b"ld",), (b"",), (97,)],
    "hex": [(), (":",), (":", 2), (b"-", -2), (":", 0), ("::",), (1,), (" ", 3), ("\xe9",), (b"",)],
    "join": [([b"a", b"b"],), ([],), ([b"a", "b"],), ([bytearray(b"x"), b"y"],), (b"abc",),
             ((b"x",),), (iter([b"p", b"q"]),), (5,)],
    "strip": [(), (None,), (b"a",), (b" h",), ("a",), (b"",), (b"abcdefghijklmnopqrstuvwxyz",)],
    "lstrip": [(), (b"ah",), (bytearray(b" "),), (5,)],
    "rstrip": [(), (b"\n\x1c",), (b"od",)],
    "replace": [(b"l", b"L"), (b"l", b"L", 1), (b"", b"-"), (b"", b"-", 2), ("l", b"L"),
                (b"l", b"L", -1), (b"l", b"", 0), (b"o", bytearray(b"0")), (b"l", "L")],
    "decode": [(), ("ascii",), ("latin-1",), ("utf-8",)],
}

KWARGS = [
    ("split", {"sep": b" ", "maxsplit": 1}), ("split", {"maxsplit": 1}), ("rsplit", {"maxsplit": 1}),
    ("rsplit", {"sep": b"o"}), ("splitlines", {"keepends": True}), ("expandtabs", {"tabsize": 2}),
    ("translate", {"delete": b"l"}), ("hex", {"sep": ":", "bytes_per_sep": 2}),
    ("decode", {"encoding": "ascii"}), ("decode", {"errors": "strict"}), ("find", {"sub": b"a"}),
    ("split", {"bogus": 1}), ("center", {"width": 3}), ("strip", {"bytes": b"a"}),
    ("replace", {"count": 1}),
]


def show(v):
    if isinstance(v, (list, tuple)):
        return type(v).__name__ + "[" + ", ".join(show(x) for x in v) + "]"
    return repr(v)


def label(a):
    return "<iterator>" if type(a).__name__.endswith("iterator") else repr(a)


def call(recv, name, args, kw):
    try:
        r = getattr(recv, name)(*args, **kw)
        return show(r)
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


def line(label, results):
    # Runs of equal results are printed once with a count, to keep the expectation small.
    out, prev, k = [], None, 0
    for r in results + [None]:
        if r == prev:
            k += 1
            continue
        if prev is not None:
            out.append(prev if k == 1 else prev + " *" + str(k))
        prev, k = r, 1
    print(label + ": " + " | ".join(out))


# Each (method, args) runs on every receiver as bytes, then on the first few as bytearray.
n = 0
for name in ARGS:
    for args in ARGS[name]:
        rs = [call(r, name, args, {}) for r in RECEIVERS]
        rs += [call(bytearray(r), name, args, {}) for r in RECEIVERS[:5]]
        n += len(rs)
        line(name + "(" + ", ".join(label(a) for a in args) + ")", rs)
for name, kw in KWARGS:
    rs = [call(r, name, (), kw) for r in RECEIVERS[:6]]
    rs += [call(bytearray(r), name, (), kw) for r in RECEIVERS[:3]]
    n += len(rs)
    line(name + str(kw), rs)

# maketrans and fromhex are class-level.
for cls in (bytes, bytearray):
    for args in [(b"abc", b"xyz"), (b"ab", b"x"), ("ab", "xy"), (bytearray(b"a"), b"b"), (b"",)]:
        try:
            t = cls.maketrans(*args)
            print(cls.__name__, "maketrans", show(args), type(t).__name__, len(t), t[97:100])
        except Exception as e:
            print(cls.__name__, "maketrans", show(args), type(e).__name__ + ":", e)
    for s in ["", "00ff", "de ad  be ef", " 1a", "1a ", "abc", "0g", "zz", "1 a", "AbCd", "\t00",
              "00\n11", b"ab", 12, "\xe9"]:
        try:
            print(cls.__name__, "fromhex", repr(s), "->", repr(cls.fromhex(s)))
        except Exception as e:
            print(cls.__name__, "fromhex", repr(s), "->", type(e).__name__ + ":", e)
print(n, "calls")
