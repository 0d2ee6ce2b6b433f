"""collections.flatten and collections.chunked: list helpers of the original TensorPy.

CPython's collections has neither name, so these add to its surface without changing any
CPython behaviour. Both take any iterable and return new lists.
"""


def flatten(items):
    """One level of nesting removed: flatten([[1, 2], (3,), []]) == [1, 2, 3]."""
    out = []
    for group in items:
        out.extend(group)
    return out


def chunked(items, size):
    """The items in lists of `size` (the last one may be shorter):
    chunked([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]."""
    if not isinstance(size, int):
        if not hasattr(type(size), "__index__"):
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(size).__name__)
        size = type(size).__index__(size)
    if size < 1:
        raise ValueError("size must be at least one")
    out = []
    current = []
    for item in items:
        current.append(item)
        if len(current) == size:
            out.append(current)
            current = []
    if current:
        out.append(current)
    return out
