import sys
print(sys.exc_info())
try:
    raise ValueError("v")
except ValueError:
    t, v, tb = sys.exc_info()
    print(t.__name__, v, tb is not None)
    try:
        raise KeyError("k")
    except KeyError:
        print(sys.exc_info()[0].__name__)
    print(sys.exc_info()[0].__name__)
print(sys.exc_info())
