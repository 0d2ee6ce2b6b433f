"""base64: Base16, Base32, Base64 (standard and URL-safe), Ascii85 and Base85 codecs.

Written for TensorPy from the library reference (RFC 4648 and the Ascii85/Base85 rules);
the line-level Base64 work is native (binascii.b2a_base64/a2b_base64), the rest is here.
Encoders take bytes-like objects and return bytes; decoders also take ASCII-only str.
Errors: binascii.Error (a ValueError) for bad Base16/32/64 data, ValueError for Ascii85 and
Base85, TypeError for wrong argument types, each with CPython 3.11's text.
"""

import binascii

__all__ = [
    'encode', 'decode', 'encodebytes', 'decodebytes',
    'b64encode', 'b64decode', 'b32encode', 'b32decode',
    'b32hexencode', 'b32hexdecode', 'b16encode', 'b16decode',
    'b85encode', 'b85decode', 'a85encode', 'a85decode',
    'standard_b64encode', 'standard_b64decode',
    'urlsafe_b64encode', 'urlsafe_b64decode',
]

bytes_types = (bytes, bytearray)
MAXLINESIZE = 76                       # characters per encodebytes() line
MAXBINSIZE = (MAXLINESIZE // 4) * 3    # input bytes per line


def _as_bytes(s):
    """bytes of a bytes-like object (bytes, bytearray, array.array), else None."""
    if isinstance(s, bytes_types):
        return bytes(s)
    tobytes = getattr(type(s), 'tobytes', None)
    if tobytes is not None and type(s).__name__ == 'array':
        return tobytes(s)
    return None


def _bytes_from_decode_data(s):
    if isinstance(s, str):
        try:
            return s.encode('ascii')
        except UnicodeEncodeError:
            raise ValueError('string argument should contain only ASCII characters')
    if isinstance(s, bytes_types):
        return s
    data = _as_bytes(s)
    if data is None:
        raise TypeError("argument should be a bytes-like object or ASCII string, "
                        "not %r" % s.__class__.__name__) from None
    return data


def _encode_input(s):
    data = _as_bytes(s)
    if data is None:
        raise TypeError("memoryview: a bytes-like object is required, not '%s'"
                        % type(s).__name__)
    return data


# --- Base64 ---

def b64encode(s, altchars=None):
    """Encode the bytes-like object s using Base64 and return a bytes object.

    Optional altchars should be a byte string of length 2 which specifies an
    alternative alphabet for the '+' and '/' characters.  This allows an
    application to e.g. generate url or filesystem safe Base64 strings.
    """
    encoded = binascii.b2a_base64(s, newline=False)
    if altchars is not None:
        assert len(altchars) == 2, repr(altchars)
        return encoded.translate(bytes.maketrans(b'+/', altchars))
    return encoded


def b64decode(s, altchars=None, validate=False):
    """Decode the Base64 encoded bytes-like object or ASCII string s.

    Optional altchars must be a bytes-like object or ASCII string of length 2
    which specifies the alternative alphabet used instead of the '+' and '/'
    characters.

    The result is returned as a bytes object.  A binascii.Error is raised if
    s is incorrectly padded.

    If validate is False (the default), characters that are neither in the
    normal base-64 alphabet nor the alternative alphabet are discarded prior
    to the padding check.  If validate is True, these non-alphabet characters
    in the input result in a binascii.Error.
    """
    s = _bytes_from_decode_data(s)
    if altchars is not None:
        altchars = _bytes_from_decode_data(altchars)
        assert len(altchars) == 2, repr(altchars)
        s = s.translate(bytes.maketrans(altchars, b'+/'))
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    """Encode bytes-like object s using the standard Base64 alphabet.

    The result is returned as a bytes object.
    """
    return b64encode(s)


def standard_b64decode(s):
    """Decode bytes encoded with the standard Base64 alphabet.

    Argument s is a bytes-like object or ASCII string to decode.  The result
    is returned as a bytes object.  A binascii.Error is raised if the input
    is incorrectly padded.  Characters that are not in the standard alphabet
    are discarded prior to the padding check.
    """
    return b64decode(s)


_urlsafe_encode_translation = bytes.maketrans(b'+/', b'-_')
_urlsafe_decode_translation = bytes.maketrans(b'-_', b'+/')


def urlsafe_b64encode(s):
    """Encode bytes using the URL- and filesystem-safe Base64 alphabet.

    Argument s is a bytes-like object to encode.  The result is returned as a
    bytes object.  The alphabet uses '-' instead of '+' and '_' instead of
    '/'.
    """
    return b64encode(s).translate(_urlsafe_encode_translation)


def urlsafe_b64decode(s):
    """Decode bytes using the URL- and filesystem-safe Base64 alphabet.

    Argument s is a bytes-like object or ASCII string to decode.  The result
    is returned as a bytes object.  A binascii.Error is raised if the input
    is incorrectly padded.  Characters that are not in the URL-safe base-64
    alphabet, and are not a plus '+' or slash '/', are discarded prior to the
    padding check.

    The alphabet uses '-' instead of '+' and '_' instead of '/'.
    """
    s = _bytes_from_decode_data(s)
    s = s.translate(_urlsafe_decode_translation)
    return b64decode(s)


# --- Base32 (RFC 4648 section 6, and the extended hex alphabet of section 7) ---

_b32alphabet = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
_b32hexalphabet = b'0123456789ABCDEFGHIJKLMNOPQRSTUV'
# '=' characters that replace the last characters of a group, by input bytes left over.
_B32_PADS = {0: 0, 1: 6, 2: 4, 3: 3, 4: 1}
# Input bytes a final group carries, by its number of '=' characters.
_B32_KEPT = {0: 5, 1: 4, 3: 3, 4: 2, 6: 1}


def _b32encode(alphabet, s):
    s = _encode_input(s)
    left = len(s) % 5
    if left:
        s = s + b'\0' * (5 - left)
    out = bytearray()
    for i in range(0, len(s), 5):
        acc = int.from_bytes(s[i:i + 5], 'big')
        for shift in range(35, -5, -5):
            out.append(alphabet[(acc >> shift) & 31])
    pads = _B32_PADS[left]
    if pads:
        out[-pads:] = b'=' * pads
    return bytes(out)


def _b32decode(alphabet, s, casefold=False, map01=None):
    s = _bytes_from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error('Incorrect padding')
    if map01 is not None:
        map01 = _bytes_from_decode_data(map01)
        assert len(map01) == 1, repr(map01)
        s = s.translate(bytes.maketrans(b'01', b'O' + map01))
    if casefold:
        s = s.upper()
    total = len(s)
    s = s.rstrip(b'=')
    pads = total - len(s)
    values = {c: i for i, c in enumerate(alphabet)}
    out = bytearray()
    for i in range(0, total, 8):
        group = s[i:i + 8]
        acc = 0
        try:
            for c in group:
                acc = (acc << 5) | values[c]
        except KeyError:
            raise binascii.Error('Non-base32 digit found') from None
        acc <<= 5 * (8 - len(group))
        out += acc.to_bytes(5, 'big')
    if pads:
        kept = _B32_KEPT.get(pads)
        if kept is None or pads >= 8:
            raise binascii.Error('Incorrect padding')
        del out[len(out) - 5 + kept:]
    return bytes(out)


def b32encode(s):
    """
Encode the bytes-like objects using base32 and return a bytes object.
"""
    return _b32encode(_b32alphabet, s)


def b32decode(s, casefold=False, map01=None):
    """
Decode the base32 encoded bytes-like object or ASCII string s.

Optional casefold is a flag specifying whether a lowercase alphabet is
acceptable as input.  For security purposes, the default is False.

RFC 3548 allows for optional mapping of the digit 0 (zero) to the
letter O (oh), and for optional mapping of the digit 1 (one) to
either the letter I (eye) or letter L (el).  The optional argument
map01 when not None, specifies which letter the digit 1 should be
mapped to (when map01 is not None, the digit 0 is always mapped to
the letter O).  For security purposes the default is None, so that
0 and 1 are not allowed in the input.

The result is returned as a bytes object.  A binascii.Error is raised if
the input is incorrectly padded or if there are non-alphabet
characters present in the input.
"""
    return _b32decode(_b32alphabet, s, casefold, map01)


def b32hexencode(s):
    """
Encode the bytes-like objects using base32hex and return a bytes object.
"""
    return _b32encode(_b32hexalphabet, s)


def b32hexdecode(s, casefold=False):
    """
Decode the base32hex encoded bytes-like object or ASCII string s.

Optional casefold is a flag specifying whether a lowercase alphabet is
acceptable as input.  For security purposes, the default is False.

The result is returned as a bytes object.  A binascii.Error is raised if
the input is incorrectly padded or if there are non-alphabet
characters present in the input.
"""
    return _b32decode(_b32hexalphabet, s, casefold)


# --- Base16 (RFC 4648 section 8: upper-case hex digits) ---

def b16encode(s):
    """Encode the bytes-like object s using Base16 and return a bytes object.
    """
    return binascii.hexlify(s).upper()


def b16decode(s, casefold=False):
    """Decode the Base16 encoded bytes-like object or ASCII string s.

    Optional casefold is a flag specifying whether a lowercase alphabet is
    acceptable as input.  For security purposes, the default is False.

    The result is returned as a bytes object.  A binascii.Error is raised if
    s is incorrectly padded or if there are non-alphabet characters present
    in the input.
    """
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.upper()
    for c in s:
        if not (48 <= c <= 57 or 65 <= c <= 70):
            raise binascii.Error('Non-base16 digit found')
    return binascii.unhexlify(s)


# --- Ascii85 and Base85 ---

_A85START = b"<~"
_A85END = b"~>"
_b85alphabet = (b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                b"abcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~")


def _85encode(b, alphabet, pad=False, foldnuls=False, foldspaces=False):
    """Each 4-byte big-endian word as 5 base-85 digits (most significant first), with the
    optional 'z' (zero word) and 'y' (four spaces) abbreviations; a short last word is
    zero-padded and its extra digits dropped unless pad is true."""
    b = _encode_input(b)
    padding = (-len(b)) % 4
    if padding:
        b = b + b'\0' * padding
    chunks = []
    for i in range(0, len(b), 4):
        word = int.from_bytes(b[i:i + 4], 'big')
        if foldnuls and word == 0:
            chunks.append(b'z')
        elif foldspaces and word == 0x20202020:
            chunks.append(b'y')
        else:
            digits = bytearray(5)
            for k in range(4, -1, -1):
                word, r = divmod(word, 85)
                digits[k] = alphabet[r]
            chunks.append(bytes(digits))
    if padding and not pad:
        if chunks[-1] == b'z':
            chunks[-1] = bytes([alphabet[0]]) * 5
        chunks[-1] = chunks[-1][:-padding]
    return b''.join(chunks)


_a85alphabet = bytes(range(33, 118))


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    """Encode bytes-like object b using Ascii85 and return a bytes object.

    foldspaces is an optional flag that uses the special short sequence 'y'
    instead of 4 consecutive spaces (ASCII 0x20) as supported by 'btoa'. This
    feature is not supported by the "standard" Adobe encoding.

    wrapcol controls whether the output should have newline (b'\\n') characters
    added to it. If this is non-zero, each output line will be at most this
    many characters long.

    pad controls whether the input is padded to a multiple of 4 before
    encoding. Note that the btoa implementation always pads.

    adobe controls whether the encoded byte sequence is framed with <~ and ~>,
    which is used by the Adobe implementation.
    """
    result = _85encode(b, _a85alphabet, pad, True, foldspaces)
    if adobe:
        result = _A85START + result
    if wrapcol:
        wrapcol = max(2 if adobe else 1, wrapcol)
        lines = [result[i:i + wrapcol] for i in range(0, len(result), wrapcol)]
        if adobe and len(lines[-1]) + 2 > wrapcol:
            lines.append(b'')
        result = b'\n'.join(lines)
    if adobe:
        result += _A85END
    return result


def a85decode(b, *, foldspaces=False, adobe=False, ignorechars=b' \t\n\r\v'):
    """Decode the Ascii85 encoded bytes-like object or ASCII string b.

    foldspaces is a flag that specifies whether the 'y' short sequence should be
    accepted as shorthand for 4 consecutive spaces (ASCII 0x20). This feature is
    not supported by the "standard" Adobe encoding.

    adobe controls whether the input sequence is in Adobe Ascii85 format (i.e.
    is framed with <~ and ~>).

    ignorechars should be a byte string containing characters to ignore from the
    input. This should only contain whitespace characters, and by default
    contains all whitespace characters in ASCII.

    The result is returned as a bytes object.
    """
    b = _bytes_from_decode_data(b)
    if adobe:
        if not b.endswith(_A85END):
            raise ValueError(
                "Ascii85 encoded byte sequences must end "
                "with {!r}".format(_A85END)
            )
        if b.startswith(_A85START):
            b = b[2:-2]
        else:
            b = b[:-2]
    out = bytearray()
    group = []
    # Four 'u' (the digit 84) complete a short last group; the bytes they add are cut.
    for c in b + b'uuuu':
        if 33 <= c <= 117:
            group.append(c - 33)
            if len(group) == 5:
                acc = 0
                for d in group:
                    acc = acc * 85 + d
                if acc > 0xffffffff:
                    raise ValueError('Ascii85 overflow') from None
                out += acc.to_bytes(4, 'big')
                group = []
        elif c == 122:      # 'z'
            if group:
                raise ValueError('z inside Ascii85 5-tuple')
            out += b'\0\0\0\0'
        elif foldspaces and c == 121:   # 'y'
            if group:
                raise ValueError('y inside Ascii85 5-tuple')
            out += b'    '
        elif c in ignorechars:
            continue
        else:
            raise ValueError('Non-Ascii85 digit found: %c' % c)
    cut = 4 - len(group)
    if cut:
        del out[len(out) - cut:]
    return bytes(out)


_b85values = {c: i for i, c in enumerate(_b85alphabet)}


def b85encode(b, pad=False):
    """Encode bytes-like object b in base85 format and return a bytes object.

    If pad is true, the input is padded with b'\\0' so its length is a multiple of
    4 bytes before encoding.
    """
    return _85encode(b, _b85alphabet, pad)


def b85decode(b):
    """Decode the base85-encoded bytes-like object or ASCII string b

    The result is returned as a bytes object.
    """
    b = _bytes_from_decode_data(b)
    padding = (-len(b)) % 5
    b = b + b'~' * padding
    out = bytearray()
    for i in range(0, len(b), 5):
        acc = 0
        for j in range(i, i + 5):
            d = _b85values.get(b[j])
            if d is None:
                raise ValueError('bad base85 character at position %d' % j) from None
            acc = acc * 85 + d
        if acc > 0xffffffff:
            raise ValueError('base85 overflow in hunk starting at byte %d' % i) from None
        out += acc.to_bytes(4, 'big')
    if padding:
        del out[len(out) - padding:]
    return bytes(out)


# --- the legacy interface: MIME-style lines of 76 characters ---

def _input_type_check(s):
    if _as_bytes(s) is None:
        raise TypeError("expected bytes-like object, not %s" % s.__class__.__name__)


def encode(input, output):
    """Encode a file; input and output are binary files."""
    while True:
        s = input.read(MAXBINSIZE)
        if not s:
            break
        while len(s) < MAXBINSIZE:
            ns = input.read(MAXBINSIZE - len(s))
            if not ns:
                break
            s += ns
        output.write(binascii.b2a_base64(s))


def decode(input, output):
    """Decode a file; input and output are binary files."""
    while True:
        line = input.readline()
        if not line:
            break
        output.write(binascii.a2b_base64(line))


def encodebytes(s):
    """Encode a bytestring into a bytes object containing multiple lines
    of base-64 data."""
    _input_type_check(s)
    pieces = []
    for i in range(0, len(s), MAXBINSIZE):
        pieces.append(binascii.b2a_base64(s[i:i + MAXBINSIZE]))
    return b"".join(pieces)


def decodebytes(s):
    """Decode a bytestring of base-64 data into a bytes object."""
    _input_type_check(s)
    return binascii.a2b_base64(s)
