# bytearray's mutators and item/slice assignment forms, with CPython's errors.


class Idx:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


def run(label, start, f):
    b = bytearray(start)
    try:
        r = f(b)
        print(label, "->", repr(r), repr(b))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e, repr(b))


S = b"abcdef"
cases = [
    ("append int", lambda b: b.append(120)),
    ("append idx", lambda b: b.append(Idx(65))),
    ("append 256", lambda b: b.append(256)),
    ("append -1", lambda b: b.append(-1)),
    ("append str", lambda b: b.append("x")),
    ("append bytes", lambda b: b.append(b"x")),
    ("append float", lambda b: b.append(1.0)),
    ("append big", lambda b: b.append(1 << 70)),
    ("extend bytes", lambda b: b.extend(b"xyz")),
    ("extend list", lambda b: b.extend([1, 2, 3])),
    ("extend gen", lambda b: b.extend(x for x in range(65, 68))),
    ("extend self", lambda b: b.extend(b)),
    ("extend str", lambda b: b.extend("xy")),
    ("extend int", lambda b: b.extend(5)),
    ("extend bad item", lambda b: b.extend([1, 300])),
    ("extend bad item type", lambda b: b.extend([1, "a"])),
    ("extend bytearray", lambda b: b.extend(bytearray(b"q"))),
    ("insert 0", lambda b: b.insert(0, 65)),
    ("insert -1", lambda b: b.insert(-1, 65)),
    ("insert 100", lambda b: b.insert(100, 65)),
    ("insert -100", lambda b: b.insert(-100, 65)),
    ("insert bad", lambda b: b.insert(0, 256)),
    ("insert str index", lambda b: b.insert("0", 1)),
    ("insert bytes value", lambda b: b.insert(0, b"a")),
    ("insert one arg", lambda b: b.insert(0)),
    ("insert idx", lambda b: b.insert(Idx(1), Idx(66))),
    ("pop", lambda b: b.pop()),
    ("pop 0", lambda b: b.pop(0)),
    ("pop -2", lambda b: b.pop(-2)),
    ("pop 10", lambda b: b.pop(10)),
    ("pop str", lambda b: b.pop("1")),
    ("pop idx", lambda b: b.pop(Idx(2))),
    ("remove", lambda b: b.remove(99)),
    ("remove missing", lambda b: b.remove(122)),
    ("remove bad", lambda b: b.remove(256)),
    ("remove bytes", lambda b: b.remove(b"c")),
    ("remove idx", lambda b: b.remove(Idx(97))),
    ("reverse", lambda b: b.reverse()),
    ("clear", lambda b: b.clear()),
    ("copy", lambda b: b.copy()),
    ("setitem 0", lambda b: b.__setitem__(0, 65)),
    ("setitem -1", lambda b: b.__setitem__(-1, 65)),
    ("setitem 6", lambda b: b.__setitem__(6, 65)),
    ("setitem 256", lambda b: b.__setitem__(0, 256)),
    ("setitem bytes value", lambda b: b.__setitem__(0, b"A")),
    ("setitem str key", lambda b: b.__setitem__("a", 1)),
    ("setitem float key", lambda b: b.__setitem__(1.0, 1)),
    ("setitem idx", lambda b: b.__setitem__(Idx(1), Idx(66))),
    ("setslice bytes", lambda b: b.__setitem__(slice(1, 3), b"XYZ")),
    ("setslice empty", lambda b: b.__setitem__(slice(1, 3), b"")),
    ("setslice list", lambda b: b.__setitem__(slice(0, 0), [65, 66])),
    ("setslice int", lambda b: b.__setitem__(slice(0, 2), 5)),
    ("setslice str", lambda b: b.__setitem__(slice(0, 2), "ab")),
    ("setslice self", lambda b: b.__setitem__(slice(0, 2), b)),
    ("setslice step", lambda b: b.__setitem__(slice(0, 6, 2), b"XYZ")),
    ("setslice step bad", lambda b: b.__setitem__(slice(0, 6, 2), b"XY")),
    ("setslice neg step", lambda b: b.__setitem__(slice(None, None, -1), b"UVWXYZ")),
    ("setslice step empty", lambda b: b.__setitem__(slice(0, 0, 2), b"")),
    ("setslice bad item", lambda b: b.__setitem__(slice(0, 1), [999])),
    ("setslice beyond", lambda b: b.__setitem__(slice(10, 20), b"!!")),
    ("setslice None", lambda b: b.__setitem__(slice(0, 1), None)),
    ("delitem 0", lambda b: b.__delitem__(0)),
    ("delitem -1", lambda b: b.__delitem__(-1)),
    ("delitem 9", lambda b: b.__delitem__(9)),
    ("delitem str", lambda b: b.__delitem__("x")),
    ("delslice", lambda b: b.__delitem__(slice(1, 4))),
    ("delslice step", lambda b: b.__delitem__(slice(None, None, 2))),
    ("delslice neg", lambda b: b.__delitem__(slice(None, None, -3))),
    ("iadd bytes", lambda b: b.__iadd__(b"zz")),
    ("iadd list", lambda b: b.__iadd__([1])),
    ("iadd str", lambda b: b.__iadd__("s")),
    ("imul 2", lambda b: b.__imul__(2)),
    ("imul 0", lambda b: b.__imul__(0)),
    ("imul -1", lambda b: b.__imul__(-1)),
    ("imul idx", lambda b: b.__imul__(Idx(2))),
    ("alloc type", lambda b: type(b.__alloc__())),
]
for label, f in cases:
    run(label, S, f)


def stmt(label, code):
    b = bytearray(S)
    try:
        exec(code, {"b": b, "Idx": Idx})
        print(label, "->", repr(b))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)


stmt("aug add", "b += b'12'")
stmt("aug mul", "b *= 3")
stmt("aug mul str", "b *= 'x'")
stmt("aug mul float", "b *= 1.5")
stmt("slice stmt", "b[::2] = b'123'")
stmt("del stmt", "del b[1:5:2]")
stmt("item stmt", "b[2] = 0")
stmt("slice gen", "b[1:2] = (x for x in b'QQ')")
stmt("slice memoryless", "b[:] = b[::-1]")
stmt("bytes setitem", "x = b'abc'; x[0] = 1")
stmt("bytes delitem", "x = b'abc'; del x[0]")
stmt("bytes append", "x = b'abc'; x.append(1)")

KEY = "x"
# Iterators: their types, length hints, and a bytearray's iterator seeing later appends.
it = iter(b"ab")
print(type(it).__name__, type(iter(bytearray())).__name__, it.__length_hint__(), next(it), list(it), list(it))
ba = bytearray(b"xy")
it = iter(ba)
print(next(it), it.__length_hint__())
ba.append(122)
print(list(it), it.__length_hint__(), iter(it) is it)
ba.clear()
it = iter(bytearray(b"q"))
print(next(it, None), next(it, None), list(reversed(b"abc")), sorted(bytearray(b"cab")))
# A bytearray keeps its identity through in-place operators.
b = bytearray(b"ab")
c = b
b += b"cd"
b *= 2
print(b is c, b)
# Comparisons, concatenation and repetition across bytes and bytearray.
print(bytearray(b"a") == b"a", b"a" == bytearray(b"a"), bytearray(b"a") < b"b", b"b" > bytearray(b"a"))
print(type(b"x" + bytearray(b"y")).__name__, type(bytearray(b"x") + b"y").__name__)
print(b"ab" * 3, 3 * b"ab", bytearray(b"ab") * 2, 2 * bytearray(b"ab"), b"ab" * -1, b"ab" * Idx(2))
print(b"a" == "a", b"a" != "a", bytearray() == [])
for f in [lambda: b"a" < "a", lambda: b"a" + "a", lambda: bytearray(b"a") + "a", lambda: b"a" * 1.5,
          lambda: b"a" * "x", lambda: 97 in b"abc", lambda: b"bc" in b"abc", lambda: bytearray(b"b") in b"abc",
          lambda: 256 in b"a", lambda: "a" in b"a", lambda: Idx(98) in b"abc", lambda: 1.0 in b"a",
          lambda: b"" in b"", lambda: -1 in bytearray(b"a"), lambda: b"a" + None,
          lambda: hash(b"abc") == hash("abc"), lambda: hash(bytearray()), lambda: {b"x": 1}[b"x"],
          lambda: b"ab"[5], lambda: bytearray(b"ab")[5], lambda: b"ab"[KEY], lambda: b"abc"[Idx(1)],
          lambda: b"abcdef"[::-2], lambda: bytearray(b"abcdef")[1:4], lambda: b"abc"[-1],
          lambda: len(b"abc"), lambda: list(b"ab"), lambda: b"ab".__getnewargs__(),
          lambda: bytes(b"ab").__bytes__(), lambda: str(b"a'b"), lambda: str(bytearray(b'a"b\'')),
          lambda: repr(b"\x00\t\n\r\\\x7f\x80"), lambda: sorted([b"b", b"a", b"ab"]),
          lambda: min(bytearray(b"zz"), b"a"), lambda: b"ab" * (1 << 62), lambda: bytearray(b"ab") * (1 << 62),
          lambda: b"" * (1 << 62), lambda: b"ab" * (1 << 70), lambda: bytearray(b"ab").__imul__(1 << 62)]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)
