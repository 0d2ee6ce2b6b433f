class Managed:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("open", self.name)
        return self
    def __exit__(self, *exc):
        print("close", self.name, exc[0].__name__ if exc[0] else None)
        return False
def reader():
    with Managed("gen"):
        yield 1
        yield 2
r = reader()
print(next(r))
r.close()
def consume():
    with Managed("outer") as m:
        for v in reader():
            print("v", v)
    return m.name
print(consume())
