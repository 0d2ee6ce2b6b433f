# Natives that call back into user __hash__/__eq__/__lt__/__repr__/__str__/__format__/
# __iter__/__next__/key functions, each of which allocates and collects: whatever the
# native holds across the callback must stay alive (Note [When the collector runs]).
import gc


def churn():
    junk = [[j] for j in range(20)]
    gc.collect()
    return junk


class K:
    """A key whose hashes collide, so every lookup calls __eq__."""
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        churn()
        return 7

    def __eq__(self, other):
        churn()
        return isinstance(other, K) and self.v == other.v

    def __lt__(self, other):
        churn()
        return self.v < other.v

    def __repr__(self):
        churn()
        return "K(%s)" % self.v

    def __str__(self):
        churn()
        return "k" + str(self.v)

    def __format__(self, spec):
        churn()
        return "<" + format(self.v, spec) + ">"


class It:
    def __init__(self, n):
        self.n = n
        self.i = 0

    def __iter__(self):
        churn()
        return self

    def __next__(self):
        churn()
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return K(self.i - 1)


def ks(n=3):
    return [K(i) for i in range(n)]


def key(x):
    churn()
    return [x.v]


print("dict.fromkeys", dict.fromkeys(ks()))
print("dict.fromkeys It", dict.fromkeys(It(3), [0]))
print("dict(zip)", dict(zip(ks(), ks())))
print("dict comp", {k: [k.v] for k in ks()})
print("dict display", {K(0): [0], K(1): [1], K(0): [2]})
d = dict.fromkeys(ks())
print("dict.copy", d.copy())
print("dict |", d | {K(5): [5]})
print("dict | rev", {K(5): [5]} | d)
d2 = dict(d)
d2 |= {K(0): "x"}
print("dict |=", d2)
print("dict.get", d.get(K(1)), d.get(K(9), "no"))
print("dict in", K(2) in d, K(9) in d)
print("dict.setdefault", d.setdefault(K(1), [1]), d.setdefault(K(7), [7]))
print("dict.pop", d.pop(K(7)), d.pop(K(8), "none"))
print("dict.popitem", d.popitem())
print("dict repr", repr(d))
del d[K(0)]
print("dict del", d)
print("dict ==", dict.fromkeys(ks()) == dict.fromkeys(ks()))
print("dict.update", dict(d, **{"a": 1}))
s = set(ks())
print("set", sorted(s))
print("set It", sorted(set(It(3))))
print("frozenset It", sorted(frozenset(It(3))))
print("set comp", sorted({K(i % 2) for i in range(4)}))
print("set display", sorted({K(0), K(1), K(0)}))
print("set.union", sorted(s.union(It(4))))
print("set.intersection", sorted(s.intersection(It(2), ks(2))))
print("set.difference", sorted(s.difference(It(1), [K(2)])))
print("set.symmetric_difference", sorted(s.symmetric_difference(It(4))))
print("set ops", sorted(s | {K(7)}), sorted(s & {K(1)}), sorted(s - {K(1)}), sorted(s ^ {K(1), K(9)}))
print("set compare", s == set(ks()), s <= set(ks(4)), s > {K(1)})
print("set.issubset", s.issubset(It(4)), s.issuperset(It(2)), s.isdisjoint(It(2)))
s2 = set(ks())
s2.discard(K(1))
s2.remove(K(2))
s2.add(K(5))
print("set mutate", sorted(s2))
s2 = set(ks())
s2 &= {K(0), K(2)}
s2 |= {K(6)}
s2 -= {K(0)}
s2 ^= {K(6), K(8)}
print("set inplace", sorted(s2))
s2 = set(ks())
s2.intersection_update(It(2))
s2.symmetric_difference_update(It(3))
s2.difference_update(It(1))
print("set update methods", sorted(s2))
print("set repr", repr({K(1)}), repr(frozenset({K(2)})))
print("frozenset in set", frozenset(ks(2)) in {frozenset(ks(2))})
print("set in set", set(ks(2)) in {frozenset(ks(2))})
print("list.index", ks().index(K(2)))
print("list.count", ks().count(K(1)))
print("list.remove", [x for x in ks() if x != K(1)])
l = ks()
l.remove(K(1))
print("list.remove", l)
print("list in", K(2) in ks(), K(5) in ks())
print("list ==", ks() == ks(), ks() < ks(4))
print("tuple ==", tuple(ks()) == tuple(ks()), tuple(ks()).index(K(1)), tuple(ks()).count(K(0)))
print("list repr", repr(ks()), repr(tuple(ks())), repr([ks(), (K(1),)]))
print("sorted", sorted(ks()[::-1]))
print("sorted key", sorted(ks()[::-1], key=key))
print("sorted key rev", sorted(ks(), key=key, reverse=True))
l = ks()[::-1]
l.sort(key=key)
print("list.sort key", l)
l = ks()[::-1]
l.sort()
print("list.sort", l)
print("min max", min(ks()), max(ks()), min(ks(), key=key), max(It(3), key=key))
print("min max args", min(K(2), K(1), K(3)), max(K(2), K(1), key=key))
print("sum", sum([[K(1)], [K(2)]], []))
print("map", list(map(lambda k: [k], It(2))))
print("filter", list(filter(lambda k: key(k) != [1], It(3))))
print("zip", list(zip(It(2), ks(2))))
print("enumerate", list(enumerate(It(2))))
print("str", str(K(1)), str([K(1)]), str((K(2),)))
print("format", format(K(3), "03d"), "{:>4}|{!r}|{!s}".format(K(4), K(5), K(6)))
print("format fields", "{0} {1} {0}".format(K(1), K(2)), "{a.v}".format(a=K(8)))
print("format map", "{x}".format_map({"x": K(9)}))
print("fstring", f"{K(1)} {K(2)!r} {K(3):5d}")
print("percent", "%s %r %d" % (K(1), K(2), 3), "%(a)s" % {"a": K(4)})
print("join str", ", ".join(str(k) for k in It(3)))
print("print", K(1), [K(2)], sep="|")
print("any all", any(k == K(1) for k in It(3)), all(k != K(5) for k in It(3)))
print("unpack", [*It(2)], (*It(2),), {**dict.fromkeys(It(2))})
a, *b = It(3)
print("star unpack", a, b)
print("isinstance hash", hash(K(1)) == 7)
print("list(dict)", list(dict.fromkeys(It(3))))
print("dict.keys ops", sorted(dict.fromkeys(ks()).keys() & {K(1)}), sorted(dict.fromkeys(ks()).keys() | It(4)))
print("dict.items ops", len(dict.fromkeys(ks()).items() & {(K(1), None)}))
print("dict.keys -", sorted(dict.fromkeys(ks()).keys() - It(1)))
print("dict.keys ^", sorted(dict.fromkeys(ks()).keys() ^ {K(0), K(9)}))
