def show(*a, **k):
    print(a, sorted(k.items()))
show(*[1, 2], *(3,), **{"x": 1}, **{"y": 2})
show(0, *[], **{})
args = (1, 2)
kwargs = {"sep": "-"}
print(*args, **kwargs)
print(*"abc")
def f(a, b, c=0):
    return a + b + c
print(f(*[1, 2]), f(1, *[2, 3]), f(**{"a": 1, "b": 2, "c": 3}))
class M:
    def m(self, *a):
        return a
print(M().m(*range(3)))
