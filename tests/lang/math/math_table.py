# The math module against CPython 3.11: every name in dir(math), a generated table of each
# function over edge values (zeros, subnormals, huge and tiny floats, infinities, NaN, huge
# ints, bools, int subclasses, objects with __float__/__index__), results compared by
# exact float repr, errors by type and message.
import math


class F:
    def __float__(self):
        return 0.5


class I:
    def __index__(self):
        return 7


class MyInt(int):
    pass


class Trunc:
    def __trunc__(self):
        return "T"

    def __floor__(self):
        return "FL"

    def __ceil__(self):
        return "CE"


print(sorted(n for n in dir(math) if not n.startswith("_")))
print(math.pi, math.e, math.tau, math.inf, math.nan, -math.inf)

FLOATS = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2.0, 3.0, 0.1, 1e-310, 5e-324, 1e-300, 1e300, -1e300,
          1.7976931348623157e308, 2.5, -2.5, 10.0, 100.0, 710.0, 1e16, float("inf"), float("-inf"),
          float("nan"), 1, -3, 0, True, 10 ** 20, -(10 ** 20), 10 ** 400, MyInt(4), F(), "x", None,
          0.7853981633974483, 1.5707963267948966, 3.141592653589793, 1e-8, 123.456, -700.0]


def show(x):
    if isinstance(x, tuple):
        return "(" + ", ".join(show(v) for v in x) + ")"
    return repr(x) + ("" if type(x) in (int, float, bool) else ":" + type(x).__name__)


def lab(x):
    # A label without object addresses.
    if isinstance(x, (list, tuple)):
        inner = ", ".join(lab(v) for v in x)
        return "[" + inner + "]" if isinstance(x, list) else "(" + inner + ")"
    if type(x) in (int, float, bool, str, type(None)):
        return repr(x)
    return "<" + type(x).__name__ + ">"


def run(f, *args, **kw):
    try:
        return show(f(*args, **kw))
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


def line(label, results):
    out, prev, k = [], None, 0
    for r in results + [None]:
        if r == prev:
            k += 1
            continue
        if prev is not None:
            out.append(prev if k == 1 else prev + " *" + str(k))
        prev, k = r, 1
    print(label + ": " + " | ".join(out))


UNARY = ["sqrt", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan", "asin",
         "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "fabs", "erf", "erfc",
         "cbrt", "degrees", "radians", "floor", "ceil", "trunc", "isfinite", "isinf",
         "isnan", "modf", "frexp", "ulp"]
for name in UNARY:
    f = getattr(math, name)
    line(name, [run(f, x) for x in FLOATS])


# gamma and lgamma: TensorPy uses the C library's tgamma/lgamma where CPython has its own
# Lanczos approximation, so finite results are compared to 12 significant digits
# (docs/stdlib.md); errors and special values exactly.
def approx(f, x):
    try:
        r = f(x)
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
    return format(r, ".12g") if isinstance(r, float) else show(r)


for name in ["gamma", "lgamma"]:
    f = getattr(math, name)
    line(name + "~", [approx(f, x) for x in FLOATS + [0.25, -0.25, 1e-5, 171.5, 172.0, -170.5, 1e10, 2.0 ** 60]])

PAIRS = [(0.0, 0.0), (1.0, 0.0), (-1.0, 0.0), (0.0, -0.0), (5.0, 3.0), (-5.0, 3.0), (5.0, -3.0),
         (5.5, 2.0), (1.0, float("inf")), (float("inf"), 1.0), (float("inf"), float("inf")),
         (float("nan"), 1.0), (1.0, float("nan")), (2.0, 0.5), (-2.0, 0.5), (2.0, 1024.0), (2.0, -1075.0),
         (1e308, 10.0), (0.0, -1.0), (-0.0, -3.0), (-8.0, 1 / 3), (10, 3), (10 ** 30, 7), (3.0, 1e-310),
         (1.0, 2.0), (1.0, -2.0), (-0.0, 0.0), (5e-324, 0.0), (1.7976931348623157e308, float("inf")),
         (0.0, float("-inf")), (-1.0, float("inf")), (7.0, 2.0), (-7.0, 2.0), (6.0, 4.0), (1.0, "x"),
         (float("-inf"), 3.0), (3, True), (1e-320, 2.0)]
BINARY = ["pow", "atan2", "fmod", "copysign", "remainder", "nextafter", "log", "hypot", "isclose"]
for name in BINARY:
    f = getattr(math, name)
    line(name + "2", [run(f, a, b) for a, b in PAIRS])

for e in [0, 1, -1, 1023, 1024, -1074, -1075, 2000, -2000, 10 ** 20, -(10 ** 20), True, I(), 1.0, "x"]:
    line("ldexp " + lab(e)[:10], [run(math.ldexp, x, e) for x in [0.0, -0.0, 1.0, -1.5, 0.75, 5e-324,
                                                                   float("inf"), float("nan"), 1e308]])

INTS = [0, 1, 2, 5, 10, 20, 21, 100, -1, -10, 10 ** 20, 2 ** 64 - 1, 2 ** 64, True, I(), MyInt(6), 5.0,
        5.5, "3", None, 10 ** 40 + 7]
for name in ["factorial", "isqrt"]:
    line(name, [run(getattr(math, name), x) for x in INTS])
for name in ["gcd", "lcm", "comb", "perm"]:
    f = getattr(math, name)
    for a in INTS[:13] + [True, 5.0]:
        line(name + " " + lab(a), [run(f, a, b) for b in INTS])
line("perm1", [run(math.perm, x) for x in INTS])
line("perm None", [run(math.perm, x, None) for x in INTS])
for args in [(), (12,), (12, 18, 27), (0, 0), (-4, 6), (2 ** 100, 2 ** 80, 6), (3, 4, 5, 6, 7), (1, 2.0), (I(), 14)]:
    print("gcd/lcm", lab(args), run(math.gcd, *args), run(math.lcm, *args))
print(math.factorial(200) % (10 ** 50 + 151), math.isqrt(10 ** 400 + 12345) % 1000003, math.comb(1000, 500) % 999983)
print(math.perm(300, 150) % 999983, math.comb(10 ** 20, 3) % 1000003, math.isqrt(2 ** 1000) == 2 ** 500)

VECTORS = [[], [1.0], [1.0, 2.0, 3.0], [0.1] * 10, [1e308, 1e308], [1e308, -1e308, 1.0],
           [float("inf"), 1.0], [float("inf"), float("-inf")], [float("nan"), 1.0], [1, 2, 3], [10 ** 20, 1.0],
           [1e16, 1.0, -1e16], [0.1, 0.2, 0.3, -0.6], [3, 4], [1e-310, 1e-310], [-0.0, -0.0], [-0.0],
           [2 ** 1000, 1.0], [10 ** 400], ["x"], [5e-324, 5e-324, 5e-324], [1.5, 2, True, MyInt(3)],
           [1e300, 1e300, 1e300], [float("inf"), float("nan")], [2.0 ** 53, 1.0, 1.0]]
line("fsum", [run(math.fsum, v) for v in VECTORS])
line("prod", [run(math.prod, v) for v in VECTORS])
line("prod start", [run(lambda v: math.prod(v, start=2), v) for v in VECTORS])
line("hypot*", [run(math.hypot, *v) for v in VECTORS])
line("dist", [run(math.dist, v, [0.5] * len(v)) for v in VECTORS])
line("dist self", [run(math.dist, v, v) for v in VECTORS])
print(run(math.prod, [[1], 2]), run(math.prod, [2, [1]]), run(math.prod, ["a", 3]), run(math.prod, [3, "a"]),
      run(math.prod, [], start="s"), run(math.prod, 5), run(math.prod, [1], 2), run(math.prod, [1, 2], start=1.5),
      run(math.prod, [10 ** 30, 10 ** 30]), run(math.prod, (x for x in range(1, 30))))
print(run(math.dist, [1, 2], [1]), run(math.dist, 1, 2), run(math.dist, (1, 2), (4, 6)), run(math.dist, [1], (2,)),
      run(math.dist, iter([1]), [1]), run(math.hypot), run(math.hypot, "x"), run(math.hypot, 3, 4, 12))
print(run(math.fsum, 5), run(math.fsum, [1e308, 1e308, -1e308]), run(math.fsum, [float("inf"), -float("inf")]),
      run(math.fsum, iter([1.5, 2.5])), run(math.fsum, [1e308, 1e308]))

for x in [10 ** 400, 2 ** 2000, 10 ** 1000 + 1, 2 ** 1023, 2 ** 1024, 123456789 ** 50, -(10 ** 400), 0, True, MyInt(8)]:
    print("log big", run(math.log, x), run(math.log2, x), run(math.log10, x), run(math.log, x, 10),
          run(math.log, x, 2 ** 100), run(math.log1p, x))
print(run(math.log, 8, 2), run(math.log, 100, 10), run(math.log, 1, 1), run(math.log, 2, 1), run(math.log, 2, 0),
      run(math.log, 0.5, 0.5), run(math.log, 3, -1), run(math.log, 10, 1.0), run(math.log), run(math.log, 1, 2, 3),
      run(math.log, "x"), run(math.log, 10, "x"))

# floor/ceil/trunc through the dunders.
for f in [math.floor, math.ceil, math.trunc]:
    print(f.__name__, run(f, Trunc()), run(f, 2.5), run(f, -2.5), run(f, MyInt(3)), run(f, F()), run(f, 1e300),
          run(f, True), run(f, I()), run(f, "x"), run(f, float("nan")), run(f, float("-inf")))

# isclose.
for args, kw in [((1.0, 1.0 + 1e-10), {}), ((1.0, 1.1), {"rel_tol": 0.1}), ((1.0, 1.1), {"rel_tol": 0.09}),
                 ((0.0, 1e-10), {}), ((0.0, 1e-10), {"abs_tol": 1e-9}), ((1.0, 1.0), {"rel_tol": -1}),
                 ((1.0, 1.0), {"abs_tol": -1}), ((float("inf"), float("inf")), {}), ((float("nan"), float("nan")), {}),
                 ((float("inf"), 1e308), {"rel_tol": 10.0}), ((1, 2), {"rel_tol": 1}), ((1.0,), {}), (("a", 1.0), {}),
                 ((1.0, 2.0, 3.0), {}), ((1.0, 2.0), {"bogus": 1}), ((), {"a": 1.0, "b": 2.0}), ((1.0, 2.0), {"rel_tol": "x"})]:
    print("isclose", args, kw, run(lambda: math.isclose(*args, **kw)))

# Argument counts and types.
for f, args in [(math.sqrt, ()), (math.sqrt, (1, 2)), (math.pow, (1,)), (math.atan2, (1, 2, 3)),
                (math.factorial, (1, 2)), (math.ldexp, (1.0,)), (math.frexp, ()), (math.copysign, (1.0,)),
                (math.remainder, (1.0,)), (math.nextafter, (1.0,)), (math.ulp, ()), (math.fsum, ()),
                (math.comb, (5,)), (math.perm, ()), (math.perm, (1, 2, 3)), (math.isqrt, ()), (math.cbrt, ()),
                (math.exp2, (1, 2)), (math.modf, ("1",)), (math.fabs, (None,)), (math.sin, ([],)),
                (math.log2, ("8",)), (math.floor, ()), (math.trunc, (1, 2))]:
    print(f.__name__, lab(args), run(f, *args))
print(run(lambda: math.sqrt(x=4)), run(lambda: math.gcd(a=1)), run(lambda: math.hypot(x=1)),
      run(lambda: math.prod([2], s=1)), run(lambda: math.isclose(1, b=1)))
print(math.nextafter(1.0, 2.0) - 1.0 == math.ulp(1.0), math.ulp(float("inf")), math.remainder(7, 2))
