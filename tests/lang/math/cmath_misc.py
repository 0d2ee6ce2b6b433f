# cmath: constants, argument conversion, isclose, polar/rect round trips, errors.
import cmath
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.nan, cmath.infj, cmath.nanj)
print(cmath.sqrt(-1), cmath.sqrt(4), cmath.sqrt(True), cmath.exp(1), cmath.log(-1))
print(cmath.log(8, 2), cmath.log10(1000), cmath.log(1j, 1j), cmath.phase(-1), cmath.phase(complex(-1, -0.0)))
print(cmath.polar(1 + 1j), cmath.rect(2, cmath.pi / 3), cmath.rect(1, 0))
for z in [1 + 2j, -3 - 4j, 0.5j, 1e-8 + 1e8j]:
    r, phi = cmath.polar(z)
    print(z, cmath.isclose(cmath.rect(r, phi), z), cmath.isclose(cmath.exp(cmath.log(z)), z))
print(cmath.isclose(1, 1 + 1e-10), cmath.isclose(1, 1 + 1e-8), cmath.isclose(1j, 1.001j, rel_tol=0.01),
      cmath.isclose(0, 1e-12, abs_tol=1e-11), cmath.isclose(cmath.infj, cmath.infj),
      cmath.isclose(cmath.inf, 1e308), cmath.isclose(cmath.nanj, cmath.nanj))
print(cmath.isfinite(1 + 1j), cmath.isinf(complex(1, float("inf"))), cmath.isnan(cmath.nanj))
class WithComplex:
    def __complex__(self):
        return 1j
class WithFloat:
    def __float__(self):
        return 4.0
print(cmath.sqrt(WithComplex()), cmath.sqrt(WithFloat()), cmath.exp(0))
# Branch cuts: the sign of a zero imaginary part picks the side.
for z in [complex(-2, 0.0), complex(-2, -0.0), complex(2, 0.0), complex(2, -0.0)]:
    print(z, cmath.sqrt(z), cmath.log(z), cmath.asin(z), cmath.acos(z), cmath.atanh(z))
for z in [complex(0.0, 2), complex(-0.0, 2), complex(0.0, -2), complex(-0.0, -2)]:
    print(z, cmath.asinh(z), cmath.atan(z))
for f, args in [(cmath.sqrt, ("x",)), (cmath.sqrt, ()), (cmath.sqrt, (1, 2)), (cmath.log, (0,)),
                (cmath.log, (1, 1)), (cmath.log, (1, 0)), (cmath.atanh, (1,)), (cmath.exp, (1000,)),
                (cmath.cosh, (complex(800, 1),)), (cmath.rect, (1j, 0)), (cmath.rect, (1,)),
                (cmath.isclose, (1, 2, 3)), (cmath.isclose, (1, 2)), (cmath.phase, (None,)),
                (cmath.isclose, (1, 1)), (cmath.polar, (complex(1e308, 1e308),)), (cmath.sin, (cmath.inf,)),
                (cmath.tan, (complex(0, 800),)), (cmath.sinh, (complex(710, 0),))]:
    try:
        print(f.__name__, args, f(*args))
    except Exception as e:
        print(f.__name__, args, type(e).__name__, e)
try:
    cmath.isclose(1, 2, rel_tol=-1)
except ValueError as e:
    print("ValueError", e)
