def f():
    pass
class C:
    pass
print(f(), C.__name__)
x = 1
del x
try:
    x
except NameError as e:
    print(e)
a = [1, 2, 3]
b = {"k": 1}
del a[1], b["k"]
print(a, b)
class O:
    pass
o = O()
o.attr = 5
del o.attr
print(hasattr(o, "attr"))
def loc():
    y = 2
    del y
    try:
        print(y)
    except UnboundLocalError as e:
        print(type(e).__name__, e)
loc()
