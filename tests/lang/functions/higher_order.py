def compose(*fs):
    def run(x):
        for f in reversed(fs):
            x = f(x)
        return x
    return run
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(7))
def apply_n(f, n, x):
    for _ in range(n):
        x = f(x)
    return x
print(apply_n(dbl, 10, 1))
print(list(map(lambda p: p[0] * p[1], zip([1, 2, 3], [4, 5, 6]))))
from functools import reduce
print(reduce(lambda a, b: a * b, range(1, 6)))
def memo(f):
    cache = {}
    def w(n):
        if n not in cache:
            cache[n] = f(n)
        return cache[n]
    return w
@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80))
