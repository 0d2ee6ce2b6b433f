# re: match/search/fullmatch, groups, findall, finditer, split, sub/subn, flags, errors.
import re

m = re.match(r'(?P<first>\w+) (\w+)(x)?', 'hello world!')
print(m, m.group(), m.group(1, 2), m.groups(), m.groups('-'), m.groupdict(), m[2], m['first'])
print(m.start(), m.end(2), m.span(1), m.span(3), m.lastindex, m.lastgroup, m.string, m.pos, m.endpos)
print(m.re.pattern, m.re.groups, m.re.groupindex, m.expand(r'\2-\g<first>'))
print(re.search(r'\d+', 'ab123cd45'), re.match(r'\d+', 'ab1'), re.fullmatch(r'a.c', 'abc'), re.fullmatch('a', 'ab'))
print(re.findall(r'\d', 'a1b22c333'), re.findall(r'(\w)(\d)', 'a1 b2'), re.findall(r'(a)|b', 'ab'))
print([mm.span() for mm in re.finditer(r'\w*', 'ab cd')])
print(re.split(r',\s*', 'a, b,c'), re.split(r'(,)', 'a,b'), re.split(r'x*', 'axbc'), re.split(',', 'a,b,c', maxsplit=1))
print(re.sub(r'(\d+)', r'<\1>', 'a1b22'), re.sub(r'(?P<n>\d)', r'\g<n>\g<n>', 'x1y2'), re.subn('a', 'b', 'aaa', count=2))
print(re.sub(r'\d', lambda mm: str(int(mm.group()) * 2), 'a1b2c3'), re.sub('x*', '-', 'abxd'), re.sub('', '-', 'ab'))
print(re.sub(r'a', r'\n\t\\', 'xa'), re.sub('(b)?a', r'[\1]', 'a ba'))
print(re.findall(r'^\w', 'ab\ncd', re.M), re.findall(r'a.b', 'a\nb', re.S), re.findall('AB', 'ab Ab', re.I))
print(re.findall(r'''a  # comment
                     b''', 'ab', re.X), re.findall(r'(?i)ab', 'AB'), re.findall(r'\w+', 'héllo wörld'), re.findall(r'\w+', 'héllo', re.A))
print(re.search(r'\bfoo\b', 'a foo b'), re.search(r'x\Z', 'x\n'), re.search(r'x$', 'x\n'), re.search(r'\u00e9', 'caf\xe9'))
print(re.match(r'(a)(?P=x)?', 'aa') if False else re.match(r'(?P<x>a)(?P=x)', 'aa'))
p = re.compile(r'\d+', re.I | re.M)
print(p, p.flags, p.groups, p.search('ab 12', 3), p.match('12ab', 1), p.findall('1 22 333', 2, 6))
print(re.compile('a'), re.compile('a').flags, re.escape('a.b*c?d(e)[f]{g}^$|+\\ h'))
print(re.search('é+', 'caféé!').span(), re.sub('é', 'e', 'éaé'))
for bad in ['(abc', 'a)', '[abc', '*a', 'a**']:
    try:
        re.compile(bad)
    except re.error as e:
        print(type(e).__name__, e.msg, e.pos)
try:
    re.sub('a', r'\9', 'a')
except re.error as e:
    print(type(e).__name__, e)
try:
    m.group(5)
except IndexError as e:
    print(type(e).__name__, e)
