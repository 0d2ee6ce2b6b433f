# cmath over a grid of finite, signed-zero, tiny, huge, infinite and NaN arguments,
# compared with CPython 3.11 digit for digit (repr) including the errors raised.
import cmath
inf = float("inf")
nan = float("nan")
parts = [0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.0, 1e-310, -1e-300, 1e300, -1e308, 2.0, 0.75,
         710.0, -720.0, inf, -inf, nan]
values = [complex(a, b) for a in parts for b in parts]
names = ["sqrt", "exp", "log", "log10", "acos", "asin", "atan", "acosh", "asinh", "atanh",
         "cos", "sin", "tan", "cosh", "sinh", "tanh", "phase", "polar", "isfinite", "isinf",
         "isnan"]

def show(f, *args):
    try:
        return repr(f(*args))
    except (ValueError, OverflowError, ZeroDivisionError) as e:
        return type(e).__name__ + ": " + str(e)

for name in names:
    f = getattr(cmath, name)
    row = [show(f, z) for z in values]
    print(name)
    for z, r in zip(values, row):
        print(" ", repr(z), r)

for r in [0.0, -0.0, 1.0, -2.0, 1e308, inf, -inf, nan]:
    for phi in [0.0, -0.0, 1.0, -2.5, 3.141592653589793, inf, -inf, nan]:
        print("rect", r, phi, show(cmath.rect, r, phi))

for z in [1+1j, 2, 0.5j, -1, 0, 1e-320]:
    for base in [2, 10, 1j, 1, 0, -3.5]:
        print("log", z, base, show(cmath.log, z, base))
