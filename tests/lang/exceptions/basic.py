try:
    raise ValueError("bad value")
except ValueError as e:
    print("caught", e, repr(e), e.args)
try:
    {}["k"]
except (TypeError, KeyError) as e:
    print("tuple clause", type(e).__name__)
try:
    int("x")
except Exception as e:
    print(type(e).__name__, e)
try:
    pass
except Exception:
    print("no")
else:
    print("else runs")
finally:
    print("finally runs")
def f():
    try:
        return 1 / 0
    except ZeroDivisionError:
        return "handled"
print(f())
try:
    try:
        raise KeyError("inner")
    except ValueError:
        print("wrong")
except KeyError as e:
    print("outer got", e)
try:
    raise TypeError
except TypeError as e:
    print(repr(e))
