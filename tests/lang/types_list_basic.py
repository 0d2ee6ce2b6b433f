def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = [1, 2, 3]
print(a, len(a), a[0], a[-1], a[1:], a[::-1], a + [4], a * 2, 3 * [0], 2 in a, 5 not in a, [] == [], [1, [2]] == [1, [2]])
a[0] = 10
a[-1] = 30
print(a, list(), list("ab"), list(range(3)), list((1, 2)), list({1: 2}), [[]] * 2)
check(lambda: a[3])
check(lambda: a[-4])
check(lambda: a["x"])
check(lambda: a + (1,))
check(lambda: a * 1.5)
def setbad():
    a[5] = 1
check(setbad)
print([1, 2] < [1, 3], [1, 2] < [1, 2, 0], [2] > [1, 9], [1, 2] <= [1, 2], [] < [0], ["a"] < ["b"])
check(lambda: [1] < ["a"])
check(lambda: hash([]))
print(bool([]), bool([0]), [1, 2, 3].__len__(), [1].__contains__(1), list.__name__)
