# abc: ABCMeta, ABC, abstractmethod and its property/classmethod/staticmethod forms,
# register, __subclasshook__, caches, update_abstractmethods, the instantiation error.
import abc
from abc import ABC, ABCMeta, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        return 0

    @abstractmethod
    def perimeter(self):
        pass

    def describe(self):
        return f"{type(self).__name__} area={self.area()}"


class Square(Shape):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s * self.s

    def perimeter(self):
        return 4 * self.s


class Half(Shape):
    def area(self):
        return 1


for cls in (Shape, Half):
    try:
        cls()
    except TypeError as e:
        print("TypeError:", e)
print(Square(3).describe(), Square(3).perimeter())
print(sorted(Shape.__abstractmethods__), sorted(Half.__abstractmethods__),
      sorted(Square.__abstractmethods__))
print(type(Shape) is ABCMeta, type(ABC) is ABCMeta, isinstance(Square(1), Shape))
print(Shape.area.__isabstractmethod__, hasattr(Square.area, "__isabstractmethod__"))
print(repr(ABC), repr(ABCMeta))


# Abstract properties, classmethods, staticmethods
class P(ABC):
    @property
    @abstractmethod
    def name(self):
        ...

    @classmethod
    @abstractmethod
    def make(cls):
        ...

    @staticmethod
    @abstractmethod
    def helper():
        ...


print(sorted(P.__abstractmethods__))
try:
    P()
except TypeError as e:
    print(e)


class PP(P):
    @property
    def name(self):
        return "pp"

    @classmethod
    def make(cls):
        return cls()

    @staticmethod
    def helper():
        return 42


print(PP.make().name, PP.helper(), PP.__abstractmethods__ == frozenset())


class Old(ABC):
    @abc.abstractproperty
    def x(self):
        pass

    @abc.abstractclassmethod
    def c(cls):
        pass

    @abc.abstractstaticmethod
    def s():
        pass


print(sorted(Old.__abstractmethods__))


# register and virtual subclasses
class Sink(ABC):
    pass


@Sink.register
class Tub:
    pass


print(issubclass(Tub, Sink), isinstance(Tub(), Sink), Tub.__name__)
print(Sink.register(int) is int, issubclass(bool, Sink), isinstance(True, Sink))
print(Sink not in Tub.__mro__)
try:
    Sink.register(3)
except TypeError as e:
    print("TypeError:", e)


class Sub(Sink):
    pass


try:
    Sub.register(Sink)
except RuntimeError as e:
    print("RuntimeError:", e)
print(Sink.register(Sub) is Sub)
tok = abc.get_cache_token()
Sink.register(float)
print(abc.get_cache_token() != tok, issubclass(float, Sink))
try:
    issubclass(3, Sink)
except TypeError as e:
    print("TypeError:", e)


# __subclasshook__
class HasLen(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is HasLen:
            return any("__len__" in B.__dict__ for B in C.__mro__)
        return NotImplemented


print(issubclass(list, HasLen), issubclass(int, HasLen), isinstance("ab", HasLen))


class Bad(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        return 1


try:
    issubclass(int, Bad)
except AssertionError as e:
    print("AssertionError:", e)


# Metaclass used directly, keyword arguments flow to __init_subclass__
class Base(metaclass=ABCMeta):
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag


class Tagged(Base, tag="t1"):
    pass


print(Tagged.tag, type(Tagged).__name__)


# update_abstractmethods
class Later(ABC):
    @abstractmethod
    def go(self):
        pass


class Impl(Later):
    def go(self):
        return "went"


def stop(self):
    pass


Impl.stop = abstractmethod(stop)
abc.update_abstractmethods(Impl)
print(sorted(Impl.__abstractmethods__))
try:
    Impl()
except TypeError as e:
    print(e)


class Plain:
    pass


print(abc.update_abstractmethods(Plain) is Plain)


# An ABC with __new__ of its own is still checked (object.__new__ does it)
class WithInit(ABC):
    def __init__(self, v):
        self.v = v

    @abstractmethod
    def run(self):
        pass


try:
    WithInit(1)
except TypeError as e:
    print(e)
print(abc.__all__ if hasattr(abc, "__all__") else "no __all__")
