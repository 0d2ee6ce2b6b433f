"""heapq: the heap queue algorithm (a binary min-heap kept in a plain list).

heappush, heappop, heapify, heapreplace and heappushpop are native (_heapq,
src/stdlib/heapq_module.cpp). Written here from the documented behaviour:
  - merge(*iterables, key=None, reverse=False): a lazy k-way merge of sorted inputs;
    equal items come out in the order of the iterables that hold them (stable);
  - nsmallest(n, iterable, key=None) == sorted(iterable, key=key)[:n] and
    nlargest(n, iterable, key=None) == sorted(iterable, key=key, reverse=True)[:n],
    equal keys keeping their input order, computed with a bounded heap of n entries.
Heap entries carry a sequence number next to the key so that the items themselves are
never compared when keys tie.
"""

from _heapq import heappush, heappop, heapify, heapreplace, heappushpop

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']


class _Reversed:
    """A key wrapper whose < is the wrapped key's >, for max-heaps built on heapq."""
    __slots__ = ('k',)

    def __init__(self, k):
        self.k = k

    def __lt__(self, other):
        return other.k < self.k

    def __eq__(self, other):
        return self.k == other.k


def merge(*iterables, key=None, reverse=False):
    """Merge multiple sorted inputs into a single sorted output.

    Similar to sorted(itertools.chain(*iterables)) but returns a generator,
    does not pull the data into memory all at once, and assumes that each of
    the input streams is already sorted (smallest to largest).

    >>> list(merge([1,3,5,7], [0,2,4,8], [5,10,15,20], [], [25]))
    [0, 1, 2, 3, 4, 5, 5, 7, 8, 10, 15, 20, 25]

    If *key* is not None, applies a key function to each element to determine
    its sort order.

    >>> list(merge(['dog', 'horse'], ['cat', 'fish', 'kangaroo'], key=len))
    ['dog', 'cat', 'fish', 'horse', 'kangaroo']

    """
    # Each entry: [sort key, input number, current item, iterator].
    entries = []
    for number, it in enumerate(map(iter, iterables)):
        try:
            item = next(it)
        except StopIteration:
            continue
        k = item if key is None else key(item)
        entries.append([_Reversed(k) if reverse else k, number, item, it])
    heapify(entries)
    while len(entries) > 1:
        top = entries[0]
        yield top[2]
        try:
            item = next(top[3])
        except StopIteration:
            heappop(entries)
            continue
        k = item if key is None else key(item)
        top[0] = _Reversed(k) if reverse else k
        top[2] = item
        heapreplace(entries, top)
    if entries:
        top = entries[0]
        yield top[2]
        yield from top[3]


def nsmallest(n, iterable, key=None):
    """Find the n smallest elements in a dataset.

    Equivalent to:  sorted(iterable, key=key)[:n]
    """
    return _select(n, iterable, key, False)


def nlargest(n, iterable, key=None):
    """Find the n largest elements in a dataset.

    Equivalent to:  sorted(iterable, key=key, reverse=True)[:n]
    """
    return _select(n, iterable, key, True)


def _select(n, iterable, key, largest):
    if n == 1:
        it = iter(iterable)
        missing = object()
        pick = max if largest else min
        if key is None:
            result = pick(it, default=missing)
        else:
            result = pick(it, default=missing, key=key)
        return [] if result is missing else [result]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key, reverse=largest)[:n]
    it = iter(iterable)
    if n <= 0:
        return []
    # A heap of the n best seen so far whose top is the worst of them; the sequence
    # number makes earlier items win ties, as a stable sort keeps them first.
    heap = []
    for number, item in enumerate(it):
        k = item if key is None else key(item)
        entry = (k, -number, item) if largest else (_Reversed(k), _Reversed(number), item)
        if len(heap) < n:
            heappush(heap, entry)
        elif heap[0] < entry:
            heapreplace(heap, entry)
    heap.sort(reverse=True)
    return [entry[2] for entry in heap]
