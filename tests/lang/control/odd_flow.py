def f(*a): return len(a)
print(f(*range(100000)))
def h():
    for i in range(3):
        try:
            return i
        finally:
            if i == 0:
                continue
print(h())
class C:
    xs = [1, 2]
    try:
        ys = [x for x in xs if x in xs]
    except NameError as e:
        print("NameError", e)
print(list(x for x in [1, 2] if x))
try:
    list(1 / x for x in [1, 0])
except ZeroDivisionError as e:
    print("genexp error", e)
x = 0
def rec():
    global x
    x += 1
    rec()
try:
    rec()
except RecursionError:
    print("depth", x)
import sys
print(sys.getrecursionlimit())
exec("def q():\n    return __name__\n")
print(q())
print(eval("lambda: 5")())
a = b = c = []
a.append(1)
print(b, c is a)
print(type(lambda: 0).__name__, (lambda: (yield))().__class__.__name__)
