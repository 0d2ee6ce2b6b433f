def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(12 & 10, 12 | 10, 12 ^ 10, 1 << 10, 1024 >> 3, -1024 >> 3, -1 >> 100)
print(-12 & 10, -12 | 10, -12 ^ 10, ~0, ~-5)
print(True & False, True | False, True ^ True, type(True & True).__name__, type(True & 1).__name__)
check(lambda: 1 << -1)
check(lambda: 1 >> -1)
check(lambda: 1.0 << 2)
check(lambda: 1 & 1.0)
print(bin(10), oct(64), hex(255), bin(-10), hex(-255), hex(0), bin(2 ** 70))
check(lambda: hex(1.5))
