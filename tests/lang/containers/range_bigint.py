# range with bounds beyond int64: the big-int slow path (CPython computes these exactly).
print(list(range(2**63, 2**63 + 2)))
print(10**20 in range(10**21), 10**20 + 1 in range(0, 10**21, 2), -1 in range(10**21))
print(sum(range(10**20, 10**20 + 3)))
print(range(0, 10**30, 10**29)[1], range(0, 10**30, 10**29)[-1])
print(range(10**20)[-1], range(10**20)[0], range(-10**20, 0)[5])
print(list(reversed(range(2**64, 2**64 + 3))))
print(list(reversed(range(-2**63, -2**63 + 3))))
print(list(reversed(range(2**63 - 3, 2**63))))
print(repr(range(10**20)), range(-10**20, 10**20, 3), range(10**20, 0, -1))
print(range(10**20) == range(10**20), range(10**20) != range(10**20 + 1))
print(range(10**20, 10**20) == range(0), range(2**64, 2**64 + 1, 5) == range(2**64, 2**64 + 1, 7))
print(hash(range(10**20)) == hash(range(10**20)), hash(range(2**64, 2**64)) == hash(range(0)))
print(range(10**20)[10**19:10**19 + 5], range(10**20)[::-1][:3], range(10**20)[::10**19])
print(list(range(10**20)[10**19:10**19 + 3]))
print(range(10**20).index(10**19), range(0, 10**30, 7).index(7 * 10**20), range(10**20).count(5))
print(range(10**20).count(10**20), range(10**20, 10**20 + 9).count(float(10**20)), float(2**64) in range(2**64, 2**64 + 3))
print(range(10**20).start, range(10**20).stop, range(1, 10**20, 2**70).step, bool(range(10**20)))
print(bool(range(10**20, 0)), len(range(10**20, 10**20 + 7)), len(range(-2**63, 2**63 - 1, 2**62)))
print(list(range(-2**63, 2**63 - 1, 2**62)), list(range(2**63 - 1, -2**63, -2**62)))
print(range(3)[0:10**30], range(5)[10**30:], range(5)[-10**30::2])
for r in (range(10**20), range(-2**63, 2**63)):
    try:
        len(r)
    except OverflowError as e:
        print(type(e).__name__, e)
try:
    range(10**20).__len__()
except OverflowError as e:
    print(type(e).__name__, e)
try:
    range(10**20)[10**20]
except IndexError as e:
    print(type(e).__name__, e)
try:
    range(10**20).index(-1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    range(0, 1, 0)
except ValueError as e:
    print(type(e).__name__, e)
it = iter(range(2**64, 2**64 + 2))
print(next(it), next(it), next(it, "done"))
print([x for x in range(10**20, 10**20 + 9, 4)])
print(max(range(10**20, 10**20 + 5)), min(range(-10**20, 0, 10**19)))
