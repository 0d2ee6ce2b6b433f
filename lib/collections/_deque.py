"""collections.deque: a double-ended queue with an optional maxlen.

Owns the deque type. Stored as two Python lists (the front half reversed, then the back
half) so that appends, pops and indexing at both ends are O(1) amortised.
"""


class deque:
    """deque([iterable[, maxlen]]) --> deque object"""
    __module__ = "collections"

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError("an integer is required")
            if maxlen < 0:
                raise ValueError("maxlen must be non-negative")
        self._front = []   # reversed: _front[-1] is the leftmost element
        self._back = []
        self._maxlen = maxlen
        self._state = 0
        if iterable is not self:
            self.extend(iterable)
        else:
            self.extend(list(iterable))

    @property
    def maxlen(self):
        return self._maxlen

    # ---- internal helpers -------------------------------------------------------------
    def _items(self):
        out = self._front[::-1]
        out.extend(self._back)
        return out

    def _set_items(self, items):
        self._front = []
        self._back = list(items)
        self._state += 1

    def _norm_index(self, index):
        if not isinstance(index, int):
            raise TypeError("sequence index must be integer, not '%s'" % type(index).__name__)
        n = len(self._front) + len(self._back)
        if index < 0:
            index += n
        if index < 0 or index >= n:
            raise IndexError("deque index out of range")
        return index

    # ---- adding and removing ----------------------------------------------------------
    def append(self, x):
        self._state += 1
        if self._maxlen is not None and len(self) >= self._maxlen:
            if self._maxlen == 0:
                return
            self._popleft()
        self._back.append(x)

    def appendleft(self, x):
        self._state += 1
        if self._maxlen is not None and len(self) >= self._maxlen:
            if self._maxlen == 0:
                return
            self._pop()
        self._front.append(x)

    def _pop(self):
        if self._back:
            return self._back.pop()
        if not self._front:
            raise IndexError("pop from an empty deque")
        if len(self._front) == 1:
            return self._front.pop()
        half = len(self._front) // 2
        # _front reversed: its first elements are the rightmost ones
        moved = self._front[:half]
        self._front = self._front[half:]
        moved.reverse()
        self._back = moved
        return self._back.pop()

    def _popleft(self):
        if self._front:
            return self._front.pop()
        if not self._back:
            raise IndexError("pop from an empty deque")
        if len(self._back) == 1:
            return self._back.pop()
        half = len(self._back) // 2
        moved = self._back[:half]
        self._back = self._back[half:]
        moved.reverse()
        self._front = moved
        return self._front.pop()

    def pop(self):
        self._state += 1
        return self._pop()

    def popleft(self):
        self._state += 1
        return self._popleft()

    def extend(self, iterable):
        if iterable is self:
            iterable = list(iterable)
        for x in iterable:
            self.append(x)

    def extendleft(self, iterable):
        if iterable is self:
            iterable = list(iterable)
        for x in iterable:
            self.appendleft(x)

    def clear(self):
        self._front = []
        self._back = []
        self._state += 1

    def copy(self):
        return self.__class__(self._items(), self._maxlen)

    def __copy__(self):
        return self.copy()

    def count(self, x):
        n = 0
        for y in self._items():
            if y is x or y == x:
                n += 1
        return n

    def index(self, x, start=0, stop=None):
        items = self._items()
        n = len(items)
        if stop is None:
            stop = n
        if start < 0:
            start = max(start + n, 0)
        if stop < 0:
            stop = max(stop + n, 0)
        stop = min(stop, n)
        i = start
        while i < stop:
            if items[i] is x or items[i] == x:
                return i
            i += 1
        raise ValueError("%r is not in deque" % (x,))

    def insert(self, i, x):
        if self._maxlen is not None and len(self) >= self._maxlen:
            raise IndexError("deque already at its maximum size")
        items = self._items()
        items.insert(i, x)
        self._set_items(items)

    def remove(self, value):
        items = self._items()
        for i in range(len(items)):
            if items[i] is value or items[i] == value:
                del items[i]
                self._set_items(items)
                return
        raise ValueError("%r is not in deque" % (value,))

    def reverse(self):
        self._front, self._back = self._back, self._front
        self._state += 1

    def rotate(self, n=1):
        size = len(self)
        if size <= 1:
            return
        n = n % size
        if n == 0:
            return
        items = self._items()
        self._set_items(items[size - n:] + items[:size - n])

    # ---- sequence protocol ------------------------------------------------------------
    def __len__(self):
        return len(self._front) + len(self._back)

    def __bool__(self):
        return len(self._front) + len(self._back) > 0

    def __getitem__(self, index):
        if isinstance(index, slice):
            raise TypeError("sequence index must be integer, not 'slice'")
        i = self._norm_index(index)
        nf = len(self._front)
        if i < nf:
            return self._front[nf - 1 - i]
        return self._back[i - nf]

    def __setitem__(self, index, value):
        i = self._norm_index(index)
        nf = len(self._front)
        if i < nf:
            self._front[nf - 1 - i] = value
        else:
            self._back[i - nf] = value

    def __delitem__(self, index):
        i = self._norm_index(index)
        items = self._items()
        del items[i]
        self._set_items(items)

    def __contains__(self, x):
        for y in self._front:
            if y is x or y == x:
                return True
        for y in self._back:
            if y is x or y == x:
                return True
        return False

    def __iter__(self):
        state = self._state
        for x in self._items():
            if self._state != state:
                raise RuntimeError("deque mutated during iteration")
            yield x

    def __reversed__(self):
        items = self._items()
        i = len(items) - 1
        while i >= 0:
            yield items[i]
            i -= 1

    def __repr__(self):
        if getattr(self, "_in_repr", False):
            return "[...]"
        self._in_repr = True
        try:
            body = repr(self._items())
        finally:
            self._in_repr = False
        name = type(self).__name__
        if self._maxlen is None:
            return "%s(%s)" % (name, body)
        return "%s(%s, maxlen=%d)" % (name, body, self._maxlen)

    # ---- comparisons and arithmetic ---------------------------------------------------
    def __eq__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items() == other._items()

    def __ne__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items() != other._items()

    def __lt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items() < other._items()

    def __le__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items() <= other._items()

    def __gt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items() > other._items()

    def __ge__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items() >= other._items()

    __hash__ = None

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError('can only concatenate deque (not "%s") to deque'
                            % type(other).__name__)
        result = self.copy()
        result.extend(other)
        return result

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        result = self.__class__((), self._maxlen)
        items = self._items()
        for _ in range(n):
            result.extend(items)
        return result

    __rmul__ = __mul__

    def __imul__(self, n):
        items = self._items()
        self.clear()
        for _ in range(n):
            self.extend(items)
        return self
