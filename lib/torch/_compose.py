"""torch functions that ml has no kernel for, composed from ml ops (each bound into torch
only when ml lacks a function of that name, so a native kernel added later wins).

Contracts are torch 1.13's: same arguments, dtypes and results. Compositions built from
differentiable ml ops (tan, log2, tril, gather, index_select, flip, roll, cumsum, outer,
lerp, addmm, isclose's arithmetic) carry gradients; the rounding functions, sign and the
sorting family return values whose gradient torch defines as zero or routes through the
chosen indices (sort/topk values are gathered, so their gradient flows to the inputs).
sort, argsort, topk, unique, nonzero, bincount and multinomial order values in Python
(O(n log n) per row, fine for the sizes small programs sort, slow past ~10^5 elements).
"""
import math
import ml

__all__ = ["sign", "floor", "ceil", "trunc", "round", "tan", "log2", "log10", "exp2", "sinh", "cosh",
           "expm1", "log1p", "isnan", "isinf", "isfinite", "allclose", "isclose", "equal", "outer",
           "lerp", "addmm", "tril", "triu", "index_select", "gather", "flip", "roll", "cumsum", "cumprod",
           "sort", "argsort", "topk", "masked_select", "nonzero", "unique", "bincount", "multinomial",
           "logical_and", "logical_or", "logical_xor", "fmod", "frac", "reciprocal", "clamp_min",
           "clamp_max", "diff", "numel", "from_numpy", "dist", "cdist", "cosine_similarity",
           "atleast_1d", "atleast_2d", "broadcast_tensors", "meshgrid", "unbind", "movedim",
           "count_nonzero", "std_mean", "var_mean", "mv", "dot", "baddbmm", "randint_like"]


def _float_view(x):
    return x if x.dtype.is_floating_point else x.float()


def sign(input):
    """-1, 0 or 1 elementwise in input's dtype (bool stays bool); gradient zero as torch."""
    if input.dtype == ml.bool:
        return input.clone()
    return (input > 0).to(input.dtype) - (input < 0).to(input.dtype)


def floor(input):
    """Largest integer <= x (float inputs; integer inputs are returned as a copy)."""
    if not input.dtype.is_floating_point:
        return input.clone()
    return ml.floor_divide(input.detach(), 1.0)


def ceil(input):
    if not input.dtype.is_floating_point:
        return input.clone()
    return -ml.floor_divide(-input.detach(), 1.0)


def trunc(input):
    if not input.dtype.is_floating_point:
        return input.clone()
    return ml.where(input >= 0, floor(input), ceil(input))


def round(input, decimals=0):
    """Round half to even, as torch.round (decimals: scale by 10**decimals first)."""
    if not input.dtype.is_floating_point:
        return input.clone()
    x = input.detach()
    if decimals != 0:
        scale = 10.0 ** decimals
        return round(x * scale) / scale
    r = floor(x + 0.5)
    tie = (r - x) == 0.5
    odd = ml.remainder(r, 2.0) != 0
    return ml.where(tie & odd, r - 1.0, r)


def tan(input):
    x = _float_view(input)
    return ml.sin(x) / ml.cos(x)


def log2(input):
    return ml.log(_float_view(input)) / math.log(2.0)


def log10(input):
    return ml.log(_float_view(input)) / math.log(10.0)


def exp2(input):
    return ml.exp(_float_view(input) * math.log(2.0))


def sinh(input):
    x = _float_view(input)
    return (ml.exp(x) - ml.exp(-x)) * 0.5


def cosh(input):
    x = _float_view(input)
    return (ml.exp(x) + ml.exp(-x)) * 0.5


def expm1(input):
    return ml.exp(_float_view(input)) - 1.0


def log1p(input):
    return ml.log(_float_view(input) + 1.0)


def reciprocal(input):
    return 1.0 / _float_view(input)


def frac(input):
    return input - trunc(input)


def fmod(input, other):
    """C's fmod: the remainder with the dividend's sign."""
    if input.dtype.is_floating_point or (isinstance(other, float)) or (
            isinstance(other, ml.Tensor) and other.dtype.is_floating_point):
        q = trunc(_float_view(input) / other)
        return input - q * other
    r = ml.remainder(input, other)
    adjust = (r != 0) & ((r < 0) != (input < 0))
    return ml.where(adjust, r - other, r)


def clamp_min(input, min):
    return ml.clamp(input, min=min)


def clamp_max(input, max):
    return ml.clamp(input, max=max)


def isnan(input):
    return input != input


def isinf(input):
    if not input.dtype.is_floating_point:
        return ml.zeros(input.shape, dtype=ml.bool)
    return input.abs() == math.inf


def isfinite(input):
    if not input.dtype.is_floating_point:
        return ml.ones(input.shape, dtype=ml.bool)
    return (input == input) & (input.abs() != math.inf)


def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """|input - other| <= atol + rtol * |other| elementwise (equal infinities count as close)."""
    a = _float_view(input).detach()
    b = other.detach() if isinstance(other, ml.Tensor) else ml.tensor(other)
    b = _float_view(b)
    close = (a - b).abs() <= atol + rtol * b.abs()
    close = close | (a == b)
    if equal_nan:
        close = close | ((a != a) & (b != b))
    return close


def allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    return ml.logical_not(isclose(input, other, rtol, atol, equal_nan)).sum().item() == 0


def equal(input, other):
    """True when both have the same shape and elements."""
    if tuple(input.shape) != tuple(other.shape):
        return False
    return (input != other).sum().item() == 0


def logical_and(input, other):
    return input.bool() & other.bool()


def logical_or(input, other):
    return input.bool() | other.bool()


def logical_xor(input, other):
    return input.bool() ^ other.bool()


def outer(input, vec2):
    return input.reshape(-1, 1) * vec2.reshape(1, -1)


def dot(input, other):
    if input.ndim != 1 or other.ndim != 1:
        raise RuntimeError(f"1D tensors expected, but got {input.ndim}D and {other.ndim}D tensors")
    return ml.matmul(input, other)


def mv(input, vec):
    return ml.matmul(input, vec)


def lerp(input, end, weight):
    return input + (end - input) * weight


def addmm(input, mat1, mat2, beta=1, alpha=1):
    out = ml.mm(mat1, mat2)
    if alpha != 1:
        out = out * alpha
    return out + (input * beta if beta != 1 else input)


def baddbmm(input, batch1, batch2, beta=1, alpha=1):
    out = ml.bmm(batch1, batch2)
    if alpha != 1:
        out = out * alpha
    return out + (input * beta if beta != 1 else input)


def _tri_mask(input, diagonal, lower):
    n, m = input.shape[-2], input.shape[-1]
    rows = ml.arange(n).reshape(n, 1)
    cols = ml.arange(m).reshape(1, m)
    return (cols - rows <= diagonal) if lower else (cols - rows >= diagonal)


def tril(input, diagonal=0):
    if input.ndim < 2:
        raise RuntimeError("tril: input tensor must have at least 2 dimensions")
    return ml.where(_tri_mask(input, diagonal, True), input, ml.zeros((), dtype=input.dtype))


def triu(input, diagonal=0):
    if input.ndim < 2:
        raise RuntimeError("triu: input tensor must have at least 2 dimensions")
    return ml.where(_tri_mask(input, diagonal, False), input, ml.zeros((), dtype=input.dtype))


def _dim(input, dim):
    n = max(input.ndim, 1)
    if dim < -n or dim >= n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    return dim + n if dim < 0 else dim


def index_select(input, dim, index):
    """input's entries at `index` (1-D int tensor) along dim; a copy, differentiable."""
    dim = _dim(input, dim)
    key = (slice(None),) * dim + (index.reshape(-1),)
    return input[key]


def gather(input, dim, index):
    """out[i][j][k] = input[index[i][j][k]][j][k] (dim 0), as torch.gather; differentiable."""
    dim = _dim(input, dim)
    if index.ndim != input.ndim:
        raise RuntimeError("Index tensor must have the same number of dimensions as input tensor")
    key = []
    for d in range(input.ndim):
        if d == dim:
            key.append(index)
        else:
            shape = [1] * index.ndim
            shape[d] = index.shape[d]
            key.append(ml.arange(index.shape[d]).reshape(tuple(shape)))
    return input[tuple(key)]


def flip(input, dims):
    if isinstance(dims, int):
        dims = (dims,)
    out = input
    for d in dims:
        d = _dim(input, d)
        n = input.shape[d]
        out = index_select(out, d, ml.arange(n - 1, -1, -1))
    return out


def roll(input, shifts, dims=None):
    if dims is None:
        flat = input.reshape(-1)
        return roll(flat, shifts, 0).reshape(input.shape)
    if isinstance(shifts, int):
        shifts = (shifts,)
    if isinstance(dims, int):
        dims = (dims,)
    out = input
    for s, d in zip(shifts, dims):
        d = _dim(input, d)
        n = input.shape[d]
        if n == 0:
            continue
        idx = ml.remainder(ml.arange(n) - s, n)
        out = index_select(out, d, idx)
    return out


def cumsum(input, dim, dtype=None):
    """Running sum along dim (a triangular matmul for floats, so it is differentiable)."""
    dim = _dim(input, dim)
    x = input if dtype is None else input.to(dtype)
    n = x.shape[dim] if x.ndim > 0 else 1
    if x.ndim == 0:
        return x.clone()
    moved = x.transpose(dim, -1)
    if x.dtype.is_floating_point:
        upper = triu(ml.ones(n, n, dtype=x.dtype))
        out = ml.matmul(moved, upper)
    else:
        rows = moved.reshape(-1, n).tolist()
        acc = []
        for row in rows:
            s = 0
            line = []
            for v in row:
                s += v
                line.append(s)
            acc.append(line)
        out = ml.tensor(acc, dtype=ml.int64 if x.dtype != ml.int32 else x.dtype).reshape(moved.shape)
    return out.transpose(dim, -1).contiguous()


def cumprod(input, dim, dtype=None):
    dim = _dim(input, dim)
    x = input if dtype is None else input.to(dtype)
    parts = []
    running = None
    for t in x.unbind(dim) if hasattr(x, "unbind") else unbind(x, dim):
        running = t if running is None else running * t
        parts.append(running)
    return ml.stack(parts, dim)


def unbind(input, dim=0):
    dim = _dim(input, dim)
    return tuple(input.select(dim, i) if hasattr(input, "select") else input[(slice(None),) * dim + (i,)]
                 for i in range(input.shape[dim]))


def movedim(input, source, destination):
    source = _dim(input, source)
    destination = _dim(input, destination)
    order = [d for d in range(input.ndim) if d != source]
    order.insert(destination, source)
    return input.permute(*order)


def diff(input, n=1, dim=-1):
    out = input
    for _ in range(n):
        d = _dim(out, dim)
        m = out.shape[d]
        hi = (slice(None),) * d + (slice(1, m),)
        lo = (slice(None),) * d + (slice(0, m - 1),)
        out = out[hi] - out[lo]
    return out


def _sorted_rows(input, dim, descending, stable=True):
    """(values, indices) sorting `input` along dim, by Python's stable sort over each row."""
    dim = _dim(input, dim)
    if input.ndim == 0:
        return input.clone(), ml.zeros((), dtype=ml.int64)
    moved = input.detach().transpose(dim, -1).contiguous()
    n = moved.shape[-1]
    rows = moved.reshape(-1, n).tolist() if n > 0 else []
    order = []
    for row in rows:
        if descending:
            idx = _stable_desc(row, n)
        else:
            # NaN sorts as the largest, as torch; Python's sort is stable among equals.
            idx = sorted(range(n), key=lambda i: (row[i] != row[i], row[i] if row[i] == row[i] else 0))
        order.append(idx)
    indices = ml.tensor(order, dtype=ml.int64).reshape(moved.shape).transpose(dim, -1).contiguous()
    return gather(input, dim, indices), indices


def _stable_desc(row, n):
    # Descending with equal values keeping their original order (torch's stable=True).
    return sorted(range(n), key=lambda i: (0 if row[i] != row[i] else 1, -row[i] if row[i] == row[i] else 0))


class _SortResult(tuple):
    """(values, indices) with .values and .indices, as torch's named tuples."""

    @property
    def values(self):
        return self[0]

    @property
    def indices(self):
        return self[1]


def sort(input, dim=-1, descending=False, stable=False):
    return _SortResult(_sorted_rows(input, dim, descending))


def argsort(input, dim=-1, descending=False, stable=False):
    return _sorted_rows(input, dim, descending)[1]


def topk(input, k, dim=-1, largest=True, sorted=True):
    """The k largest (or smallest) entries along dim and their indices."""
    d = _dim(input, dim)
    n = input.shape[d] if input.ndim else 1
    if k < 0 or k > n:
        raise RuntimeError("selected index k out of range")
    values, indices = _sorted_rows(input, d, largest)
    key = (slice(None),) * d + (slice(0, k),)
    return _SortResult((values[key], indices[key]))


def masked_select(input, mask):
    return input[mask.expand(input.shape) if tuple(mask.shape) != tuple(input.shape) else mask]


def nonzero(input, as_tuple=False):
    """Indices of the non-zero entries: [count, ndim] int64 (or one tensor per dim with as_tuple)."""
    flat = (input != 0).reshape(-1).tolist()
    shape = list(input.shape)
    coords = []
    for i, nz in enumerate(flat):
        if nz:
            c = []
            rem = i
            for s in reversed(shape):
                c.append(rem % s)
                rem //= s
            coords.append(list(reversed(c)))
    if as_tuple:
        return tuple(ml.tensor([c[d] for c in coords], dtype=ml.int64) for d in range(len(shape)))
    return ml.tensor(coords, dtype=ml.int64).reshape(len(coords), len(shape))


def count_nonzero(input, dim=None):
    nz = (input != 0).to(ml.int64)
    return nz.sum() if dim is None else nz.sum(dim)


def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None):
    if dim is not None:
        raise NotImplementedError("torch.unique(dim=...) is not implemented in TensorPy")
    values = input.reshape(-1).tolist()
    uniq = _py_sorted(set(values))
    out = ml.tensor(uniq, dtype=input.dtype)
    extra = []
    if return_inverse:
        pos = {v: i for i, v in enumerate(uniq)}
        extra.append(ml.tensor([pos[v] for v in values], dtype=ml.int64).reshape(input.shape))
    if return_counts:
        counts = {}
        for v in values:
            counts[v] = counts.get(v, 0) + 1
        extra.append(ml.tensor([counts[v] for v in uniq], dtype=ml.int64))
    return (out, *extra) if extra else out


_py_sorted = sorted


def bincount(input, weights=None, minlength=0):
    values = input.tolist()
    n = max(max(values) + 1 if values else 0, minlength)
    if any(v < 0 for v in values):
        raise RuntimeError("bincount only supports 1-d non-negative integral inputs.")
    if weights is None:
        counts = [0] * n
        for v in values:
            counts[v] += 1
        return ml.tensor(counts, dtype=ml.int64)
    w = weights.tolist()
    sums = [0.0] * n
    for v, x in zip(values, w):
        sums[v] += x
    return ml.tensor(sums, dtype=weights.dtype if weights.dtype.is_floating_point else ml.float64)


def multinomial(input, num_samples, replacement=False, generator=None):
    """Draws category indices with probability proportional to input's rows (ml's generator)."""
    rows = input.detach().reshape(-1, input.shape[-1]).tolist()
    draws = ml.rand(len(rows), num_samples, dtype=ml.float64).tolist()
    out = []
    for row, us in zip(rows, draws):
        weights = list(row)
        if any(w < 0 for w in weights) or sum(weights) <= 0:
            raise RuntimeError("invalid multinomial distribution (sum of probabilities <= 0)")
        if not replacement and num_samples > sum(1 for w in weights if w > 0):
            raise RuntimeError("cannot sample n_sample > prob_dist.size(-1) samples without replacement")
        picks = []
        for u in us:
            total = sum(weights)
            target = u * total
            acc = 0.0
            choice = len(weights) - 1
            for i, w in enumerate(weights):
                acc += w
                if target < acc and w > 0:
                    choice = i
                    break
            picks.append(choice)
            if not replacement:
                weights[choice] = 0.0
        out.append(picks)
    result = ml.tensor(out, dtype=ml.int64)
    return result.reshape(num_samples) if input.ndim == 1 else result


def numel(input):
    return input.numel()


def from_numpy(array):
    raise RuntimeError("torch.from_numpy: numpy is not available in TensorPy "
                       "(build tensors with torch.tensor(list) or from an array.array)")


def dist(input, other, p=2):
    return ml.norm(input - other, p)


def cdist(x1, x2, p=2.0):
    diff_ = x1.unsqueeze(-2) - x2.unsqueeze(-3)
    if p == 2.0 or p == 2:
        return (diff_ * diff_).sum(-1).sqrt()
    return (diff_.abs() ** p).sum(-1) ** (1.0 / p)


def cosine_similarity(x1, x2, dim=1, eps=1e-8):
    num = (x1 * x2).sum(dim)
    n1 = ml.clamp((x1 * x1).sum(dim), min=eps * eps).sqrt()
    n2 = ml.clamp((x2 * x2).sum(dim), min=eps * eps).sqrt()
    return num / (n1 * n2)


def atleast_1d(*tensors):
    out = [t.reshape(1) if t.ndim == 0 else t for t in tensors]
    return out[0] if len(out) == 1 else tuple(out)


def atleast_2d(*tensors):
    out = []
    for t in tensors:
        out.append(t.reshape(1, 1) if t.ndim == 0 else (t.unsqueeze(0) if t.ndim == 1 else t))
    return out[0] if len(out) == 1 else tuple(out)


def broadcast_tensors(*tensors):
    out_shape = _broadcast_shape([tuple(t.shape) for t in tensors])
    return tuple(t.expand(out_shape) for t in tensors)


def _broadcast_shape(shapes):
    n = max(len(s) for s in shapes)
    out = []
    for i in range(n):
        size = 1
        for s in shapes:
            j = i - (n - len(s))
            if j >= 0 and s[j] != 1:
                if size != 1 and size != s[j]:
                    raise RuntimeError(f"shape mismatch: objects cannot be broadcast to a single shape")
                size = s[j]
        out.append(size)
    return tuple(out)


def meshgrid(*tensors, indexing="ij"):
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    sizes = [t.numel() for t in tensors]
    if indexing == "xy" and len(tensors) >= 2:
        sizes[0], sizes[1] = sizes[1], sizes[0]
    out = []
    for i, t in enumerate(tensors):
        shape = [1] * len(tensors)
        pos = i
        if indexing == "xy" and len(tensors) >= 2 and i < 2:
            pos = 1 - i
        shape[pos] = t.numel()
        out.append(t.reshape(tuple(shape)).expand(tuple(sizes)))
    return tuple(out)


def std_mean(input, dim=None, unbiased=True, keepdim=False):
    if dim is None:
        return ml.std(input, unbiased=unbiased), ml.mean(input)
    return ml.std(input, dim, unbiased=unbiased, keepdim=keepdim), ml.mean(input, dim, keepdim=keepdim)


def var_mean(input, dim=None, unbiased=True, keepdim=False):
    if dim is None:
        return ml.var(input, unbiased=unbiased), ml.mean(input)
    return ml.var(input, dim, unbiased=unbiased, keepdim=keepdim), ml.mean(input, dim, keepdim=keepdim)


def randint_like(input, low=0, high=None, dtype=None):
    if high is None:
        low, high = 0, low
    return ml.randint(low, high, tuple(input.shape), dtype=dtype or input.dtype)
