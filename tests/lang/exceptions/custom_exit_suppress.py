class Suppress:
    def __init__(self, *types):
        self.types = types
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        return et is not None and issubclass(et, self.types)
with Suppress(KeyError, ValueError):
    {}["x"]
print("after KeyError")
try:
    with Suppress(KeyError):
        1 / 0
except ZeroDivisionError:
    print("not suppressed")
def in_loop():
    out = []
    for i in range(4):
        with Suppress(ValueError):
            if i % 2:
                raise ValueError
            out.append(i)
    return out
print(in_loop())
class ExitRaises:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        raise RuntimeError("from exit")
try:
    with ExitRaises():
        raise ValueError("body")
except RuntimeError as e:
    print(e, "context:", repr(e.__context__))
