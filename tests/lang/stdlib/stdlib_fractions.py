# fractions.Fraction: construction from every source (ints, strings, floats, fractions),
# normalisation, arithmetic and comparisons with int/float/complex, limit_denominator,
# rounding, hashing equal to int/float hashes, reprs and every error (compared with
# CPython 3.11).
import math
from fractions import Fraction as F

for args in [(), (3,), (-7,), (6, 4), (6, -4), (-6, -4), (0, 5), (True,), (F(3, 4),), (F(1, 2), F(3, 4)),
             (3, F(2, 5)), (0.5,), (-0.1,), (1e-300,), (2.0 ** 70,), ('3',), ('-3/4',), (' 6/8 ',), ('1.5',),
             ('.5',), ('5.',), ('-1e3',), ('1.5E-2',), ('1_000',), ('1_0/2_0',), ('+7',), ('0.000',), ('2e+3',),
             ('1.2_5',), ('\t-0.75\n',)]:
    f = F(*args)
    print(args, repr(f), str(f), f.numerator, f.denominator, f.as_integer_ratio(), type(f.numerator).__name__)

for bad in ['', 'abc', '3/', '/3', '3 / 4', '3/-4', '1__0', '_1', '1_', '1.2.3', 'e5', '1e', '1/2/3', '0x10', '- 1',
            '1/0', '.', '1.5/2', 'inf', 'nan']:
    try:
        print(repr(bad), F(bad))
    except (ValueError, ZeroDivisionError) as e:
        print(repr(bad), type(e).__name__, e)

a, b = F(3, 4), F(-5, 6)
for x, y in [(a, b), (a, 2), (3, b), (a, 0.5), (1.5, b), (a, True), (a, F(0))]:
    for name, op in [('+', lambda p, q: p + q), ('-', lambda p, q: p - q), ('*', lambda p, q: p * q),
                     ('/', lambda p, q: p / q), ('//', lambda p, q: p // q), ('%', lambda p, q: p % q),
                     ('divmod', divmod), ('**', lambda p, q: p ** q)]:
        try:
            r = op(x, y)
        except Exception as e:
            r = '%s: %s' % (type(e).__name__, e)
        print(repr(x), name, repr(y), repr(r))
for base, exp in [(F(2, 3), 3), (F(2, 3), -3), (F(-2, 3), -3), (F(-2, 3), 2), (F(4, 9), F(1, 2)), (F(0), -1),
                  (2, F(3)), (2, F(-1)), (2, F(1, 2)), (F(1, 2), 0.5), (4.0, F(1, 2)), (F(0), 0)]:
    try:
        print(repr(base), '**', repr(exp), repr(base ** exp))
    except Exception as e:
        print(repr(base), '**', repr(exp), type(e).__name__, e)

vals = [F(1, 2), F(-1, 2), F(3), F(0), F(7, 3), F(-7, 3), F(5, 2), F(-5, 2), F(1, 3)]
for v in vals:
    print(repr(v), abs(v), -v, +v, int(v), math.trunc(v), math.floor(v), math.ceil(v), round(v), round(v, 1),
          round(v, 0), round(F(12345, 7), -2), float(v), bool(v), hash(v))
for v in [F(1, 2), F(3), F(-7, 4), F(1, 3), F(10 ** 30, 7), F(2 ** 61 - 1), F(1, 2 ** 61 - 1), F(-1)]:
    print(repr(v), hash(v), hash(v) == hash(float(v)) if v.denominator & (v.denominator - 1) == 0 else '-')
print(hash(F(1, 2)) == hash(0.5), hash(F(5)) == hash(5), hash(F(-1)) == hash(-1), {F(1, 2): 'x'}[0.5])

for x, y in [(F(1, 2), F(1, 2)), (F(1, 2), 0.5), (F(1, 3), 1 / 3), (F(1, 2), 1), (F(2), 2), (F(1, 2), float('nan')),
             (F(1, 2), float('inf')), (F(1, 2), -float('inf')), (F(1, 2), 'x')]:
    res = []
    for op in [lambda p, q: p == q, lambda p, q: p != q, lambda p, q: p < q, lambda p, q: p <= q,
               lambda p, q: p > q, lambda p, q: p >= q]:
        try:
            res.append(op(x, y))
        except TypeError as e:
            res.append('TypeError')
    print(repr(x), repr(y), res)
print(sorted([F(1, 3), 0.25, 1, F(-1, 2), 0]), max(F(1, 3), F(2, 7)), min(1, F(1, 2)))

pi = F('3.141592653589793')
for m in [1, 2, 7, 10, 100, 1000, 10 ** 6, 10 ** 9]:
    print(m, repr(pi.limit_denominator(m)), repr(F(-pi).limit_denominator(m)))
print(F(4321, 8765).limit_denominator(10000), F(1, 2).limit_denominator(1), F(3, 10).limit_denominator(3),
      F(0.1).limit_denominator(), F(5, 2).limit_denominator(2), F(7, 4).limit_denominator(2))
print(F.from_float(0.3), F.from_float(2), F.from_decimal(5), F(1, 3).real, F(1, 3).imag, F(1, 3).conjugate())
print(F(1, 3).__copy__(), F(2, 3).__deepcopy__({}), F(1, 3).__reduce__())

class MyF(F):
    pass
m = MyF(3, 6)
print(repr(m), type(m + 1).__name__, type(-m).__name__, repr(m.__copy__()), type(m.__copy__()).__name__)

for call in ['F(1, 0)', 'F(0, 0)', 'F(1.5, 2)', 'F([])', 'F(float("nan"))', 'F(float("inf"))', 'F(1, 2.0)',
             'F(3, 4) / 0', 'F(3, 4) // 0', 'F(3, 4) % 0', 'F(1, 2).limit_denominator(0)', 'F.from_float("x")',
             'F.from_decimal(1.5)', 'F(1, 2) + "x"', 'F(1, 2) < "x"', 'format(F(1, 3), ".2f")', 'F(None)',
             'F(1, 2) ** "x"', 'divmod(F(1), 0)', 'F("1/2", 3)']:
    try:
        print(call, repr(eval(call)))
    except Exception as exc:
        print(call, type(exc).__name__, exc)
print(format(F(1, 3)), '{}'.format(F(-2, 4)), f'{F(5, 10)!r}', '%s' % F(9, 3))
