# Core support for typing/dataclasses: __mro_entries__ on non-class bases (and
# __orig_bases__), writable __module__/__doc__ on heap classes (no recursion), isinstance/
# issubclass through __instancecheck__/__subclasscheck__ of a non-class second argument,
# list[int]/int | str objects.


class Entry:
    def __init__(self, *bases):
        self.bases = bases

    def __mro_entries__(self, bases):
        print("mro_entries called with", len(bases), "bases")
        return self.bases


class A:
    pass


class B(Entry(A), Entry()):
    pass


print(B.__mro__, B.__orig_bases__[1].bases, "__orig_bases__" in A.__dict__)


class BadEntry:
    def __mro_entries__(self, bases):
        return [A]


try:
    class C(BadEntry()):
        pass
except TypeError as e:
    print("TypeError:", e)


class K:
    "doc"


K.__module__ = "elsewhere"
K.__doc__ = "new doc"
print(K, K.__doc__, K.__module__)
for attr in ("__module__", "__doc__"):
    try:
        setattr(int, attr, "x")
    except TypeError as e:
        print("TypeError:", e)


class Checker:
    def __instancecheck__(self, obj):
        return obj == 42

    def __subclasscheck__(self, cls):
        return cls is bool


print(isinstance(42, Checker()), isinstance(41, Checker()), issubclass(bool, Checker()),
      issubclass(int, Checker()), isinstance(42, (str, Checker())))
for bad in (lambda: isinstance(1, 3), lambda: issubclass(int, 3)):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
print(list[int], tuple[int, ...], dict[str, int] == dict[str, int], int | None, type(int | str).__name__)
