try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("converted") from e
except ValueError as e:
    print(type(e.__cause__).__name__, e.__suppress_context__, type(e.__context__).__name__)
try:
    try:
        {}["x"]
    except KeyError:
        raise RuntimeError("during")
except RuntimeError as e:
    print(e.__cause__, type(e.__context__).__name__, e.__suppress_context__)
try:
    try:
        raise OSError("a")
    except OSError:
        raise TypeError("b") from None
except TypeError as e:
    print(e.__cause__, e.__suppress_context__, type(e.__context__).__name__)
def f():
    try:
        raise KeyError(1)
    except KeyError:
        g()
def g():
    raise IndexError(2)
try:
    f()
except IndexError as e:
    print("context", repr(e.__context__))
