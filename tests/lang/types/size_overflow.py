# Sizes beyond Py_ssize_t raise OverflowError, sizes that are merely too big raise
# MemoryError; nothing truncates or crashes.
import sys

HUGE = 1 << 65          # beyond Py_ssize_t
BIG = sys.maxsize       # fits Py_ssize_t, too big to allocate
CASES = [
    ("bytearray(n)", lambda n: bytearray(n)),
    ("bytes(n)", lambda n: bytes(n)),
    ("[0] * n", lambda n: [0] * n),
    ("n * [0]", lambda n: n * [0]),
    ("[0, 1] * n", lambda n: [0, 1] * n),
    ("(0,) * n", lambda n: (0,) * n),
    ("(0, 1) * n", lambda n: (0, 1) * n),
    ("'a' * n", lambda n: "a" * n),
    ("'ab' * n", lambda n: "ab" * n),
    ("b'a' * n", lambda n: b"a" * n),
    ("bytearray(b'a') * n", lambda n: bytearray(b"a") * n),
    ("list *= n", lambda n: _imul([0], n)),
    ("bytearray *= n", lambda n: _imul(bytearray(b"x"), n)),
    ("len(range(n))", lambda n: len(range(n))),
    ("len(range(-n, n))", lambda n: len(range(-n, n))),
    ("range(n)[n - 1]", lambda n: range(n)[n - 1]),
    ("range(n)[-1]", lambda n: range(n)[-1]),
    ("'x'.ljust(n)", lambda n: "x".ljust(n)),
    ("'x'.center(n)", lambda n: "x".center(n)),
    ("'x'.zfill(n)", lambda n: "x".zfill(n)),
    ("'%*d' % (n, 1)", lambda n: "%*d" % (n, 1)),
    ("format(1, str(n))", lambda n: format(1, str(n))),
    ("'a'.expandtabs(n)", lambda n: "a\tb".expandtabs(n)),
    ("[].insert(n, 1)", lambda n: _insert(n)),
    ("[1, 2][n]", lambda n: [1, 2][n]),
    ("'ab'[n]", lambda n: "ab"[n]),
    ("[1, 2][:n]", lambda n: [1, 2][:n]),
    ("'ab'.find('b', n)", lambda n: "ab".find("b", 0, n)),
    ("[1].index(1, 0, n)", lambda n: [1].index(1, 0, n)),
    ("list(range(n))[:0]", lambda n: len(range(n)) and 0),
    ("bytearray(b'ab').pop(n)", lambda n: bytearray(b"ab").pop(n)),
    ("[1].pop(n)", lambda n: [1].pop(n)),
    ("array b * n", lambda n: _arr(n)),
]


def _imul(x, n):
    x *= n
    return x


def _insert(n):
    x = [0]
    x.insert(n, 1)
    x.insert(-n, 2)
    return x


def _arr(n):
    try:
        import array
    except ImportError:
        raise MemoryError()
    return array.array("b", [1]) * n


def show(r):
    if isinstance(r, (list, tuple, str, bytes, bytearray)) and len(r) > 20:
        return "len %d" % len(r)
    return repr(r)


for n, label in ((HUGE, "1<<65"), (-HUGE, "-(1<<65)"), (BIG, "maxsize"), (BIG // 2 + 1, "maxsize//2+1")):
    for name, f in CASES:
        try:
            r = show(f(n))
        except (OverflowError, MemoryError) as e:
            if "65" in label:
                r = "%s: %s" % (type(e).__name__, e)
            else:
                # Fits Py_ssize_t but too big to allocate: CPython says MemoryError or, when
                # the byte size overflows, OverflowError; either is right here.
                r = "too big (MemoryError or OverflowError)"
        except (IndexError, ValueError, TypeError) as e:
            r = "%s: %s" % (type(e).__name__, e)
        print(label, name, "->", r)

print(range(HUGE)[HUGE - 1] == HUGE - 1, range(HUGE).index(5), HUGE - 1 in range(HUGE))
print(range(0, HUGE, 3)[-1], len(range(0, 3 ** 30, 7)))
try:
    len(range(0, HUGE, 3))
except OverflowError as e:
    print("OverflowError", e)
