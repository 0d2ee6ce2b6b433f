"""urllib.parse: splitting URLs into components and joining them back (urlsplit,
urlparse, urlunsplit, urlunparse, urljoin, urldefrag), percent-encoding (quote,
quote_plus, quote_from_bytes, unquote, unquote_plus, unquote_to_bytes), query strings
(urlencode, parse_qs, parse_qsl), as CPython 3.11's (RFC 3986 with the same leniencies).
Every function takes str or bytes (all arguments of one kind: mixing raises TypeError)
and answers in the kind it was given; results are named tuples with the netloc
attributes username, password, hostname and port, plus geturl() and encode()/decode()."""

from collections import namedtuple

__all__ = ["urlparse", "urlunparse", "urljoin", "urldefrag", "urlsplit", "urlunsplit",
           "urlencode", "parse_qs", "parse_qsl", "quote", "quote_plus", "quote_from_bytes",
           "unquote", "unquote_plus", "unquote_to_bytes", "DefragResult", "ParseResult",
           "SplitResult", "DefragResultBytes", "ParseResultBytes", "SplitResultBytes"]

uses_relative = ['', 'ftp', 'http', 'gopher', 'nntp', 'imap', 'wais', 'file', 'https',
                 'shttp', 'mms', 'prospero', 'rtsp', 'rtspu', 'sftp', 'svn', 'svn+ssh',
                 'ws', 'wss']
uses_netloc = ['', 'ftp', 'http', 'gopher', 'nntp', 'telnet', 'imap', 'wais', 'file', 'mms',
               'https', 'shttp', 'snews', 'prospero', 'rtsp', 'rtspu', 'rsync', 'svn',
               'svn+ssh', 'sftp', 'nfs', 'git', 'git+ssh', 'ws', 'wss']
uses_params = ['', 'ftp', 'hdl', 'prospero', 'http', 'imap', 'https', 'shttp', 'rtsp',
               'rtspu', 'sip', 'sips', 'mms', 'sftp', 'tel']
non_hierarchical = ['gopher', 'hdl', 'mailto', 'news', 'telnet', 'wais', 'imap', 'snews',
                    'sip', 'sips']
uses_query = ['', 'http', 'wais', 'imap', 'https', 'shttp', 'mms', 'gopher', 'rtsp',
              'rtspu', 'sip', 'sips']
uses_fragment = ['', 'ftp', 'hdl', 'http', 'gopher', 'news', 'nntp', 'wais', 'https',
                 'shttp', 'snews', 'file', 'prospero']

scheme_chars = ('abcdefghijklmnopqrstuvwxyz'
                'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                '0123456789'
                '+-.')

# Leading and trailing C0 controls and spaces are stripped (WHATWG); tab, CR and LF are
# removed anywhere.
_C0_OR_SPACE = ''.join(chr(i) for i in range(0x21))
_UNSAFE = '\t\r\n'

MAX_CACHE_SIZE = 20


def clear_cache():
    """Kept for compatibility: nothing is cached."""


# --- str/bytes coercion ---

def _noop(obj):
    return obj


def _encode_result(obj, encoding='ascii', errors='strict'):
    return obj.encode(encoding, errors)


def _decode_args(args, encoding='ascii', errors='strict'):
    return tuple(x.decode(encoding, errors) if x else '' for x in args)


def _coerce_args(*args):
    """(args as str, function turning a str result back into the callers' kind)."""
    str_input = isinstance(args[0], str)
    for arg in args[1:]:
        if arg and isinstance(arg, str) != str_input:
            raise TypeError("Cannot mix str and non-str arguments")
    if str_input:
        return args + (_noop,)
    return _decode_args(args) + (_encode_result,)


# --- result types ---

class _NetlocMixin:
    """username, password, hostname and port of a result's netloc."""
    __slots__ = ()

    @property
    def username(self):
        return self._userinfo[0]

    @property
    def password(self):
        return self._userinfo[1]

    @property
    def hostname(self):
        hostname = self._hostinfo[0]
        if not hostname:
            return None
        sep = '%' if isinstance(hostname, str) else b'%'
        hostname, percent, zone = hostname.partition(sep)
        return hostname.lower() + percent + zone

    @property
    def port(self):
        port = self._hostinfo[1]
        if port is not None:
            if port.isdigit() and port.isascii():
                port = int(port)
            else:
                raise ValueError("Port could not be cast to integer value as %r" % (port,))
            if not (0 <= port <= 65535):
                raise ValueError("Port out of range 0-65535")
        return port

    @property
    def _userinfo(self):
        netloc = self.netloc
        at = '@' if isinstance(netloc, str) else b'@'
        colon = ':' if isinstance(netloc, str) else b':'
        userinfo, have_info, _ = netloc.rpartition(at)
        if not have_info:
            return None, None
        username, have_password, password = userinfo.partition(colon)
        return username, (password if have_password else None)

    @property
    def _hostinfo(self):
        netloc = self.netloc
        if isinstance(netloc, str):
            at, colon, lb, rb = '@', ':', '[', ']'
        else:
            at, colon, lb, rb = b'@', b':', b'[', b']'
        _, _, hostinfo = netloc.rpartition(at)
        _, have_open, bracketed = hostinfo.partition(lb)
        if have_open:
            hostname, _, port = bracketed.partition(rb)
            _, _, port = port.partition(colon)
        else:
            hostname, _, port = hostinfo.partition(colon)
        if not port:
            port = None
        return hostname, port


class _StrResult(_NetlocMixin):
    __slots__ = ()

    def encode(self, encoding='ascii', errors='strict'):
        return self._bytes_type(*(x.encode(encoding, errors) for x in self))


class _BytesResult(_NetlocMixin):
    __slots__ = ()

    def decode(self, encoding='ascii', errors='strict'):
        return self._str_type(*(x.decode(encoding, errors) for x in self))


_DefragBase = namedtuple('DefragResult', 'url fragment')
_SplitBase = namedtuple('SplitResult', 'scheme netloc path query fragment')
_ParseBase = namedtuple('ParseResult', 'scheme netloc path params query fragment')


class DefragResult(_DefragBase, _StrResult):
    """(url, fragment) from urldefrag()."""
    __slots__ = ()

    def geturl(self):
        if self.fragment:
            return self.url + '#' + self.fragment
        return self.url


class SplitResult(_SplitBase, _StrResult):
    """The five components urlsplit() finds."""
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResult(_ParseBase, _StrResult):
    """The six components urlparse() finds."""
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


class DefragResultBytes(_DefragBase, _BytesResult):
    __slots__ = ()

    def geturl(self):
        if self.fragment:
            return self.url + b'#' + self.fragment
        return self.url


class SplitResultBytes(_SplitBase, _BytesResult):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResultBytes(_ParseBase, _BytesResult):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


for _s, _b in ((DefragResult, DefragResultBytes), (SplitResult, SplitResultBytes),
               (ParseResult, ParseResultBytes)):
    _s._bytes_type = _b
    _b._str_type = _s
del _s, _b


def _to_result(value, encode):
    # A str result tuple converted to bytes when the input was bytes.
    if encode is _noop:
        return value
    return value.encode()


# --- splitting ---

def _split_netloc(url, start=0):
    end = len(url)
    for c in '/?#':
        pos = url.find(c, start)
        if pos >= 0:
            end = min(end, pos)
    return url[start:end], url[end:]


def _check_netloc(netloc, url):
    if not netloc or netloc.isascii():
        return
    import unicodedata
    n = netloc.replace('@', '').replace(':', '').replace('#', '').replace('?', '')
    normalized = unicodedata.normalize('NFKC', n)
    if n == normalized:
        return
    for c in '/?#@:':
        if c in normalized:
            raise ValueError("netloc '" + netloc + "' contains invalid characters under "
                             "NFKC normalization")


def _check_bracketed_host(hostname):
    if hostname.startswith('v'):
        import re
        if not re.match(r'\Av[a-fA-F0-9]+\..+\Z', hostname):
            raise ValueError("IPvFuture address is invalid")
        return
    if not _is_ipv6(hostname):
        raise ValueError("%r does not appear to be an IPv4 or IPv6 address" % (hostname,))


def _is_ipv6(text):
    # Enough of ipaddress.ip_address for bracketed hosts: IPv6 with an optional zone and
    # an optional trailing dotted IPv4.
    text = text.partition('%')[0]
    if not text or text.count('::') > 1:
        return False
    groups = text.split(':')
    if '.' in groups[-1]:
        quads = groups[-1].split('.')
        if len(quads) != 4 or not all(q.isdigit() and q.isascii() and int(q) < 256 for q in quads):
            return False
        groups = groups[:-1] + ['0', '0']
    hexdigits = '0123456789abcdefABCDEF'
    if '::' in text:
        filled = [g for g in groups if g]
        if len(filled) > 7:
            return False
    else:
        if len(groups) != 8:
            return False
        filled = groups
    return all(0 < len(g) <= 4 and all(c in hexdigits for c in g) for g in filled)


def urlsplit(url, scheme='', allow_fragments=True):
    """Splits a URL into SplitResult(scheme, netloc, path, query, fragment)."""
    url, scheme, encode = _coerce_args(url, scheme)
    url = url.lstrip(_C0_OR_SPACE)
    scheme = scheme.strip(_C0_OR_SPACE)
    for c in _UNSAFE:
        url = url.replace(c, '')
        scheme = scheme.replace(c, '')
    allow_fragments = bool(allow_fragments)
    netloc = query = fragment = ''
    i = url.find(':')
    if i > 0 and url[0].isascii() and url[0].isalpha():
        for c in url[:i]:
            if c not in scheme_chars:
                break
        else:
            scheme, url = url[:i].lower(), url[i + 1:]
    if url[:2] == '//':
        netloc, url = _split_netloc(url, 2)
        if (('[' in netloc and ']' not in netloc) or
                (']' in netloc and '[' not in netloc)):
            raise ValueError("Invalid IPv6 URL")
        if '[' in netloc and ']' in netloc:
            bracketed = netloc.partition('[')[2].partition(']')[0]
            _check_bracketed_host(bracketed)
    if allow_fragments and '#' in url:
        url, fragment = url.split('#', 1)
    if '?' in url:
        url, query = url.split('?', 1)
    _check_netloc(netloc, url)
    return _to_result(SplitResult(scheme, netloc, url, query, fragment), encode)


def _split_params(url):
    if '/' in url:
        i = url.find(';', url.rfind('/'))
        if i < 0:
            return url, ''
    else:
        i = url.find(';')
    return url[:i], url[i + 1:]


def urlparse(url, scheme='', allow_fragments=True):
    """Splits a URL into ParseResult(scheme, netloc, path, params, query, fragment)."""
    url, scheme, encode = _coerce_args(url, scheme)
    scheme, netloc, url, query, fragment = urlsplit(url, scheme, allow_fragments)
    if scheme in uses_params and ';' in url:
        url, params = _split_params(url)
    else:
        params = ''
    return _to_result(ParseResult(scheme, netloc, url, params, query, fragment), encode)


def urlunsplit(components):
    """The URL text of (scheme, netloc, path, query, fragment)."""
    scheme, netloc, url, query, fragment, encode = _coerce_args(*components)
    if netloc or (scheme and scheme in uses_netloc and url[:2] != '//'):
        if url and url[:1] != '/':
            url = '/' + url
        url = '//' + (netloc or '') + url
    if scheme:
        url = scheme + ':' + url
    if query:
        url = url + '?' + query
    if fragment:
        url = url + '#' + fragment
    return encode(url)


def urlunparse(components):
    """The URL text of (scheme, netloc, path, params, query, fragment)."""
    scheme, netloc, url, params, query, fragment, encode = _coerce_args(*components)
    if params:
        url = "%s;%s" % (url, params)
    return encode(urlunsplit((scheme, netloc, url, query, fragment)))


def urljoin(base, url, allow_fragments=True):
    """`url` resolved against the absolute URL `base` (RFC 3986 section 5)."""
    if not base:
        return url
    if not url:
        return base
    base, url, encode = _coerce_args(base, url)
    bscheme, bnetloc, bpath, bparams, bquery, bfragment = urlparse(base, '', allow_fragments)
    scheme, netloc, path, params, query, fragment = urlparse(url, bscheme, allow_fragments)
    if scheme != bscheme or scheme not in uses_relative:
        return encode(url)
    if scheme in uses_netloc:
        if netloc:
            return encode(urlunparse((scheme, netloc, path, params, query, fragment)))
        netloc = bnetloc
    if not path and not params:
        path = bpath
        params = bparams
        if not query:
            query = bquery
        return encode(urlunparse((scheme, netloc, path, params, query, fragment)))
    # Merge the paths, then remove the dot segments.
    base_dirs = bpath.split('/')
    if base_dirs[-1] != '':
        base_dirs.pop()
    if path[:1] == '/':
        segments = path.split('/')
    else:
        segments = base_dirs + path.split('/')
        segments[1:-1] = [s for s in segments[1:-1] if s]
    out = []
    for seg in segments:
        if seg == '..':
            if out:
                out.pop()
        elif seg != '.':
            out.append(seg)
    if segments[-1] in ('.', '..'):
        out.append('')
    return encode(urlunparse((scheme, netloc, '/'.join(out) or '/', params, query, fragment)))


def urldefrag(url):
    """(url without its fragment, fragment) as a DefragResult."""
    url, encode = _coerce_args(url)
    if '#' in url:
        s, n, p, a, q, frag = urlparse(url)
        defrag = urlunparse((s, n, p, a, q, ''))
    else:
        frag = ''
        defrag = url
    return _to_result(DefragResult(defrag, frag), encode)


# --- percent-encoding ---

_ALWAYS_SAFE = frozenset(b'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                         b'abcdefghijklmnopqrstuvwxyz'
                         b'0123456789'
                         b'_.-~')
_HEX = '0123456789ABCDEF'


def quote_from_bytes(bs, safe='/'):
    """Percent-encodes the bytes `bs`, leaving letters, digits, '_.-~' and `safe` as they are."""
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if not bs:
        return ''
    if isinstance(safe, str):
        safe = safe.encode('ascii', 'ignore')
    else:
        safe = bytes([c for c in safe if c < 128])
    keep = _ALWAYS_SAFE.union(safe)
    out = []
    for b in bs:
        if b in keep:
            out.append(chr(b))
        else:
            out.append('%' + _HEX[b >> 4] + _HEX[b & 15])
    return ''.join(out)


def quote(string, safe='/', encoding=None, errors=None):
    """Percent-encodes `string` (str, encoded with `encoding`, default UTF-8, or bytes)."""
    if isinstance(string, str):
        if not string:
            return string
        if encoding is None:
            encoding = 'utf-8'
        if errors is None:
            errors = 'strict'
        string = string.encode(encoding, errors)
    else:
        if encoding is not None:
            raise TypeError("quote() doesn't support 'encoding' for bytes")
        if errors is not None:
            raise TypeError("quote() doesn't support 'errors' for bytes")
    return quote_from_bytes(string, safe)


def quote_plus(string, safe='', encoding=None, errors=None):
    """quote(), also turning spaces into '+' (for query strings)."""
    if ((isinstance(string, str) and ' ' not in string) or
            (isinstance(string, bytes) and b' ' not in string)):
        return quote(string, safe, encoding, errors)
    space = ' ' if isinstance(safe, str) else b' '
    string = quote(string, safe + space, encoding, errors)
    return string.replace(' ', '+')


def unquote_to_bytes(string):
    """The bytes that the %XX escapes of `string` stand for (other text as UTF-8)."""
    if not string:
        string.split
        return b''
    if isinstance(string, str):
        string = string.encode('utf-8')
    pieces = string.split(b'%')
    if len(pieces) == 1:
        return string
    out = [pieces[0]]
    hexdigits = b'0123456789abcdefABCDEF'
    for item in pieces[1:]:
        if len(item) >= 2 and item[0] in hexdigits and item[1] in hexdigits:
            out.append(bytes([int(item[:2], 16)]) + item[2:])
        else:
            out.append(b'%' + item)
    return b''.join(out)


def unquote(string, encoding='utf-8', errors='replace'):
    """Replaces %XX escapes; runs of them decode together with `encoding`/`errors`."""
    if isinstance(string, bytes):
        return unquote_to_bytes(string).decode(encoding, errors)
    if '%' not in string:
        string.split
        return string
    if encoding is None:
        encoding = 'utf-8'
    if errors is None:
        errors = 'replace'
    out = []
    i = 0
    n = len(string)
    while i < n:
        j = string.find('%', i)
        if j < 0:
            out.append(string[i:])
            break
        out.append(string[i:j])
        # Collect a run of (possibly invalid) escapes as bytes.
        run = []
        while j < n and string[j] == '%':
            h = string[j + 1:j + 3]
            if len(h) == 2 and all(c in '0123456789abcdefABCDEF' for c in h):
                run.append(int(h, 16))
                j += 3
            else:
                break
        if run:
            out.append(bytes(run).decode(encoding, errors))
            i = j
        else:
            out.append('%')
            i = j + 1
    return ''.join(out)


def unquote_plus(string, encoding='utf-8', errors='replace'):
    """unquote(), also turning '+' into spaces."""
    string = string.replace('+', ' ')
    return unquote(string, encoding, errors)


# --- query strings ---

def parse_qsl(qs, keep_blank_values=False, strict_parsing=False, encoding='utf-8',
              errors='replace', max_num_fields=None, separator='&'):
    """The (name, value) pairs of a query string, in order."""
    qs, encode = _coerce_args(qs)
    separator, _ = _coerce_args(separator)
    if not separator or not isinstance(separator, (str, bytes)):
        raise ValueError("Separator must be of type string or bytes.")
    if max_num_fields is not None:
        num_fields = 1 + qs.count(separator) if qs else 0
        if max_num_fields < num_fields:
            raise ValueError('Max number of fields exceeded')
    r = []
    query_args = qs.split(separator) if qs else []
    for name_value in query_args:
        if not name_value and not strict_parsing:
            continue
        nv = name_value.split('=', 1)
        if len(nv) != 2:
            if strict_parsing:
                raise ValueError("bad query field: %r" % (name_value,))
            if keep_blank_values:
                nv.append('')
            else:
                continue
        if len(nv[1]) or keep_blank_values:
            name = unquote(nv[0].replace('+', ' '), encoding=encoding, errors=errors)
            value = unquote(nv[1].replace('+', ' '), encoding=encoding, errors=errors)
            r.append((encode(name), encode(value)))
    return r


def parse_qs(qs, keep_blank_values=False, strict_parsing=False, encoding='utf-8',
             errors='replace', max_num_fields=None, separator='&'):
    """A query string as a dict of name -> list of values."""
    parsed_result = {}
    pairs = parse_qsl(qs, keep_blank_values, strict_parsing, encoding=encoding,
                      errors=errors, max_num_fields=max_num_fields, separator=separator)
    for name, value in pairs:
        if name in parsed_result:
            parsed_result[name].append(value)
        else:
            parsed_result[name] = [value]
    return parsed_result


def urlencode(query, doseq=False, safe='', encoding=None, errors=None, quote_via=quote_plus):
    """A mapping or sequence of pairs as a query string 'k=v&k2=v2'. With doseq=True a
    sequence value gives one pair per element."""
    if hasattr(query, "items"):
        query = query.items()
    else:
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError as err:
            raise TypeError("not a valid non-string sequence "
                            "or mapping object") from err

    def enc(x):
        if isinstance(x, bytes):
            return quote_via(x, safe)
        return quote_via(x if isinstance(x, str) else str(x), safe, encoding, errors)

    parts = []
    if not doseq:
        for k, v in query:
            parts.append(enc(k) + '=' + enc(v))
    else:
        for k, v in query:
            k = enc(k)
            if isinstance(v, (str, bytes)):
                parts.append(k + '=' + enc(v))
            else:
                try:
                    len(v)
                except TypeError:
                    parts.append(k + '=' + enc(v))
                else:
                    for elt in v:
                        parts.append(k + '=' + enc(elt))
    return '&'.join(parts)


def unwrap(url):
    """'<URL:type://host/path>' -> 'type://host/path'."""
    url = str(url).strip()
    if url[:1] == '<' and url[-1:] == '>':
        url = url[1:-1].strip()
    if url[:4] == 'URL:':
        url = url[4:].strip()
    return url
