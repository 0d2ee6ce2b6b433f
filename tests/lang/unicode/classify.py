# str's character classification over Unicode (CPython 3.11 definitions): isalpha,
# isalnum, isdecimal, isdigit, isnumeric, isspace, islower/isupper (Other_Lowercase and
# Other_Uppercase included), istitle, isprintable, isidentifier (XID_Start/XID_Continue).
preds = ['isalpha', 'isalnum', 'isdecimal', 'isdigit', 'isnumeric', 'isspace', 'islower',
         'isupper', 'istitle', 'isprintable', 'isidentifier']
def digest(s):
    return len(s), int.from_bytes(s.encode('utf-8'), 'little') % 2305843009213693951
# A sample of every plane (a prime stride) and the dense low blocks (every code point is
# compared by tests/unit/unicode).
sample = ''.join(map(chr, list(range(0, 0x250)) + list(range(0x250, 0xD800, 53)) +
                 list(range(0xE000, 0x110000, 1999))))
for p in preds:
    kept = ''.join([c for c in sample if getattr(c, p)()])
    print(p, digest(kept))
cont = ''.join([c for c in sample if ('a' + c).isidentifier()])
print('xid_continue', digest(cont))
examples = ['ª', 'º', 'ʰ', 'ᵃ', 'ⅰ', 'Ⅰ', 'ⓐ', 'Ⓐ', '\u0345', '\u2160', 'ǅ', 'ǅa', 'Ǆa', 'ǅA',
            'ᾈ', 'ᾈa', 'A ǅ', '١٢٣', '²', '½', '一', '〇', '፩', 'Ⅻ', '\u3000', '\u2028', '\x1c',
            '\x85', '\xa0', '\u200b', '\ufeff', '\U000e0001', '\U0010fffd', '\ud800', 'x\u0301',
            '\u0301x', '℘', '℮', '゛', '·', '·a', 'a·', '\u1369', 'a\u1369', '\u00b7', '_', '_1',
            '1_', 'ﬁ', 'ℌ', '𝔘𝔫𝔦', 'ℋℯ', 'Ⅸ', '\U0001d7ce', '\U0001f600', 'a\U0001f600']
for s in examples:
    print(ascii(s), [int(getattr(s, p)()) for p in preds])
print(''.isalpha(), ''.isspace(), ''.isidentifier(), ''.isprintable(), ''.istitle())
