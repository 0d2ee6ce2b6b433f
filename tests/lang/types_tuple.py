def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

t = (1, 2, 3)
print(t, len(t), t[0], t[-1], t[1:], t[::-1], t + (4,), t * 2, 2 in t, (1,), (), tuple(), tuple([1, 2]), tuple("ab"))
print(t.count(1), t.index(3), (1, 2) < (1, 3), (1, 2) == (1, 2), (1,) < (1, 0), () < (0,), (1, "a") < (1, "b"))
check(lambda: t[5])
check(lambda: t.index(9))
check(lambda: t + [4])
check(lambda: (1, 2) < (1, "a"))
def assign():
    t[0] = 5
check(assign)
print(hash((1, 2)), hash(()), hash((1, (2, 3))), hash((1.0, "x")) == hash((1, "x")))
check(lambda: hash((1, [2])))
a, b, *c = (1, 2, 3, 4)
print(a, b, c, tuple(range(3)), (1, 2, 3)[5:], type(()).__name__)
