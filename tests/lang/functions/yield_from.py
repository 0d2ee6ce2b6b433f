def inner():
    x = yield 1
    print("inner got", x)
    yield 2
    return "inner result"
def outer():
    r = yield from inner()
    print("r =", r)
    yield from range(3)
    return "outer"
g = outer()
print(next(g))
print(g.send("hello"))
print(list(g))
def chain(*its):
    for it in its:
        yield from it
print(list(chain([1, 2], "ab", (x for x in range(2)))))
def deleg():
    try:
        yield from inner()
    except KeyError:
        print("outer caught KeyError")
        yield "after"
d = deleg()
next(d)
print(d.throw(KeyError("k")))
def tree(n):
    if n:
        yield from tree(n - 1)
        yield n
        yield from tree(n - 1)
print(list(tree(3)))
