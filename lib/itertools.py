"""itertools: lazy iterator building blocks (CPython's names, arguments and errors).

Owns count, cycle, repeat, chain (+ from_iterable), islice, zip_longest, product,
permutations, combinations, combinations_with_replacement, groupby, accumulate, starmap,
takewhile, dropwhile, filterfalse, compress, tee, pairwise and batched (3.12, tuples), plus
the original TensorPy's take(n, iterable) (a list of the first n items; CPython documents it
as a recipe, not a function, so no CPython name changes meaning). Most are
generator functions, so their type is `generator` rather than CPython's dedicated types;
count, repeat and chain are classes because scripts print or call methods on them.
"""


class count:
    """Return a count object whose .__next__() method returns consecutive values."""

    def __init__(self, start=0, step=1):
        for v in (start, step):
            if not isinstance(v, (int, float)) and not hasattr(v, "__add__"):
                raise TypeError("a number is required")
        self._value = start
        self._step = step

    def __iter__(self):
        return self

    def __next__(self):
        value = self._value
        self._value = value + self._step
        return value

    def __repr__(self):
        if (isinstance(self._step, int) and not isinstance(self._step, bool)
                and self._step == 1):
            return "count(%r)" % (self._value,)
        return "count(%r, %r)" % (self._value, self._step)


class repeat:
    """repeat(object [,times]) -> create an iterator which returns the object for the
    specified number of times.  If not specified, returns the object endlessly."""

    def __init__(self, object, times=None):
        self._object = object
        if times is not None and times < 0:
            times = 0
        self._times = times

    def __iter__(self):
        return self

    def __next__(self):
        if self._times is None:
            return self._object
        if self._times <= 0:
            raise StopIteration
        self._times -= 1
        return self._object

    def __length_hint__(self):
        if self._times is None:
            raise TypeError("len() of unsized object")
        return self._times

    def __repr__(self):
        if self._times is None:
            return "repeat(%r)" % (self._object,)
        return "repeat(%r, %d)" % (self._object, self._times)


def cycle(iterable):
    saved = []
    for element in iterable:
        yield element
        saved.append(element)
    if not saved:
        return
    while True:
        for element in saved:
            yield element


class chain:
    """chain(*iterables) --> chain object"""

    def __init__(self, *iterables):
        self._source = iter(iterables)
        self._active = None

    @classmethod
    def from_iterable(cls, iterable):
        result = cls()
        result._source = iter(iterable)
        return result

    def __iter__(self):
        return self

    def __next__(self):
        while True:
            if self._active is None:
                self._active = iter(next(self._source))
            try:
                return next(self._active)
            except StopIteration:
                self._active = None


def _check_index(value, what):
    if value is None:
        return None
    if not isinstance(value, int) or value < 0:
        raise ValueError("%s argument for islice() must be None or an integer: "
                         "0 <= x <= sys.maxsize." % what)
    return value


def islice(iterable, *args):
    """islice(iterable, stop) or islice(iterable, start, stop[, step])"""
    if len(args) == 1:
        start, stop, step = None, args[0], None
    elif len(args) in (2, 3):
        start, stop = args[0], args[1]
        step = args[2] if len(args) == 3 else None
    elif not args:
        raise TypeError("islice expected at least 2 arguments, got 1")
    else:
        raise TypeError("islice expected at most 4 arguments, got %d" % (len(args) + 1))
    if len(args) == 1:
        stop = _check_index(stop, "Stop")
    else:
        start = _check_index(start, "Indices")
        stop = _check_index(stop, "Stop")
    start = 0 if start is None else start
    if step is None:
        step = 1
    elif not isinstance(step, int) or step <= 0:
        raise ValueError("Step for islice() must be a positive integer or None.")
    return _islice(iter(iterable), start, stop, step)


def _islice(it, start, stop, step):
    if stop is None:
        indices = count(start, step)
    else:
        indices = iter(range(start, stop, step))
    try:
        nexti = next(indices)
    except StopIteration:
        # consume the iterable up to the start position
        for i, element in zip(range(start), it):
            pass
        return
    i = -1
    try:
        for i, element in enumerate(it):
            if i == nexti:
                yield element
                nexti = next(indices)
    except StopIteration:
        # consume up to stop
        for i, element in zip(range(i + 1, stop), it):
            pass


def zip_longest(*iterables, fillvalue=None):
    iterators = [iter(it) for it in iterables]
    num_active = len(iterators)
    if not num_active:
        return
    while True:
        values = []
        for i in range(len(iterators)):
            it = iterators[i]
            try:
                value = next(it)
            except StopIteration:
                num_active -= 1
                if not num_active:
                    return
                iterators[i] = repeat(fillvalue)
                value = fillvalue
            values.append(value)
        yield tuple(values)


def product(*iterables, repeat=1):
    if not isinstance(repeat, int):
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(repeat).__name__)
    if repeat < 0:
        raise ValueError("repeat argument cannot be negative")
    pools = [tuple(pool) for pool in iterables] * repeat
    return _product(pools)


def _product(pools):
    result = [[]]
    for pool in pools:
        result = [x + [y] for x in result for y in pool]
    for prod in result:
        yield tuple(prod)


def permutations(iterable, r=None):
    pool = tuple(iterable)
    n = len(pool)
    r = n if r is None else r
    if r < 0:
        raise ValueError("r must be non-negative")
    return _permutations(pool, n, r)


def _permutations(pool, n, r):
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple(pool[i] for i in indices[:r])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple(pool[i] for i in indices[:r])
                break
        else:
            return


def combinations(iterable, r):
    pool = tuple(iterable)
    if r < 0:
        raise ValueError("r must be non-negative")
    return _combinations(pool, r)


def _combinations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple(pool[i] for i in indices)


def combinations_with_replacement(iterable, r):
    pool = tuple(iterable)
    if r < 0:
        raise ValueError("r must be non-negative")
    return _combinations_wr(pool, r)


def _combinations_wr(pool, r):
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                break
        else:
            return
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple(pool[i] for i in indices)


class groupby:
    """make an iterator that returns consecutive keys and groups from the iterable"""

    def __init__(self, iterable, key=None):
        self._keyfunc = key
        self._it = iter(iterable)
        self._exhausted = False
        self._tgtkey = self._currkey = self._currvalue = _MARKER
        self._id = None

    def __iter__(self):
        return self

    def _advance(self):
        self._currvalue = next(self._it)
        if self._keyfunc is None:
            self._currkey = self._currvalue
        else:
            self._currkey = self._keyfunc(self._currvalue)

    def __next__(self):
        self._id = object()
        if self._currkey is _MARKER:
            self._advance()
        else:
            while self._currkey == self._tgtkey:
                self._advance()
        self._tgtkey = self._currkey
        return (self._currkey, self._grouper(self._tgtkey, self._id))

    def _grouper(self, tgtkey, ident):
        while self._id is ident and self._currkey == tgtkey:
            yield self._currvalue
            try:
                self._advance()
            except StopIteration:
                return


_MARKER = object()


def accumulate(iterable, func=None, *, initial=None):
    it = iter(iterable)
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    for element in it:
        if func is None:
            total = total + element
        else:
            total = func(total, element)
        yield total


def starmap(function, iterable):
    for args in iterable:
        yield function(*args)


def takewhile(predicate, iterable):
    for x in iterable:
        if predicate(x):
            yield x
        else:
            break


def dropwhile(predicate, iterable):
    it = iter(iterable)
    for x in it:
        if not predicate(x):
            yield x
            break
    for x in it:
        yield x


def filterfalse(predicate, iterable):
    if predicate is None:
        predicate = bool
    for x in iterable:
        if not predicate(x):
            yield x


def compress(data, selectors):
    for d, s in zip(data, selectors):
        if s:
            yield d


class _TeeBuffer:
    def __init__(self, it):
        self.it = it
        self.values = []
        self.base = 0      # index of values[0] in the source sequence
        self.positions = []


def _tee_gen(buf, slot):
    while True:
        pos = buf.positions[slot]
        index = pos - buf.base
        if index >= len(buf.values):
            try:
                value = next(buf.it)
            except StopIteration:
                return
            buf.values.append(value)
        value = buf.values[index]
        buf.positions[slot] = pos + 1
        # drop values every tee has consumed
        low = min(buf.positions)
        if low > buf.base:
            del buf.values[:low - buf.base]
            buf.base = low
        yield value


def tee(iterable, n=2):
    if not isinstance(n, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(n).__name__)
    if n < 0:
        raise ValueError("n must be >= 0")
    buf = _TeeBuffer(iter(iterable))
    buf.positions = [0] * n
    return tuple(_tee_gen(buf, i) for i in range(n))


def pairwise(iterable):
    it = iter(iterable)
    try:
        a = next(it)
    except StopIteration:
        return
    for b in it:
        yield a, b
        a = b


def take(n, iterable):
    """The first n items of iterable as a list (fewer if it ends first)."""
    return list(islice(iterable, n))


def batched(iterable, n):
    if n < 1:
        raise ValueError("n must be at least one")
    return _batched(iter(iterable), n)


def _batched(it, n):
    while True:
        batch = []
        for x in it:
            batch.append(x)
            if len(batch) == n:
                break
        if not batch:
            return
        yield tuple(batch)
        if len(batch) < n:
            return
