def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = [5, 2, 8, 1, 9, 3]
a.sort()
print(a)
a.sort(reverse=True)
print(a)
words = ["banana", "Apple", "cherry", "apple", "Banana"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len), sorted(words, key=len, reverse=True))
pairs = [(1, "b"), (0, "a"), (1, "a"), (0, "b")]
print(sorted(pairs), sorted(pairs, key=lambda p: p[0]), sorted(pairs, key=lambda p: p[1], reverse=True))
print(sorted([3.5, 1, 2.25, -1]), sorted("hello"), sorted({3: 1, 1: 2}), sorted([]), sorted((1,)))
check(lambda: sorted([1, "a", 2]))
check(lambda: sorted([1, 2], key=lambda x: x / 0))
check(lambda: [3, 1].sort(1))
check(lambda: sorted([1], bad=1))
class K:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v > o.v
    def __repr__(self):
        return "K%d" % self.v
print(sorted([K(1), K(3), K(2)]), max([K(1), K(3)], key=lambda k: k.v))
