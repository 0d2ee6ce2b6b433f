# bisect: bisect_left/right, insort_left/right and the aliases, with lo/hi, key= and the
# errors of bad arguments (compared with CPython 3.11).
import bisect

a = [1, 2, 2, 2, 3, 5, 8]
for x in [0, 1, 2, 2.5, 3, 4, 8, 9]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x))
for lo, hi in [(0, None), (2, None), (0, 3), (2, 5), (5, 2), (0, -1), (3, -1), (0, 0), (7, 7)]:
    print(lo, hi, bisect.bisect_left(a, 2, lo, hi), bisect.bisect_right(a, 2, lo=lo, hi=hi))
print(bisect.bisect_left([], 1), bisect.bisect_right([], 1))
print(bisect.bisect_right([1, 2], 1, 0, -3))

# key= applies to the items of a, not to x
recs = [('a', 1), ('b', 3), ('c', 3), ('d', 7)]
print(bisect.bisect_left(recs, 3, key=lambda r: r[1]), bisect.bisect_right(recs, 3, key=lambda r: r[1]))
print(bisect.bisect(recs, 5, key=lambda r: r[1]), bisect.bisect_left(recs, ('c', 0), key=None))
b = list(recs)
bisect.insort_left(b, ('x', 3), key=lambda r: r[1])
bisect.insort_right(b, ('y', 3), key=lambda r: r[1])
bisect.insort(b, ('z', 0), key=lambda r: r[1])
print(b)

# insort on plain lists
c = []
for v in [5, 1, 4, 1, 5, 9, 2, 6, 5, 3]:
    bisect.insort(c, v)
print(c)
d = [1.0, 2.0]
bisect.insort_left(d, 1)
bisect.insort_right(d, 2)
print(d, [type(v).__name__ for v in d])
e = [1, 2, 3, 4]
bisect.insort(e, 0, 2)
bisect.insort(e, 10, 0, 2)
print(e)

# any sequence with __getitem__ and __len__; insort through .insert
class Seq:
    def __init__(self, items):
        self.items = list(items)
        self.calls = []
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        self.calls.append(i)
        return self.items[i]
    def insert(self, i, v):
        print('insert', i, v)
        self.items.insert(i, v)
s = Seq(range(0, 100, 10))
print(bisect.bisect_left(s, 35), s.calls)
bisect.insort(s, 35)
print(s.items)
print(bisect.bisect(range(0, 100, 3), 50), bisect.bisect_left('abcdef', 'd'), bisect.bisect((1, 3, 5), 4))

# user comparisons
class V:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return self.v < other.v
    def __repr__(self):
        return 'V(%r)' % self.v
vs = [V(1), V(3), V(5)]
bisect.insort(vs, V(4))
print(vs, bisect.bisect_left(vs, V(3)), bisect.bisect_right(vs, V(3)))

for call in [
    'bisect.bisect_right()', 'bisect.bisect_left([1])', 'bisect.bisect_right([1], 1, -1)',
    'bisect.insort([1], 1, -1)', 'bisect.bisect_right([1], 1, hi="x")', 'bisect.bisect_right([1], 1, 1.5)',
    'bisect.bisect_right(3, 1)', 'bisect.insort(3, 1)', 'bisect.bisect_right([1], 1, foo=2)',
    'bisect.insort((1, 2), 1)', 'bisect.bisect_right([1, 2], 1, lo=None)', 'bisect.bisect_right([1, 2], 1, 5, 10)',
    'bisect.bisect_left([1, "a"], 2)', 'bisect.bisect_right([1, 2], 1, key=3)',
    'bisect.bisect_right([1], 1, hi=2**70)', 'bisect.insort_left([1], 1, key=len)',
]:
    try:
        print(call, eval(call))
    except Exception as exc:
        print(call, type(exc).__name__, exc)
print(bisect.bisect_right([1, 2], 1, 0, None), bisect.bisect_left([1, 2], 1, 0, -1))
print(sorted(n for n in dir(bisect) if not n.startswith('_')))
