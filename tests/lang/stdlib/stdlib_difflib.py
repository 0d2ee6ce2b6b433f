# difflib: SequenceMatcher (matching blocks, opcodes, grouped opcodes, ratios, junk and
# autojunk, find_longest_match), Differ/ndiff with intraline '?' guides, restore,
# unified_diff and context_diff (headers, dates, n, lineterm), diff_bytes,
# get_close_matches, IS_LINE_JUNK / IS_CHARACTER_JUNK, and the argument errors.
import difflib
from difflib import SequenceMatcher

s = SequenceMatcher(None, "abxcd", "abcd")
print(s.get_matching_blocks())
print(s.get_opcodes())
print(round(s.ratio(), 6), round(s.quick_ratio(), 6), round(s.real_quick_ratio(), 6))
print(s.find_longest_match(0, 5, 0, 4), s.find_longest_match())
s = SequenceMatcher(lambda x: x == " ", "private Thread currentThread;",
                    "private volatile Thread currentThread;")
print(round(s.ratio(), 3))
for block in s.get_matching_blocks():
    print("a[%d] and b[%d] match for %d elements" % block)
for opcode in s.get_opcodes():
    print("%6s a[%d:%d] b[%d:%d]" % opcode)
s = SequenceMatcher(None, " abcd", "abcd abcd")
print(s.find_longest_match(0, 5, 0, 9))
s = SequenceMatcher(lambda x: x == " ", " abcd", "abcd abcd")
print(s.find_longest_match(0, 5, 0, 9))
s = SequenceMatcher(None, "", "")
print(s.ratio(), s.get_opcodes(), list(s.get_grouped_opcodes()))
s = SequenceMatcher()
s.set_seqs("qabxcd", "abycdf")
for tag, i1, i2, j1, j2 in s.get_opcodes():
    print('{:7}   a[{}:{}] --> b[{}:{}] {!r:>8} --> {!r}'.format(
        tag, i1, i2, j1, j2, s.a[i1:i2], s.b[j1:j2]))
a = list(map(str, range(1, 40)))
b = a[:]
b[8:8] = ['i']
del b[20]
b[30] = '30x'
print(list(SequenceMatcher(None, a, b).get_grouped_opcodes()))
print(list(SequenceMatcher(None, a, b).get_grouped_opcodes(1)))
# autojunk: an element in more than 1% + 1 of a 200+ item b is popular.
long_b = 'x' * 150 + 'ab' * 40
sm = SequenceMatcher(None, 'xxab', long_b)
print(sorted(sm.bpopular), sm.bjunk, sm.get_matching_blocks()[:3])
sm = SequenceMatcher(None, 'xxab', long_b, autojunk=False)
print(sm.bpopular, sm.get_matching_blocks()[:3])
sm = SequenceMatcher(lambda c: c in 'ab', 'xxab', long_b)
print(sorted(sm.bjunk), len(sm.b2j))
print(SequenceMatcher(None, [1, 2, 3, 4], [1, 3, 4, 5]).get_opcodes())

print("--- ndiff / Differ")
t1 = ['one\n', 'two\n', 'three\n']
t2 = ['ore\n', 'tree\n', 'emu\n']
diff = list(difflib.ndiff(t1, t2))
print(''.join(diff), end="")
print(''.join(difflib.restore(diff, 1)), end="")
print(''.join(difflib.restore(diff, 2)), end="")
try:
    list(difflib.restore(diff, 3))
except ValueError as e:
    print("ValueError:", e)
text1 = '''  1. Beautiful is better than ugly.
  2. Explicit is better than implicit.
  3. Simple is better than complex.
  4. Complex is better than complicated.
'''.splitlines(keepends=True)
text2 = '''  1. Beautiful is better than ugly.
  3.   Simple is better than complex.
  4. Complicated is better than complex.
  5. Flat is better than nested.
'''.splitlines(keepends=True)
print(''.join(difflib.Differ().compare(text1, text2)), end="")
print(list(difflib.ndiff(['a\tb\n', 'same\n'], ['a\tc\n', 'same\n'])))
print(list(difflib.ndiff(['abcdefgh'], ['xyz'])))
print(list(difflib.ndiff(['x', 'y', 'z'], ['y'])))
print(list(difflib.ndiff(['1', '2', 'common', '3'], ['4', 'common', '5', '6', '7'])))
print(list(difflib.ndiff(['line\n', '\n', '# c\n'], ['line2\n', '\n'],
                         linejunk=difflib.IS_LINE_JUNK)))
print(difflib.IS_LINE_JUNK('\n'), difflib.IS_LINE_JUNK('  #   \n'), difflib.IS_LINE_JUNK('hello\n'))
print(difflib.IS_CHARACTER_JUNK(' '), difflib.IS_CHARACTER_JUNK('\t'), difflib.IS_CHARACTER_JUNK('\n'))

print("--- unified_diff")
s1 = ['bacon\n', 'eggs\n', 'ham\n', 'guido\n']
s2 = ['python\n', 'eggy\n', 'hamster\n', 'guido\n']
print(''.join(difflib.unified_diff(s1, s2, fromfile='before.py', tofile='after.py')), end="")
print(list(difflib.unified_diff(['a', 'b'], ['a', 'c'], 'x', 'y', '2005-01-26 23:30:50',
                                '2010-04-02 10:20:52', lineterm='')))
print(list(difflib.unified_diff(['a'], ['a'])))
print(list(difflib.unified_diff([], ['new\n'])))
print(list(difflib.unified_diff(['old\n'], [])))
print(''.join(difflib.unified_diff(a, b, n=1)), end="")
print(''.join(difflib.unified_diff(a, b, n=0)), end="")

print("--- context_diff")
print(''.join(difflib.context_diff(s1, s2, fromfile='before.py', tofile='after.py')), end="")
print(''.join(difflib.context_diff(a, b, 'a', 'b', 'da', 'db', n=2)), end="")
print(list(difflib.context_diff([], ['x\n'])))
print(list(difflib.context_diff(['x\n'], [])))

print("--- diff_bytes")
print(list(difflib.diff_bytes(difflib.unified_diff, [b'a\n', b'\xff\n'], [b'a\n', b'b\n'],
                              b'f1', b'f2')))
for bad in ((['a'], [b'b']), ([1], ['a'])):
    try:
        list(difflib.unified_diff(*bad))
    except TypeError as e:
        print("TypeError:", e)
try:
    list(difflib.unified_diff(['a'], ['b'], fromfile=b'x'))
except TypeError as e:
    print("TypeError:", e)
try:
    list(difflib.diff_bytes(difflib.unified_diff, ['a'], [b'b']))
except TypeError as e:
    print("TypeError:", e)

print("--- get_close_matches")
print(difflib.get_close_matches('appel', ['ape', 'apple', 'peach', 'puppy']))
import keyword
print(difflib.get_close_matches('wheel', keyword.kwlist))
print(difflib.get_close_matches('pineapple', keyword.kwlist))
print(difflib.get_close_matches('accept', keyword.kwlist))
print(difflib.get_close_matches('ab', ['ab', 'ba', 'abc', 'abd', 'a'], n=2, cutoff=0.0))
for kwargs in ({'n': 0}, {'cutoff': 1.5}, {'cutoff': -0.1}):
    try:
        difflib.get_close_matches('x', ['y'], **kwargs)
    except ValueError as e:
        print("ValueError:", e)
print(difflib.Match(1, 2, 3), difflib.Match(1, 2, 3).size)
