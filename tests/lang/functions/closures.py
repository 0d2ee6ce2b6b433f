def counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c = counter()
print(c(), c(), c())
c2 = counter()
print(c2(), c())
def make_multipliers():
    return [lambda x: x * i for i in range(3)]
print([m(2) for m in make_multipliers()])
def outer(a):
    def mid(b):
        def inner(c):
            return a + b + c
        return inner
    return mid
print(outer(1)(2)(3))
def cell_param(x):
    def get():
        return x
    x = x * 10
    return get
print(cell_param(4)())
print(c.__closure__ is not None, counter.__closure__)
def late():
    fns = []
    for i in range(3):
        def f():
            return i
        fns.append(f)
    return [f() for f in fns]
print(late())
def unbound():
    def inner():
        return v
    try:
        inner()
    except NameError as e:
        print(type(e).__name__, e)
    v = 1
unbound()
