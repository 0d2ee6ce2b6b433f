# fnmatch: translate() text, fnmatch/fnmatchcase/filter on str and bytes, classes, ranges.
import fnmatch

pats = ['*.py', 'a*b*c', '[!a-c]x?', '[]]', '[!]', 'a[', '*', '**', '[a-]', '[z-a]x',
        'a\\b', '[a&&b]', '[a~~b]', '[[]', '[^a]', 'a**b*', '*?*', '[!z-a]', '[-a]',
        '[a-c-e]', '[!]a]', '[]-a]', '?*?', '[*]', '[!!]', '[ab', '\\*', '[a-a]', '[]',
        '[!a-]', 'x[b-a]y[c]', 'a.b+c(d)|e', '', '{a,b}', '$^']
for p in pats:
    print(repr(p), repr(fnmatch.translate(p)))

names = ['a.py', 'b.PY', '.hidden.py', 'abc', 'axc', 'a[c', 'a]c', 'a-c', 'a\nb', 'a*c',
         'ab', 'README', 'x.py.bak', '', 'a\\c', 'aXbYc', 'abbbbc']
for p in ['*.py', '*.PY', 'a?c', 'a[!b]c', 'a[]]c', 'a[[]c', 'a[-x]c', 'a[b-]c', '*',
          '?', 'a*', '*c', 'a*b*c', 'a[*]c', '[A-Z]*', '[!a-z]*', 'a\\*c', 'a?b', '']:
    print(repr(p), [n for n in names if fnmatch.fnmatch(n, p)],
          [n for n in names if fnmatch.fnmatchcase(n, p)])
    print(' filter', fnmatch.filter(names, p))

print(fnmatch.fnmatch(b'abc.txt', b'*.txt'), fnmatch.fnmatchcase(b'abc', b'a?c'))
print(fnmatch.filter([b'x1', b'y1', b'x2'], b'x*'), fnmatch.translate('a*'))
print(fnmatch.fnmatch('\xe9t\xe9', '?t?'), fnmatch.fnmatch('\u20ac', '[\u20a0-\u20af]'))
print(fnmatch.fnmatch('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab', '*a*a*a*a*a*a*a*a*a*c'))
for bad in [(1, '*'), ('a', 1), ('a', b'a'), (b'a', 'a')]:
    try:
        print(fnmatch.fnmatch(*bad))
    except TypeError as e:
        print('TypeError')
print(sorted(fnmatch.__all__))
