# Generates _format_table.jsonl, the fixture of tests/lang/strings/format_table.py, with
# CPython 3.11 (the oracle): run it from this folder with
#   /root/.pyenv/versions/3.11.7/bin/python3 _format_table_gen.py
# Every line is a JSON array [kind, spec, value, expected]:
#   kind      "f": format(value, spec) (the test also checks str.format and f-strings,
#                  which must give the same result); "%": spec % value
#   value     "i:<int>", "b:True|False", "f:<float repr>", "s:<text>", or "t:" followed by a
#             JSON array of such values (a tuple, for % with several arguments)
#   expected  "=" + the result, or "!" + "ExceptionType: message"
# The specs sweep every type code, flag, width, precision, grouping, alignment/fill and sign
# over ints (small, beyond 64 bits, negative, zero, bool), floats (inf, nan, -0.0, tiny,
# huge, rounding edges, precision 0 and large) and strs: one dimension at a time from the
# empty spec, then seeded random combinations, then hand-picked invalid specs.
import json
import random

INTS = [0, 1, -1, 7, -42, 255, -4096, 65, 1234567, -987654321, 2**31, 2**63 - 1, 2**63,
        -2**63, 2**64 + 1, -(2**70 + 12345), 10**30 + 7, True, False]
FLOATS = [0.0, -0.0, 1.0, -1.5, 0.5, 2.5, 1.5, 0.125, 3.141592653589793, -2.718281828459045,
          1e16, 1e15, 1e17, 1.2345e-05, 1e-07, 1e300, 1.7976931348623157e308, 5e-324,
          2.2250738585072014e-308, 123456789.125, 0.1, 9.995, 0.0005, 1234.5, 999999.5,
          1e22, float("inf"), float("-inf"), float("nan"), -1234567.891]
STRS = ["", "a", "hello", "h\u00e9llo", "\u65e5\u672c\u8a9e", "-12"]

TYPES = ["", "b", "c", "d", "o", "x", "X", "n", "e", "E", "f", "F", "g", "G", "%", "s", "r", "a"]
INT_TYPES = ["", "b", "c", "d", "o", "x", "X", "n", "e", "E", "f", "F", "g", "G", "%"]
FLOAT_TYPES = ["", "e", "E", "f", "F", "g", "G", "n", "%"]
STR_TYPES = ["", "s"]

FILL_ALIGN = ["", "<", ">", "^", "=", "*<", "*>", "*^", "*=", "0<", "0^", "0=", "\u00e9>", "x="]
SIGN = ["", "+", "-", " "]
Z = ["", "z"]
ALT = ["", "#"]
ZERO = ["", "0"]
WIDTH = ["", "0", "1", "5", "12", "30"]
GROUP = ["", ",", "_"]
PREC = ["", ".0", ".1", ".2", ".3", ".6", ".12", ".17", ".25", ".60"]
DIMS = [FILL_ALIGN, SIGN, Z, ALT, ZERO, WIDTH, GROUP, PREC]

# Percent formatting.
PCT_TYPES = ["d", "i", "u", "o", "x", "X", "e", "E", "f", "F", "g", "G", "c", "s", "r", "a"]
PCT_FLAGS = ["", "-", "+", " ", "#", "0", "-0", "+0", " 0", "#0", "-#", "+#", "- ", "+ "]
PCT_WIDTH = ["", "1", "15"]
PCT_PREC = ["", ".", ".0", ".3", ".20"]

INVALID_SPECS = [
    ",s", "_s", ",_", "_,", ",,", "+s", " s", "-s", "=s", "#s", "zs", ",c", "_c", ",n", "_n",
    "z", "zd", "#c", "+c", ".2d", ".", ".f", "dd", "ff", "10.2.1f", "<<<", "^^5", "=^",
    "99999999999999999999", ".99999999999999999999", "1,_d", "_,d", "s5", "5s5", "y", "j",
    "\u00e9", "\u00e9d", ".2,f", ".,f", ",.2f", "_.3e", "0,d", "0_x", "#,x", "__", "z#x", "z,.1f",
]


def enc(v):
    if v is None:
        return "n:"
    if isinstance(v, bool):
        return "b:" + repr(v)
    if isinstance(v, int):
        return "i:" + repr(v)
    if isinstance(v, float):
        return "f:" + repr(v)
    if isinstance(v, str):
        return "s:" + v
    if isinstance(v, tuple):
        return "t:" + json.dumps([enc(x) for x in v])
    raise TypeError(v)


def outcome(fn):
    try:
        return "=" + fn()
    except Exception as e:
        return "!" + type(e).__name__ + ": " + str(e)


rows = []
seen = set()


def add_format(spec, v):
    key = ("f", spec, enc(v))
    if key in seen:
        return
    seen.add(key)
    exp = outcome(lambda: format(v, spec))
    # str.format and f-strings must agree with format() for every spec in the table.
    assert outcome(lambda: ("{:" + spec + "}").format(v)) == exp, (spec, v)
    assert outcome(lambda: f"{v:{spec}}") == exp, (spec, v)
    rows.append(["f", spec, enc(v), exp])


def add_percent(fmt, v):
    key = ("%", fmt, enc(v))
    if key in seen:
        return
    seen.add(key)
    rows.append(["%", fmt, enc(v), outcome(lambda: fmt % v)])


def spec_of(parts, t):
    return "".join(parts) + t


rng = random.Random(20)


def sweep(values, full, types, nrandom):
    for v in values:
        for t in TYPES:
            add_format(t, v)
        for t in types:
            if enc(v) not in {enc(x) for x in full}:
                for _ in range(nrandom // 2):
                    parts = [rng.choice(o) if rng.random() < 0.5 else "" for o in DIMS]
                    add_format(spec_of(parts, t), v)
                continue
            # One dimension at a time (the others empty), with a width where it matters.
            for d, options in enumerate(DIMS):
                for o in options:
                    parts = [""] * len(DIMS)
                    parts[d] = o
                    add_format(spec_of(parts, t), v)
                    if d in (0, 1, 4, 6) and o:
                        parts[5] = "12"
                        add_format(spec_of(parts, t), v)
            # Seeded random combinations: each dimension empty half of the time.
            for _ in range(nrandom):
                parts = [rng.choice(o) if rng.random() < 0.5 else "" for o in DIMS]
                add_format(spec_of(parts, t), v)


sweep(INTS, [0, -42, 1234567, 2**64 + 1, -(2**70 + 12345), True], INT_TYPES, 8)
sweep(FLOATS, [-0.0, 2.5, 1e16, 1.2345e-05, 1e300, float("nan"), 123456789.125,
               -1234567.891], FLOAT_TYPES, 12)
sweep(STRS, STRS, STR_TYPES, 20)
for spec in INVALID_SPECS:
    for v in (5, -2**70, 2.5, float("nan"), "ab", True):
        add_format(spec, v)

PCT_VALUES = [0, 1, -1, 42, -255, 65, 2**64 + 1, -(2**70 + 3), True, 0.0, -0.0, 0.5, 2.5,
              -1.25, 3.141592653589793, 1e16, 1e-07, 1e300, 5e-324, 123456.789, float("inf"),
              float("-inf"), float("nan"), "", "x", "h\u00e9llo", "\u65e5\u672c"]
PCT_INTS = [0, 1, -1, 42, -255, 2**64 + 1, -(2**70 + 3), True, 2.5, -0.0, float("inf")]
PCT_FLOATS = [0.0, -0.0, 0.5, 2.5, -1.25, 3.141592653589793, 1e16, 1e-07, 1e300, 5e-324,
              123456.789, float("inf"), float("-inf"), float("nan"), 7, -2**70]
PCT_TEXT = ["", "x", "h\u00e9llo", "\u65e5\u672c", 42, -1.5, None]
PCT_CHAR = [65, 0, 0x10ffff, "x", "\u00e9", True]
for v in PCT_VALUES:
    for t in PCT_TYPES:
        add_percent("%" + t, v)
for t in PCT_TYPES:
    vals = (PCT_TEXT if t in "sra" else PCT_CHAR if t == "c" else PCT_FLOATS if t in "eEfFgG"
            else PCT_INTS)
    for v in vals:
        for fl in PCT_FLAGS:
            add_percent("%" + fl + "8" + t, v)
        for w in PCT_WIDTH:
            for p in PCT_PREC:
                add_percent("%" + w + p + t, v)
        for _ in range(6):
            fmt = "%" + rng.choice(PCT_FLAGS) + rng.choice(PCT_WIDTH) + rng.choice(PCT_PREC) + t
            add_percent(fmt, v)
# Several arguments, '*' width/precision, literal text and '%%'.
for fmt, v in [("%d %s", (1, "a")), ("%*d", (5, 42)), ("%-*d|", (5, 42)), ("%*d", (-5, 42)),
               ("%.*f", (2, 3.14159)), ("%*.*f", (9, 3, -2.5)), ("a%%b%dc", 3), ("%5%", ()), ("%5%", (1,)),
               ("%-5%|%d", (1, 2)), ("%.3%", "x"), ("%%%d%%", 7), ("%%%%", ()),
               ("%d%%", 50), ("%s %s", ("x",)), ("%s", ()), ("%s", (1, 2)), ("%(a)s", 1),
               ("%c", 0x110000), ("%c", -1), ("%c", "ab"), ("%c", 1.5), ("%d", "x"), ("%x", 1.5),
               ("%f", "x"), ("%z", 1), ("%", ()), ("%5", 1), ("%.", 1), ("%08.4d", -12),
               ("%08.4d", 12), ("%-08.4x", 255), ("%#08.4o", 8), ("%+.3d", 7), ("% 5.0d", 0),
               ("%.0d", 0), ("%#.0o", 0), ("%#x", -255), ("%#X", 2**70), ("%ld %hd %Lf", (1, 2, 3.0))]:
    add_percent(fmt, v)

with open("_format_table.jsonl", "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=True) + "\n")
print(len(rows), "rows")
