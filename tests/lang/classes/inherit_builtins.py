class MyList(list):
    def total(self):
        return sum(self)
l = MyList([1, 2, 3])
l.append(4)
print(l, l.total(), len(l), isinstance(l, list))
class MyDict(dict):
    def __missing__(self, k):
        return k * 2
d = MyDict(a=1)
print(d["a"], d["zz"])
class MyErr(Exception):
    def __init__(self, code):
        super().__init__(f"code {code}")
        self.code = code
try:
    raise MyErr(7)
except MyErr as e:
    print(e, e.code, e.args)
class S(str):
    def shout(self):
        return self.upper() + "!"
print(S("hi").shout())
