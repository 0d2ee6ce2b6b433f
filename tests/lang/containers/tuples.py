t = (1, 2, 3)
print(t, t[0], t[-1], t[1:], len(t), t + (4,), t * 2, (1,), ())
print(t.index(2), t.count(1), 2 in t, tuple([4, 5]), tuple("ab"))
a, b, c = t
print(a + b + c)
print(hash((1, 2)) == hash((1, 2)), (1, 2) < (1, 3), max((1, 5, 3)))
try:
    t[0] = 9
except TypeError as e:
    print(type(e).__name__, e)
