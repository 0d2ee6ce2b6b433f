def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(7.5 // 2, -7.5 // 2, 7.5 % 2, -7.5 % 2, 7.5 % -2, 1e300 * 10, -1e300 * 10)
print(0.1 * 3, 1.1 + 2.2, 1 / 3 * 3, 2 ** 0.5, 2.0 ** -1, (-8.0) ** 2, 10.0 ** 2, 4 ** 0.5)
print(divmod(7.5, 2), divmod(-7.5, 2), divmod(7, 2.5), divmod(-0.0, 1.0))
check(lambda: 1.0 / 0)
check(lambda: 1.0 // 0.0)
check(lambda: 1.0 % 0)
check(lambda: divmod(1.0, 0))
check(lambda: 0.0 ** -1)
check(lambda: 10.0 ** 400)
print(float("inf") - float("inf"), float("inf") * 0, float("nan") == float("nan"), float("nan") != float("nan"))
print(abs(-2.5), -(2.5), +(-0.0), 3 * 1.5, 1.5 * 3, 10 - 0.25, 2 ** -1)
print(1e308 + 1e308, -1e308 - 1e308, 5 % 2.5, 0.0 == -0.0, hash(0.0) == hash(-0.0))
