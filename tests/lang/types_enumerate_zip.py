def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(enumerate("abc")), list(enumerate("ab", 1)), list(enumerate([], 5)), list(enumerate("x", start=-1)))
print(list(zip([1, 2, 3], "ab")), list(zip()), list(zip([1])), list(zip("ab", "cd", "ef")), dict(zip("ab", range(2))))
check(lambda: list(zip([1, 2], [3], strict=True)))
check(lambda: list(zip([1], [3, 4], strict=True)))
check(lambda: list(zip([1], [2], strict=True)))
check(lambda: enumerate(5))
check(lambda: zip(1, 2))
check(lambda: enumerate("a", "b"))
e = enumerate("xy")
print(next(e), next(e), next(e, "done"), type(e).__name__, iter(e) is e)
z = zip("ab", [1, 2])
print(next(z), list(z), list(z))
print(list(enumerate("ab", 2 ** 70)))
