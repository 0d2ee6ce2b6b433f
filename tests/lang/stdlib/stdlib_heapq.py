# heapq: the heap primitives (layout item for item), merge (key, reverse, stability),
# nlargest/nsmallest (key, ties, n edge cases) and the errors (compared with CPython 3.11).
import heapq
import random

rng = random.Random(12345)
data = [rng.randrange(100) for _ in range(60)]
h = []
for v in data:
    heapq.heappush(h, v)
print(h)
print([heapq.heappop(h) for _ in range(len(h))])
h2 = list(data)
heapq.heapify(h2)
print(h2)
print(heapq.heapreplace(h2, 50), heapq.heappushpop(h2, 1), heapq.heappushpop(h2, 99), h2[:10])
big = [rng.random() for _ in range(5000)]
hb = list(big)
heapq.heapify(hb)
print(hb[:5], all(hb[k] <= hb[c] for k in range(len(hb)) for c in (2 * k + 1, 2 * k + 2) if c < len(hb)))
print([heapq.heappop(hb) for _ in range(5)] == sorted(big)[:5])
print(heapq.heappushpop([], 3), heapq.heappushpop([5], 3), heapq.heappushpop([2], 3))

# tuples with ties: the layout decides which equal-priority item comes out first
t = []
for i, p in enumerate([3, 1, 3, 1, 2, 2, 3, 1]):
    heapq.heappush(t, (p, str(i)))
print(t, [heapq.heappop(t) for _ in range(4)])

# merge
print(list(heapq.merge([1, 3, 5, 7], [0, 2, 4, 8], [5, 10, 15, 20], [], [25])))
print(list(heapq.merge(['dog', 'horse'], ['cat', 'fish', 'kangaroo'], key=len)))
print(list(heapq.merge([7, 5, 3], [8, 6, 1], [], reverse=True)))
print(list(heapq.merge([(1, 'a'), (2, 'a')], [(1, 'b'), (2, 'b')], key=lambda p: p[0])))
print(list(heapq.merge([(2, 'a'), (1, 'a')], [(2, 'b'), (1, 'b')], key=lambda p: p[0], reverse=True)))
print(list(heapq.merge()), list(heapq.merge([1, 2])), list(heapq.merge([], [3])))
print(list(heapq.merge(iter([1, 4]), (2, 3), range(0, 6, 5))))
g = heapq.merge([1], [2])
print(type(g).__name__, next(g), next(g))
try:
    list(heapq.merge(1))
except TypeError as e:
    print('TypeError', e)

# nlargest / nsmallest
words = 'the quick brown fox jumps over the lazy dog again and again'.split()
for n in [-1, 0, 1, 2, 3, 5, 20]:
    print(n, heapq.nsmallest(n, words), heapq.nlargest(n, words))
    print(n, heapq.nsmallest(n, words, key=len), heapq.nlargest(n, words, key=len))
    print(n, heapq.nsmallest(n, iter(words), key=len), heapq.nlargest(n, iter(words), key=len))
print(heapq.nlargest(3, [1, 1.0, True, 1, 0]), heapq.nsmallest(3, (x % 3 for x in range(10))))
print(heapq.nlargest(1, []), heapq.nsmallest(1, [], key=abs), heapq.nlargest(2, {}), heapq.nsmallest(0, iter([])))
print(heapq.nsmallest(4, data), heapq.nlargest(4, data), heapq.nlargest(4, data, key=lambda v: -v))

class B:
    def __init__(self, h):
        self.h = h
    def __lt__(self, other):
        self.h.clear()
        return True
hb = [1, 2, 3, 4, 5]
hb[:] = [B(hb) for _ in range(5)]
for call in [
    'heapq.heappush((), 1)', 'heapq.heappop([])', 'heapq.heapreplace([], 1)', 'heapq.heapify(3)',
    'heapq.heappop(3)', 'heapq.heappush([])', 'heapq.heappush([], 1, x=2)', 'heapq.nlargest("x", [1])',
    'heapq.nlargest(2, 3)', 'heapq.nsmallest(0, 3)', 'heapq.heapify([3, "a", 1])', 'heapq.heappush(hb, B(hb))',
    'heapq.heapreplace(3, 1)', 'heapq.heappushpop((), 1)',
]:
    try:
        print(call, eval(call))
    except Exception as exc:
        print(call, type(exc).__name__, exc)
print(heapq.__all__)
