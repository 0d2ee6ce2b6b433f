# str.encode over every supported codec and error handler, as CPython 3.11: results, and
# UnicodeEncodeError's message and attributes (encoding, object, start, end, reason).
codecs_ = ['utf-8', 'utf-8-sig', 'utf-16', 'utf-16-le', 'utf-16-be', 'utf-32', 'utf-32-le',
           'utf-32-be', 'latin-1', 'ascii', 'cp1252']
handlers = ['strict', 'ignore', 'replace', 'xmlcharrefreplace', 'backslashreplace',
            'namereplace', 'surrogateescape', 'surrogatepass', 'bogus']
texts = ['', 'abc', 'caf\xe9', '\u20ac5', 'x\u0100y', '\u4e00\u4e8c', '\U0001f600!', 'a\ud800b',
         '\udc80\udcff', 'a\udc7fb', '\ud83d\ude00', '\x80\x9f\xa0\xff', '\u2019\u201c\u0152\u0178',
         'mixed \xe9\u20ac\ud800\U00010000', '\x00\x7f', '\ue000\U0010ffff', 'ab\u0301c\u0378d']
for enc in codecs_:
    for err in handlers:
        for t in texts:
            try:
                r = t.encode(enc, err)
                print(enc, err, ascii(t), r)
            except UnicodeEncodeError as e:
                print(enc, err, ascii(t), 'UEE', e.encoding, ascii(e.object), e.start, e.end, e.reason,
                      '|', ascii(str(e)))
            except (LookupError, TypeError) as e:
                print(enc, err, ascii(t), type(e).__name__, ascii(str(e)))
# A sweep: every 41st code point of the BMP and every 997th above, per byte codec.
sample = [chr(c) for c in list(range(0, 0x300)) + list(range(0x300, 0x10000, 41)) +
          list(range(0x10000, 0x110000, 997))]
for enc in ['latin-1', 'ascii', 'cp1252']:
    ok = ''.join(c for c in sample if c.encode(enc, 'ignore'))
    print(enc, len(ok), ascii(ok[-8:]), ascii(''.join(sample[:300]).encode(enc, 'replace')[-40:]))
for enc in ['utf-8', 'utf-16-le', 'utf-16-be', 'utf-32-be']:
    data = ''.join(c for c in sample if not 0xd800 <= ord(c) < 0xe000).encode(enc)
    print(enc, len(data), int.from_bytes(data, 'little') % 2305843009213693951)
# Arguments
for call in ["'a'.encode(1)", "'a'.encode(errors=1)", "'a'.encode('utf-8', 'strict', 1)",
             "'a'.encode(encoding='ascii', errors='strict')", "'a'.encode('nope')",
             "'\\xe9'.encode()", "'\\ud800'.encode()", "'abc'.encode('ascii', 'bogus')"]:
    try:
        print(call, ascii(eval(call)))
    except Exception as e:
        print(call, type(e).__name__, ascii(str(e)))
