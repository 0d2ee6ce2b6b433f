"""re: regular expressions with CPython 3.11's API, on PCRE2 (the native _re core
translates Python's syntax). Pattern and Match objects, module functions with a compile
cache, sub/subn templates (\\1, \\g<1>, \\g<name>, callables), split with groups,
findall group semantics, escape, and re.error with msg, pattern and pos."""

import _re

__all__ = ["match", "fullmatch", "search", "sub", "subn", "split", "findall", "finditer",
           "compile", "purge", "template", "escape", "error", "Pattern", "Match", "A", "I",
           "L", "M", "S", "X", "U", "ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL",
           "VERBOSE", "UNICODE", "NOFLAG", "RegexFlag"]

NOFLAG = 0
TEMPLATE = 1
T = 1
IGNORECASE = 2
I = 2
LOCALE = 4
L = 4
MULTILINE = 8
M = 8
DOTALL = 16
S = 16
UNICODE = 32
U = 32
VERBOSE = 64
X = 64
DEBUG = 128
ASCII = 256
A = 256
RegexFlag = int

_FLAG_NAMES = [(TEMPLATE, 'TEMPLATE'), (IGNORECASE, 'IGNORECASE'), (LOCALE, 'LOCALE'),
               (MULTILINE, 'MULTILINE'), (DOTALL, 'DOTALL'), (UNICODE, 'UNICODE'),
               (VERBOSE, 'VERBOSE'), (DEBUG, 'DEBUG'), (ASCII, 'ASCII')]


class error(Exception):
    """Exception raised for invalid regular expressions: msg, pattern, pos, lineno, colno."""

    def __init__(self, msg, pattern=None, pos=None):
        self.msg, self.pattern, self.pos = msg, pattern, pos
        self.lineno = self.colno = None
        text = msg
        if pattern is not None and pos is not None:
            text = "%s at position %d" % (msg, pos)
            line_break = "\n" if isinstance(pattern, str) else b"\n"
            self.lineno = pattern.count(line_break, 0, pos) + 1
            self.colno = pos - pattern.rfind(line_break, 0, pos)
            if line_break in pattern:
                text = "%s (line %d, column %d)" % (text, self.lineno, self.colno)
        msg = text
        super().__init__(msg)


PatternError = error


class Match:
    """The result of a successful match: group(), groups(), groupdict(), start(), end(),
    span(), expand(), lastindex, lastgroup, string, re, pos, endpos."""

    def __init__(self, pattern, string, pos, endpos, spans):
        self.re = pattern
        self.string = string
        self.pos = pos
        self.endpos = endpos
        self._spans = spans
        lastindex = None
        best_end = -1
        n = len(spans) // 2
        for g in range(1, n):
            s, e = spans[2 * g], spans[2 * g + 1]
            if s >= 0 and e >= best_end:
                # CPython: the last group to close (the outer one for nested groups ending
                # together; a later sibling closes after an earlier one).
                if e > best_end or lastindex is None or s >= spans[2 * lastindex + 1]:
                    lastindex = g
                best_end = e
        self.lastindex = lastindex

    @property
    def lastgroup(self):
        if self.lastindex is None:
            return None
        for name, index in self.re.groupindex.items():
            if index == self.lastindex:
                return name
        return None

    @property
    def regs(self):
        return tuple((self._spans[2 * g], self._spans[2 * g + 1]) for g in range(len(self._spans) // 2))

    def _index(self, g):
        if isinstance(g, int) and not isinstance(g, bool) or isinstance(g, bool):
            if 0 <= g <= self.re.groups:
                return int(g)
            raise IndexError("no such group")
        if isinstance(g, str):
            index = self.re.groupindex.get(g)
            if index is not None:
                return index
        raise IndexError("no such group")

    def _get(self, index, default=None):
        s, e = self._spans[2 * index], self._spans[2 * index + 1]
        if s < 0:
            return default
        return self.string[s:e]

    def group(self, *groups):
        if not groups:
            return self._get(0)
        if len(groups) == 1:
            return self._get(self._index(groups[0]))
        return tuple(self._get(self._index(g)) for g in groups)

    def __getitem__(self, g):
        return self._get(self._index(g))

    def groups(self, default=None):
        return tuple(self._get(g, default) for g in range(1, self.re.groups + 1))

    def groupdict(self, default=None):
        result = {}
        for name, index in self.re.groupindex.items():
            result[name] = self._get(index, default)
        return result

    def start(self, group=0):
        return self._spans[2 * self._index(group)]

    def end(self, group=0):
        return self._spans[2 * self._index(group) + 1]

    def span(self, group=0):
        i = self._index(group)
        return (self._spans[2 * i], self._spans[2 * i + 1])

    def expand(self, template):
        return _expand_template(self.re, template, self)

    def __bool__(self):
        return True

    def __repr__(self):
        return '<re.Match object; span=%r, match=%r>' % (self.span(), self.group())


class Pattern:
    """A compiled regular expression: match, search, fullmatch, findall, finditer, split,
    sub, subn; pattern, flags, groups, groupindex."""

    def __init__(self, pattern, flags):
        result = _re.compile(pattern, flags)
        if isinstance(result, tuple):
            raise error(result[0], pattern, result[1])
        self._code = result
        self.pattern = pattern
        self.flags = result.flags
        self.groups = result.groups
        self.groupindex = dict(result.groupindex)

    def _exec(self, string, pos, endpos, mode, notempty=False):
        if endpos is None:
            endpos = len(string)
        spans = self._code.exec(string, pos, endpos, mode, notempty)
        if spans is None:
            return None
        return Match(self, string, pos, endpos, spans)

    def match(self, string, pos=0, endpos=None):
        return self._exec(string, pos, endpos, 1)

    def search(self, string, pos=0, endpos=None):
        return self._exec(string, pos, endpos, 0)

    def fullmatch(self, string, pos=0, endpos=None):
        return self._exec(string, pos, endpos, 2)

    def finditer(self, string, pos=0, endpos=None):
        if endpos is None or endpos > len(string):
            endpos = len(string)
        notempty = False
        while pos <= endpos:
            m = self._exec(string, pos, endpos, 0, notempty)
            if m is None:
                return
            yield m
            s, e = m._spans[0], m._spans[1]
            notempty = s == e
            pos = e

    def findall(self, string, pos=0, endpos=None):
        result = []
        groups = self.groups
        for m in self.finditer(string, pos, endpos):
            if groups == 0:
                result.append(m.group())
            elif groups == 1:
                result.append(m._get(1, string[:0]))
            else:
                result.append(tuple(m._get(g, string[:0]) for g in range(1, groups + 1)))
        return result

    def split(self, string, maxsplit=0):
        result = []
        last = 0
        n = 0
        for m in self.finditer(string):
            if maxsplit and n >= maxsplit:
                break
            s, e = m._spans[0], m._spans[1]
            result.append(string[last:s])
            for g in range(1, self.groups + 1):
                result.append(m._get(g))
            last = e
            n += 1
        result.append(string[last:])
        return result

    def subn(self, repl, string, count=0):
        if callable(repl):
            expand = repl
        else:
            parts = _compile_template(self, repl)
            if len(parts) == 1 and isinstance(parts[0], (str, bytes)):
                literal = parts[0]
                expand = lambda m: literal
            else:
                expand = lambda m: _apply_template(parts, m)
        pieces = []
        last = 0
        n = 0
        for m in self.finditer(string):
            if count and n >= count:
                break
            s, e = m._spans[0], m._spans[1]
            pieces.append(string[last:s])
            r = expand(m)
            if r is not None:
                pieces.append(r)
            last = e
            n += 1
        pieces.append(string[last:])
        return string[:0].join(pieces), n

    def sub(self, repl, string, count=0):
        return self.subn(repl, string, count)[0]

    def scanner(self, string, pos=0, endpos=None):
        raise NotImplementedError("Pattern.scanner is not supported")

    def __eq__(self, other):
        return isinstance(other, Pattern) and self.pattern == other.pattern and self.flags == other.flags

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def __repr__(self):
        flags = self.flags
        if isinstance(self.pattern, str):
            flags &= ~UNICODE
        text = repr(self.pattern)
        if len(text) > 200:
            text = text[:200]
        if not flags:
            return 're.compile(%s)' % text
        names = []
        for value, name in _FLAG_NAMES:
            if flags & value:
                names.append('re.' + name)
                flags &= ~value
        if flags:
            names.append(hex(flags))
        return 're.compile(%s, %s)' % (text, '|'.join(names))


_ASCII_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
_TEMPLATE_ESCAPES = {'a': '\a', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t',
                     'v': '\v', '\\': '\\'}


def _compile_template(pattern, repl):
    """Parses a replacement template into literal strings and group numbers."""
    is_bytes = isinstance(repl, bytes)
    if is_bytes:
        text = repl.decode('latin-1')
    else:
        text = repl
    parts = []
    literal = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c != '\\':
            literal.append(c)
            i += 1
            continue
        if i + 1 >= n:
            raise error("bad escape (end of pattern)", repl, i)
        d = text[i + 1]
        if d == 'g':
            j = text.find('>', i + 2)
            if i + 2 >= n or text[i + 2] != '<':
                raise error("missing <", repl, i + 2)
            if j < 0:
                raise error("missing >, unterminated name", repl, i + 3)
            name = text[i + 3:j]
            if not name:
                raise error("missing group name", repl, i + 3)
            if name.isdigit():
                index = int(name)
                if index > pattern.groups:
                    raise error("invalid group reference %d" % index, repl, i + 3)
            else:
                if not name.isidentifier():
                    raise error("bad character in group name %r" % name, repl, i + 3)
                if name not in pattern.groupindex:
                    raise IndexError("unknown group name %r" % name)
                index = pattern.groupindex[name]
            parts.append(''.join(literal))
            literal = []
            parts.append(index)
            i = j + 1
            continue
        if d.isdigit():
            if d == '0' or (i + 2 < n and text[i + 2] in '01234567' and i + 3 < n and text[i + 3] in '01234567' and d in '01234567'):
                # Octal escape.
                j = i + 1
                while j < n and j < i + 4 and text[j] in '01234567':
                    j += 1
                value = int(text[i + 1:j], 8)
                if value > 0o377:
                    raise error('octal escape value \\%s outside of range 0-0o377' % text[i + 1:j], repl, i)
                literal.append(chr(value))
                i = j
                continue
            j = i + 2
            if j < n and text[j].isdigit():
                j += 1
            index = int(text[i + 1:j])
            if index > pattern.groups:
                raise error("invalid group reference %d" % index, repl, i + 1)
            parts.append(''.join(literal))
            literal = []
            parts.append(index)
            i = j
            continue
        if d in _TEMPLATE_ESCAPES:
            literal.append(_TEMPLATE_ESCAPES[d])
            i += 2
            continue
        if d in _ASCII_LETTERS:
            raise error('bad escape %s' % ('\\' + d), repl, i)
        literal.append('\\' + d)
        i += 2
    parts.append(''.join(literal))
    parts = [p for p in parts if p != '']
    if is_bytes:
        parts = [p.encode('latin-1') if isinstance(p, str) else p for p in parts]
    if not parts:
        parts = [repl[:0]]
    return parts


def _apply_template(parts, m):
    empty = m.string[:0]
    out = []
    for p in parts:
        if isinstance(p, int):
            out.append(m._get(p, empty))
        else:
            out.append(p)
    return empty.join(out)


def _expand_template(pattern, template, m):
    return _apply_template(_compile_template(pattern, template), m)


# Compiled patterns by (type, source, flags); emptied wholesale when it reaches the limit,
# which bounds memory for programs that build many one-off patterns.
_compiled = {}
_COMPILED_LIMIT = 512


def _cached_pattern(pattern, flags):
    """A Pattern for `pattern`, reused from the cache when the same one was seen before."""
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    key = (type(pattern), pattern, flags)
    found = _compiled.get(key)
    if found is None:
        if not isinstance(pattern, (str, bytes)):
            raise TypeError("first argument must be string or compiled pattern")
        if len(_compiled) >= _COMPILED_LIMIT:
            _compiled.clear()
        found = _compiled[key] = Pattern(pattern, flags)
    return found


def compile(pattern, flags=0):
    """The Pattern object for `pattern` (cached)."""
    return _cached_pattern(pattern, flags)


# The module-level matching functions: each compiles (or fetches) the pattern and calls the
# Pattern method of the same name with the remaining arguments.
def match(pattern, string, flags=0):
    """A Match if the pattern matches at the start of `string`, else None."""
    return _cached_pattern(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    """A Match if the pattern matches the whole of `string`, else None."""
    return _cached_pattern(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    """The first Match anywhere in `string`, else None."""
    return _cached_pattern(pattern, flags).search(string)


def sub(pattern, repl, string, count=0, flags=0):
    """`string` with (up to `count`, 0 = all) matches replaced by `repl`."""
    return _cached_pattern(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    """(new string, number of replacements), as sub() computes them."""
    return _cached_pattern(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    """`string` cut at each match (captured groups included in the result)."""
    return _cached_pattern(pattern, flags).split(string, maxsplit)


def findall(pattern, string, flags=0):
    """Every non-overlapping match: strings, or tuples of groups when there are several."""
    return _cached_pattern(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    """An iterator of Match objects for every non-overlapping match."""
    return _cached_pattern(pattern, flags).finditer(string)


def purge():
    """Forget every cached pattern."""
    _compiled.clear()


def template(pattern, flags=0):
    return _cached_pattern(pattern, flags | TEMPLATE)


# Characters escape() puts a backslash before: regex metacharacters and whitespace.
_NEEDS_BACKSLASH = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f"
_escape_table = {ord(ch): "\\" + ch for ch in _NEEDS_BACKSLASH}


def escape(pattern):
    """`pattern` with every regex-special character backslash-escaped (str or bytes)."""
    if isinstance(pattern, bytes):
        return pattern.decode("latin1").translate(_escape_table).encode("latin1")
    return pattern.translate(_escape_table)
