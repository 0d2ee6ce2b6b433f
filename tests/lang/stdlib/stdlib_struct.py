# struct: formats (counts, whitespace, alignment), the Struct object, pack_into /
# unpack_from / iter_unpack with offsets, buffers and every error message (compared with
# CPython 3.11).
import array
import struct

for fmt in ['', 'x', '3x', 'i', '2i', 'ci', '@ci', '=ci', '<ci', 'bi0l', 'bi0q', 'b0i', 'hd', 'chq', 'cP',
            '3s', '0s', '5p', '2h3c', 'i i', ' i\t\nh ', '@bhilqd', '>bhilqd', '10s2x4p', '?e', 'e?']:
    print(repr(fmt), struct.calcsize(fmt), struct.Struct(fmt).size)

print(struct.pack('<hHiIqQ', -2, 2, -3, 3, -4, 4).hex())
print(struct.pack('>hHiIqQ', -2, 2, -3, 3, -4, 4).hex())
print(struct.pack('@bhiqd', 1, 2, 3, 4, 5.5).hex())
print(struct.pack('3s', b'abcdef'), struct.pack('6s', b'ab'), struct.pack('s', b''), struct.pack('0s', b'ab'))
print(struct.pack('0p1p2p300p', b'ab', b'ab', b'ab', b'a' * 300)[:6])
print(struct.unpack('2p', b'\x05a'), struct.unpack('4p', b'\x02abc'))
print(struct.pack('c?x?', b'z', [], 'y'), struct.unpack('c?x?', b'z\x00\x00\x07'))
print(struct.unpack('<hHiIqQ', struct.pack('<hHiIqQ', -2, 2, -3, 3, -4, 4)))
print(struct.unpack('>5s', b'hello'), struct.unpack('@ci', struct.pack('@ci', b'a', 9)))
print(struct.pack('3s', bytearray(b'abcd')), struct.unpack('<h', array.array('h', [5])),
      struct.unpack('<2h', bytearray(b'\x01\x00\x02\x00')))

s = struct.Struct('<i2h')
print(s.format, s.size, type(s).__name__, type(s).__module__, struct.Struct(b'>q').format)
print(s.pack(1, 2, 3), s.unpack(b'\x01\x00\x00\x00\x02\x00\x03\x00'))
print(s.unpack_from(b'\xff' * 4 + s.pack(9, 8, 7), 4), s.unpack_from(buffer=s.pack(1, 1, 1)))
print(s.unpack_from(b'\x00' * 10 + s.pack(5, 6, 7), offset=-8))
ba = bytearray(12)
s.pack_into(ba, 2, 4, 5, 6)
print(ba)
s.pack_into(ba, -8, 7, 8, 9)
print(ba)
struct.pack_into('>h', ba, 0, 0x0102)
print(ba)
arr = array.array('b', [0] * 4)
struct.pack_into('<i', arr, 0, -2)
print(arr)
it = struct.iter_unpack('<h', b'\x01\x00\x02\x00\x03\x00')
print(type(it).__name__, it.__length_hint__(), next(it), list(it), it.__length_hint__())
print(list(s.iter_unpack(s.pack(1, 2, 3) * 2)), list(struct.iter_unpack('>b', b'')))
print(struct.error.__name__, struct.error.__module__, struct.error.__mro__[1].__name__)
print(sorted(struct.__all__))

class MyStruct(struct.Struct):
    pass
m = MyStruct('<h')
m.extra = 1
print(m.pack(3), m.size, m.format, m.extra)

ba = bytearray(10)
for call in [
    'struct.pack(1)', 'struct.pack()', 'struct.Struct(1)', 'struct.Struct()', 'struct.calcsize("2")',
    'struct.calcsize("2 i")', 'struct.calcsize("y")', 'struct.calcsize("<n")', 'struct.calcsize(">P")',
    'struct.calcsize("99999999999999999999i")', 'struct.calcsize("9999999999999999999i")',
    'struct.calcsize("4611686018427387904i")', 'struct.calcsize("2305843009213693951q")',
    'struct.unpack("i", b"12345")', 'struct.unpack("i", "1234")', 'struct.unpack("i")',
    'struct.unpack_from("i", b"123")', 'struct.unpack_from("i", b"12345678", 6)',
    'struct.unpack_from("i", b"12345678", -2)', 'struct.unpack_from("i", b"12345678", -20)',
    'struct.unpack_from("i", b"12345678", 9)', 'struct.unpack_from("i", buffer=b"12345678", offset=4)',
    'struct.unpack_from("i", b"12345678", offset="a")', 'struct.pack_into("i", ba, 8, 1)',
    'struct.pack_into("i", ba, -2, 1)', 'struct.pack_into("i", ba, -20, 1)', 'struct.pack_into("i", ba, 20, 1)',
    'struct.pack_into("i", b"1234", 0, 1)', 'struct.pack_into("i", ba)', 'struct.pack_into("i")',
    'struct.pack_into("i", ba, 0)', 'struct.pack_into("i", ba, 0, 1, 2)', 'struct.pack_into("i", ba, "x", 1)',
    'struct.iter_unpack("i", b"12345")', 'struct.iter_unpack("", b"")', 'struct.iter_unpack("i", "abcd")',
    'struct.pack("c", bytearray(b"a"))', 'struct.pack("c", b"ab")', 'struct.pack("c", "a")',
    'struct.pack("i", 1, 2)', 'struct.pack("ii", 1)', 'struct.Struct("i").pack(1, 2)',
    'struct.Struct("i").unpack(b"1")', 'struct.Struct("é")', 'struct.pack("s", "abc")', 'struct.pack("p", 1)',
    'struct.pack("?", NotBool())', 'struct.pack("i", BadIndex())', 'struct.pack("d", BadFloat())',
    'struct.Struct("<q").unpack_from(b"1234567")', 'struct.Struct("<q").iter_unpack(b"123")',
]:
    class NotBool:
        def __bool__(self):
            raise ValueError('no truth')
    class BadIndex:
        def __index__(self):
            return 'x'
    class BadFloat:
        def __float__(self):
            raise RuntimeError('no float')
    try:
        print(call, repr(eval(call)))
    except Exception as exc:
        print(call, type(exc).__name__, exc)
