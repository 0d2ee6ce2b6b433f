def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class MyInt(int):
    def double(self):
        return self * 2
class MyStr(str):
    def shout(self):
        return self.upper() + "!"
class MyList(list):
    pass
class MyDict(dict):
    def __missing__(self, k):
        return 0
i = MyInt(21)
s = MyStr("hi")
print(i, i.double(), i + 1, type(i + 1).__name__, type(i).__name__, isinstance(i, int), repr(i), hash(i) == hash(21))
print(s, s.shout(), s + "x", type(s + "x").__name__, len(s), s == "hi", {s: 1}["hi"], s[0], type(s[0]).__name__)
l = MyList([1, 2])
l.append(3)
l.tag = "t"
print(l, len(l), l.tag, type(l).__name__, l + [4], type(l + [4]).__name__, l == [1, 2, 3], sorted(l, reverse=True))
d = MyDict(a=1)
d["b"] += 5
print(d, d["zz"], type(d).__name__, isinstance(d, dict))
class MyFloat(float):
    pass
class MyTuple(tuple):
    pass
f = MyFloat(2.5)
t = MyTuple([1, 2])
print(f, f * 2, type(f).__name__, t, t[0], type(t).__name__, len(t), MyInt("12", 8) if False else MyInt("12"))
class E(ValueError):
    pass
try:
    raise E("custom")
except ValueError as e:
    print(type(e).__name__, e, isinstance(e, E))
class MySet(set):
    pass
print(MySet([1, 2]) | {3}, type(MySet([1])).__name__, MySet([1]), repr(MySet()))
class Strange(int):
    def __add__(self, o):
        return "strange"
    def __radd__(self, o):
        return "rstrange"
print(Strange(1) + 1, 1 + Strange(1), 1.5 + Strange(1))
check(lambda: type("B", (bool,), {}))
