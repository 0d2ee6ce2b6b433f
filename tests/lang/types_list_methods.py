def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = [3, 1, 2]
a.append(4)
a.extend([5, 6])
a.extend(range(2))
a.insert(0, 100)
a.insert(-1, 200)
a.insert(99, 300)
print(a)
print(a.pop(), a.pop(0), a.pop(-2), a)
a.remove(1)
print(a, a.index(2), a.count(0), a.count(99), a.index(5, 1), a.copy() == a, a.copy() is a)
check(lambda: a.remove(99))
check(lambda: a.index(99))
check(lambda: [].pop())
check(lambda: [1].pop(5))
a.reverse()
print(a)
a.clear()
print(a, len(a))
b = [1, 2]
b += (3, 4)
b *= 2
print(b)
c = [1]
c *= 0
print(c, [1, 2, 3].index(3, -1))
