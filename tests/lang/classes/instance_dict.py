class A:
    cls_attr = "c"
    def __init__(self):
        self.x = 1
a = A()
print(a.__dict__, vars(a), "cls_attr" in A.__dict__)
a.__dict__["y"] = 2
print(a.y)
a.cls_attr = "instance"
print(a.cls_attr, A.cls_attr)
del a.cls_attr
print(a.cls_attr)
print(type(a).__dict__["cls_attr"], A.__name__, A.__doc__)
class Empty:
    pass
e = Empty()
e.__dict__.update(p=1, q=2)
print(sorted(vars(e).items()))
