def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class G:
    def __init__(self):
        self.real = 1
    def __getattr__(self, name):
        if name.startswith("x"):
            return "dyn_" + name
        raise AttributeError("no " + name)
g = G()
print(g.real, g.xyz, getattr(g, "xa"), hasattr(g, "y"), getattr(g, "y", "dflt"))
check(lambda: g.y)
class S:
    def __setattr__(self, name, value):
        object.__setattr__(self, name, str(value))
    def __delattr__(self, name):
        print("del", name)
s = S()
s.a = 5
del s.a
print(s.a, type(s.a).__name__)
class GA:
    def __getattribute__(self, name):
        if name == "magic":
            return 42
        return object.__getattribute__(self, name)
ga = GA()
ga.v = 1
print(ga.magic, ga.v)
check(lambda: ga.missing)
class Both:
    def __getattribute__(self, name):
        raise AttributeError(name)
    def __getattr__(self, name):
        return "fallback " + name
print(Both().anything)
