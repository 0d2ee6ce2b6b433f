def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(True, False, not True, not 0, not "", not [1], bool(), bool(0.0), bool("x"), bool([]), bool(None))
print(True == 1, False == 0, True is True, True + 0.5, str(True), repr(False), int(True))
print(None, repr(None), None is None, None == None, bool(None), type(None).__name__)
check(lambda: None + 1)
check(lambda: None < 1)
check(lambda: type(None)(1))
print(type(True).__name__, bool.__mro__, isinstance(False, int), issubclass(bool, int))
print(True and 3, 0 or "x", None or [] or 0, 1 and 2 and 3)
print(NotImplemented, Ellipsis, ..., type(NotImplemented).__name__, type(...).__name__)
check(lambda: bool(1, 2))
print(bool.__name__, hash(None) == hash(None), {None: 1}[None])
