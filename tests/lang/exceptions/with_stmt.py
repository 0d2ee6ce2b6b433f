class CM:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        return self.suppress
with CM("a") as v:
    print("body", v)
with CM("b", suppress=True):
    raise ValueError("hidden")
print("after suppressed")
try:
    with CM("c"):
        raise KeyError("k")
except KeyError as e:
    print("propagated", e)
with CM("x") as x, CM("y") as y:
    print("both", x, y)
def f():
    with CM("r"):
        return "returned"
print(f())
for i in range(2):
    with CM(str(i)):
        if i == 0:
            continue
        break
try:
    with 5:
        pass
except TypeError as e:
    print(e)
