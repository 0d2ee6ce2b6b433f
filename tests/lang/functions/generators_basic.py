def gen(n):
    for i in range(n):
        yield i * i
print(list(gen(5)))
g = gen(2)
print(next(g), next(g))
try:
    next(g)
except StopIteration:
    print("stop")
def countdown(n):
    while n > 0:
        yield n
        n -= 1
    return "done"
for v in countdown(3):
    print(v)
def ret():
    yield 1
    return 42
r = ret()
next(r)
try:
    next(r)
except StopIteration as e:
    print("value", e.value)
print(type(gen(1)).__name__)
