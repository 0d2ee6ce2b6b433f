names = ["a", "b", "c"]
for i, n in enumerate(names):
    print(i, n)
for i, n in enumerate(names, start=10):
    print(i, n)
print(list(zip(names, range(5))), list(zip()), dict(zip(names, [1, 2, 3])))
print(list(map(len, ["ab", "c"])), list(filter(lambda s: s > "a", names)))
a, b = zip(*[(1, "x"), (2, "y")])
print(a, b)
print(list(zip("ab", "cd", "ef")))
