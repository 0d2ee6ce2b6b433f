def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(isinstance(1, int), isinstance(True, int), isinstance(1, bool), isinstance(1.0, (int, float)), isinstance("s", (list, (tuple, str))))
print(isinstance([], object), isinstance(int, type), isinstance(type, type), isinstance(type, object), isinstance(None, type(None)))
print(issubclass(bool, (str, int)), issubclass(int, object), issubclass(type, object), issubclass(object, type), issubclass(KeyError, LookupError))
check(lambda: isinstance(1, [int]))
check(lambda: issubclass(1, int))
check(lambda: issubclass(int, 1))
class Meta(type):
    def __instancecheck__(cls, obj):
        return obj == "magic"
    def __subclasscheck__(cls, sub):
        return sub is int
class Special(metaclass=Meta):
    pass
print(isinstance("magic", Special), isinstance(1, Special), issubclass(int, Special), issubclass(str, Special))
