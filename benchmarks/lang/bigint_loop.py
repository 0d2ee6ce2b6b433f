# Big ints: Fibonacci numbers with thousands of digits, a factorial, modular powers and
# digit sums. Each step makes new big ints and drops the old ones, so memory stays flat
# on an interpreter that frees them.


def main():
    a, b = 0, 1
    for i in range(150000):
        a, b = b, a + b
    print(a.bit_length(), a % 1000000007)
    f = 1
    for i in range(2, 6000):
        f *= i
    print(f.bit_length(), f % 998244353)
    m = (1 << 521) - 1
    x = 3
    acc = 0
    for i in range(6000):
        x = pow(x, 65537, m)
        acc ^= x & 0xFFFFFFFF
    print(acc)
    s = 0
    n = 7 ** 2000
    while n:
        n, r = divmod(n, 10 ** 18)
        s += r % 9
    print(s)


main()
