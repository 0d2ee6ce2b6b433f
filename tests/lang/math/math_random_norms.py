# hypot, dist, fsum, remainder, nextafter, ulp and the libm-backed functions over
# pseudo-random floats of every magnitude: exact float reprs must equal CPython's (one
# digest of the reprs per function keeps the expectation small).
import math

state = 12345


def rnd():
    # A 31-bit LCG: the same sequence in both interpreters.
    global state
    state = (state * 1103515245 + 12345) % 2147483648
    return state


def rfloat():
    m = rnd() / 2147483648.0 + rnd() / 4611686018427387904.0
    e = rnd() % 200 - 100
    s = -1.0 if rnd() % 2 else 1.0
    return s * math.ldexp(m, e)


def digest(values):
    # A polynomial hash of all the reprs, computed by int.from_bytes (cheap under GC stress).
    return int.from_bytes("|".join(values).encode(), "big") % 1000000007


def rep(f, *a):
    try:
        return repr(f(*a))
    except Exception as e:
        return type(e).__name__


vecs = [[rfloat() for _ in range(1 + rnd() % 6)] for _ in range(200)]
pts = [[rfloat() for _ in range(len(v))] for v in vecs]
xs = [rfloat() for _ in range(250)]
cases = {
    "hypot": [rep(math.hypot, *v) for v in vecs],
    "dist": [rep(math.dist, v, p) for v, p in zip(vecs, pts)],
    "fsum": [rep(math.fsum, v + p) for v, p in zip(vecs, pts)],
    "remainder": [rep(math.remainder, a, b) for a, b in zip(xs, xs[1:])],
    "nextafter": [rep(math.nextafter, a, b) for a, b in zip(xs, xs[1:])],
    "ulp": [rep(math.ulp, a) for a in xs],
    "fmod": [rep(math.fmod, a, b) for a, b in zip(xs, xs[1:])],
    "pow": [rep(math.pow, abs(a), b) for a, b in zip(xs, xs[1:])],
    "atan2": [rep(math.atan2, a, b) for a, b in zip(xs, xs[1:])],
}
for name in ["exp", "log", "log2", "log10", "log1p", "expm1", "sin", "cos", "tan", "atan", "sinh", "tanh",
             "asinh", "cbrt", "erf", "erfc", "exp2", "sqrt", "acos", "asin", "acosh", "atanh", "cosh"]:
    f = getattr(math, name)
    cases[name] = [rep(f, x) for x in xs]
for name, values in cases.items():
    print(name, len(values), digest(values))
