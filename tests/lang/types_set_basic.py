def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

s = {3, 1, 2}
s.add(4)
s.add(1)
s.discard(3)
s.discard(99)
print(s, len(s), 1 in s, 3 in s, set(), set([1, 2, 2]), set("aab") == {"a", "b"}, set(range(5)), set([5, 3, 9, 1]), set([100, -1, 7, 8, 16, 33]))
s.remove(4)
print(s, s.pop(), s)
check(lambda: s.remove(99))
check(lambda: set().pop())
check(lambda: {[1]})
check(lambda: s.add([]))
check(lambda: hash(set()))
t = {1, 2, 3}
t.update([4, 5], (6,))
print(t, t.copy(), t.copy() is t)
t.clear()
print(t, bool(t), bool({0}), {frozenset({1})} == {frozenset([1])}, set([frozenset()]))
print(sorted({"b", "a", "c"}), len({1, 1.0, True}), {1, 2} == {2, 1}, {1} != {2}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17})
