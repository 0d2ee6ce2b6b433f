def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print((255).bit_length(), (0).bit_length(), (-1).bit_length(), (2 ** 100).bit_length())
print((255).bit_count(), (-7).bit_count())
print((1024).to_bytes(2, "big"), (1024).to_bytes(2, "little"), (-1).to_bytes(2, "big", signed=True))
print(int.from_bytes(b"\x00\x10", "big"), int.from_bytes(b"\xff\xff", "little", signed=True), int.from_bytes([1, 2], "big"))
check(lambda: (256).to_bytes(1, "big"))
check(lambda: (-1).to_bytes(1, "big"))
check(lambda: (1).to_bytes(1, "middle"))
print((5).conjugate(), (5).real, (5).imag, (5).numerator, (5).denominator, (7).as_integer_ratio())
print(int.__name__, (3).__index__(), (3).__float__(), (12).__round__(-1), round(15, -1), round(25, -1))
print(True.bit_length(), isinstance(True, int), (10).__add__(5), (10).__radd__(5), (10).__sub__(3.0))
print(hash(1) == hash(1.0) == hash(True), hash(-1), hash(-2))
