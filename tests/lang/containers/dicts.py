d = {"a": 1, "b": 2}
d["c"] = 3
print(d, len(d), d["a"], d.get("z"), d.get("z", 0), "a" in d)
print(list(d.keys()), list(d.values()), list(d.items()))
for k, v in d.items():
    print(k, v)
d.update({"a": 10}, d=4)
print(d)
print(d.pop("b"), d.setdefault("e", 5), d.setdefault("a", 0), d)
print(dict(x=1, y=2), dict([("p", 1)]), dict.fromkeys("ab", 0))
print({k: v * 2 for k, v in d.items() if v > 3})
e = dict(d); e.clear(); print(e, d == dict(d))
try:
    d["missing"]
except KeyError as err:
    print(type(err).__name__, err)
print(sorted({3: "c", 1: "a"}.items()))
