def f():
    try:
        raise ValueError("first")
    finally:
        print("finally runs")
try:
    f()
except ValueError as e:
    print("caught", e)
def g():
    try:
        raise ValueError("first")
    finally:
        raise KeyError("second")
try:
    g()
except KeyError as e:
    print("caught", repr(e), "context", repr(e.__context__))
def h():
    try:
        return 1
    finally:
        print("in finally before return")
print(h())
