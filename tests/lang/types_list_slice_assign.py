def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = list(range(10))
a[2:5] = ["x", "y"]
print(a)
a[::2] = [0] * len(a[::2])
print(a)
a[:0] = [-1, -2]
print(a)
a[len(a):] = [99]
print(a)
del a[1:3]
print(a)
del a[::3]
print(a)
a[1:1] = "ab"
print(a)
a[5:2] = [7]
print(a)
def bad():
    a[::2] = [1]
check(bad)
def bad2():
    a[1:2] = 5
check(bad2)
b = [1, 2, 3]
b[:] = b
print(b, b[::-2], b[-2:], b[:-2], b[10:20], b[-10:1])
b[::-1] = [7, 8, 9]
print(b)
