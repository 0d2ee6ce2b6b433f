s = list(range(10))
print(s[2], s[-1], s[2:5], s[:3], s[7:], s[::2], s[::-1], s[1:8:3], s[-3:])
t = "hello world"
print(t[0], t[-1], t[:5], t[6:], t[::-1])
s[2:4] = ["a", "b", "c"]
print(s)
del s[0]
print(s)
del s[::2]
print(s)
d = {"k": 1}
d["j"] = 2
d["k"] += 10
print(d)
del d["j"]
print(d)
m = [[1, 2], [3, 4]]
m[1][0] = 9
print(m)
class C:
    def __getitem__(self, k):
        return k
c = C()
print(c[1], c[1:2], c[1:2, ::3], c[...], c[:, None])
