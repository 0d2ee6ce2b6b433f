print(sum(x * x for x in range(4)))
g = (c.upper() for c in "ab")
print(list(g), list(g))
print(max(len(w) for w in ["a", "abc", "ab"]))
print(list((i, j) for i in range(2) for j in "xy"))
print(any(x > 3 for x in [1, 5]), all(x > 0 for x in []))
def stop_iter():
    yield 1
    raise StopIteration
try:
    list(stop_iter())
except RuntimeError as e:
    print(type(e).__name__, e)
