def register(cls):
    cls.registered = True
    return cls
def add_method(name):
    def deco(cls):
        setattr(cls, name, lambda self: name)
        return cls
    return deco
@register
@add_method("hello")
class K:
    pass
print(K.registered, K().hello())
def singleton(cls):
    inst = {}
    def get(*a):
        if cls not in inst:
            inst[cls] = cls(*a)
        return inst[cls]
    return get
@singleton
class S:
    def __init__(self, v):
        self.v = v
print(S(1).v, S(2).v, S(3) is S(4))
