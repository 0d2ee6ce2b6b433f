def f(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, sorted(kw.items()))
print(f(1, c=3))
print(f(1, 5, 6, 7, c=3, d=8, e=9))
print(f(*[1, 2, 3], **{"c": 0, "z": 1}))
def g(x, /, y, *, z):
    return x, y, z
print(g(1, 2, z=3), g(1, y=2, z=3))
def h(*args):
    return args
print(h(), h(1), h(*range(3), 9))
def k(**kw):
    return kw
print(k(a=1, b=2), k(**{"x": 1}))
def defaults(a, l=[]):
    l.append(a)
    return l
print(defaults(1), defaults(2))
print(f.__defaults__, g.__kwdefaults__, f.__name__, f.__code__.co_argcount)
