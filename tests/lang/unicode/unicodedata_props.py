# The unicodedata module against CPython 3.11 (Unicode 14.0.0): every property over a
# sample of each plane, names and lookup (aliases, named sequences, algorithmic names),
# normalization forms, and the errors.
import unicodedata as u
print(u.unidata_version)
def digest(items):
    text = '|'.join(items)
    return len(text), int.from_bytes(text.encode('utf-8'), 'little') % 2305843009213693951
# A sample of each plane (every code point is compared by tests/unit/unicode).
codes = list(range(0, 0x250)) + list(range(0x250, 0x110000, 1201))
chars = [chr(c) for c in codes]
print('category', digest([u.category(c) for c in chars]))
print('bidirectional', digest([u.bidirectional(c) for c in chars]))
print('east_asian_width', digest([u.east_asian_width(c) for c in chars]))
print('combining', digest([str(u.combining(c)) for c in chars]))
print('mirrored', digest([str(u.mirrored(c)) for c in chars]))
print('decomposition', digest([u.decomposition(c) for c in chars]))
print('decimal', digest([str(u.decimal(c, -1)) for c in chars]))
print('digit', digest([str(u.digit(c, -1)) for c in chars]))
print('numeric', digest([repr(u.numeric(c, -1)) for c in chars]))
print('name', digest([u.name(c, '?') for c in chars]))
for form in ('NFC', 'NFD', 'NFKC', 'NFKD'):
    print(form, digest([u.normalize(form, c) for c in chars if not 0xd800 <= ord(c) < 0xe000]))
for c in ['a', 'é', '\u0301', '½', 'Ⅻ', '٣', '²', '一', '兆', '\U0001eca1', '가', '각', '\U00020000',
          '\U0002a6df', '\U0002b739', '\U00031350', '\U0003134a', '\U00017000', '\U00018b00',
          '\U0001b170', '\uf900', '\U0002f800', '\ud800', '\ue000', '\U0010fffd', '\x00', '\x7f',
          '\xa0', '\u2028', '\U0001f600', '\U0001faf8', '\u0378', '(', '\u0e3f', '\U000e0001']:
    print(ascii(c), u.category(c), u.bidirectional(c), u.east_asian_width(c), u.combining(c),
          u.mirrored(c), u.decomposition(c), u.decimal(c, None), u.digit(c, None),
          u.numeric(c, None), u.name(c, None))
for n in ['LATIN SMALL LETTER A', 'latin small letter a', 'Latin Capital Letter Gha', 'BOM',
          'NBSP', 'LINE FEED', 'LF', 'END OF LINE', 'BYTE ORDER MARK', 'ZWJ', 'VS1',
          'LATIN SMALL LETTER R WITH TILDE', 'KEYCAP DIGIT ONE', 'HANGUL SYLLABLE GA',
          'HANGUL SYLLABLE GAGG', 'HANGUL SYLLABLE HIH', 'CJK UNIFIED IDEOGRAPH-4E00',
          'CJK UNIFIED IDEOGRAPH-04E00', 'CJK UNIFIED IDEOGRAPH-20000', 'CJK UNIFIED IDEOGRAPH-2B739',
          'CJK UNIFIED IDEOGRAPH-4e00', 'CJK UNIFIED IDEOGRAPH-4E0', 'CJK UNIFIED IDEOGRAPH-9FFF',
          'CJK UNIFIED IDEOGRAPH-A000', 'hangul syllable ga', 'HANGUL SYLLABLE ', 'TANGUT IDEOGRAPH-17000',
          'NUSHU CHARACTER-1B170', 'KHITAN SMALL SCRIPT CHARACTER-18B00', 'CJK COMPATIBILITY IDEOGRAPH-F900',
          'SPACE ', ' SPACE', 'SPA CE', '', 'A' * 256, 'A' * 257, 'MODIFIER LETTER SMALL TURNED W',
          'TOOTH', 'LATIN CAPITAL LETTER A WITH MACRON AND GRAVE', b'SPACE']:
    try:
        print(ascii(n)[:40], ascii(u.lookup(n)))
    except KeyError as e:
        print(ascii(n)[:40], 'KeyError', ascii(str(e))[:80])
tests = ['Å', 'Å', 'é', 'é', 'ﬁ', '①', '가', '각', '각', 'ᄀ\u1161', 'ḍ̇', 'ḍ̇', 'q̣̇', 'ṩ',
         'Ω', 'Ω', '\u0958', 'ü\u0301', 'a\u0308\u0301\u0323', 'Ǆ', 'ｶﾞ', '\u1100\u1161\u11a8',
         '\uac00\u11a8', '\u1100\u1161\u11a7', 'e\u0301\u0301', '\u0041\u030a\u0327', 'x\u0345\u0301',
         '\U0001d15e', '\U0001d160', '\u2126\u212b', 'ﾟ', '\u0f73', '\u0f77', '\u0344', '\u2000', '']
for t in tests:
    print(ascii(t), [ascii(u.normalize(f, t)) for f in ('NFC', 'NFD', 'NFKC', 'NFKD')],
          [u.is_normalized(f, t) for f in ('NFC', 'NFD', 'NFKC', 'NFKD')])
calls = ['u.category(1)', 'u.category("ab")', 'u.category("")', 'u.name("a", 5)', 'u.decimal("a")',
         'u.digit("a")', 'u.numeric("a")', 'u.decimal("a", None)', 'u.normalize("NFX", "a")',
         'u.normalize("NFC", 1)', 'u.normalize(1, "a")', 'u.is_normalized("NFD", 3)', 'u.lookup(1)',
         'u.name()', 'u.name("a", 1, 2)', 'u.category("a", 1)', 'u.normalize("NFC")', 'u.name(chr(0x10ffff))',
         'u.mirrored(b"(")', 'u.lookup(bytearray(b"SPACE"))', 'u.normalize("nfc", "a")']
for t in calls:
    try:
        print(t, '->', ascii(eval(t)))
    except Exception as e:
        print(t, '->', type(e).__name__, ascii(str(e)))
