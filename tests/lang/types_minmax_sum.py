def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(min(3, 1, 2), max(3, 1, 2), min([4, 2]), max("abc"), min("b", "a", key=str.upper), max([1, -5, 3], key=abs), max([], default=7), min((), default=None))
print(sum([1, 2, 3]), sum([1.5, 2]), sum([], 10), sum([[1], [2]], []), sum(range(10), start=5), sum([0.1] * 10), sum([True, True]))
check(lambda: max([]))
check(lambda: min())
check(lambda: max(1))
check(lambda: max(1, 2, default=0))
check(lambda: max([1, "a"]))
check(lambda: sum(["a", "b"], ""))
check(lambda: sum([1, "a"]))
check(lambda: sum(5))
check(lambda: min([1], bad=1))
print(any([]), all([]), any([0, "", 1]), all([1, "a", [0]]), any(x > 2 for x in [1, 3]), all(x for x in [1, 0]))
check(lambda: any(5))
print(max([(1, "b"), (1, "a")]), min([[2], [1, 5]]), max({1: 2, 5: 0}), abs(-3), abs(-2.5), abs(True))
check(lambda: abs("x"))
