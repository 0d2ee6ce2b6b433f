# Builtins and methods that consume an iterable while a generator allocates heavily and
# collects between items: every object the native holds across the generator must stay
# alive (Note [When the collector runs], src/gc/heap.h).
import gc


def G(n=3, f=str):
    for i in range(n):
        junk = [[j] for j in range(100)]
        gc.collect()
        yield f(i)
        junk = [str(j) for j in range(100)]
        gc.collect()


def pairs(n=3):
    for i in range(n):
        gc.collect()
        yield (str(i), [i] * 2)
        gc.collect()


def show(label, v):
    print(label, v)


show("dict.fromkeys", dict.fromkeys(G()))
show("dict.fromkeys value", dict.fromkeys(G(), [1]))
show("dict(pairs)", dict(pairs()))
d = {"x": 1}
d.update(pairs())
show("dict.update", d)
show("frozenset", sorted(frozenset(G())))
show("set", sorted(set(G())))
s = set()
s.update(G(), G(4))
show("set.update", sorted(s))
base = {"0", "5"}
show("set.union", sorted(base.union(G(), G(4))))
show("set.intersection", sorted(base.intersection(G(), G(4))))
show("set.difference", sorted(base.difference(G(), G(1))))
show("set.symmetric_difference", sorted(base.symmetric_difference(G())))
show("set.issubset", {"1"}.issubset(G()))
show("set.issuperset", base.issuperset(G(1)))
show("set.isdisjoint", base.isdisjoint(G()))
fb = frozenset(["0", "5"])
show("frozenset.union", sorted(fb.union(G())))
show("frozenset.intersection", sorted(fb.intersection(G())))
show("frozenset.difference", sorted(fb.difference(G())))
show("frozenset.symmetric_difference", sorted(fb.symmetric_difference(G())))
s = {"0", "1", "9"}
s.intersection_update(G())
show("set.intersection_update", sorted(s))
s = {"0", "9"}
s.difference_update(G())
show("set.difference_update", sorted(s))
s = {"0", "9"}
s.symmetric_difference_update(G())
show("set.symmetric_difference_update", sorted(s))
show("list", list(G()))
show("tuple", tuple(G()))
l = ["a"]
l.extend(G())
show("list.extend", l)
l = ["a", "b", "c", "d"]
l[1:3] = G()
show("list slice assign", l)
l = ["a"]
l += G()
show("list +=", l)
show("sorted", sorted(G(4), reverse=True))
show("sorted key", sorted(G(4), key=lambda x: [x, str(x)]))
show("min", min(G()))
show("max", max(G()))
show("min key", min(G(), key=lambda x: [x]))
show("max default", max(G(0), default=[1]))
show("sum", sum(G(4, lambda i: [i]), []))
show("sum ints", sum(G(4, lambda i: i * 10 ** 30)))
show("map", list(map(lambda a, b: a + b, G(), G())))
show("filter", list(filter(lambda x: x != "1", G())))
show("zip", list(zip(G(), G(4))))
show("enumerate", list(enumerate(G(), 5)))
show("reversed list", list(reversed(list(G()))))
show("any", any(G(3, lambda i: [] if i < 2 else [i])))
show("all", all(G(3, lambda i: [i])))
show("str.join", "-".join(G()))
show("bytes.join", b"-".join(G(3, lambda i: str(i).encode())))
show("bytes", bytes(G(3, lambda i: i + 65)))
show("bytearray", bytearray(G(3, lambda i: i + 65)))
ba = bytearray(b"x")
ba.extend(G(3, lambda i: i + 65))
show("bytearray.extend", ba)
show("str in", "1" in G())
show("unpack", [*G(), *G(2)])
show("set display", sorted({*G(), *G(4)}))
show("dict display", {**dict.fromkeys(G())})
show("listcomp", [x + "!" for x in G()])
show("genexpr in sorted", sorted(x * 2 for x in G()))
a, b, c = G()
show("unpack assign", [a, b, c])
show("tuple +", tuple(G()) + tuple(G(2)))
show("max of tuples", max(zip(G(), G())))
