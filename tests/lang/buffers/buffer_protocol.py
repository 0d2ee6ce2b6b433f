# The buffer protocol: memoryview.cast and multi-dimensional views, and every bytes-like
# acceptor taking array.array and memoryview (bytes(), bytearray(), +, join, find, extend,
# int.from_bytes, struct, hashlib, binascii, io, str(..., encoding)).
import binascii
import hashlib
import io
import os
import struct
from array import array

m = memoryview(bytearray(range(12)))
m2 = m.cast("B", (3, 4))
print(m2.ndim, m2.shape, m2.strides, m2.format, m2.nbytes, m2.c_contiguous, m2.f_contiguous)
print(m2.tolist(), m2[1, 2], m2[-1, -1], m2.tobytes() == bytes(range(12)))
print(m2.tobytes("F"), m2.tobytes("A") == m2.tobytes())
m2[0, 0] = 99
print(m[0], len(m2), m2 == m.cast("B", [3, 4]), m2 == m)
for bad in [lambda: m2[0], lambda: m2[0:1].tolist(), lambda: m2[1, 2, 3], lambda: m2[5, 0], lambda: list(m2),
            lambda: m2.cast("B", (2, 6)), lambda: m.cast("B", (5,)), lambda: m.cast("i", (2, 2)),
            lambda: m.cast("Z"), lambda: m.cast("B", (0, 12)), lambda: m[::2].cast("B"),
            lambda: m.cast(1), lambda: m.cast("B", 3), lambda: m.cast("=B"),
            lambda: memoryview(b"abc").cast("h"), lambda: m.cast("h").cast("i")]:
    try:
        print("ok", bad())
    except Exception as e:
        print(type(e).__name__ + ":", e)

ints = m.cast("i")
print(ints.format, ints.itemsize, ints.shape, len(ints))
ints[0] = -1
print(bytes(m[:4]), ints.cast("B").tolist()[:4], ints.cast("b").tolist()[:4])
d = memoryview(bytearray(16)).cast("d")
d[0] = 1.5
d[1] = -2
print(d.tolist(), d.cast("B").cast("d", (2, 1)).tolist(), d.cast("c")[:2].tolist())
try:
    memoryview(bytearray(4)).cast("e")
except ValueError as e:
    print("ValueError:", e)
f = memoryview(bytearray(8)).cast("f")
f[0] = 1.0 / 3
try:
    f[1] = 1e300
except OverflowError as e:
    print("OverflowError:", e)
print(f.tolist())
q = memoryview(bytearray(8)).cast("?")
q[1] = 5
q[2] = []
print(q.tolist())
c = memoryview(bytearray(b"ab")).cast("c")
c[0] = b"z"
print(c.tolist(), c.obj)
for v in (b"zz", "z", 1):
    try:
        c[1] = v
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
zero = memoryview(bytearray(4)).cast("i", [])
print(zero.ndim, zero.shape, zero.tolist(), zero[()], zero[...].ndim)
try:
    len(zero)
except TypeError as e:
    print("TypeError:", e)
zero[()] = 7
print(zero.tolist(), zero.obj)

# Bytes-like acceptors.
a = array("B", b"hello")
mv = memoryview(b"world")
print(bytes(a), bytes(mv), bytearray(a), bytearray(mv[1:3]), bytes(memoryview(b"abcdef")[::-2]))
print(b"x" + a, b"x" + mv, bytearray(b"y") + mv, b"-".join([a, mv, b"!"]))
print(b"hello world".find(memoryview(b"wor")), b"hello".startswith(memoryview(b"he")),
      b"hello".count(array("B", b"l")), b"a,b".split(memoryview(b",")), memoryview(b"lo") in b"hello")
ba = bytearray(b"ab")
ba.extend(a)
ba += mv
ba[0:1] = memoryview(b"AA")
print(ba)
for op in (lambda: b"" + memoryview(b"abcd")[::2], lambda: bytearray().extend(memoryview(b"abcd")[::2])):
    try:
        op()
    except (TypeError, BufferError) as e:
        print(type(e).__name__ + ":", e)
print(int.from_bytes(memoryview(b"\x01\x02"), "big"), int.from_bytes(array("B", [1, 0]), "little"))
print(struct.unpack("<hh", memoryview(b"\x01\x00\x02\x00")), struct.unpack_from("<h", array("b", [3, 0, 4]), 1))
print(hashlib.sha256(memoryview(b"abc")).hexdigest()[:16], hashlib.md5(array("B", b"abc")).hexdigest()[:16])
print(binascii.hexlify(memoryview(b"\xff\x00")), str(memoryview(b"caf\xc3\xa9"), "utf-8"),
      bytes(a).decode(), memoryview(b"hi").tobytes().decode())
bio = io.BytesIO()
print(bio.write(memoryview(b"abc")), bio.write(array("B", [100])), bio.getvalue())
path = "buffer_protocol_tmp.bin"
with open(path, "wb") as f:
    print(f.write(memoryview(b"data")), f.write(array("h", [1])))
with open(path, "rb") as f:
    print(f.read())
os.remove(path)
print(array("B", memoryview(b"xy")), array("h", b"\x01\x00\x02\x00"))
arr = array("h", [0, 0])
arr.frombytes(memoryview(b"\x05\x00"))
print(arr)
print(bytes(memoryview(array("h", [1, 256]))), memoryview(array("h", [1, 2])).cast("B").tolist())
print(memoryview(b"a") == memoryview(bytearray(b"a")), bytearray(b"ab") == memoryview(b"ab"),
      b"ab" == memoryview(b"ab"), memoryview(b"ab") == [97, 98])

# A view over an array sees its writes; writes through the view change the array.
buf = array("i", [1, 2, 3])
view = memoryview(buf)
buf[1] = 20
view[2] = 30
print(view.tolist(), buf)
