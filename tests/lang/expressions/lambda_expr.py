f = lambda: 42
g = lambda x, y=2: x * y
h = lambda *a, **k: (a, sorted(k.items()))
print(f(), g(3), g(3, 4), h(1, 2, z=3))
print((lambda x: x + 1)(1))
print(sorted([3, 1, 2], key=lambda v: -v))
print(f.__name__, g.__name__)
adders = [lambda x, i=i: x + i for i in range(3)]
print([a(10) for a in adders])
