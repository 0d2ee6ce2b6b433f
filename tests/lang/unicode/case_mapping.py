# Full Unicode case mapping of str (SpecialCasing, final sigma, titlecase digraphs, full
# case folding) and title/capitalize/swapcase as CPython 3.11.
samples = [
    'ß', 'straße', 'ﬁ', 'ﬂour', 'ﬃ', 'ŉ', 'ǰ', 'ΐ', 'ẞ', 'İstanbul', 'ı', 'ǆ', 'ǅ', 'Ǆ',
    'ǉubljana', 'ǳ', 'ΣΑΣ', 'ΟΔΟΣ', 'Σ', 'aΣ', 'aΣb', 'aΣ.', "aΣ'", "a'Σ", 'a\u0301Σ', 'Σa',
    'ΣΣ', 'ΑΣ Σ', 'ﬅ', 'ﬆ', 'և', 'ﬓ', 'ᾳ', 'ᾼ', 'ᾀ', 'ᾈ', 'ῳ', 'ῼ', 'ᾷ', 'Ᾰ', 'ǈ',
    'µ', 'ſ', 'ς', 'ϐ', 'ϑ', 'ϕ', 'ϖ', 'ϰ', 'ϱ', 'ϵ', 'ẛ', 'K', 'Å', 'Ω', 'ⅰ', 'Ⅰ', 'ⓐ', 'Ⓐ',
    'ꭰ', 'Ꭰ', 'ᏸ', 'Ᏸ', '𐐀', '𐐨', '𞤀', '𞤢', 'ǅungla', 'hello world', "they're bill's",
    'ǉ ǈ Ǉ', 'ß ß', 'ﬁsh ﬂy', 'a1b2', '1st 2ND', 'ǳ', 'ΣΑΣ ΣΑΣ.', 'σ', 'ᾲ', 'ῲ', 'ﬀ',
    '\u0345', '\u0345Σ', 'ʼn', 'ᵃ', 'ᴬ', 'ꟸ', '\u1e9e', 'Ⰰ', 'ⰰ', 'ǅǆ', 'ŉŉ', 'ǰǰ', 'ﬗ', 'Ά',
]
for s in samples:
    print(ascii(s), ascii(s.upper()), ascii(s.lower()), ascii(s.title()),
          ascii(s.capitalize()), ascii(s.swapcase()), ascii(s.casefold()))
# Length changes and round trips
print(len('ß'.upper()), len('ﬃ'.upper()), len('İ'.lower()), 'ß'.upper().lower())
print('ǆ'.title(), 'ǆ'.upper(), 'ǅ'.lower(), 'ǅ'.upper(), 'ǆ'.capitalize())
print('ΌΣΟΣ'.lower(), 'ΌΣΟΣ ΚΑΙ'.lower(), 'Σ'.lower(), 'ΑΣ'.lower(), 'Α.Σ'.lower())
print('straße'.casefold() == 'STRASSE'.casefold(), 'ﬁ'.casefold(), 'ẞ'.casefold())
# Subclasses return exact str
class S(str):
    pass
r = S('ﬁ').upper()
print(type(r).__name__, r)
# Every character of the Basic Multilingual Plane below the CJK block, in bulk.
block = ''.join(map(chr, range(0x80, 0x3400)))
for name in ('upper', 'lower', 'title', 'capitalize', 'swapcase', 'casefold'):
    out = getattr(block, name)()
    data = out.encode('utf-8')
    print(name, len(out), int.from_bytes(data, 'little') % 2305843009213693951)
sup = ''.join(map(chr, range(0x10400, 0x10500))) + ''.join(map(chr, range(0x1E900, 0x1E960)))
print(ascii(sup.upper()[:40]), ascii(sup.lower()[-40:]), ascii(sup.title()[:30]))
