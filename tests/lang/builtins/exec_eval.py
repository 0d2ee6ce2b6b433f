print(eval("1 + 2 * 3"))
x = 10
print(eval("x * 2"))
ns = {}
exec("y = 5\ndef f():\n    return y + 1", ns)
print(ns["y"], ns["f"]())
exec("z = 7")
print(z)
print(eval("a + b", {"a": 1, "b": 2}))
code = compile("3 ** 2", "<expr>", "eval")
print(eval(code))
def f():
    loc = 3
    return eval("loc + 1")
print(f())
try:
    eval("1 +")
except SyntaxError as e:
    print("SyntaxError", e.msg)
g = {}
exec("import math\nr = math.sqrt(9)", g)
print(g["r"])
print(sorted(k for k in globals() if not k.startswith("__"))[:3])
