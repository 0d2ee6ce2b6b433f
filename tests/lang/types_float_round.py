def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(round(2.5), round(3.5), round(-2.5), round(0.5), round(-0.5), round(1.5), round(2.675, 2))
print(round(1.005, 2), round(0.125, 2), round(0.375, 2), round(123.456, -1), round(123.456, -2), round(5.5, -1))
print(round(1e20), round(-1.25, 1), round(1.25, 1), round(2.5, 0), round(0.1 + 0.2, 10), round(1234.5678, 3))
print(type(round(2.5)).__name__, type(round(2.5, 0)).__name__, type(round(2.5, None)).__name__)
check(lambda: round(float("inf")))
check(lambda: round(float("nan")))
check(lambda: round("x"))
check(lambda: round(1.5, "a"))
print(round(float("inf"), 2), round(-0.0, 1), round(1e-300, 5), round(7, 2), round(True))
import math
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), int(-2.5))
