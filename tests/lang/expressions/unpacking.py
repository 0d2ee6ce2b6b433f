a, b = 1, 2
print(a, b)
a, b = b, a
print(a, b)
(c, d), e = (3, 4), 5
print(c, d, e)
first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = "abc"
print(init, last)
x, *mid, y = range(6)
print(x, mid, y)
p, *q = [1]
print(p, q)
print([*range(3), *"ab", 9])
print((*[1, 2], 3))
print({*[1, 2], 3})
print({**{'a': 1}, 'b': 2, **{'a': 3}})
for i, (j, k) in enumerate([(1, 2), (3, 4)]):
    print(i, j, k)
[m, n] = [7, 8]
print(m, n)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(type(e).__name__, e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print(type(e).__name__, e)
try:
    a, *b, c = [1]
except ValueError as e:
    print(type(e).__name__, e)
try:
    a, b = 5
except TypeError as e:
    print(type(e).__name__, e)
