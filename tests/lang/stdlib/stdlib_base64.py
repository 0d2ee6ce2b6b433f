# base64: every codec of the module (Base16/32/32hex/64/urlsafe, Ascii85, Base85, the
# legacy line interface) on round trips and edge inputs, with the errors and their texts
# (compared with CPython 3.11).
import base64
import binascii
import io

samples = [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar', bytes(range(256)), b'\xfb\xff\xfe',
           b'\0\0\0\0', b'    ', b'\0\0\0\0\0', b'    x']
for s in samples:
    print(base64.b64encode(s)[:40], base64.urlsafe_b64encode(s)[:40], base64.standard_b64encode(s)[:20],
          base64.b64encode(s, altchars=b'-_')[:20], base64.b64encode(s, b'*@')[:20])
    print(base64.b32encode(s)[:40], base64.b32hexencode(s)[:40], base64.b16encode(s)[:40])
    print(base64.a85encode(s)[:40], base64.a85encode(s, pad=True)[:40], base64.a85encode(s, foldspaces=True)[:40],
          base64.a85encode(s, adobe=True)[:40])
    print(base64.b85encode(s)[:40], base64.b85encode(s, pad=True)[:40])
    assert base64.b64decode(base64.b64encode(s)) == s
    assert base64.urlsafe_b64decode(base64.urlsafe_b64encode(s)) == s
    assert base64.b32decode(base64.b32encode(s)) == s
    assert base64.b32hexdecode(base64.b32hexencode(s)) == s
    assert base64.b16decode(base64.b16encode(s)) == s
    assert base64.a85decode(base64.a85encode(s)) == s
    assert base64.a85decode(base64.a85encode(s, foldspaces=True, adobe=True), foldspaces=True, adobe=True) == s
    assert base64.b85decode(base64.b85encode(s)) == s
    assert base64.decodebytes(base64.encodebytes(s)) == s
print(base64.a85encode(b'abcdefghij' * 3, wrapcol=10, adobe=True))
print(base64.a85encode(b'abcdefghij' * 3, wrapcol=1), base64.a85encode(b'abcdefgh', wrapcol=1, adobe=True))
print(base64.a85encode(b'abcdefgh', wrapcol=7, adobe=True), base64.a85encode(b'', adobe=True, wrapcol=4))
print(base64.encodebytes(b'x' * 100), base64.encodebytes(b''), base64.encodebytes(bytearray(b'ab')))
print(base64.b64decode('YWI='), base64.b64decode(bytearray(b'YWI=')), base64.b64decode(b'-_8=', altchars=b'-_'),
      base64.b64decode(b'-_8=', altchars='-_'), base64.urlsafe_b64decode('-_8='), base64.standard_b64decode('YWI='))
print(base64.b64decode('Y W\nI='), base64.b64decode('YWI=', validate=True), base64.decodebytes(b'YW\nI=\n'))
print(base64.b32decode('mfrgg===', casefold=True), base64.b32decode('MFRGG===', map01=b'L'),
      base64.b32decode('0FRGG===', map01='I'), base64.b32decode(b'MFRGGZDF', casefold=3), base64.b32decode(''))
print(base64.b32hexdecode('c5h66===', casefold=True), base64.b16decode('0a', casefold=True), base64.b16decode(''))
print(base64.a85decode(b'<~87cURD]i,"Ebo80~>', adobe=True), base64.a85decode(b'87cURD]i,"Ebo80~>', adobe=True),
      base64.a85decode(b'87cUR D]i,\n"Ebo80'), base64.a85decode(b'z!!'), base64.a85decode(b'yy', foldspaces=True),
      base64.a85decode(b'87cURD]i,"Ebo80', ignorechars=b''), base64.a85decode(b'@:B3:'))
print(base64.b85decode(b'|NsC0'), base64.b85decode('VPazd'), base64.b85decode(b''))
out = io.BytesIO()
base64.encode(io.BytesIO(bytes(range(200))), out)
print(out.getvalue())
back = io.BytesIO()
base64.decode(io.BytesIO(out.getvalue()), back)
print(back.getvalue() == bytes(range(200)))
print(sorted(base64.__all__), base64.MAXLINESIZE, base64.MAXBINSIZE)

for call in [
    'base64.b64decode("ab!c", validate=True)', 'base64.b64decode("ab!c")', 'base64.b64decode(3)',
    'base64.b64decode("\xe9")', 'base64.b64encode("ab")', 'base64.b64encode(b"ab", altchars="-_")',
    'base64.b64decode(b"YQ")', 'base64.b32decode("mfrgg===")', 'base64.b32decode("MFRGG")',
    'base64.b32decode("MFRG1===")', 'base64.b32decode("MFRGGZ==")', 'base64.b32decode(b"M=======")',
    'base64.b32decode(b"MF=====")', 'base64.b32decode(b"MFRGG===", map01=b"LL")', 'base64.b32encode("x")',
    'base64.b16decode("0a")', 'base64.b16decode("0")', 'base64.b16decode("0G")', 'base64.a85decode(b"xyz{")',
    'base64.a85decode(b"!!z")', 'base64.a85decode(b"!!y", foldspaces=True)', 'base64.a85decode(b"uuuuu")',
    'base64.a85decode(b"abc", adobe=True)', 'base64.b85decode(b"~")', 'base64.b85decode(b"|NsC1")',
    'base64.b85decode(b"ab\\"cd")', 'base64.b85decode(b"abcde ")', 'base64.encodebytes("x")',
    'base64.decodebytes("x")', 'base64.b85encode("x")', 'base64.a85encode(3)', 'base64.b16encode("x")',
    'base64.urlsafe_b64decode(1.5)', 'base64.b64decode("YWI=", altchars=b"-")',
]:
    try:
        print(call, repr(eval(call)))
    except Exception as exc:
        print(call, type(exc).__name__, exc)
