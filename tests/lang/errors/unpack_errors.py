cases = [
    "a, b = 1, 2, 3",
    "a, b, c = 'ab'",
    "a, b = None",
    "(a, b), c = [1, 2], 3, 4",
    "a, *b, c, d = [1, 2]",
    "[a] = []",
    "a, b = {1: 2}",
]
for src in cases:
    try:
        exec(src)
        print("ok", src)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
