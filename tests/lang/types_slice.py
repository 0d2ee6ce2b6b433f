def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

s = slice(1, 10, 2)
print(s, s.start, s.stop, s.step, slice(5), slice(None), slice(1, 2), s.indices(5), slice(None, None, -1).indices(4), slice(-3, None).indices(10))
print("abcdefgh"[slice(1, 6, 2)], [0, 1, 2, 3][slice(None, None, -1)], slice(1, 2) == slice(1, 2), slice(1, 2) == slice(1, 3))
check(lambda: slice(1, 2, 0).indices(5))
check(lambda: [1, 2][::0])
check(lambda: slice(1, 2).indices(-1))
check(lambda: "abc"[1.5:])
check(lambda: hash(slice(1)))
check(lambda: slice())
print([1, 2, 3][-100:100], "hello"[1:-1], "hello"[-3:], "hello"[::-2], (1, 2, 3, 4)[1::2], list(range(10))[8:2:-2])
