"""codecs: the text codecs of str.encode and bytes.decode (utf-8, utf-8-sig, utf-16,
utf-32 with their -le/-be forms, latin-1, ascii, cp1252), with CPython's names, aliases
and error handlers (src/objects/codecs.cpp). Stream readers/writers, incremental codecs
and register() are not provided (docs/stdlib.md)."""
import _codecs

BOM_UTF8 = b'\xef\xbb\xbf'
BOM_UTF16_LE = BOM_LE = b'\xff\xfe'
BOM_UTF16_BE = BOM_BE = b'\xfe\xff'
BOM_UTF32_LE = b'\xff\xfe\x00\x00'
BOM_UTF32_BE = b'\x00\x00\xfe\xff'
# Native byte order (little-endian on the platforms TensorPy runs on).
BOM = BOM_UTF16 = BOM_UTF16_LE
BOM_UTF32 = BOM_UTF32_LE


class CodecInfo(tuple):
    """(encode, decode, streamreader, streamwriter) with the codec's name; encode(input,
    errors='strict') returns (bytes, length consumed), decode likewise."""

    def __new__(cls, encode, decode, streamreader=None, streamwriter=None, name=None):
        self = tuple.__new__(cls, (encode, decode, streamreader, streamwriter))
        self.name = name
        self.encode = encode
        self.decode = decode
        return self

    def __repr__(self):
        return '<codecs.CodecInfo object for encoding %s at %#x>' % (self.name, id(self))


def lookup(encoding):
    name = _codecs.lookup_name(encoding)

    def encode(input, errors='strict'):
        return (_codecs.encode(input, name, errors), len(input))

    def decode(input, errors='strict'):
        return (_codecs.decode(input, name, errors), len(input))

    return CodecInfo(encode, decode, name=name)


def encode(obj, encoding='utf-8', errors='strict'):
    return _codecs.encode(obj, encoding, errors)


def decode(obj, encoding='utf-8', errors='strict'):
    return _codecs.decode(obj, encoding, errors)
