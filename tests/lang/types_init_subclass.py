def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class Plugin:
    registry = []
    def __init_subclass__(cls, tag="none", **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
        Plugin.registry.append(cls.__name__)
class A(Plugin, tag="a"):
    pass
class B(Plugin):
    pass
class C(A, tag="c"):
    pass
print(Plugin.registry, A.tag, B.tag, C.tag)
try:
    class D(object, bogus=1):
        pass
except TypeError as e:
    print("TypeError", e)
class Named:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)
class Host:
    first = Named()
    second = Named()
class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns["added"] = name.lower()
        return super().__new__(mcs, name, bases, ns)
    def __call__(cls, *a):
        print("Meta.__call__", cls.__name__, a)
        return super().__call__(*a)
class WithMeta(metaclass=Meta):
    def __init__(self, v):
        self.v = v
w = WithMeta(5)
print(WithMeta.added, w.v, type(WithMeta).__name__, isinstance(WithMeta, Meta))
