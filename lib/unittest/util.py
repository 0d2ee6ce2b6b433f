"""Helpers shared by the unittest modules: the shortened reprs of assertion messages
(safe_repr, _common_shorten_repr), strclass, and the element-count differences that
assertCountEqual reports."""
from collections import namedtuple

__unittest = True

_MAX_LENGTH = 80
_PLACEHOLDER_LEN = 12
_MIN_BEGIN_LEN = 5
_MIN_END_LEN = 5
_MIN_COMMON_LEN = 5
# Room for a differing tail when two placeholders (common prefix, tail) are used.
_MIN_DIFF_LEN = _MAX_LENGTH - (_MIN_BEGIN_LEN + _PLACEHOLDER_LEN + _MIN_COMMON_LEN +
                               _PLACEHOLDER_LEN + _MIN_END_LEN)


def _shorten(s, prefixlen, suffixlen):
    # Keeps prefixlen chars at the front and suffixlen at the back when the cut is long.
    skip = len(s) - prefixlen - suffixlen
    if skip > _PLACEHOLDER_LEN:
        return '%s[%d chars]%s' % (s[:prefixlen], skip, s[len(s) - suffixlen:])
    return s


def _common_prefix(strings):
    if not strings:
        return ''
    lo, hi = min(strings), max(strings)
    n = 0
    while n < len(lo) and lo[n] == hi[n]:
        n += 1
    return lo[:n]


def _common_shorten_repr(*args):
    args = tuple(safe_repr(a) for a in args)
    maxlen = max(len(a) for a in args)
    if maxlen <= _MAX_LENGTH:
        return args
    prefix = _common_prefix(args)
    prefixlen = len(prefix)
    common_len = _MAX_LENGTH - (maxlen - prefixlen + _MIN_BEGIN_LEN + _PLACEHOLDER_LEN)
    if common_len > _MIN_COMMON_LEN:
        prefix = _shorten(prefix, _MIN_BEGIN_LEN, common_len)
        return tuple(prefix + s[prefixlen:] for s in args)
    prefix = _shorten(prefix, _MIN_BEGIN_LEN, _MIN_COMMON_LEN)
    return tuple(prefix + _shorten(s[prefixlen:], _MIN_DIFF_LEN, _MIN_END_LEN)
                 for s in args)


def safe_repr(obj, short=False):
    try:
        result = repr(obj)
    except Exception:
        result = object.__repr__(obj)
    if not short or len(result) < _MAX_LENGTH:
        return result
    return result[:_MAX_LENGTH] + ' [truncated]...'


def strclass(cls):
    return "%s.%s" % (cls.__module__, cls.__qualname__)


def sorted_list_difference(expected, actual):
    """(missing, unexpected) of two sorted lists."""
    i = j = 0
    missing = []
    unexpected = []
    while True:
        try:
            e = expected[i]
            a = actual[j]
            if e < a:
                missing.append(e)
                i += 1
                while expected[i] == e:
                    i += 1
            elif e > a:
                unexpected.append(a)
                j += 1
                while actual[j] == a:
                    j += 1
            else:
                i += 1
                try:
                    while expected[i] == e:
                        i += 1
                finally:
                    j += 1
                    while actual[j] == a:
                        j += 1
        except IndexError:
            missing.extend(expected[i:])
            unexpected.extend(actual[j:])
            break
    return missing, unexpected


def unorderable_list_difference(expected, actual):
    missing = []
    while expected:
        item = expected.pop()
        try:
            actual.remove(item)
        except ValueError:
            missing.append(item)
    return missing, actual


def three_way_cmp(x, y):
    return (x > y) - (x < y)


_Mismatch = namedtuple('Mismatch', 'actual expected value')


def _count_diff_all_purpose(actual, expected):
    # Counts by equality only (elements may be unhashable); first-seen order.
    s, t = list(actual), list(expected)
    m, n = len(s), len(t)
    NULL = object()
    result = []
    for i, elem in enumerate(s):
        if elem is NULL:
            continue
        cnt_s = cnt_t = 0
        for j in range(i, m):
            if s[j] == elem:
                cnt_s += 1
                s[j] = NULL
        for j, other in enumerate(t):
            if other == elem:
                cnt_t += 1
                t[j] = NULL
        if cnt_s != cnt_t:
            result.append(_Mismatch(cnt_s, cnt_t, elem))
    for i, elem in enumerate(t):
        if elem is NULL:
            continue
        cnt_t = 0
        for j in range(i, n):
            if t[j] == elem:
                cnt_t += 1
                t[j] = NULL
        result.append(_Mismatch(0, cnt_t, elem))
    return result


def _ordered_count(iterable):
    c = {}
    for elem in iterable:
        c[elem] = c.get(elem, 0) + 1
    return c


def _count_diff_hashable(actual, expected):
    s, t = _ordered_count(actual), _ordered_count(expected)
    result = []
    for elem, cnt_s in s.items():
        cnt_t = t.get(elem, 0)
        if cnt_s != cnt_t:
            result.append(_Mismatch(cnt_s, cnt_t, elem))
    for elem, cnt_t in t.items():
        if elem not in s:
            result.append(_Mismatch(0, cnt_t, elem))
    return result
