def f():
    try:
        raise ValueError("orig")
    except ValueError:
        print("handling")
        raise
try:
    f()
except ValueError as e:
    print("reraised", e)
try:
    raise
except RuntimeError as e:
    print(type(e).__name__, e)
def g():
    try:
        1 / 0
    except ZeroDivisionError as e:
        err = e
    raise err
try:
    g()
except ZeroDivisionError as e:
    print("raise saved", e)
