"""torch functions and Tensor methods composed over ml's native indexing kernels: repeat,
tile, repeat_interleave, scatter/scatter_/scatter_add(_)/scatter_reduce, index_add(_),
index_fill(_), index_copy(_), masked_fill_, where (method, and torch.where(cond)),
all/any, einsum and tensordot.

Contracts are torch 1.13's. The scatter family writes through ml.Tensor.index_put_ (one
native pass; with accumulate=True repeated indices add up) with a full advanced-index key
built from `index` and aranges, so it is differentiable as torch's: the gradient of src is
grad.gather(dim, index); the input's gradient is zero at written positions (scatter) or
the whole grad (scatter_add). einsum maps two-operand contractions onto one batched
matmul (Note [einsum as bmm]); more operands contract left to right.
"""
import builtins as _builtins
import ml

__all__ = ["repeat", "tile", "repeat_interleave", "scatter", "scatter_add", "scatter_reduce",
           "index_add", "index_fill", "index_copy", "where", "all", "any", "einsum", "tensordot"]


def _dim(t, dim):
    n = max(t.ndim, 1)
    if dim < -n or dim >= n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    return dim + n if dim < 0 else dim


def _sizes(args, name):
    if len(args) == 1 and isinstance(args[0], (tuple, list, ml.Size)):
        return tuple(args[0])
    return tuple(args)


def repeat(self, *sizes):
    """Tile self sizes[i] times along dim i (leading new dims when len(sizes) > ndim), as torch.

    Errors: RuntimeError when fewer sizes than dims are given."""
    sizes = _sizes(sizes, "repeat")
    if len(sizes) < self.ndim:
        raise RuntimeError("Number of dimensions of repeat dims can not be smaller than number of "
                           "dimensions of tensor")
    for s in sizes:
        if s < 0:
            raise RuntimeError(f"Trying to create tensor with negative dimension {s}: {list(sizes)}")
    shape = (1,) * (len(sizes) - self.ndim) + tuple(self.shape)
    inter, big, out = [], [], []
    for r, s in zip(sizes, shape):
        inter += [1, s]
        big += [r, s]
        out.append(r * s)
    x = self.reshape(tuple(inter)).expand(tuple(big))
    return x.reshape(tuple(out))


def tile(input, dims):
    """torch.tile: repeat with dims padded by leading ones to input's rank."""
    dims = tuple(dims)
    if len(dims) < input.ndim:
        dims = (1,) * (input.ndim - len(dims)) + dims
    return repeat(input, dims)


def repeat_interleave(input, repeats=None, dim=None, *, output_size=None):
    """Each element repeated `repeats` times (an int or a 1-D tensor of counts) along dim
    (the flattened input when dim is None); torch.repeat_interleave(counts) alone gives
    the indices repeated by their counts."""
    if repeats is None:
        counts = input.tolist()
        return ml.tensor([i for i, c in enumerate(counts) for _ in range(c)], dtype=ml.int64)
    if dim is None:
        input = input.reshape(-1)
        dim = 0
    dim = _dim(input, dim)
    n = input.shape[dim]
    if isinstance(repeats, ml.Tensor) and repeats.numel() != 1:
        counts = repeats.tolist()
        if len(counts) != n:
            raise RuntimeError("repeats must have the same size as input along dim")
        if _builtins.any(c < 0 for c in counts):
            raise RuntimeError("repeats can not be negative")
        idx = ml.tensor([i for i, c in enumerate(counts) for _ in range(c)], dtype=ml.int64)
        return input.index_select(dim, idx)
    r = int(repeats.item()) if isinstance(repeats, ml.Tensor) else int(repeats)
    if r < 0:
        raise RuntimeError("repeats can not be negative")
    shape = list(input.shape)
    x = input.unsqueeze(dim + 1)
    big = shape[:dim + 1] + [r] + shape[dim + 1:]
    shape[dim] = n * r
    return x.expand(tuple(big)).reshape(tuple(shape))


def _scatter_key(input, dim, index):
    """The advanced-index key addressing input[..., index[i,j,k] at dim, ...] for every
    position of index (gather's key); checks torch's shape rules."""
    if index.dtype != ml.int64:
        raise RuntimeError("scatter(): Expected dtype int64 for index")
    if index.ndim != input.ndim and not (index.ndim <= 1 and input.ndim <= 1):
        raise RuntimeError("Index tensor must have the same number of dimensions as self tensor")
    n = input.shape[dim] if input.ndim else 1
    if index.numel():
        lo, hi = int(index.amin().item()), int(index.amax().item())
        if lo < 0 or hi >= n:
            bad = hi if hi >= n else lo
            raise RuntimeError(f"index {bad} is out of bounds for dimension {dim} with size {n}")
    key = []
    for d in range(index.ndim):
        if d == dim:
            key.append(index)
        else:
            if index.shape[d] > input.shape[d]:
                raise RuntimeError(f"Expected index {list(index.shape)} to be smaller than self "
                                   f"{list(input.shape)} apart from dimension {dim}")
            shape = [1] * index.ndim
            shape[d] = index.shape[d]
            key.append(ml.arange(index.shape[d]).reshape(tuple(shape)))
    return tuple(key)


def _scatter_values(src, index, input, name):
    if not isinstance(src, ml.Tensor):
        return ml.full(tuple(index.shape), src, dtype=input.dtype)
    if src.ndim != index.ndim and not (index.ndim <= 1 and src.ndim <= 1):
        raise RuntimeError("Index tensor must have the same number of dimensions as src tensor")
    for d in range(index.ndim):
        if index.shape[d] > src.shape[d]:
            raise RuntimeError(f"Expected index {list(index.shape)} to be smaller than self "
                               f"{list(input.shape)} apart from dimension and to be smaller size than "
                               f"src {list(src.shape)}")
    if tuple(src.shape) != tuple(index.shape):
        src = src[tuple(slice(0, n) for n in index.shape)]
    if src.dtype != input.dtype:
        raise RuntimeError(f"{name}(): Expected self.dtype to be equal to src.dtype")
    return src


def _scatter_into(out, dim, index, src, reduce, name):
    dim = _dim(out, dim)
    if index.numel() == 0:
        return out
    key = _scatter_key(out, dim, index)
    values = _scatter_values(src, index, out, name)
    if reduce is None:
        return out.index_put_(key, values)
    if reduce == "add":
        return out.index_put_(key, values, accumulate=True)
    if reduce == "multiply":
        raise NotImplementedError(f"{name}(reduce='multiply') is not implemented in TensorPy")
    raise RuntimeError(f"reduce argument must be either add or multiply. Got {reduce}")


def scatter(input, dim, index, src=None, value=None, reduce=None):
    """A copy of input with src's (or value's) elements written at index along dim, as torch.scatter."""
    if src is None:
        src = value
    return _scatter_into(input.clone(), dim, index, src, reduce, "scatter")


def scatter_(self, dim, index, src=None, value=None, reduce=None):
    if src is None:
        src = value
    return _scatter_into(self, dim, index, src, reduce, "scatter_")


def scatter_add(input, dim, index, src):
    """A copy of input with src added at index along dim (repeated indices add up)."""
    return _scatter_into(input.clone(), dim, index, src, "add", "scatter_add")


def scatter_add_(self, dim, index, src):
    return _scatter_into(self, dim, index, src, "add", "scatter_add_")


def scatter_reduce(input, dim, index, src, reduce, *, include_self=True):
    """reduce 'sum' or 'mean' (torch 1.13's scatter_reduce); 'prod', 'amax', 'amin' raise
    NotImplementedError."""
    if reduce not in ("sum", "mean", "prod", "amax", "amin"):
        raise RuntimeError(f"reduce argument must be either sum, prod, mean, amax or amin, got {reduce}")
    if reduce not in ("sum", "mean"):
        raise NotImplementedError(f"scatter_reduce(reduce={reduce!r}) is not implemented in TensorPy")
    dim = _dim(input, dim)
    base = input.clone() if include_self else scatter(input, dim, index, 0)
    out = _scatter_into(base, dim, index, src, "add", "scatter_reduce")
    if reduce == "mean":
        count = ml.ones_like(input) if include_self else ml.zeros_like(input)
        count = _scatter_into(count, dim, index, ml.ones(tuple(index.shape), dtype=input.dtype), "add",
                              "scatter_reduce")
        count = ml.where(count == 0, ml.ones_like(count), count)
        if out.dtype.is_floating_point:
            out = out / count
        else:
            out = ml.floor_divide(out, count)
    return out


def _index_key(t, dim, index):
    dim = _dim(t, dim)
    if index.ndim > 1:
        raise IndexError("index_add_(): Index is supposed to be a vector")
    return (slice(None),) * dim + (index.reshape(-1),), dim


def index_add_(self, dim, index, source, *, alpha=1):
    """self[..., index[i], ...] += alpha * source[..., i, ...] along dim (repeats add up)."""
    key, dim = _index_key(self, dim, index)
    if source.ndim > 0 and source.shape[dim] != index.numel():
        raise RuntimeError(f"index_add_(): Number of indices ({index.numel()}) should be equal to "
                           f"source.size(dim) ({source.shape[dim]})")
    if index.numel() and index.min().item() < 0:  # torch takes no negative index here
        raise IndexError("index out of range in self")
    if alpha != 1:
        source = source * alpha
    return self.index_put_(key, source, accumulate=True)


def index_add(input, dim, index, source, *, alpha=1):
    return index_add_(input.clone(), dim, index, source, alpha=alpha)


def index_fill_(self, dim, index, value):
    key, dim = _index_key(self, dim, index)
    v = value if isinstance(value, ml.Tensor) else ml.tensor(value, dtype=self.dtype)
    return self.index_put_(key, v.to(self.dtype))


def index_fill(input, dim, index, value):
    return index_fill_(input.clone(), dim, index, value)


def index_copy_(self, dim, index, source):
    key, dim = _index_key(self, dim, index)
    return self.index_put_(key, source)


def index_copy(input, dim, index, source):
    return index_copy_(input.clone(), dim, index, source)


def masked_fill_(self, mask, value):
    """In place: value where mask (broadcast to self's shape) is True."""
    if mask.dtype != ml.bool:
        raise RuntimeError(f"masked_fill_ only supports boolean masks, but got mask with dtype {mask.dtype}")
    return self.copy_(ml.masked_fill(self, mask, value))


_ml_where = ml.where


def where(condition, input=None, other=None):
    """torch.where(cond, x, y) elementwise; torch.where(cond) is nonzero(cond, as_tuple=True)."""
    if input is None and other is None:
        from . import _compose
        nz = _compose.nonzero(condition)
        return tuple(nz[:, d] for d in range(nz.shape[1])) if condition.ndim > 0 else (nz.reshape(-1),)
    if input is None or other is None:
        raise TypeError("where() expects a condition and both input and other, or the condition alone")
    return _ml_where(condition, input, other)


def _where_method(self, condition, y):
    return _ml_where(condition, self, y)


def _truth(input):
    return input if input.dtype == ml.bool else input != 0


def all(input, dim=None, keepdim=False):
    """True where every element (along dim) is non-zero; uint8 input gives uint8, as torch."""
    zero = ml.logical_not(_truth(input)).to(ml.int64)
    r = (zero.sum() if dim is None else zero.sum(dim, keepdim=keepdim)) == 0
    return r.to(ml.uint8) if input.dtype == ml.uint8 else r


def any(input, dim=None, keepdim=False):
    """True where some element (along dim) is non-zero; uint8 input gives uint8, as torch."""
    nz = _truth(input).to(ml.int64)
    r = (nz.sum() if dim is None else nz.sum(dim, keepdim=keepdim)) > 0
    return r.to(ml.uint8) if input.dtype == ml.uint8 else r


# Note [einsum as bmm]
# For two operands every index letter is one of: batch (in both and the output), kept-left
# / kept-right (in one operand and the output), contracted (in both, not the output), or
# summed-alone (in one operand only, not the output: summed first). Each operand is
# permuted to (batch, kept, contracted), reshaped to 3-D, one bmm computes the product,
# and the result is reshaped and permuted to the output's letter order. Repeated letters
# in one operand (traces, diagonals) are taken by a diagonal gather first.

def _parse_einsum(equation, n):
    eq = equation.replace(" ", "")
    if "->" in eq:
        lhs, rhs = eq.split("->")
    else:
        lhs, rhs = eq, None
    terms = lhs.split(",")
    if len(terms) != n:
        raise RuntimeError(f"einsum(): more operands were provided than specified in the equation"
                           if len(terms) < n else
                           "einsum(): fewer operands were provided than specified in the equation")
    return terms, rhs


def _expand_ellipsis(terms, rhs, operands):
    used = set("".join(terms) + (rhs or ""))
    free = [c for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if c not in used]
    width = 0
    for t, op in zip(terms, operands):
        if "..." in t:
            width = max(width, op.ndim - (len(t) - 3))
    ell = "".join(free[:width])
    new_terms = []
    for t, op in zip(terms, operands):
        if "..." in t:
            k = op.ndim - (len(t) - 3)
            t = t.replace("...", ell[width - k:])
        new_terms.append(t)
    if rhs is not None and "..." in rhs:
        rhs = rhs.replace("...", ell)
    elif rhs is None:
        rhs = None
    return new_terms, rhs, ell


def _take_diagonals(term, op):
    """Resolve repeated letters in one term by taking the diagonal."""
    while len(set(term)) != len(term):
        for i, c in enumerate(term):
            j = term.find(c, i + 1)
            if j >= 0:
                break
        n = op.shape[i]
        if op.shape[j] != n:
            raise RuntimeError(f"einsum(): subscript {c} is repeated for operand but the sizes don't match, "
                               f"{op.shape[i]} != {op.shape[j]}")
        op = _move2(op, i, j)
        ar = ml.arange(n)
        op = op[ar, ar]  # the diagonal, first axis
        term = c + "".join(ch for k, ch in enumerate(term) if k not in (i, j))
    return term, op


def _move2(op, i, j):
    order = [i, j] + [k for k in range(op.ndim) if k not in (i, j)]
    return op.permute(tuple(order))


def _sum_letters(term, op, keep):
    """Sum away the letters of term not in keep."""
    dims = [k for k, c in enumerate(term) if c not in keep]
    if dims:
        op = op.sum(tuple(dims)) if len(dims) > 1 else op.sum(dims[0])
        term = "".join(c for c in term if c in keep)
    return term, op


def _contract2(ta, a, tb, b, out_letters):
    sizes = {}
    for t, op in ((ta, a), (tb, b)):
        for c, n in zip(t, op.shape):
            if c in sizes and sizes[c] != n and n != 1 and sizes[c] != 1:
                raise RuntimeError(f"einsum(): operands do not broadcast with remapped shapes "
                                   f"(original->remapped): {list(a.shape)} and {list(b.shape)}")
            sizes[c] = max(sizes.get(c, 1), n)
    ta, a = _sum_letters(ta, a, set(tb) | set(out_letters))
    tb, b = _sum_letters(tb, b, set(ta) | set(out_letters))
    batch = [c for c in ta if c in tb and c in out_letters]
    contr = [c for c in ta if c in tb and c not in out_letters]
    left = [c for c in ta if c not in tb]
    right = [c for c in tb if c not in ta]

    def arrange(t, op, order):
        op = op.permute(tuple(t.index(c) for c in order)) if op.ndim > 1 else op
        return op.expand(tuple(sizes[c] for c in order))

    def prod(cs):
        p = 1
        for c in cs:
            p *= sizes[c]
        return p
    a3 = arrange(ta, a, batch + left + contr).reshape(prod(batch), prod(left), prod(contr))
    b3 = arrange(tb, b, batch + contr + right).reshape(prod(batch), prod(contr), prod(right))
    r = ml.bmm(a3, b3).reshape(tuple(sizes[c] for c in batch + left + right))
    return "".join(batch + left + right), r


def einsum(equation, *operands):
    """torch.einsum: explicit ('ij,jk->ik') or implicit ('ij,jk') form, '...' broadcasting,
    repeated letters for diagonals/traces; differentiable (composed of permute/reshape/bmm)."""
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = tuple(operands[0])
    terms, rhs = _parse_einsum(equation, len(operands))
    for t, op in zip(terms, operands):
        if "..." not in t and len(t) != op.ndim:
            raise RuntimeError(f"einsum(): the number of subscripts in the equation ({len(t)}) does not match "
                               f"the number of dimensions ({op.ndim}) for operand {terms.index(t)}"
                               f" and no ellipsis was given")
    terms, rhs, ell = _expand_ellipsis(terms, rhs, operands)
    if rhs is None:
        letters = "".join(terms)
        rhs = ell + "".join(sorted(c for c in set(letters) if letters.count(c) == 1 and c not in ell))
    ops = []
    for t, op in zip(terms, operands):
        t, op = _take_diagonals(t, op)
        ops.append((t, op))
    t, cur = ops[0]
    if len(ops) == 1:
        t, cur = _sum_letters(t, cur, set(rhs))
    for k in range(1, len(ops)):
        later = set(rhs)
        for t2, _ in ops[k + 1:]:
            later |= set(t2)
        tb, b = ops[k]
        t, cur = _contract2(t, cur, tb, b, later)
    for c in rhs:
        if c not in t:
            raise RuntimeError(f"einsum(): output subscript {c} does not appear in the equation for any input operand")
    return cur.permute(tuple(t.index(c) for c in rhs)) if len(rhs) > 1 else cur


def tensordot(a, b, dims=2, out=None):
    """Contract the last `dims` dims of a with the first of b (or the listed dim pairs)."""
    if isinstance(dims, int):
        da = list(range(a.ndim - dims, a.ndim))
        db = list(range(dims))
    else:
        da, db = dims
        da = [da] if isinstance(da, int) else list(da)
        db = [db] if isinstance(db, int) else list(db)
    da = [_dim(a, d) for d in da]
    db = [_dim(b, d) for d in db]
    letters = "abcdefghijklmnopqrstuvwxyz"
    ta = list(letters[:a.ndim])
    tb = list(letters[a.ndim:a.ndim + b.ndim])
    for i, j in zip(da, db):
        tb[j] = ta[i]
    out_letters = [c for k, c in enumerate(ta) if k not in da] + [c for k, c in enumerate(tb) if k not in db]
    return einsum("".join(ta) + "," + "".join(tb) + "->" + "".join(out_letters), a, b)


# Tensor methods this file provides (attached to ml.Tensor by torch/__init__.py).
METHODS = {
    "repeat": repeat, "tile": tile, "repeat_interleave": repeat_interleave,
    "scatter": scatter, "scatter_": scatter_, "scatter_add": scatter_add, "scatter_add_": scatter_add_,
    "scatter_reduce": scatter_reduce, "index_add": index_add, "index_add_": index_add_,
    "index_fill": index_fill, "index_fill_": index_fill_, "index_copy": index_copy,
    "index_copy_": index_copy_, "masked_fill_": masked_fill_, "where": _where_method, "all": all, "any": any,
}
