# Core support the abc/collections.abc/dataclasses modules rely on: attribute lookup
# through a custom metaclass binds classmethods and staticmethods; object.__subclasshook__;
# __isabstractmethod__ on property/classmethod/staticmethod; __abstractmethods__ blocks
# instantiation; __call__ present in the dicts of the callable built-in types; a class
# whose only slotted base is not the first one keeps that base's slot layout.


class Meta(type):
    pass


class WithMeta(metaclass=Meta):
    @classmethod
    def make(cls):
        return cls.__name__

    @staticmethod
    def helper(x):
        return x * 2

    @property
    def prop(self):
        return "p"


class Child(WithMeta):
    pass


print(WithMeta.make(), Child.make(), Child.helper(4), Child().prop, type(Child).__name__)
print(type.__getattribute__(WithMeta, "make")(), Meta.__getattribute__ is type.__getattribute__)
print(object.__subclasshook__(int), WithMeta.__subclasshook__(int))


def f():
    pass


f.__isabstractmethod__ = True


def g():
    pass


print(property(f).__isabstractmethod__, property(g).__isabstractmethod__,
      property(g, f).__isabstractmethod__, classmethod(f).__isabstractmethod__,
      staticmethod(g).__isabstractmethod__)


class Abstract:
    pass


Abstract.__abstractmethods__ = frozenset({"run", "go"})
try:
    Abstract()
except TypeError as e:
    print(e)
Abstract.__abstractmethods__ = frozenset({"go"})
try:
    Abstract()
except TypeError as e:
    print(e)
Abstract.__abstractmethods__ = frozenset()
print(type(Abstract()).__name__)


class WithNew:
    def __new__(cls):
        return object.__new__(cls)


WithNew.__abstractmethods__ = frozenset({"x"})
try:
    WithNew()
except TypeError as e:
    print(e)


class M:
    def m(self):
        return 1


for obj in (len, f, M().m, [].append, M):
    print(type(obj).__name__, "__call__" in type(obj).__dict__)
print(type(f).__call__(lambda *a, **k: (a, k), 1, k=2), M().m.__call__(), len.__call__("abc"))


class A:
    __slots__ = ("a",)

    def __init__(self):
        self.a = 1


class B:
    __slots__ = ()


class C(B, A):
    __slots__ = ("c",)


c = C()
c.c = 3
print(c.a, c.c, C.__base__.__name__)


class D:
    __slots__ = ("d",)


try:
    class E(A, D):
        pass
except TypeError as e:
    print(e)
