def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

r = range(2, 20, 3)
print(r, list(r), len(r), r[0], r[-1], r[1:3], r[::-1], list(r[::-2]), 5 in r, 6 in r, r.index(8), r.count(8), 5.0 in r)
print(range(5), range(0), range(-5), list(range(10, 0, -3)), len(range(0, 10, 3)), range(1, 10, 2)[2:], bool(range(0)), bool(range(1)))
check(lambda: r[10])
check(lambda: r.index(7))
check(lambda: range(1, 2, 0))
check(lambda: range(1.5))
check(lambda: range())
check(lambda: range("a"))
print(range(3) == range(0, 3), range(0) == range(5, 2), range(1, 5, 2) == range(1, 6, 2), hash(range(3)) == hash(range(0, 3, 1)))
print(r.start, r.stop, r.step, list(reversed(range(5))), sum(range(101)), range(10 ** 6)[-1], max(range(7)), list(range(3, -3, -1)))
print(list(range(-10, -1, 4)), range(0, 10)[::3], range(10)[-3:])
