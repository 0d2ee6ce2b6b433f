x = 1
g = globals()
print(g["x"], "g" in g, g is globals())
def f(a, b=2):
    c = a + b
    return sorted(locals().items())
print(f(1))
g["created"] = "via globals"
print(created)
class C:
    y = 5
    names = sorted(k for k in locals() if not k.startswith("__"))
print(C.names)
