def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

d = {"a": 1, "b": 2, "c": 3}
k, v, i = d.keys(), d.values(), d.items()
print(k, v, i, len(k), "a" in k, 2 in v, ("a", 1) in i, ("a", 2) in i)
d["d"] = 4
print(k, list(reversed(k)), list(reversed(v)))
print(k & {"a", "z"}, k | {"z"} == {"a", "b", "c", "d", "z"}, sorted(k - {"a"}), sorted(k ^ {"a", "q"}), k == {"a", "b", "c", "d"})
print(i & {("a", 1)}, k.isdisjoint({"x"}), k.isdisjoint(["a"]), sorted(d.items(), key=lambda p: -p[1]))
check(lambda: k[0])
check(lambda: hash(k))
print(type(k).__name__, type(v).__name__, type(i).__name__, type(iter(d)).__name__)
