def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

b = b"hello"
print(b, len(b), b[0], b[-1], b[1:3], b[::-1], b + b"!", b * 2, b"ll" in b, 104 in b, list(b"ab"))
print(bytes(3), bytes([1, 2, 255]), bytes("é", "utf-8"), bytes(b"x"), bytes(), bytes(range(3)), bytes((65,)))
print(repr(b"it's"), repr(b'"'), repr(b"\x00\n\t\r\\\x7f\x80\xff"), repr(b"both'\""), str(b"a"))
check(lambda: b[10])
check(lambda: bytes([256]))
check(lambda: bytes([-1]))
check(lambda: bytes("x"))
check(lambda: bytes(-1))
check(lambda: b + "x")
check(lambda: b"a" + 1)
check(lambda: 300 in b)
print(b == b"hello", b < b"help", b != bytearray(b"hello"), b == bytearray(b"hello"), hash(b"ab") == hash(b"a" + b"b"))
print(b.hex(), bytes.fromhex("de ad be ef"), b"\x01\x02".hex(":"), bytes.fromhex(""))
check(lambda: bytes.fromhex("zz"))
