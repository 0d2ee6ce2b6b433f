def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = bytearray(b"abc")
a.append(100)
a.extend(b"ef")
a[0] = 65
print(a, len(a), a[1], a[-1], a[1:3], bytes(a), a.pop(), a.pop(0), a)
a.insert(0, 122)
a.remove(99)
a += b"!!"
print(a, a.copy(), a.decode(), a * 2, a + b"?", list(a))
a[1:3] = b"XYZ"
print(a)
del a[0]
del a[::2]
print(a)
a.reverse()
print(a, bytearray(3), bytearray([1, 2]), bytearray("hé", "utf-8"), bytearray())
check(lambda: a.append(256))
check(lambda: bytearray().pop())
check(lambda: hash(bytearray()))
b = bytearray(b"x")
b.clear()
print(b, repr(bytearray(b"q'")), bytearray.fromhex("41 42"), a.upper(), type(a.upper()).__name__)
