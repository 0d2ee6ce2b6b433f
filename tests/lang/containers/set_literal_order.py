# Constant set displays of 3+ items build from a frozenset constant (CPython 3.11), which
# decides the iteration order; non-constant displays insert in source order.
print({100, -1, 7, 8, 16, 33})
print({3, 2, 1, 'a', 'bb', 1.5, -2.5, ~3, +4, 10**30, -(10**30)} == {3, 2, 1, 'a', 'bb', 1.5, -2.5, ~3, +4, 10**30, -(10**30)})
print({1000, 2000, 3000, -5, 64, 128, 256, 512, 1024, 9, 17, 33})
print({-1, -2, -3})
print({0.5, 1.5, 2.5, 3.5, 4.5, 5.5})
print(len({1, 1, 1, 2}))
x = 3
print({x, 1000, 64, 17})
print(sorted({'b', 'a', 'c'}))
def f():
    return {100, -1, 7, 8, 16, 33}
print(f(), f() is f())
print(type({1,2,3}))
s = {1,2,3}; s.add(4); print(s)
print(frozenset({100, -1, 7, 8, 16, 33}))
