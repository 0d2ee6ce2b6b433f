def f(a, *, b, c=3):
    return a, b, c
print(f(1, b=2), f(1, c=5, b=4))
def g(*args, sep="-"):
    return sep.join(map(str, args))
print(g(1, 2, 3), g(1, 2, sep="+"))
def h(a, b=2, /, c=3, *, d=4, **rest):
    return a, b, c, d, rest
print(h(1), h(1, 5, 6, d=7, e=8), h(1, c=9))
def order(**kw):
    return list(kw)
print(order(z=1, a=2, m=3))
