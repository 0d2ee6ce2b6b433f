def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(map(str, [1, 2])), list(map(lambda a, b: a + b, [1, 2, 3], [10, 20])), list(map(abs, ())))
print(list(filter(None, [0, 1, "", "a", None, [], [0]])), list(filter(lambda x: x % 2, range(10))), list(filter(str.isdigit, "a1b2")))
check(lambda: map(str))
check(lambda: list(map(int, ["1", "x"])))
check(lambda: filter(1))
check(lambda: list(filter(len, [1])))
m = map(str.upper, "ab")
print(next(m), next(m), next(m, None), type(m).__name__, type(filter(None, [])).__name__)
