def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(7 + 3, 7 - 10, 6 * -7, 7 / 2, 7 // 2, -7 // 2, 7 // -2, 7 % 3, -7 % 3, 7 % -3)
print(2 ** 10, 2 ** -2, (-2) ** 3, 0 ** 0, 10 ** 0)
print(-(5), +5, ~5, ~-1, abs(-12), abs(0))
check(lambda: 1 // 0)
check(lambda: 1 % 0)
check(lambda: 1 / 0)
check(lambda: 0 ** -1)
check(lambda: 5 + "a")
check(lambda: "a" + 5)
check(lambda: [1] + 5)
check(lambda: 5 - None)
check(lambda: -"x")
check(lambda: ~1.5)
print(True + True, True * 10, False - 1, -True)
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(-17, -5))
print(pow(2, 10), pow(2, 10, 1000), pow(3, -1, 7), pow(-2, 3, 5))
check(lambda: pow(2, 3, 0))
check(lambda: pow(2.0, 3, 5))
