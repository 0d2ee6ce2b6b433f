# struct: a generated table of every code in every byte order against boundary values of
# every kind (pack result as hex, or the exception and its message), unpack round trips
# and calcsize of every code (compared with CPython 3.11).
import struct


class Idx:
    def __index__(self):
        return 7


class Flt:
    def __float__(self):
        return 2.5


values = [0, 1, -1, 2**7 - 1, 2**7, -2**7 - 1, 2**8 - 1, 2**8, 2**15, -2**15 - 1, 2**16, 2**31 - 1,
          2**31, -2**31 - 1, 2**32, 2**63 - 1, 2**63, -2**63, -2**63 - 1, 2**64 - 1, 2**64, 2**200,
          -2**200, 2**1024, 1.5, -0.0, 1e300, 1e-300, 65504.0, 65519.99, 65520.0, 3.4028235e38,
          3.5e38, 6e-8, 2e-8, float('inf'), float('-inf'), float('nan'), 'a', b'a', b'', b'ab',
          bytearray(b'xy'), None, True, False, Idx(), Flt(), [], 0.1, 1/3]
for order in '@=<>!':
    for code in 'xcbB?hHiIlLqQnNPefdsp':
        row = []
        for v in values:
            try:
                r = struct.pack(order + code, v).hex()
            except Exception as e:
                r = '%s:%s' % (type(e).__name__, e)
            row.append(r)
        print(order + code, ' | '.join(row))

# round trips: unpack(pack(v)) for the values each code accepts
for order in '@=<>':
    for code in 'bBhHiIlLqQnNPefd?':
        out = []
        for v in values:
            try:
                packed = struct.pack(order + code, v)
            except Exception:
                continue
            out.append(repr(struct.unpack(order + code, packed)[0]))
        print('rt', order + code, ' '.join(out))

# unpack of every byte pattern class for the 1- and 2-byte codes, and halves
for code in 'bB?c':
    print(code, [struct.unpack(code, bytes([i]))[0] for i in (0, 1, 127, 128, 255)])
print([struct.unpack('<e', bytes([lo, hi]))[0] for lo in (0, 1, 0xff) for hi in (0, 0x3c, 0x7b, 0x7c, 0x7e, 0x80, 0xfc, 0x03)])
print([struct.unpack('>f', bytes([hi, 0x80, 0, 1]))[0] for hi in (0, 0x3f, 0x7f, 0xff)])

for order in '@=<>!':
    print(order, [struct.calcsize(order + c) if (order == '@' or c not in 'nNP') else None
                  for c in 'xcbB?hHiIlLqQnNPefdsp'])
