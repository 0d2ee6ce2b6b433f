def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

d = {"b": 1, "a": 2}
d["c"] = 3
d[1] = "one"
d[1.0] = "float one"
d[True] = "true"
print(d, len(d), d["a"], "b" in d, "z" in d, 1 in d)
del d["b"]
d["b"] = 4
print(d, list(d), dict(), dict(a=1), dict([("x", 1), ("y", 2)]), dict({"k": 1}, z=2), dict(zip("ab", [1, 2])))
check(lambda: d["missing"])
check(lambda: d[[1]])
check(lambda: {[1]: 2})
check(lambda: dict([1, 2]))
check(lambda: dict([(1, 2, 3)]))
check(lambda: dict(1, 2))
def delmiss():
    del d["nope"]
check(delmiss)
check(lambda: d[(1, 2)])
print({1: 2} == {1: 2}, {1: 2} == {1: 3}, {1: 2, 3: 4} == {3: 4, 1: 2}, {} != {1: 1}, {1: 2} == [1])
check(lambda: {1: 2} < {1: 2})
check(lambda: hash({}))
print({"a": 1} | {"b": 2}, {"a": 1} | {"a": 2}, {(1, 2): "t", None: 0, 2.5: "f"})
e = {"x": 1}
e |= {"y": 2}
e |= [("z", 3)]
print(e)
