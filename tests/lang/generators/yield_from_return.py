def sub(n):
    total = 0
    for i in range(n):
        total += yield i
    return total
def main():
    t1 = yield from sub(2)
    t2 = yield from sub(1)
    yield ("totals", t1, t2)
g = main()
print(next(g))
print(g.send(10))
print(g.send(20))
print(g.send(30))
def delegate_list():
    result = yield from [1, 2]
    yield result
print(list(delegate_list()))
