def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

f = frozenset([3, 1, 2])
print(f, frozenset(), frozenset("aa"), len(f), 2 in f, f | {9}, f & {1, 5}, f - {1}, type(f | {9}).__name__, type({9} | f).__name__)
print(hash(frozenset()), hash(frozenset([1, 2, 3])) == hash(frozenset([3, 2, 1])), hash(frozenset({1})))
print({f: "x"}[frozenset([1, 2, 3])], f == {1, 2, 3}, f.union([4]), f.copy() is f, frozenset(f) is f)
check(lambda: f.add(1))
print({1, 2} in {frozenset([1, 2])}, set([f]), sorted(frozenset({"x", "y"})))
