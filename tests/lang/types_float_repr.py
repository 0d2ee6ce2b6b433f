def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

vals = [0.1, 0.2, 0.1 + 0.2, 1.0, -1.5, 1e16, 1e15, 123456789.0, 1e-4, 1e-5, 1.5e-7, 2.5e300, 1e22, 1e23,
        3.141592653589793, 2.0 ** 0.5, 1 / 3, 2 / 3, 100.0, 1234567890123456789.0, 5e-324, 1.7976931348623157e308,
        -0.0, 0.0, 9.999999999999999e15, 1e100, 123e-20, 0.5, 4.35, 0.000123]
for v in vals:
    print(repr(v), str(v))
print(float("inf"), float("-inf"), float("nan"), -float("inf"), float("1e500"), float("-0"))
print(float("  1.5  "), float("1_000.5"), float("-1e3"), float("+.5"), float("5."), float("Infinity"), float("NaN"))
check(lambda: float("abc"))
check(lambda: float(""))
check(lambda: float("1__0"))
check(lambda: float([1]))
check(lambda: float(10 ** 400))
print(float(True), float(7), float(-2 ** 60))
