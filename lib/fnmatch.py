"""fnmatch: Unix shell-style wildcards ('*', '?', '[seq]', '[!seq]') matched against
file names. translate() turns a pattern into a regular expression with the same text
CPython 3.11 produces ('(?s:...)\\Z', each run of stars but the last as an atomic
'(?>.*?...)' group so that many stars cannot backtrack exponentially); fnmatch()
normalises case through os.path.normcase (an identity on POSIX), fnmatchcase() does not,
filter() keeps the matching names. str and bytes patterns both work (bytes through
latin-1, as CPython does). Compiled patterns are cached per (type, pattern)."""

import os
import re

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]

_cache = {}
_CACHE_LIMIT = 32768


def _compiled(pat):
    """The compiled regular expression of pattern `pat` (str or bytes), cached."""
    key = (type(pat), pat)
    match = _cache.get(key)
    if match is None:
        if isinstance(pat, bytes):
            text = translate(str(pat, 'ISO-8859-1'))
            match = re.compile(bytes(text, 'ISO-8859-1')).match
        else:
            match = re.compile(translate(pat)).match
        if len(_cache) >= _CACHE_LIMIT:
            _cache.clear()
        _cache[key] = match
    return match


def fnmatch(name, pat):
    """True if `name` matches the shell pattern `pat`, after os.path.normcase of both."""
    name = os.path.normcase(name)
    pat = os.path.normcase(pat)
    return fnmatchcase(name, pat)


def fnmatchcase(name, pat):
    """True if `name` matches `pat`; case-sensitive, no normalisation."""
    return _compiled(pat)(name) is not None


def filter(names, pat):
    """The elements of `names` that match `pat` (after normcase), in order."""
    pat = os.path.normcase(pat)
    match = _compiled(pat)
    result = []
    for name in names:
        if match(os.path.normcase(name)) is not None:
            result.append(name)
    return result


def _class_char(c):
    # A character inside [...]: backslash and hyphen escaped, as are the characters
    # of possible future set operations (&&, ~~, ||).
    if c in '\\-&~|':
        return '\\' + c
    return c


def _parse_class(pat, i):
    """Parses a bracket expression whose '[' is at pat[i-1]. Returns (regex, next index),
    or (None, i) when there is no closing ']' (the '[' is then a literal)."""
    n = len(pat)
    j = i
    negate = False
    if j < n and pat[j] == '!':
        negate = True
        j += 1
    items = []
    first = True
    while j < n and (first or pat[j] != ']'):
        first = False
        lo = pat[j]
        if j + 2 < n and pat[j + 1] == '-' and pat[j + 2] != ']':
            items.append((lo, pat[j + 2], True))
            j += 3
        else:
            items.append((lo, lo, False))
            j += 1
    if j >= n:
        return None, i
    kept = [item for item in items if item[0] <= item[1]]
    if not kept:
        return ('.' if negate else '(?!)'), j + 1
    body = ''
    for lo, hi, is_range in kept:
        body += _class_char(lo) + '-' + _class_char(hi) if is_range else _class_char(lo)
    if negate:
        body = '^' + body
    elif body[0] in '^[':
        body = '\\' + body
    return '[' + body + ']', j + 1


def translate(pat):
    """The regular expression (a str) that matches what the shell pattern `pat` does."""
    # Pieces between stars; each a list of regex fragments. A run of stars is one star.
    segments = [[]]
    i = 0
    n = len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == '*':
            segments.append([])
            while i < n and pat[i] == '*':
                i += 1
        elif c == '?':
            segments[-1].append('.')
        elif c == '[':
            regex, i = _parse_class(pat, i)
            segments[-1].append(regex if regex is not None else '\\[')
        else:
            segments[-1].append(re.escape(c))
    # segments[0] precedes the first star; each later one follows a star.
    out = ''.join(segments[0])
    stars = segments[1:]
    for k, seg in enumerate(stars):
        text = ''.join(seg)
        if k < len(stars) - 1:
            out += '(?>.*?' + text + ')'
        else:
            out += '.*' + text
    return '(?s:%s)\\Z' % out
