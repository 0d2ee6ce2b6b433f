def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = {1, 2, 3, 4}
b = {3, 4, 5}
print(a | b, a & b, a - b, b - a, a ^ b, a.union(b, [9]), a.intersection(b, {4}), a.difference(b), a.symmetric_difference(b))
print(a <= b, {3} <= b, {3} < b, b < b, b <= b, a >= {1}, a > a, a.issubset(range(10)), a.issuperset([1, 2]), a.isdisjoint({7}))
c = set(a)
c |= {10}
c &= {1, 2, 10}
c -= {1}
c ^= {2, 20}
print(c)
d = {1, 2, 3}
d.intersection_update([2, 3, 4])
d.difference_update({3})
d.symmetric_difference_update([2, 7])
print(d)
check(lambda: a | [1])
check(lambda: a + b)
check(lambda: a < [1])
print(set(range(20)) - set(range(0, 20, 3)), {x % 7 for x in range(30)}, {-5, -1, 0, 5, 1} & {-1, 1, 5})
