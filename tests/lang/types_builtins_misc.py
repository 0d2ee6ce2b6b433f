def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(len("abc"), len([1]), len({}), len(range(5)), len(b"xy"), callable(len), callable(1), callable(int), callable(lambda: 0))
check(lambda: len(5))
check(lambda: len())
check(lambda: len([], []))
print(repr("x"), ascii("é"), ascii([1, "ü"]), repr(1.0), str(2), format(5, "03"), format("a"))
print(hasattr("x", "upper"), hasattr("x", "nope"), getattr("x", "upper")(), getattr(1, "nope", "dflt"), type(getattr(int, "real")).__name__)
check(lambda: getattr(1, "nope"))
check(lambda: getattr(1, 5))
check(lambda: setattr(1, "x", 2))
check(lambda: delattr(1, "real"))
print(chr(65), chr(0x1F600), ord("A"), ord(b"A"), hex(255), oct(8), bin(5), divmod(7, 2), pow(2, 5), isinstance(1, (str, int)))
check(lambda: chr(-1))
check(lambda: chr(0x110000))
check(lambda: ord("ab"))
check(lambda: ord(""))
check(lambda: ord(5))
check(lambda: isinstance(1, 1))
check(lambda: issubclass(1, int))
print(hash(1), hash(1.0), hash(True), hash("a") == hash("a"), hash((1, 2)) == hash((1, 2)), type(id(1)).__name__)
class V:
    def __init__(self):
        self.a = 1
print(vars(V()), sorted(vars(V()).keys()), "upper" in dir(""), dir(V())[-1], "a" in dir(V()))
check(lambda: vars(1))
