def f(n):
    if n == 0:
        raise RuntimeError("bottom")
    return f(n - 1) * 2
f(3)
