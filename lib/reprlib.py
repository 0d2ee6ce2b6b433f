"""reprlib: size-limited reprs and the recursive_repr decorator.

Owns Repr (reprs abbreviated by per-kind limits: maxlevel, maxlist, maxstring...), the
shared instance aRepr with its bound repr(), and recursive_repr, which makes a __repr__
return a fill value instead of recursing when the same object's repr is already running on
this thread. Written from the library reference; output matches CPython 3.11.
"""

import builtins
from itertools import islice

try:
    from threading import get_ident as _get_ident
except ImportError:       # no threads: one identity
    def _get_ident():
        return 0

__all__ = ["Repr", "repr", "recursive_repr"]


def recursive_repr(fillvalue='...'):
    """Decorator for __repr__ methods: a call on an object whose repr is already running on
    the calling thread returns `fillvalue` instead of recursing."""

    def decorating_function(user_function):
        running = set()

        def wrapper(self):
            key = (id(self), _get_ident())
            if key in running:
                return fillvalue
            running.add(key)
            try:
                return user_function(self)
            finally:
                running.discard(key)

        for attr in ('__module__', '__doc__', '__name__', '__qualname__'):
            try:
                setattr(wrapper, attr, getattr(user_function, attr))
            except AttributeError:
                pass
        wrapper.__annotations__ = getattr(user_function, '__annotations__', {})
        return wrapper

    return decorating_function


def _elided(s, limit, fillvalue):
    # Keeps the head and tail of `s` around `fillvalue` so the result is `limit` long.
    head = max(0, (limit - 3) // 2)
    tail = max(0, limit - 3 - head)
    return s[:head] + fillvalue + s[len(s) - tail:]


def _possibly_sorted(x):
    try:
        return sorted(x)
    except Exception:
        return list(x)


class Repr:
    """Abbreviated reprs. repr1(x, level) dispatches to repr_<type name> (spaces become
    underscores) when such a method exists, else repr_instance."""

    def __init__(self):
        self.fillvalue = '...'
        self.maxlevel = 6
        self.maxtuple = 6
        self.maxlist = 6
        self.maxarray = 5
        self.maxdict = 4
        self.maxset = 6
        self.maxfrozenset = 6
        self.maxdeque = 6
        self.maxstring = 30
        self.maxlong = 40
        self.maxother = 30

    def repr(self, x):
        return self.repr1(x, self.maxlevel)

    def repr1(self, x, level):
        typename = '_'.join(type(x).__name__.split())
        method = getattr(self, 'repr_' + typename, None)
        if method is not None:
            return method(x, level)
        return self.repr_instance(x, level)

    def _repr_iterable(self, x, level, left, right, maxiter, trail=''):
        n = len(x)
        if level <= 0 and n:
            body = self.fillvalue
        else:
            pieces = [self.repr1(item, level - 1) for item in islice(x, maxiter)]
            if n > maxiter:
                pieces.append(self.fillvalue)
            body = ', '.join(pieces)
            if n == 1 and trail:
                right = trail + right
        return left + body + right

    def repr_tuple(self, x, level):
        return self._repr_iterable(x, level, '(', ')', self.maxtuple, ',')

    def repr_list(self, x, level):
        return self._repr_iterable(x, level, '[', ']', self.maxlist)

    def repr_array(self, x, level):
        if not x:
            return "array('%s')" % x.typecode
        return self._repr_iterable(x, level, "array('%s', [" % x.typecode, '])', self.maxarray)

    def repr_set(self, x, level):
        if not x:
            return 'set()'
        return self._repr_iterable(_possibly_sorted(x), level, '{', '}', self.maxset)

    def repr_frozenset(self, x, level):
        if not x:
            return 'frozenset()'
        return self._repr_iterable(_possibly_sorted(x), level, 'frozenset({', '})',
                                   self.maxfrozenset)

    def repr_deque(self, x, level):
        return self._repr_iterable(x, level, 'deque([', '])', self.maxdeque)

    def repr_dict(self, x, level):
        n = len(x)
        if n == 0:
            return '{}'
        if level <= 0:
            return '{' + self.fillvalue + '}'
        pieces = []
        for key in islice(_possibly_sorted(x), self.maxdict):
            pieces.append('%s: %s' % (self.repr1(key, level - 1), self.repr1(x[key], level - 1)))
        if n > self.maxdict:
            pieces.append(self.fillvalue)
        return '{%s}' % ', '.join(pieces)

    def repr_str(self, x, level):
        s = builtins.repr(x[:self.maxstring])
        if len(s) > self.maxstring:
            head = max(0, (self.maxstring - 3) // 2)
            tail = max(0, self.maxstring - 3 - head)
            s = builtins.repr(x[:head] + x[len(x) - tail:])
            s = s[:head] + self.fillvalue + s[len(s) - tail:]
        return s

    def repr_int(self, x, level):
        s = builtins.repr(x)
        if len(s) > self.maxlong:
            s = _elided(s, self.maxlong, self.fillvalue)
        return s

    def repr_instance(self, x, level):
        try:
            s = builtins.repr(x)
        except Exception:
            return '<%s instance at %#x>' % (x.__class__.__name__, id(x))
        if len(s) > self.maxother:
            s = _elided(s, self.maxother, self.fillvalue)
        return s


aRepr = Repr()
repr = aRepr.repr
