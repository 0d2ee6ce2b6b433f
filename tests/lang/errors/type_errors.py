cases = [
    lambda: 1 + "a",
    lambda: "a" + 1,
    lambda: [] + (),
    lambda: None(),
    lambda: 5[0],
    lambda: len(5),
    lambda: -"x",
    lambda: {}[[]],
    lambda: 1 < "x",
    lambda: "x" * "y",
    lambda: object().nothing,
    lambda: int.nope,
    lambda: hash([]),
    lambda: (1).real.imag.x,
]
for c in cases:
    try:
        c()
    except (TypeError, AttributeError, KeyError) as e:
        print(type(e).__name__ + ":", e)
