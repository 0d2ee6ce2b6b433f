"""collections.Counter: a dict from elements to their counts.

Owns counting (from an iterable, a mapping or keyword arguments), the multiset
operations (+ - | & and their in-place forms, unary + and -), the comparisons that treat
a missing element as a count of zero, most_common and the "most common first" repr.
Behaviour and messages follow CPython 3.11's Counter.
"""


def _is_mapping(obj):
    return isinstance(obj, dict) or (hasattr(obj, 'keys') and hasattr(obj, '__getitem__'))


def _pairs(mapping):
    if isinstance(mapping, dict):
        return list(mapping.items())
    return [(key, mapping[key]) for key in mapping.keys()]


def _counters_only(operation):
    """Binary operators between Counters; any other operand gives NotImplemented."""
    def checked(self, other):
        if isinstance(other, Counter):
            return operation(self, other)
        return NotImplemented
    checked.__name__ = operation.__name__
    return checked


class Counter(dict):
    """Counter(iterable_or_mapping=None, /, **counts): counts of hashable elements.

    Looking up an absent element gives 0 without adding it.
    >>> Counter('abca').most_common(1)
    [('a', 2)]
    """

    __module__ = 'collections'

    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def __delitem__(self, elem):
        # Deleting an absent element is not an error: its count is already zero.
        if elem in self:
            dict.__delitem__(self, elem)

    # ---- queries ---------------------------------------------------------------------

    def total(self):
        """Sum of all the counts."""
        return sum(self.values())

    def most_common(self, n=None):
        """(element, count) pairs, highest count first; ties keep insertion order.
        n limits the list to the n most common."""
        ranked = sorted(self.items(), key=lambda pair: pair[1], reverse=True)
        return ranked if n is None else ranked[:max(n, 0)]

    def elements(self):
        """Each element repeated as many times as its count (counts below one skipped)."""
        for elem, count in self.items():
            for _ in range(count):
                yield elem

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    # ---- updates ---------------------------------------------------------------------

    def _adjust(self, source, sign):
        if source is None:
            return
        if _is_mapping(source):
            if sign > 0 and not self:
                dict.update(self, source)
                return
            for elem, count in _pairs(source):
                self[elem] = self.get(elem, 0) + count if sign > 0 else self.get(elem, 0) - count
        else:
            for elem in source:
                self[elem] = self.get(elem, 0) + sign

    def update(self, iterable=None, /, **kwds):
        """Add counts: from an iterable (one per occurrence) or a mapping of counts."""
        self._adjust(iterable, 1)
        if kwds:
            self._adjust(kwds, 1)

    def subtract(self, iterable=None, /, **kwds):
        """Like update() but subtracting; counts may go to zero or below."""
        self._adjust(iterable, -1)
        if kwds:
            self._adjust(kwds, -1)

    def copy(self):
        return self.__class__(self)

    def __reduce__(self):
        return self.__class__, (dict(self),)

    def __repr__(self):
        if not self:
            return '%s()' % type(self).__name__
        try:
            shown = dict(self.most_common())
        except TypeError:     # counts that do not order
            shown = dict(self)
        return '%s(%r)' % (type(self).__name__, shown)

    # ---- comparisons: a missing element counts as zero --------------------------------

    def _all_pairs(self, other):
        for elem in self:
            yield self[elem], other[elem]
        for elem in other:
            if elem not in self:
                yield self[elem], other[elem]

    @_counters_only
    def __eq__(self, other):
        return all(a == b for a, b in self._all_pairs(other))

    @_counters_only
    def __ne__(self, other):
        return not self == other

    @_counters_only
    def __le__(self, other):
        return all(a <= b for a, b in self._all_pairs(other))

    @_counters_only
    def __lt__(self, other):
        return self <= other and self != other

    @_counters_only
    def __ge__(self, other):
        return all(a >= b for a, b in self._all_pairs(other))

    @_counters_only
    def __gt__(self, other):
        return self >= other and self != other

    __hash__ = None

    # ---- multiset arithmetic: results keep only positive counts ----------------------

    def _merged(self, other, combine):
        merged = Counter()
        for elem, count in self.items():
            value = combine(count, other[elem])
            if value > 0:
                merged[elem] = value
        for elem, count in other.items():
            if elem not in self:
                value = combine(0, count)
                if value > 0:
                    merged[elem] = value
        return merged

    @_counters_only
    def __add__(self, other):
        return self._merged(other, lambda a, b: a + b)

    @_counters_only
    def __sub__(self, other):
        return self._merged(other, lambda a, b: a - b)

    @_counters_only
    def __or__(self, other):
        return self._merged(other, lambda a, b: b if a < b else a)

    @_counters_only
    def __and__(self, other):
        return self._merged(other, lambda a, b: a if a < b else b)

    def __pos__(self):
        return self._merged(Counter(), lambda a, b: a)

    def __neg__(self):
        return Counter()._merged(self, lambda a, b: a - b)

    def _drop_nonpositive(self):
        for elem in [e for e, count in self.items() if not count > 0]:
            dict.__delitem__(self, elem)
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._drop_nonpositive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._drop_nonpositive()

    def __ior__(self, other):
        for elem, count in other.items():
            if count > self[elem]:
                self[elem] = count
        return self._drop_nonpositive()

    def __iand__(self, other):
        for elem, count in list(self.items()):
            if other[elem] < count:
                self[elem] = other[elem]
        return self._drop_nonpositive()
