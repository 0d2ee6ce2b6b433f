def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = []
a.append(a)
print(a, str(a), repr([a]))
d = {"k": 1}
d["d"] = d
print(d)
s = [1, [2, [3]]]
s[1][1].append(s)
print(s)
b = []
b.append(b)
check(lambda: a == b)
def deep(n):
    x = []
    for _ in range(n):
        x = [x]
    return x
print(len(repr(deep(50))))
class R:
    def __repr__(self):
        return repr(self)
try:
    repr(R())
except RecursionError:
    print("RecursionError")
