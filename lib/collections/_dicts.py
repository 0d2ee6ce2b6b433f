"""collections.defaultdict, OrderedDict and ChainMap.

Owns the three dict variants. defaultdict builds missing values with default_factory.
OrderedDict rides on the VM's insertion-ordered dict and adds reordering (move_to_end,
popitem from either end) and order-sensitive equality between OrderedDicts. ChainMap is
a view over a list of mappings: reads search maps[0], maps[1], ... in turn; writes and
deletions touch maps[0] only. Reprs and messages follow CPython 3.11
(a self-containing OrderedDict or ChainMap prints "..." for itself, via reprlib).
"""

from reprlib import recursive_repr as _recursive_repr


class defaultdict(dict):
    """defaultdict(default_factory=None, /, [...]) --> dict with default factory

    A missing key is filled with default_factory() (KeyError when the factory is None).
    """

    __module__ = 'collections'

    def __init__(self, default_factory=None, /, *args, **kwargs):
        if not (default_factory is None or callable(default_factory)):
            raise TypeError('first argument must be callable or None')
        dict.__init__(self, *args, **kwargs)
        self.default_factory = default_factory

    def __missing__(self, key):
        factory = self.default_factory
        if factory is None:
            raise KeyError(key)
        value = factory()
        self[key] = value
        return value

    def __repr__(self):
        return '%s(%r, %s)' % (type(self).__name__, self.default_factory,
                               dict.__repr__(self))

    def copy(self):
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def set(self, key, value):
        """TensorPy addition (the original's defaultdict API; CPython's has no `set`):
        d.set(key, value) is d[key] = value."""
        self[key] = value

    def __reduce__(self):
        return type(self), (self.default_factory,), None, None, iter(self.items())

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        joined = type(self)(self.default_factory, self)
        joined.update(other)
        return joined

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        joined = type(self)(self.default_factory, other)
        joined.update(self)
        return joined


class OrderedDict(dict):
    """Dictionary that remembers insertion order"""

    __module__ = 'collections'
    __hash__ = None

    def popitem(self, last=True):
        """Remove and return the newest (last=True) or oldest (last=False) pair."""
        if not self:
            raise KeyError('dictionary is empty')
        if last:
            return dict.popitem(self)
        oldest = next(iter(self))
        return oldest, dict.pop(self, oldest)

    def move_to_end(self, key, last=True):
        """Move key to the newest end (last=True) or the oldest end."""
        value = dict.pop(self, key)     # KeyError(key) when absent
        if last:
            dict.__setitem__(self, key, value)
            return
        following = list(self.items())
        dict.clear(self)
        dict.__setitem__(self, key, value)
        for k, v in following:
            dict.__setitem__(self, k, v)

    @_recursive_repr()
    def __repr__(self):
        name = type(self).__name__
        if not self:
            return name + '()'
        return '%s(%r)' % (name, list(self.items()))

    def __eq__(self, other):
        same_items = dict.__eq__(self, other)
        if same_items is NotImplemented or not isinstance(other, OrderedDict):
            return same_items
        return same_items and list(self) == list(other)

    def __ne__(self, other):
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __iter__(self):
        # A change during iteration is reported under CPython's OrderedDict message.
        keys = dict.__iter__(self)
        while True:
            try:
                key = next(keys)
            except StopIteration:
                return
            except RuntimeError:
                raise RuntimeError('OrderedDict mutated during iteration') from None
            yield key

    def __reversed__(self):
        keys = list(self)
        for index in range(len(keys) - 1, -1, -1):
            yield keys[index]

    def copy(self):
        return self.__class__(self)

    __copy__ = copy

    def __reduce__(self):
        return self.__class__, (), None, None, iter(self.items())

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for key in iterable:
            made[key] = value
        return made

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        joined = self.__class__(self)
        joined.update(other)
        return joined

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        joined = self.__class__(other)
        joined.update(self)
        return joined


class ChainMap:
    """ChainMap(*maps): one mapping view over several mappings.

    Lookups try each of self.maps in order; assignment, deletion and the other updates
    act on maps[0] only. With no arguments, maps is [{}].
    """

    __module__ = 'collections'
    __hash__ = None

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for layer in self.maps:
            try:
                return layer[key]    # a defaultdict layer may supply the value
            except KeyError:
                pass
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def _merged_keys(self):
        # Iteration order: keys of the last map first, as CPython documents.
        seen = {}
        for layer in reversed(self.maps):
            for key in layer:
                seen[key] = None
        return list(seen)

    def __len__(self):
        return len(self._merged_keys())

    def __iter__(self):
        return iter(self._merged_keys())

    def __contains__(self, key):
        for layer in self.maps:
            if key in layer:
                return True
        return False

    def __bool__(self):
        for layer in self.maps:
            if layer:
                return True
        return False

    @_recursive_repr()
    def __repr__(self):
        return '%s(%s)' % (type(self).__name__, ', '.join(repr(m) for m in self.maps))

    def __eq__(self, other):
        if not (isinstance(other, (dict, ChainMap)) or hasattr(other, 'keys')):
            return NotImplemented
        return dict(self.items()) == dict((k, other[k]) for k in other.keys())

    def keys(self):
        return self._merged_keys()

    def items(self):
        return [(key, self[key]) for key in self._merged_keys()]

    def values(self):
        return [self[key] for key in self._merged_keys()]

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        """A new ChainMap with a copy of maps[0] and the other maps shared."""
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        """A ChainMap with m (default: a new dict holding kwargs) in front of these maps."""
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    @property
    def parents(self):
        """A ChainMap of every map but the first."""
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        front = self.maps[0]
        if key not in front:
            raise KeyError('Key not found in the first mapping: %r' % (key,))
        del front[key]

    def popitem(self):
        """Remove and return a pair from maps[0]."""
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.') from None

    def pop(self, key, *args):
        """Remove key from maps[0] and return its value (or the default given)."""
        front = self.maps[0]
        if key in front:
            return front.pop(key)
        if args:
            return args[0]
        raise KeyError('Key not found in the first mapping: %r' % (key,))

    def clear(self):
        self.maps[0].clear()

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, other=(), /, **kwargs):
        front = self.maps[0]
        if hasattr(other, 'keys'):
            for key in other.keys():
                front[key] = other[key]
        else:
            for key, value in other:
                front[key] = value
        for key, value in kwargs.items():
            front[key] = value

    def __or__(self, other):
        if not isinstance(other, (dict, ChainMap)):
            return NotImplemented
        joined = self.copy()
        joined.maps[0].update(other)
        return joined

    def __ror__(self, other):
        if not isinstance(other, (dict, ChainMap)):
            return NotImplemented
        flat = dict(other)
        for layer in reversed(self.maps):
            flat.update(layer)
        return self.__class__(flat)

    def __ior__(self, other):
        self.maps[0].update(other)
        return self
