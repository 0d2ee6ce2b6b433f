def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

d = {"a": 1, "b": 2}
print(d.get("a"), d.get("z"), d.get("z", 0), d.setdefault("c", 3), d.setdefault("a", 99), d)
print(d.pop("a"), d.pop("z", "default"), d, d.popitem(), d)
check(lambda: d.pop("zz"))
check(lambda: {}.popitem())
d.update({"x": 1}, y=2)
d.update([("z", 3)])
d.update(w=0)
print(d, d.copy(), d.copy() is d, dict.fromkeys("abc"), dict.fromkeys([1, 2], 0), list(d.keys()), list(d.values()), list(d.items()))
c = d.copy()
c.clear()
print(c, d, len(d), {}.get(1), sorted({3: 1, 1: 2}))
check(lambda: d.update(1))
check(lambda: d.get())
class M(dict):
    def __missing__(self, key):
        return key * 2
m = M(a=1)
print(m["a"], m["zz"], m.get("zz"), "zz" in m, type(m).__name__, m)
