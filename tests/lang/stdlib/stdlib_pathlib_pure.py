# pathlib pure paths: parsing, parts, names and suffixes, with_*, relative_to, joining,
# parents, match, comparisons, PureWindowsPath basics, errors and messages.
from pathlib import PurePath, PurePosixPath, PureWindowsPath, Path, PosixPath

P = PurePosixPath
for args in [(), ('',), ('.',), ('a',), ('a/b',), ('/a/b/',), ('//a/b',), ('///a/b',),
             ('a//b/./c/..',), ('a', 'b', 'c'), ('a', '/b', 'c'), ('/',), ('..',), ('a', ''),
             (P('x'), 'y'), ('~/q',), ('a/b.tar.gz',), ('.bashrc',), ('a/b.',), ('a/..b',)]:
    p = P(*args)
    print(repr(p), str(p), p.parts, repr(p.drive), repr(p.root), repr(p.anchor),
          repr(p.name), repr(p.suffix), p.suffixes, repr(p.stem), repr(p.parent),
          p.is_absolute(), list(map(str, p.parents)))

p = P('/usr/local/lib/python3.11/site.py')
print(p.parents[0], p.parents[2], p.parents[-1], p.parents[-2], p.parents[1:3], p.parents[::2],
      len(p.parents), repr(p.parents))
for i in [5, -6, 100]:
    try:
        p.parents[i]
    except IndexError as e:
        print('IndexError', e)
print(p.with_name('x.txt'), p.with_suffix('.pyc'), p.with_suffix(''), p.with_stem('other'),
      P('a/b.tar.gz').with_suffix('.bz2'), P('a/b').with_suffix('.c'), P('a/b').with_name('..'))
for f, arg in [('with_name', ''), ('with_name', 'a/b'), ('with_name', '.'), ('with_name', '/x'),
               ('with_suffix', 'x'), ('with_suffix', '.'), ('with_suffix', '/.x'),
               ('with_suffix', '.a/b'), ('with_stem', '')]:
    try:
        print(getattr(p, f)(arg))
    except ValueError as e:
        print('ValueError', e)
for bad in [P('/'), P(''), P('.')]:
    for f in ['with_name', 'with_suffix']:
        try:
            getattr(bad, f)('.x')
        except ValueError as e:
            print('ValueError', e)

print(p.relative_to('/usr'), p.relative_to('/usr', 'local'), p.relative_to(p),
      P('a/b/c').relative_to('a'), P('a/b').relative_to(''))
for a, b in [('/a/b', '/c'), ('/a/b', 'a'), ('a/b', '/a'), ('a/b', 'a/b/c'), ('a', 'b')]:
    try:
        P(a).relative_to(b)
    except ValueError as e:
        print('ValueError', e)
    print(P(a).is_relative_to(b))
print(p.is_relative_to('/usr/local'), P('a').is_relative_to('a'))
print(P('a') / 'b' / P('c'), 'x' / P('y'), P('a') / '/abs', P('a').joinpath('b', 'c', '/d', 'e'))
try:
    P('a') / 3
except TypeError as e:
    print('TypeError', e)
try:
    3 / P('a')
except TypeError as e:
    print('TypeError', e)
for bad in [b'bytes', 3, None]:
    try:
        P(bad)
    except TypeError as e:
        print('TypeError', e)

for path, pat in [('a/b.py', '*.py'), ('/a/b/c.py', 'b/*.py'), ('/a/b/c.py', 'a/*.py'),
                  ('/a.py', '/*.py'), ('a/b.py', '/*.py'), ('a/b.py', '*/*.py'),
                  ('a/b.py', '*/*/*.py'), ('b.PY', '*.py'), ('a/b', 'a/b'), ('x/a/b', '/a/b'),
                  ('a/b.py', '**/*.py'), ('a.py', '[ab].py'), ('.hid', '*')]:
    print(path, pat, P(path).match(pat), PureWindowsPath(path).match(pat))
try:
    P('a').match('')
except ValueError as e:
    print('ValueError', e)

print(P('a') == P('a'), P('a') == P('a/'), P('a') == P('A'), P('a') != 'a', P('a') < P('b'),
      P('/a') < P('a'), sorted([P('b'), P('a/c'), P('/z'), P('a')]), hash(P('a/b')) == hash(P('a//b')))
print(P('a') == PureWindowsPath('a'), P('x') == Path('x'), Path('x') == PosixPath('x'))
try:
    P('a') < PureWindowsPath('a')
except TypeError as e:
    print('TypeError', e)
try:
    P('a') < 'a'
except TypeError as e:
    print('TypeError', e)
print(str(PurePath('a/b')), type(PurePath('a')).__name__, type(Path('a')).__name__,
      P('a/b').as_posix(), bytes(P('a/b')), P('/a b/%c').as_uri(), P('/').as_uri())
try:
    P('a').as_uri()
except ValueError as e:
    print('ValueError', e)
import os
print(os.fspath(P('a/b')), os.path.join(P('a'), 'b'), P('/a').is_reserved(), {P('a'): 1}[P('a')])

W = PureWindowsPath
for s in ['c:/a/b', 'C:\\a\\b.txt', 'c:a', '\\\\server\\share\\x\\y', '//server/share', '/a',
          'a/b', 'c:', 'C:/', 'a\\..\\b', 'nul', 'a/con.txt']:
    w = W(s)
    print(repr(w), str(w), w.parts, repr(w.drive), repr(w.root), repr(w.anchor), repr(w.name),
          w.is_absolute(), w.is_reserved(), w.as_posix(), repr(w.parent))
print(W('C:/A/b') == W('c:/a/B'), W('c:/a', 'd:b'), W('c:/a', '/b'), W('c:/a', 'c:b'),
      W('a') / 'b', W('C:/x/y').relative_to('c:/X'), W('c:/a b').as_uri(), W('x/y').with_suffix('.z'))
print(W('c:/a/b.PY').match('*.py'), hash(W('A')) == hash(W('a')))
