# textwrap: wrap/fill over a generated table of texts x widths x options (hyphens,
# em-dashes, long words, sentence endings, tabs, max_lines and placeholders), shorten,
# dedent, indent and the errors (compared with CPython 3.11).
import textwrap

texts = [
    "The quick brown fox jumps over the lazy dog.",
    "Hello there, how are you this fine day?  I'm glad to hear it!",
    "This is a well-known, state-of-the-art, re-usable thing -- with em-dashes--and more---dashes.",
    "supercalifragilisticexpialidocious antidisestablishmentarianism pneumonoultramicroscopic",
    "a-b-c-d-e-f-g-h x--y --z w-- 123-456 ab-12 12-ab ___-___ a_b-c_d",
    "Tabs\there\tand\tthere, newlines\nand\r\ncarriage\x0breturns\x0cfeed  double  spaces",
    "Mr. Smith went to Washington. He said \"hi.\" Then 'bye!' and left? Yes.",
    "",
    "   leading and trailing spaces   ",
    "one",
    "x" * 30 + "-" + "y" * 30,
    "----- dashes only ----- and-----more",
    "unicode caf\u00e9-cr\u00e8me br\u00fbl\u00e9e na\u00efve \u00fcber-gro\u00df",
]
for text in texts:
    for width in [1, 5, 10, 12, 20, 33, 70]:
        print(width, textwrap.wrap(text, width))
    print(textwrap.wrap(text, 15, break_on_hyphens=False), textwrap.wrap(text, 15, break_long_words=False))
    print(textwrap.wrap(text, 25, initial_indent='* ', subsequent_indent='  '), textwrap.wrap(text, 20, drop_whitespace=False))
    print(textwrap.wrap(text, 30, fix_sentence_endings=True), textwrap.wrap(text, 30, expand_tabs=False, replace_whitespace=False))
    print(textwrap.wrap(text, 30, tabsize=4), textwrap.wrap(text, 18, replace_whitespace=False))
    for max_lines in [1, 2, 3]:
        print(max_lines, textwrap.wrap(text, 20, max_lines=max_lines), textwrap.wrap(text, 14, max_lines=max_lines, placeholder='...'))
    print(textwrap.fill(text, 24), textwrap.fill(text, 12, initial_indent='>', subsequent_indent='>>'))
    for width in [5, 10, 15, 40]:
        print(width, repr(textwrap.shorten(text, width)), repr(textwrap.shorten(text, width, placeholder='~')))

w = textwrap.TextWrapper(width=10, max_lines=2, placeholder=' +')
print(w.wrap('aaa bbb ccc ddd eee'), w.fill('aaa bbb'), w.width, w.placeholder, w.tabsize, w.break_on_hyphens)
w.width = 6
print(w.wrap('aaa bbb ccc ddd eee'))

for text in ["    hello\n      world\n", "\thello\n\tworld", "  a\n\tb", "  x\n\n    y\n  \n   z", "none\n  x",
             "   \n   only spaces\n", "", "  a\r\n  b\r\n", "\t  x\n\t y", "  x\n \t\n  y"]:
    print(repr(textwrap.dedent(text)))
for text, pred in [("a\nb\n\nc", None), ("  x\n \n y", None), ("a\nb\n", lambda l: l.startswith('b')),
                   ("one\r\ntwo\rthree", None), ("", None)]:
    print(repr(textwrap.indent(text, '> ', pred)), repr(textwrap.indent(text, '')))

for call in ['textwrap.wrap("abc", 0)', 'textwrap.wrap("abc", -1)', 'textwrap.fill("a b", 3, max_lines=1, placeholder="[long]")',
             'textwrap.wrap("abc def", 5, max_lines=1, initial_indent="  ", placeholder="   ..")',
             'textwrap.shorten("hello world", 3)', 'textwrap.wrap(None)', 'textwrap.TextWrapper(width=3).wrap("abcdefg")',
             'textwrap.wrap("aaaa bbbb", 4, max_lines=2, placeholder="--")', 'textwrap.wrap("a b c", 1, max_lines=2)']:
    try:
        print(call, repr(eval(call)))
    except Exception as e:
        print(call, type(e).__name__, e)
print(sorted(textwrap.__all__))
