# memoryview over bytes, bytearray and array.array: attributes, indexing, slicing, item and
# slice assignment, tolist/tobytes/hex, release and the context manager, ==, hash, errors.
from array import array

b = b"abcdef"
m = memoryview(b)
print(m.obj is b, m.nbytes, m.readonly, m.itemsize, m.format, m.ndim, m.shape, m.strides)
print(m.suboffsets, m.c_contiguous, m.f_contiguous, m.contiguous, len(m))
print(m[0], m[-1], m[1:4].tobytes(), m[::2].tolist(), m[::-1].tobytes(), bytes(m[4:1:-1]))
print(m.tolist(), m.tobytes(), m.hex(), m.hex(":"), m.hex("-", 2), m[::2].hex())
print(repr(m).startswith("<memory at 0x"), type(m).__name__, m == b, m == b"abcdeg", m != b)
print(hash(m) == hash(b), m[1:3] == b"bc", m[::2].c_contiguous, m[::2].strides, m[::-1].strides)

ba = bytearray(b"hello")
mb = memoryview(ba)
print(mb.readonly)
mb[0] = ord("j")
mb[1:3] = b"EL"
mb[-1] = 0x4F
print(ba)
mb[::2] = b"xyz"
print(ba, mb.tolist())
mb[1:3] = memoryview(b"__")
print(ba)
mb[:] = mb[::-1]
print(ba)
sub = mb[1:4]
sub[0] = 33
print(ba, sub.obj is ba, sub.tobytes())

# Errors.
for bad in [(lambda: memoryview(1)), (lambda: memoryview("s")), (lambda: memoryview()),
            (lambda: m.__setitem__(0, 1)), (lambda: mb.__setitem__(0, 256)),
            (lambda: mb.__setitem__(0, -1)), (lambda: mb.__setitem__(0, "a")),
            (lambda: mb.__setitem__(0, 1.5)), (lambda: mb.__setitem__(slice(0, 2), b"abc")),
            (lambda: mb.__setitem__(slice(0, 2), 5)), (lambda: mb.__delitem__(0)),
            (lambda: m.__delitem__(0)), (lambda: m[10]), (lambda: m[-7]), (lambda: m["x"]),
            (lambda: m[1.0]), (lambda: m[0, 1]), (lambda: m[0:1, 0:1]), (lambda: hash(mb)),
            (lambda: m.tobytes("X")), (lambda: m.tobytes(1))]:
    try:
        print("ok", bad())
    except Exception as e:
        print(type(e).__name__ + ":", e)

# release and the context manager.
r = memoryview(b"xyz")
with r as rr:
    print(rr is r, rr[0])
print(repr(r).startswith("<released memory at 0x"))
for op in [lambda: r[0], lambda: len(r), lambda: r.tobytes(), lambda: r.format, lambda: r.shape,
           lambda: r.obj, lambda: r.tolist(), lambda: hash(r), lambda: r.cast("B"),
           lambda: memoryview(r), lambda: bytes(r)]:
    try:
        op()
    except ValueError as e:
        print("ValueError:", e)
r.release()
print(r == r, r == b"xyz")
try:
    with r:
        pass
except ValueError as e:
    print("ValueError:", e)

# array.array exports typed items.
a = array("i", [1, -2, 3, 40000])
ma = memoryview(a)
print(ma.format, ma.itemsize, ma.nbytes, len(ma), ma.tolist(), ma[1], ma[-1], ma.readonly)
ma[0] = -7
print(a, ma[::-1].tolist(), ma[1:3].tolist())
try:
    ma[0] = 2 ** 31
except ValueError as e:
    print("ValueError:", e)
for code, vals in [("b", [-128, 127]), ("B", [0, 255]), ("h", [-1, 300]), ("H", [65535, 1]),
                   ("l", [-(2 ** 63), 2 ** 63 - 1]), ("L", [2 ** 64 - 1, 0]), ("q", [5, -5]),
                   ("Q", [2 ** 64 - 1, 7]), ("f", [1.5, -0.25]), ("d", [1e300, float("inf")])]:
    v = memoryview(array(code, vals))
    print(code, v.format, v.itemsize, v.tolist(), v == array(code, vals))
fm = memoryview(array("d", [1.0, 2.0]))
fm[0] = 3
fm[1] = True
print(fm.tolist())
try:
    fm[0] = "x"
except TypeError as e:
    print("TypeError:", e)
print(memoryview(array("d", [float("nan")])) == memoryview(array("d", [float("nan")])))
print(memoryview(array("B", [1, 2])) == memoryview(array("b", [1, 2])), memoryview(b"\x01\x02") == array("h", [513]))
print(memoryview(array("u", "hi")).format)
# A memoryview of a memoryview shares the exporter.
mm = memoryview(ma)
print(mm.obj is a, mm.tolist() == ma.tolist(), mm == ma)
ro = mb.toreadonly()
print(ro.readonly, ro.tobytes())
try:
    ro[0] = 1
except TypeError as e:
    print("TypeError:", e)
try:
    hash(ro)
except TypeError as e:
    print("TypeError:", e)
ro2 = memoryview(b"abc").toreadonly()
print(hash(ro2) == hash(b"abc"), hash(memoryview(b"abc")[::-1]) == hash(b"cba"))
try:
    hash(memoryview(array("h", [1])).toreadonly())
except ValueError as e:
    print("ValueError:", e)
print(list(memoryview(b"ab")), [x for x in memoryview(array("h", [1, 2]))])
