class Config:
    debug = False
    items = []
    def add(self, x):
        self.items.append(x)
a, b = Config(), Config()
a.add(1); b.add(2)
print(Config.items, a.debug)
a.debug = True
print(a.debug, b.debug, Config.debug)
class Counter:
    n = 0
    def __init__(self):
        type(self).n += 1
Counter(); Counter()
print(Counter.n)
class WithSlots:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = 1
w = WithSlots()
print(w.a)
try:
    w.c = 3
except AttributeError as e:
    print("AttributeError")
print(sorted(k for k in vars(Config) if not k.startswith("__")))
