print([x * x for x in range(6)])
print([x for x in range(20) if x % 3 == 0 if x % 2 == 0])
print([(x, y) for x in range(3) for y in range(x)])
print({x: x ** 2 for x in range(4)})
print(sorted({c for c in "mississippi"}))
g = (x * 2 for x in range(5))
print(next(g), list(g))
print(sum(x for x in range(10)))
matrix = [[1, 2, 3], [4, 5, 6]]
print([[row[i] for row in matrix] for i in range(3)])
x = "outer"
print([x for x in "ab"], x)
def f():
    k = 10
    return [k + i for i in range(3)]
print(f())
class C:
    vals = [1, 2, 3]
    doubled = [v * 2 for v in vals]
print(C.doubled)
