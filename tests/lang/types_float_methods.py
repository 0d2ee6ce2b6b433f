def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print((1.5).is_integer(), (2.0).is_integer(), float("inf").is_integer())
print((0.5).as_integer_ratio(), (0.1).as_integer_ratio(), (-2.0).as_integer_ratio(), (3.75).as_integer_ratio())
check(lambda: float("inf").as_integer_ratio())
check(lambda: float("nan").as_integer_ratio())
print((1.0).hex(), (0.1).hex(), (-2.5).hex(), (0.0).hex(), float.fromhex("0x1.8p1"), float.fromhex("0x10"))
print((2.5).real, (2.5).imag, (2.5).conjugate(), float.__name__)
print(hash(1.5), hash(-1.5), hash(0.1), hash(1e300), hash(float("inf")), hash(2.0), hash(-1.0))
print(int(2.9), int(-2.9), float(3), 1.0 == 1, 1.5 > 1, 2 ** 53 + 1 == float(2 ** 53 + 1), 2 ** 53 == float(2 ** 53))
print(10 ** 30 == 1e30, 10 ** 22 == 1e22, 1e30 < 10 ** 30, float(10 ** 22) == 10 ** 22)
check(lambda: 1.5 < "a")
