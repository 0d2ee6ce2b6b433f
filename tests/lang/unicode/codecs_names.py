# Encoding names: CPython's normalization and aliases, codecs.lookup, LookupError, the
# codecs module surface (encode, decode, lookup, BOM constants).
import codecs
names = ['utf-8', 'UTF8', 'utf_8', 'U8', 'utf', 'cp65001', 'utf8_ucs2', 'latin-1', 'latin1', 'L1',
         'iso-8859-1', 'iso8859_1', '8859', 'cp819', 'latin', 'iso_ir_100', 'ibm819', 'csisolatin1',
         'ISO_8859-1:1987', 'ascii', 'us-ascii', '646', 'us', 'ansi_x3.4_1968', 'cp367', 'iso646-us',
         'csASCII', 'cp1252', 'windows-1252', '1252', 'utf-16', 'u16', 'utf16', 'utf-16le',
         'UTF-16LE', 'utf_16_be', 'unicodelittleunmarked', 'UnicodeBigUnmarked', 'utf-32', 'utf-32be',
         'u32', 'UTF-32LE', 'utf-8-sig', 'utf_8_sig', 'UTF-8-SIG', 'utf8-sig', ' utf-8 ', 'utf--8',
         'utf.8', 'utf-8.', '-utf-8', 'utf 8', 'iso.8859.1', 'x', '', 'latin_1', 'Latin 1', 'ASCII ']
for n in names:
    try:
        print(ascii(n), codecs.lookup(n).name, 'x'.encode(n), 'x'.encode(n).decode(n))
    except LookupError as e:
        print(ascii(n), 'LookupError', ascii(str(e)))
print(codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE,
      codecs.BOM_UTF32_BE, codecs.BOM_UTF16 == codecs.BOM_UTF16_LE, codecs.BOM_LE, codecs.BOM_BE,
      codecs.BOM_UTF32 == codecs.BOM_UTF32_LE, codecs.BOM == codecs.BOM_UTF16)
print(codecs.encode('caf\xe9'), codecs.encode('caf\xe9', 'latin-1'), codecs.encode('\u20ac', 'cp1252'))
print(codecs.decode(b'caf\xc3\xa9'), codecs.decode(b'caf\xe9', 'latin-1'), codecs.decode(b'\x80', 'cp1252'))
print(codecs.encode('\xe9', 'ascii', 'replace'), codecs.decode(b'\xff', 'ascii', 'ignore'))
print(codecs.encode(obj='x', encoding='utf-16-be', errors='strict'))
info = codecs.lookup('UTF8')
print(info.name, info.encode('h\xe9'), info.decode(b'h\xc3\xa9'))
for call in ["codecs.lookup('nope')", "codecs.encode('x', 'nope')", "codecs.decode(b'\\xff')",
             "codecs.encode('\\xe9', 'ascii')"]:
    try:
        print(call, ascii(eval(call)))
    except Exception as e:
        print(call, type(e).__name__, ascii(str(e)))
