print(any([]), all([]), any([0, "", None]), all([1, "a", [0]]), any(x > 2 for x in range(5)))
print(sum([]), sum([1.5, 2.5]), sum([[1], [2]], []), sum(range(10), 100))
print(abs(-5), abs(3.5), round(2.567, 1), round(-2.5), pow(3, 4), pow(3, 4, 5))
print(min(1, 2), max("a", "b"), min([3, 1], key=lambda v: -v), max([], default="empty"))
