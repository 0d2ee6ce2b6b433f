# Non-ASCII identifiers: XID_Start/XID_Continue, NFKC normalization (PEP 3131), and
# \N{...} escapes by name and alias, as CPython 3.11.
ﬁ = 1
print(fi)
ℌ = 2
print(H)
𝔘𝔫𝔦 = 3
print(Uni)
Ⅸ = 9
print(IX)
ǅ = 5
print(ǅ, ascii([k for k in globals() if k.startswith('D')]))
class K:
    ﬂag = 'f'
print(K.flag, getattr(K, 'flag'), hasattr(K, 'ﬂag'))
def f(ªb=6):
    return ab
print(f(), f(ab=7))
café = 8
print(café, 'café' in globals(), 'cafe\u0301' in globals())
exec('cafe\u0301 = 0')
print(ascii([k for k in globals() if k.startswith('caf')]))
for src in ['€ = 1', 'a€ = 1', '\u0301a = 1', 'a\u0301 = 1', '·a = 1', 'a· = 1', '1x = 1',
            '℘ = 1', 'x² = 1', 'x₂ = 1', 'ﬁx = 1', 'ｆｕｌｌ = 1', '℮ = 1', 'x\u200d = 1', 'x\U0001f600 = 1', '゛ = 1', '\u2160 = 1']:
    try:
        ns = {}
        exec(src, ns)
        print(ascii(src), 'ok', ascii(sorted(k for k in ns if k != '__builtins__')))
    except SyntaxError as e:
        print(ascii(src), 'SyntaxError', ascii(e.msg))
print(ascii('\N{LATIN SMALL LETTER A}\N{latin capital letter gha}\N{BOM}\N{NBSP}\N{EM DASH}'))
print(ascii('\N{CJK UNIFIED IDEOGRAPH-4E00}\N{HANGUL SYLLABLE GAG}\N{LINE FEED}\N{SNOWMAN}'))
print(ascii('\N{GREEK SMALL LETTER FINAL SIGMA}\N{EMOJI MODIFIER FITZPATRICK TYPE-1-2}'))
for src in [r"'\N{LATIN SMALL LETTER R WITH TILDE}'", r"'\N{NO SUCH NAME}'", r"'\N{}'",
            r"'\N{cjk unified ideograph-4e00}'", r"'\N{HANGUL SYLLABLE GAGG}'"]:
    try:
        print(ascii(eval(src)))
    except SyntaxError as e:
        print('SyntaxError', ascii(e.msg))
