# Unicode decimal digits and spaces in int()/float(), and str.splitlines' line boundaries,
# as CPython 3.11.
for s in ['١٢٣', '\u0661\u0662', '۱۲', '१२३', '๑๒', '１２３', '\U0001d7ce\U0001d7cf', '𝟘𝟙',
          '\u2003 42 \u3000', '\u00a0-7\u2028', '\x1c5\x1f', '\u0664_\u0665', '٤٥', '0x١٠',
          '²', '½', '一', '1\u200b', '\u2007 3', '-\u0661', '+١']:
    for base in (10, 16, 0):
        try:
            print(ascii(s), base, int(s, base))
        except ValueError as e:
            print(ascii(s), base, 'ValueError', ascii(str(e)))
for s in ['١.٥', '\u2003 1.5 \u3000', '１e３', '-٣', '٣_٤', '\u00a0inf\u2029', 'nan\u3000',
          '१२.५e-१', '²', '1\u00b2', '\u2003', '', '١٢٣٤٥٦٧٨٩٠.٠٠١']:
    try:
        print(ascii(s), float(s))
    except ValueError as e:
        print(ascii(s), 'ValueError', ascii(str(e)))
# splitlines over every code point of the BMP's first blocks and the documented separators
text = 'a\nb\rc\r\nd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l\n\rm\r\r\n'
print(text.splitlines())
print(text.splitlines(True))
print(text.splitlines(keepends=True) == text.splitlines(True))
seps = [hex(c) for c in range(0, 0x3000) if len(('x' + chr(c) + 'y').splitlines()) == 2]
print(seps)
print(''.splitlines(), '\n'.splitlines(), 'x'.splitlines(True), '\u2029\u2029'.splitlines())
# split() without arguments splits on Unicode whitespace
print('a\u3000b\u2003c\x1cd\x85e\u200bf\xa0g'.split())
print('\u2003 x \u3000'.strip(), ascii('\u2003 x \u3000'.lstrip()), ascii('\u2003 x \u3000'.rstrip()))
