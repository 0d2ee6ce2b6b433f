print(sum([1, 2, 3], 10), sum([0.1] * 10), min(3, 1, 2), max([1, 9, 4]), min([], default=0))
print(pow(2, 10), pow(2, 10, 1000), pow(2, -1), divmod(7, -2), abs(-0.0))
print(round(123.456, -1), round(0.5), round(1.5), round(7), sorted([3, 1, 2]))
print(max("apple", "fig", key=len), min({"b": 1, "a": 2}))
