"""The original TensorPy's list helpers, exported by the native `array` module
(src/stdlib/array_module.cpp copies every public name here into it on import).

CPython's array module has only array, ArrayType and typecodes, so these names change no
CPython behaviour. They work on plain (nested) lists: zeros(n), full(n, value),
shape(value), and element-wise add/mul and matmul, which return new lists.
"""


def _count(n, what):
    if isinstance(n, bool) or not isinstance(n, int):
        if not hasattr(type(n), "__index__"):
            raise TypeError("%s must be an integer, not %s" % (what, type(n).__name__))
        n = type(n).__index__(n)
    if n < 0:
        raise ValueError("%s must not be negative" % what)
    return n


def full(count, value):
    """A list of `count` copies of value; a list or tuple count gives nested lists of that
    shape: full((2, 3), 1) == [[1, 1, 1], [1, 1, 1]]."""
    if isinstance(count, (list, tuple)):
        if not count:
            return value
        dims = [_count(d, "dimension") for d in count]
        return _nested(dims, value)
    return [value] * _count(count, "count")


def _nested(dims, value):
    if len(dims) == 1:
        return [value] * dims[0]
    return [_nested(dims[1:], value) for _ in range(dims[0])]


def zeros(count):
    """full(count, 0)."""
    return full(count, 0)


def _is_seq(value):
    return isinstance(value, (list, tuple))


def shape(value):
    """The dimensions of a nested list, following first elements: shape([[1, 2], [3, 4],
    [5, 6]]) == [3, 2]; [] for a scalar, [0] for an empty list."""
    out = []
    while _is_seq(value):
        out.append(len(value))
        if not value:
            break
        value = value[0]
    return out


def _elementwise(a, b, op, name):
    if _is_seq(a) and _is_seq(b):
        if len(a) != len(b):
            raise ValueError("%s(): length mismatch (%d and %d)" % (name, len(a), len(b)))
        return [_elementwise(x, y, op, name) for x, y in zip(a, b)]
    if _is_seq(a):
        return [_elementwise(x, b, op, name) for x in a]
    if _is_seq(b):
        return [_elementwise(a, y, op, name) for y in b]
    return op(a, b)


def add(a, b):
    """Element-wise a + b over (nested) lists; a scalar operand is broadcast."""
    return _elementwise(a, b, lambda x, y: x + y, "add")


def mul(a, b):
    """Element-wise a * b over (nested) lists; a scalar operand is broadcast."""
    return _elementwise(a, b, lambda x, y: x * y, "mul")


def _dot(row, column_of, inner):
    total = 0
    for k in range(inner):
        total = total + row[k] * column_of(k)
    return total


def matmul(a, b):
    """Matrix product of lists of rows: an (n x k) and a (k x m) give an (n x m) list. A
    flat list on the left is a row vector, on the right a column vector (the result loses
    that dimension, as numpy's matmul does); two flat lists give their dot product."""
    if not _is_seq(a) or not _is_seq(b):
        raise TypeError("matmul() operands must be lists")
    a_matrix = bool(a) and _is_seq(a[0])
    b_matrix = bool(b) and _is_seq(b[0])
    rows = [list(r) for r in a] if a_matrix else [list(a)]
    inner = len(rows[0]) if rows else 0
    for r in rows:
        if len(r) != inner:
            raise ValueError("matmul(): rows of the left operand differ in length")
    if b_matrix:
        cols = len(b[0])
        for r in b:
            if not _is_seq(r) or len(r) != cols:
                raise ValueError("matmul(): rows of the right operand differ in length")
        right = b
    else:
        cols = None
        right = [[x] for x in b]
    if len(right) != inner:
        raise ValueError("matmul(): shapes %s and %s are not aligned"
                         % (shape(a), shape(b)))
    width = cols if cols is not None else 1
    out = [[_dot(r, lambda k, j=j: right[k][j], inner) for j in range(width)] for r in rows]
    if cols is None:
        out = [r[0] for r in out]
    if not a_matrix:
        out = out[0]
    return out
