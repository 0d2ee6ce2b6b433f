def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = 2 ** 100
b = 3 ** 70
print(a, b)
print(a + b, a - b, a * b)
print(a // b, a % b, b // 7, -b // 7, -b % 7)
print(a / b, b / a)
print(a >> 3, a << 5, -a >> 99, -a >> 200)
print(a & b, a | b, a ^ b, ~a)
print(a == 2 ** 100, a < b, a > 1, -a < 0)
print(hash(a), hash(-a), hash(2 ** 61 - 1), hash(2 ** 61), hash(-(2 ** 61)))
print(9223372036854775807 + 1, -9223372036854775808 - 1, (-9223372036854775808) // -1)
print(9223372036854775807 * 9223372036854775807)
print(abs(-a), -(-a), +a)
print(int(float(2 ** 80)), float(2 ** 80), 2 ** 64 / 2 ** 63)
print(len(str(10 ** 200)), str(10 ** 30 - 1))
print((2 ** 100 - 2 ** 100) == 0, 10 ** 20 // 10 ** 18)
print(round(123456789012345678901234567890, -10))
print(pow(7, 10 ** 20, 13), (10 ** 25) % 1000007)
