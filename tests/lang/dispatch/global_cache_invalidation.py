# LOAD_GLOBAL's cache (Note [Global lookup cache]): globals and builtins changed through
# every route show at a warmed-up site.
import builtins

X = 1


def get_x():
    return X


def get_len():
    return len("abc")


def warm(fn, n=200):
    r = None
    for _ in range(n):
        r = fn()
    return r


print(warm(get_x))
X = 2
print(get_x())
globals()["X"] = 3
print(get_x())
del globals()["X"]
try:
    get_x()
except NameError as e:
    print("NameError", e)
globals().update(X=4)
print(warm(get_x))
builtins.X = "builtin X"
print(get_x())
del X
print(get_x())
del builtins.X
try:
    get_x()
except NameError as e:
    print("NameError", e)

# a global shadowing a builtin, then removed; the builtin replaced and restored
print(warm(get_len))
len = lambda s: "global len"
print(get_len())
del len
print(get_len())
orig = builtins.len
builtins.len = lambda s: "patched builtin len"
print(get_len())
builtins.len = orig
print(get_len())
globals().pop("orig")

# the same code under other globals: exec of one code object in two namespaces
code = compile("def f():\n    return Y\n", "<s>", "exec")
ns1 = {"Y": "ns1"}
ns2 = {"Y": "ns2"}
exec(code, ns1)
exec(code, ns2)
f1, f2 = ns1["f"], ns2["f"]
for i in range(100):
    r = (f1(), f2())
print(r)
ns2["Y"] = "ns2 changed"
del ns1["Y"]
try:
    f1()
except NameError as e:
    print("NameError", e)
print(f2())

# many globals added after warming (the dict grows and rehashes)
print(warm(get_x.__globals__["get_len"]))
for i in range(1000):
    globals()["g%d" % i] = i
print(get_len(), g999)
for i in range(1000):
    del globals()["g%d" % i]
print(get_len())

# module-level code: LOAD_NAME with the same cache
Z = 0
for i in range(300):
    Z = Z + 1
    if i == 150:
        globals()["Z"] = 1000
print(Z)
