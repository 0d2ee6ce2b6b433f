# urllib.parse: urlsplit/urlparse and their results' attributes, unsplit/unparse round
# trips, urljoin (RFC 3986 examples), urldefrag, quoting, query strings, bytes, errors.
from urllib.parse import (urlparse, urlsplit, urlunparse, urlunsplit, urljoin, urldefrag,
                          quote, quote_plus, quote_from_bytes, unquote, unquote_plus,
                          unquote_to_bytes, urlencode, parse_qs, parse_qsl, ParseResult,
                          SplitResult)
import urllib.parse

urls = ['http://user:pw@Example.COM:8080/p/a/t/h;params?query=1&b=2#frag',
        'https://example.com', 'https://example.com/', 'ftp://ftp.x.org/pub/file.txt',
        'file:///etc/passwd', 'mailto:someone@example.com', 'news:comp.lang.python',
        '//netloc/only/path', '/just/a/path?q', 'relative/path#f', '', 'http:', 'http://',
        'http://[::1]:80/x', 'http://[2001:db8::7]/', 'HTTP://EX.com/UP', 'a1+b-c.d:rest',
        '1http://x', 'http://h/p;a;b', 'http://h/p;a/b;c', 'tel:+1-816-555-1212;ext=1',
        ' \thttp://h/a\nb ', 'http://u@h', 'http://:pw@h:/', 'http://h:0', 'path:80',
        'javascript:alert(1)', 'http://h?q#f?g', 'http://h#f#g', 'svn+ssh://h/x']
for u in urls:
    s = urlsplit(u)
    p = urlparse(u)
    print(repr(u), s, p.params)
    print('  ', p.username, p.password, p.hostname, p.port, s.geturl(), p.geturl(),
          urlunsplit(s), urlunparse(p))
print(urlsplit('x#y', allow_fragments=False), urlparse('/p', scheme='https'),
      urlparse('//h/p', 'ftp'), urlsplit('h://x', scheme='q'))
r = urlparse('http://a/b?c#d')
print(r.scheme, r[1], r._replace(path='/z').geturl(), isinstance(r, tuple), len(r), r._fields,
      type(r).__name__, r == ('http', 'a', '/b', '', 'c', 'd'))
print(SplitResult('s', 'n', '/p', 'q', 'f').geturl(), ParseResult('s', '', 'p', 'x', '', '').geturl())
for u in ['http://h:abc/', 'http://h:99999/', 'http://h:-1/', 'http://h: 1/']:
    try:
        print(urlparse(u).port)
    except ValueError as e:
        print('ValueError', e)
for u in ['http://[::1/', 'http://::1]/', 'http://[zz]/', 'http://[v1.x]/', 'http://[vz.x]/']:
    try:
        print(urlsplit(u))
    except ValueError as e:
        print('ValueError', e)

base = 'http://a/b/c/d;p?q'
for ref in ['g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x',
            'g;x', 'g;x?y#s', '', '.', './', '..', '../', '../g', '../..', '../../', '../../g',
            '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g',
            './g/.', 'g/./h', 'g/../h', 'g;x=1/./y', 'g;x=1/../y', 'g?y/./x', 'g?y/../x',
            'g#s/./x', 'g#s/../x', 'http:g', 'https:g', 'mailto:x']:
    print(repr(ref), urljoin(base, ref))
print(urljoin('http://a/b', 'c', allow_fragments=False), urljoin('', 'x'), urljoin('http://a', ''),
      urljoin('http://a/b/', '../../x'), urljoin('mailto:a@b', 'c'), urljoin('file:///a/b', 'c'),
      urljoin(b'http://a/b', b'c'), urljoin('http://a/b/c', '//x/y'), urljoin('http://a', 'b'))
print(urldefrag('http://a/b#c'), urldefrag('http://a/b'), urldefrag(b'x#y'), urldefrag('p;q?r#s').geturl())

for s in ['abc', 'a b&c=d/e?f', '/path/with spaces/', '\u00e9\u20ac\U0001f600', '', '~_.-',
          "!*'();:@&=+$,/?#[]", 'a+b']:
    print(repr(s), quote(s), quote(s, safe=''), quote(s, safe='/:'), quote_plus(s),
          quote_plus(s, safe='/'))
print(quote(b'a b\xff'), quote('\xe9', encoding='latin-1'), quote('\u20ac', encoding='ascii', errors='replace'),
      quote_from_bytes(b'\x00/ \x7f'), quote_from_bytes(b'a/b', safe=''), quote_plus(b'a b'),
      quote('a b', safe=b' '), quote('\xe9', safe='\xe9'))
for bad in [lambda: quote(b'x', encoding='utf-8'), lambda: quote(b'x', errors='strict'),
            lambda: quote_from_bytes('str'), lambda: quote(3), lambda: quote('\u20ac', encoding='ascii')]:
    try:
        print(bad())
    except (TypeError, UnicodeEncodeError) as e:
        print(type(e).__name__, e)
for s in ['abc', 'a%20b', '%e2%82%ac', '%E2%82', '%zz', '%', '100%', '%41%42%4', 'a+b%2B',
          '%C3%A9%C3', '%ff', '']:
    print(repr(s), repr(unquote(s)), repr(unquote_plus(s)), unquote_to_bytes(s),
          repr(unquote(s, encoding='latin-1')), repr(unquote(s, errors='ignore')))
print(unquote(b'a%20b'), unquote_to_bytes(b'%41'), unquote_to_bytes('\xe9%41'))
try:
    unquote(None)
except (TypeError, AttributeError) as e:
    print(type(e).__name__)

print(urlencode({'a': 1, 'b': 'x y', 'c': ['1', '2'], 'd': b'\xff', 'e': None}))
print(urlencode({'c': ['1', '2'], 'n': 5, 's': 'ab', 't': (b'x', 3)}, doseq=True))
print(urlencode([('a', 'b'), ('a', 'c'), ('q', '/&=')]), urlencode([]), urlencode({}))
print(urlencode({'p': 'a/b c'}, safe='/'), urlencode({'p': 'a b'}, quote_via=quote),
      urlencode({'\xe9': '\u20ac'}), urlencode({'x': '\xe9'}, encoding='latin-1'))
for bad in ['abc', [1, 2], 5]:
    try:
        urlencode(bad)
    except TypeError as e:
        print('TypeError', e)
for qs in ['a=1&b=2&a=3', 'a=1;b=2', 'a=&b', 'a+b=c+d&e=%20', '&&x=1&', 'x=1=2', '', '=v',
           'k=%E2%82%AC&q=%zz']:
    print(repr(qs), parse_qsl(qs), parse_qsl(qs, keep_blank_values=True), parse_qs(qs),
          parse_qs(qs, keep_blank_values=True))
print(parse_qsl('a=1;b=2', separator=';'), parse_qsl(b'a=1&b=%41'), parse_qs(b'x=1&x=2'),
      parse_qsl('k=%E9', encoding='latin-1'))
for kw in [dict(strict_parsing=True), dict(max_num_fields=1), dict(separator=''),
           dict(separator=None)]:
    try:
        print(parse_qsl('a=1&b', **kw))
    except ValueError as e:
        print('ValueError', e)

print(urlsplit(b'http://h/p?q#f'), urlparse(b'http://u:p@h:1/x').port, urlparse(b'http://u:p@H/').hostname)
print(urlunsplit((b'http', b'h', b'/p', b'', b'')), urlparse('http://h/').encode(),
      urlsplit(b'http://h/').decode().geturl(), urlparse(b'x').username)
try:
    urljoin('http://a', b'b')
except TypeError as e:
    print('TypeError', e)
print(urllib.parse.uses_netloc[:3], urllib.parse.scheme_chars[-4:], urllib.parse.unwrap('<URL:http://x/>'))
