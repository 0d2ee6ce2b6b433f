x = 1
def f():
    return x
print(f())
x = 2
print(f())
del x
try:
    f()
except NameError as e:
    print(e)
x = 3
print(f())
len = lambda s: 42
print(f(), len("abc"))
del len
print(len("abc"))
import builtins
builtins.foo = "from builtins"
def g():
    return foo
print(g())
foo = "shadow"
print(g())
del foo
print(g())
