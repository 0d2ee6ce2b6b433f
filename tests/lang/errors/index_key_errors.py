for f in [lambda: [1, 2][5], lambda: (1,)[-3], lambda: "ab"[9], lambda: range(3)[7]]:
    try:
        f()
    except IndexError as e:
        print(type(e).__name__, e)
for f in [lambda: {}["missing"], lambda: {1: 2}[3], lambda: {(1, 2): 0}[(2, 1)]]:
    try:
        f()
    except KeyError as e:
        print(type(e).__name__, e, e.args)
