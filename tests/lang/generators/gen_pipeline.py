def numbers():
    n = 0
    while True:
        yield n
        n += 1
def take(n, it):
    for i, v in enumerate(it):
        if i >= n:
            return
        yield v
def squares(it):
    for v in it:
        yield v * v
def evens(it):
    return (v for v in it if v % 2 == 0)
print(list(take(5, evens(squares(numbers())))))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
print(list(take(10, fib())))
