# binascii: hex (sep, bytes_per_sep), base64 lines (newline, strict_mode, padding rules),
# uu, crc32 and crc_hqx, the exception classes and every error text (compared with
# CPython 3.11).
import array
import binascii

data = bytes(range(256))
print(binascii.hexlify(data[:20]), binascii.b2a_hex(b''), binascii.hexlify(bytearray(b'\x00\xff')))
for sep in ['-', b':', '|']:
    for per in [1, 2, 3, -2, -3, 0, 10, -10]:
        print(repr(sep), per, binascii.hexlify(b'abcdefg', sep, per), binascii.b2a_hex(b'abcdefg', sep=sep, bytes_per_sep=per))
print(binascii.hexlify(array.array('h', [1, -1])))
print(binascii.unhexlify('0aFF'), binascii.a2b_hex(b'DEADbeef'), binascii.unhexlify(bytearray(b'00')), binascii.unhexlify(''))
assert binascii.unhexlify(binascii.hexlify(data)) == data

for n in range(0, 8):
    enc = binascii.b2a_base64(data[:n])
    print(n, enc, binascii.b2a_base64(data[100:100 + n], newline=False), binascii.a2b_base64(enc) == data[:n])
print(binascii.a2b_base64(binascii.b2a_base64(data)) == data)
for s in ['aGVsbG8=', 'aGVsbG8', 'aGVsbG8===', 'a', 'ab!c=', 'ab==cd', 'abcde', 'abcdef', '', 'ab\ncd',
          'YQ', 'YQ=', 'YQ==', 'YQ===', 'YWI=', 'YWI', '=YWI=', 'Y=Q==', 'YW=I', ' Y W I = ', 'YQ==YQ==',
          '!!!!', '====', 'YWJj', 'YWJjZA==x']:
    for strict in [False, True]:
        try:
            r = binascii.a2b_base64(s, strict_mode=strict)
        except binascii.Error as e:
            r = 'Error: %s' % e
        print(repr(s), strict, r)

print(binascii.b2a_uu(b'hello'), binascii.b2a_uu(b''), binascii.b2a_uu(b'\x00\x00\x00', backtick=True))
print(binascii.b2a_uu(data[:45]))
print(binascii.a2b_uu(binascii.b2a_uu(b'hello')), binascii.a2b_uu(binascii.b2a_uu(data[:45])) == data[:45])
print(binascii.a2b_uu(b'%:&5L;&\\'), binascii.a2b_uu(b'`'), binascii.a2b_uu(b' '), binascii.a2b_uu(''))

print(binascii.crc32(b'hello'), binascii.crc32(b'hello', 5), binascii.crc32(b'hello', -1), binascii.crc32(b''),
      binascii.crc32(b'world', binascii.crc32(b'hello ')) == binascii.crc32(b'hello world'), binascii.crc32(data, 2**40 + 3))
print(binascii.crc_hqx(b'hello', 0), binascii.crc_hqx(b'hello', 0x1ffff), binascii.crc_hqx(b'', 7),
      binascii.crc_hqx(data, 0xffff), binascii.crc_hqx(b'123456789', 0))
print(binascii.Error.__mro__, binascii.Incomplete.__mro__)

for call in [
    'binascii.hexlify(b"abcdef", "::")', 'binascii.hexlify("ab")', 'binascii.hexlify(b"ab", 3)',
    'binascii.unhexlify(b"0a f")', 'binascii.unhexlify(b"0aff1")', 'binascii.unhexlify(b"zz")',
    'binascii.unhexlify("\xe9")', 'binascii.a2b_hex(3)', 'binascii.a2b_base64(3)', 'binascii.a2b_base64("\xe9")',
    'binascii.b2a_base64("ab")', 'binascii.b2a_base64(b"ab", True)', 'binascii.crc_hqx(b"hello")',
    'binascii.crc32("x")', 'binascii.crc32(b"x", 1.5)', 'binascii.b2a_uu(b"x" * 46)', 'binascii.a2b_uu(b"!abc")',
    'binascii.hexlify()', 'binascii.unhexlify(b"00", b"11")',
]:
    try:
        print(call, repr(eval(call)))
    except Exception as exc:
        print(call, type(exc).__name__, exc)
