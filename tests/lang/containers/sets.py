s = {3, 1, 2}
s.add(4); s.discard(1); s.add(3)
print(sorted(s), len(s), 2 in s)
a, b = {1, 2, 3}, {2, 3, 4}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
print(a <= {1, 2, 3, 4}, a.issubset(b), {1}.isdisjoint({2}))
print(sorted({x % 3 for x in range(10)}), set(), frozenset([1, 2]) == {1, 2})
s.remove(4)
print(sorted(s))
try:
    s.remove(99)
except KeyError as e:
    print("KeyError", e)
