def a():
    x = 1
    def b():
        y = 2
        def c():
            return x + y
        return c
    return b()
print(a()())
def shadow():
    x = "outer"
    def inner():
        x = "inner"
        return x
    return inner(), x
print(shadow())
def param_capture(v):
    return lambda: v
fs = [param_capture(i) for i in range(3)]
print([f() for f in fs])
def comp_closure():
    base = 10
    return [(lambda: base + i)() for i in range(3)]
print(comp_closure())
def gen_closure():
    k = 5
    def g():
        for i in range(2):
            yield k + i
    return list(g())
print(gen_closure())
