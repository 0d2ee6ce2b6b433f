def g():
    x = yield
    y = yield x * 2
    z = (yield y + 1) or "none"
    yield z
it = g()
next(it)
print(it.send(5))
print(it.send(10))
print(it.send(None))
def h():
    yield 1, 2
    yield [(yield 3)]
print(list(h()))
def lam():
    f = lambda: (yield 1)
    return list(f())
print(lam())
