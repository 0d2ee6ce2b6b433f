x = "global"
class C:
    x = "class"
    y = x
    def m(self):
        return x
print(C.y, C().m())
def f():
    v = "enclosing"
    class D:
        w = v
        def get(self):
            return v
    return D
D = f()
print(D.w, D().get())
class E:
    a = 1
    b = [a * 2]
print(E.b)
