"""torch math functions ml has no kernel for: the inverse trigonometric and hyperbolic
functions, erf/erfc/erfinv, lgamma/digamma, atan2, logit, xlogy, hypot, sinc and friends,
stacking helpers (vstack, hstack, ...), trace/diagonal/diag_embed/kron/cross, addcmul/
addcdiv/addmv, take/take_along_dim, nansum/nanmean, median/kthvalue, and the in-place
variants of ml's unary methods (abs_, exp_, sigmoid_, ...).

Note [Pointwise functions in Python]
Functions with no ml composition (atan, asin, acos, erf, erfinv, lgamma, digamma, ...)
evaluate math's function over the elements in Python (about 10^6 elements a second) inside
an autograd.Function whose backward is the derivative composed of ml ops, so they are
exact to float64 and differentiable; slow only for large tensors. erf of a float32 tensor
(GELUs written by hand) is instead a vectorised composition of ml ops (_erf32).
"""
import math
import ml

_builtin_min, _builtin_max = min, max

__all__ = ["atan", "asin", "acos", "asinh", "acosh", "atanh", "arctan", "arcsin", "arccos", "erf", "erfc",
           "erfinv", "lgamma", "digamma", "atan2", "arctan2", "logit", "xlogy", "hypot", "sinc", "deg2rad",
           "rad2deg", "heaviside", "nan_to_num", "signbit", "copysign", "logaddexp", "logaddexp2",
           "float_power", "true_divide", "aminmax", "msort", "ravel", "swapdims", "moveaxis", "select",
           "vstack", "hstack", "dstack", "column_stack", "row_stack", "rot90", "fliplr", "flipud", "trace",
           "diagonal", "diag_embed", "kron", "cross", "tril_indices", "triu_indices", "block_diag",
           "cartesian_prod", "addcmul", "addcdiv", "addmv", "addbmm", "take", "take_along_dim", "nansum",
           "nanmean", "median", "kthvalue", "logcumsumexp", "cummax", "cummin", "argwhere", "tensor_split",
           "hsplit", "vsplit", "chain_matmul", "positive", "absolute", "sgn", "fmax", "fmin", "square_",
           "cov", "corrcoef", "searchsorted", "bucketize", "narrow_copy", "clamp_", "abs_", "neg_", "exp_",
           "log_", "sqrt_", "sigmoid_", "tanh_", "relu_", "clip_", "selu", "celu", "rrelu", "broadcast_to", "ger",
           "histc", "unique_consecutive", "renorm", "gcd", "lcm", "angle", "conj", "is_complex", "index_put"]


def _float(x):
    return x if x.dtype.is_floating_point else x.to(ml.float32)


class _Pointwise:
    """A differentiable elementwise function over math's (Note [Pointwise functions in Python]).
    fast32, when given, computes float32 values with ml ops instead (vectorised; accurate to
    float32 rounding), for the functions models call on whole activations (erf in GELUs)."""

    def __init__(self, name, fn, deriv, fast32=None):
        self.name, self.fn, self.deriv, self.fast32 = name, fn, deriv, fast32
        self._cls = None

    def _function(self):
        if self._cls is None:
            from .autograd.function import Function
            fn, deriv, fast32 = self.fn, self.deriv, self.fast32

            class Pointwise(Function):
                @staticmethod
                def forward(ctx, x):
                    ctx.save_for_backward(x)
                    if fast32 is not None and x.dtype == ml.float32:
                        return fast32(x)
                    vals = []
                    for v in x.reshape(-1).tolist():
                        try:
                            vals.append(fn(v))
                        except (ValueError, OverflowError):
                            vals.append(math.nan)
                    return ml.tensor(vals, dtype=x.dtype).reshape(tuple(x.shape))

                @staticmethod
                def backward(ctx, g):
                    x, = ctx.saved_tensors
                    return g * deriv(x)
            Pointwise.__name__ = self.name.capitalize()
            self._cls = Pointwise
        return self._cls

    def __call__(self, input, *, out=None):
        return self._function().apply(_float(input))


def _erfinv(y):
    if y <= -1.0:
        return -math.inf if y == -1.0 else math.nan
    if y >= 1.0:
        return math.inf if y == 1.0 else math.nan
    # initial guess (Giles' approximation), then Newton steps on erf(x) - y
    w = -math.log((1.0 - y) * (1.0 + y))
    if w < 5.0:
        w -= 2.5
        x = 2.81022636e-08
        for c in (3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087, -0.00125372503,
                  -0.00417768164, 0.246640727, 1.50140941):
            x = c + x * w
    else:
        w = math.sqrt(w) - 3.0
        x = -0.000200214257
        for c in (0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773, -0.0076224613,
                  0.00943887047, 1.00167406, 2.83297682):
            x = c + x * w
    x *= y
    for _ in range(3):
        err = math.erf(x) - y
        x -= err / (2.0 / math.sqrt(math.pi) * math.exp(-x * x))
    return x


def _digamma(x):
    if x == 0:
        return -math.inf  # torch gives -inf at 0
    if x < 0 and x == math.floor(x):
        return math.nan
    r = 0.0
    if x < 0:  # reflection
        return _digamma(1 - x) - math.pi / math.tan(math.pi * x)
    while x < 6:
        r -= 1 / x
        x += 1
    f = 1 / (x * x)
    return r + math.log(x) - 0.5 / x - f * (1 / 12 - f * (1 / 120 - f * (1 / 252 - f * (1 / 240 - f / 132))))


def _trigamma(x):
    r = 0.0
    while x < 6:
        r += 1 / (x * x)
        x += 1
    f = 1 / (x * x)
    return r + 1 / x + f / 2 + f / x * (1 / 6 - f * (1 / 30 - f * (1 / 42 - f / 30)))


def _erf32(x):
    """erf for float32 with ml ops: the Maclaurin series below |x| = 0.5 (relative error
    < 1e-9), Abramowitz & Stegun 7.1.26 above (absolute error < 1.5e-7 where erf > 0.52)."""
    a = ml.abs(x)
    z = x * x
    # x * 2/sqrt(pi) * sum_n (-1)^n z^n / (n! (2n + 1)), n = 0..9
    series = ml.zeros_like(x)
    coef = []
    f = 1.0
    for n in range(10):
        if n:
            f *= n
        coef.append((-1.0) ** n / (f * (2 * n + 1)))
    for c in reversed(coef):
        series = series * z + c
    small = x * series * (2.0 / math.sqrt(math.pi))
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = ml.zeros_like(x)
    for c in (1.061405429, -1.453152027, 1.421413741, -0.284496736, 0.254829592):
        poly = (poly + c) * t
    big = 1.0 - poly * ml.exp(-z)
    big = ml.where(x < 0, -big, big)
    return ml.where(a < 0.5, small, big)


_trigamma_pw = _Pointwise("trigamma", _trigamma, lambda x: ml.zeros_like(x))
atan = _Pointwise("atan", math.atan, lambda x: 1 / (1 + x * x))
asin = _Pointwise("asin", math.asin, lambda x: ml.rsqrt(1 - x * x))
acos = _Pointwise("acos", math.acos, lambda x: -ml.rsqrt(1 - x * x))
asinh = _Pointwise("asinh", math.asinh, lambda x: ml.rsqrt(x * x + 1))
acosh = _Pointwise("acosh", math.acosh, lambda x: ml.rsqrt(x * x - 1))
atanh = _Pointwise("atanh", math.atanh, lambda x: 1 / (1 - x * x))
erf = _Pointwise("erf", math.erf, lambda x: (2 / math.sqrt(math.pi)) * ml.exp(-x * x), _erf32)
erfc = _Pointwise("erfc", math.erfc, lambda x: (-2 / math.sqrt(math.pi)) * ml.exp(-x * x))
erfinv = _Pointwise("erfinv", _erfinv,
                    lambda x: (math.sqrt(math.pi) / 2) * ml.exp(erfinv(x.detach()) ** 2))
lgamma = _Pointwise("lgamma", lambda v: math.lgamma(v) if v != 0 else math.inf, lambda x: digamma(x.detach()))
digamma = _Pointwise("digamma", _digamma, lambda x: _trigamma_pw(x.detach()))
arctan, arcsin, arccos = atan, asin, acos


def atan2(input, other):
    """The angle of (other, input) in (-pi, pi]; differentiable."""
    y, x = _float(input), _float(other)
    base = atan(y / x)
    pi = ml.full((), math.pi, dtype=base.dtype)
    zero = ml.zeros((), dtype=base.dtype)
    adj = ml.where(x < 0, ml.where(y >= 0, pi, -pi), zero)
    r = base + adj
    half = ml.full((), math.pi / 2, dtype=base.dtype)
    return ml.where(x == 0, ml.where(y > 0, half, ml.where(y < 0, -half, zero)) + 0 * y, r)


arctan2 = atan2


def logit(input, eps=None):
    x = _float(input)
    if eps is not None:
        x = ml.clamp(x, eps, 1 - eps)
    return ml.log(x / (1 - x))


def xlogy(input, other):
    x = _float(input) if isinstance(input, ml.Tensor) else ml.tensor(float(input))
    y = _float(other) if isinstance(other, ml.Tensor) else ml.tensor(float(other), dtype=x.dtype)
    safe = ml.where(x == 0, ml.ones_like(y), y) if tuple(y.shape) == tuple((x * y).shape) else y
    r = x * ml.log(safe)
    return ml.where(x == 0, ml.zeros((), dtype=r.dtype) + 0 * r, r)


def hypot(input, other):
    return ml.sqrt(input * input + other * other)


def sinc(input):
    x = _float(input)
    px = math.pi * x
    safe = ml.where(x == 0, ml.ones_like(px), px)
    return ml.where(x == 0, ml.ones_like(px), ml.sin(safe) / safe)


def deg2rad(input):
    return _float(input) * (math.pi / 180.0)


def rad2deg(input):
    return _float(input) * (180.0 / math.pi)


def heaviside(input, values):
    zero = ml.zeros((), dtype=input.dtype)
    one = ml.ones((), dtype=input.dtype)
    return ml.where(input == 0, values.to(input.dtype), ml.where(input > 0, one, zero))


def nan_to_num(input, nan=0.0, posinf=None, neginf=None):
    if not input.dtype.is_floating_point:
        return input.clone()
    big = 3.4028234663852886e38 if input.dtype == ml.float32 else 1.7976931348623157e308
    posinf = big if posinf is None else posinf
    neginf = -big if neginf is None else neginf
    x = ml.where(input != input, ml.full((), nan, dtype=input.dtype), input)
    x = ml.where(x == math.inf, ml.full((), posinf, dtype=input.dtype), x)
    return ml.where(x == -math.inf, ml.full((), neginf, dtype=input.dtype), x)


def signbit(input):
    if not input.dtype.is_floating_point:
        return input < 0
    one = ml.ones_like(input)
    # -0.0 has its sign bit set: 1 / -0.0 is -inf
    return (input < 0) | ((input == 0) & ((one / input) < 0))


def copysign(input, other):
    x = _float(input)
    o = other if isinstance(other, ml.Tensor) else ml.tensor(float(other), dtype=x.dtype)
    return ml.where(signbit(o), -ml.abs(x), ml.abs(x))


def logaddexp(input, other):
    m = ml.maximum(input, other).detach()
    m = ml.where(ml.abs(m) == math.inf, ml.zeros_like(m), m)
    return m + ml.log(ml.exp(input - m) + ml.exp(other - m))


def logaddexp2(input, other):
    ln2 = math.log(2.0)
    return logaddexp(input * ln2, other * ln2) / ln2


def float_power(input, exponent):
    x = input.to(ml.float64) if isinstance(input, ml.Tensor) else ml.tensor(float(input), dtype=ml.float64)
    e = exponent.to(ml.float64) if isinstance(exponent, ml.Tensor) else float(exponent)
    return ml.pow(x, e)


def true_divide(input, other):
    return ml.div(input, other)


def aminmax(input, *, dim=None, keepdim=False):
    from collections import namedtuple
    R = namedtuple("aminmax", ["min", "max"])
    if dim is None:
        return R(ml.amin(input), ml.amax(input))
    return R(ml.amin(input, dim, keepdim), ml.amax(input, dim, keepdim))


def msort(input):
    from ._compose import sort
    return sort(input, 0)[0]


def ravel(input):
    return input.reshape(-1)


def moveaxis(input, source, destination):
    from ._compose import movedim
    return movedim(input, source, destination)


swapdims = ml.transpose


def select(input, dim, index):
    key = (slice(None),) * (dim % input.ndim) + (index,)
    return input[key]


def _atleast(ts, k):
    out = []
    for t in ts:
        while t.ndim < k:
            t = t.unsqueeze(0) if t.ndim < 2 or k == 2 else t.unsqueeze(-1)
        out.append(t)
    return out


def vstack(tensors):
    ts = [t.reshape(1, -1) if t.ndim <= 1 else t for t in tensors]
    return ml.cat(ts, 0)


row_stack = vstack


def hstack(tensors):
    ts = [t.reshape(-1) if t.ndim == 0 else t for t in tensors]
    return ml.cat(ts, 0 if ts[0].ndim == 1 else 1)


def dstack(tensors):
    ts = []
    for t in tensors:
        if t.ndim == 0:
            t = t.reshape(1, 1, 1)
        elif t.ndim == 1:
            t = t.reshape(1, -1, 1)
        elif t.ndim == 2:
            t = t.unsqueeze(-1)
        ts.append(t)
    return ml.cat(ts, 2)


def column_stack(tensors):
    ts = [t.reshape(-1, 1) if t.ndim <= 1 else t for t in tensors]
    return ml.cat(ts, 1)


def rot90(input, k=1, dims=(0, 1)):
    from ._compose import flip
    d0, d1 = dims
    k %= 4
    if k == 1:
        return flip(input, d1).transpose(d0, d1)
    if k == 2:
        return flip(input, (d0, d1))
    if k == 3:
        return flip(input, d0).transpose(d0, d1)
    return input.clone()


def fliplr(input):
    from ._compose import flip
    if input.ndim < 2:
        raise RuntimeError("Input must be >= 2-d.")
    return flip(input, 1)


def flipud(input):
    from ._compose import flip
    if input.ndim < 1:
        raise RuntimeError("Input must be >= 1-d.")
    return flip(input, 0)


def diagonal(input, offset=0, dim1=0, dim2=1):
    """The diagonal of dims (dim1, dim2) as the last dim (a differentiable gather)."""
    n = input.ndim
    d1, d2 = dim1 % n, dim2 % n
    if d1 == d2:
        raise RuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    order = [k for k in range(n) if k not in (d1, d2)] + [d1, d2]
    x = input.permute(tuple(order))
    r, c = x.shape[-2], x.shape[-1]
    if offset >= 0:
        m = max(0, min(r, c - offset))
        rows, cols = ml.arange(m), ml.arange(m) + offset
    else:
        m = max(0, min(r + offset, c))
        rows, cols = ml.arange(m) - offset, ml.arange(m)
    return x[(Ellipsis, rows, cols)]


def trace(input):
    if input.ndim != 2:
        raise RuntimeError("trace: expected a matrix, but got tensor with dim " + str(input.ndim))
    return diagonal(input).sum()


def diag_embed(input, offset=0, dim1=-2, dim2=-1):
    n = input.shape[-1] + abs(offset)
    out = ml.zeros(tuple(input.shape[:-1]) + (n, n), dtype=input.dtype)
    m = input.shape[-1]
    rows = ml.arange(m) + max(0, -offset)
    cols = ml.arange(m) + max(0, offset)
    out = _put_last2(out, rows, cols, input)
    if (dim1 % out.ndim, dim2 % out.ndim) != (out.ndim - 2, out.ndim - 1):
        from ._compose import movedim
        out = movedim(out, (out.ndim - 2, out.ndim - 1), (dim1, dim2))
    return out


def _put_last2(out, rows, cols, values):
    lead = tuple(out.shape[:-2])
    key = []
    for i, s in enumerate(lead):
        shape = [1] * (len(lead) + 1)
        shape[i] = s
        key.append(ml.arange(s).reshape(tuple(shape)))
    key += [rows, cols]
    return out.index_put_(tuple(key), values)


def kron(input, other):
    a, b = input, other
    nd = max(a.ndim, b.ndim)
    a = a.reshape((1,) * (nd - a.ndim) + tuple(a.shape))
    b = b.reshape((1,) * (nd - b.ndim) + tuple(b.shape))
    sa, sb = [], []
    for i in range(nd):
        sa += [a.shape[i], 1]
        sb += [1, b.shape[i]]
    r = a.reshape(tuple(sa)) * b.reshape(tuple(sb))
    return r.reshape(tuple(a.shape[i] * b.shape[i] for i in range(nd)))


def cross(input, other, dim=None):
    if dim is None:
        dim = next((i for i, s in enumerate(input.shape) if s == 3), None)
        if dim is None:
            raise RuntimeError("no dimension of size 3 in input")
    dim %= input.ndim
    if input.shape[dim] != 3:
        raise RuntimeError(f"linalg.cross: inputs dimension {dim} must have length 3. Got {input.shape[dim]} "
                           f"and {other.shape[dim]}")
    a = [input.narrow(dim, i, 1) for i in range(3)]
    b = [other.narrow(dim, i, 1) for i in range(3)]
    return ml.cat([a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]], dim)


def tril_indices(row, col, offset=0, *, dtype=None, device=None, layout=None):
    pts = [(i, j) for i in range(row) for j in range(col) if j - i <= offset]
    return ml.tensor([[p[0] for p in pts], [p[1] for p in pts]], dtype=dtype or ml.int64).reshape(2, len(pts))


def triu_indices(row, col, offset=0, *, dtype=None, device=None, layout=None):
    pts = [(i, j) for i in range(row) for j in range(col) if j - i >= offset]
    return ml.tensor([[p[0] for p in pts], [p[1] for p in pts]], dtype=dtype or ml.int64).reshape(2, len(pts))


def block_diag(*tensors):
    ts = [t.reshape(1, -1) if t.ndim == 1 else (t.reshape(1, 1) if t.ndim == 0 else t) for t in tensors]
    rows = sum(t.shape[0] for t in ts)
    dt = ts[0].dtype
    out_rows = []
    c0 = 0
    cols = sum(t.shape[1] for t in ts)
    for t in ts:
        left = ml.zeros(t.shape[0], c0, dtype=dt)
        right = ml.zeros(t.shape[0], cols - c0 - t.shape[1], dtype=dt)
        out_rows.append(ml.cat([left, t.to(dt), right], 1))
        c0 += t.shape[1]
    return ml.cat(out_rows, 0) if out_rows else ml.zeros(rows, cols)


def cartesian_prod(*tensors):
    if len(tensors) == 1:
        return tensors[0]
    from ._compose import meshgrid
    grids = meshgrid(*tensors, indexing="ij")
    return ml.stack([g.reshape(-1) for g in grids], 1)


def addcmul(input, tensor1, tensor2, *, value=1):
    return input + value * tensor1 * tensor2


def addcdiv(input, tensor1, tensor2, *, value=1):
    return input + value * tensor1 / tensor2


def addmv(input, mat, vec, *, beta=1, alpha=1):
    return beta * input + alpha * ml.matmul(mat, vec)


def addbmm(input, batch1, batch2, *, beta=1, alpha=1):
    return beta * input + alpha * ml.bmm(batch1, batch2).sum(0)


def take(input, index):
    return input.reshape(-1)[index]


def take_along_dim(input, indices, dim=None):
    from ._compose import gather
    if dim is None:
        return input.reshape(-1)[indices.reshape(-1)]
    shape = [max(a, b) for a, b in zip(input.shape, indices.shape)]
    shape[dim % input.ndim] = indices.shape[dim % input.ndim]
    return gather(input, dim, indices.expand(tuple(shape)))


def nansum(input, dim=None, keepdim=False, *, dtype=None):
    x = ml.where(input != input, ml.zeros((), dtype=input.dtype), input)
    return x.sum() if dim is None else x.sum(dim, keepdim=keepdim)


def nanmean(input, dim=None, keepdim=False, *, dtype=None):
    ok = (input == input).to(input.dtype)
    s = nansum(input, dim, keepdim)
    n = ok.sum() if dim is None else ok.sum(dim, keepdim=keepdim)
    return s / n


def _values_indices(name):
    from collections import namedtuple
    return namedtuple(name, ["values", "indices"])


def median(input, dim=None, keepdim=False):
    """The lower median (as torch); with dim, (values, indices)."""
    from ._compose import sort
    if dim is None:
        flat = input.reshape(-1)
        v, _ = sort(flat)
        return v[(flat.numel() - 1) // 2]
    return kthvalue(input, (input.shape[dim] - 1) // 2 + 1, dim, keepdim, _name="median")


def kthvalue(input, k, dim=-1, keepdim=False, _name="kthvalue"):
    from ._compose import sort
    v, i = sort(input, dim)
    vals = v.narrow(dim, k - 1, 1)
    idx = i.narrow(dim, k - 1, 1)
    if not keepdim:
        vals, idx = vals.squeeze(dim), idx.squeeze(dim)
    return _values_indices(_name)(vals, idx)


def logcumsumexp(input, dim):
    m = input.detach().amax() if input.numel() else ml.zeros(())
    from ._compose import cumsum
    return ml.log(cumsum(ml.exp(input - m), dim)) + m


def _cum_ext(input, dim, better, name):
    dim %= max(input.ndim, 1)
    moved = input.transpose(dim, -1).contiguous()
    n = moved.shape[-1] if moved.ndim else 1
    rows = moved.reshape(-1, n).tolist()
    vals, idxs = [], []
    for row in rows:
        best, bi = None, 0
        for j, v in enumerate(row):
            if best is None or better(v, best) or v != v:
                if not (best is not None and best != best):
                    best, bi = v, j
            vals.append(best)
            idxs.append(bi)
    v = ml.tensor(vals, dtype=input.dtype).reshape(tuple(moved.shape)).transpose(dim, -1)
    i = ml.tensor(idxs, dtype=ml.int64).reshape(tuple(moved.shape)).transpose(dim, -1).contiguous()
    from ._compose import gather
    return _values_indices(name)(gather(input, dim, i), i)


def cummax(input, dim):
    return _cum_ext(input, dim, lambda a, b: a >= b, "cummax")


def cummin(input, dim):
    return _cum_ext(input, dim, lambda a, b: a <= b, "cummin")


def argwhere(input):
    from ._compose import nonzero
    return nonzero(input)


def tensor_split(input, indices_or_sections, dim=0):
    n = input.shape[dim]
    if isinstance(indices_or_sections, int):
        k = indices_or_sections
        q, r = divmod(n, k)
        sizes = [q + 1] * r + [q] * (k - r)
        bounds, s = [], 0
        for z in sizes[:-1]:
            s += z
            bounds.append(s)
    else:
        bounds = list(indices_or_sections.tolist() if isinstance(indices_or_sections, ml.Tensor)
                      else indices_or_sections)
    out, start = [], 0
    for b in bounds + [n]:
        b = max(start, min(b, n))
        out.append(input.narrow(dim, start, b - start))
        start = b
    return tuple(out)


def hsplit(input, sections):
    return tensor_split(input, sections, 1 if input.ndim > 1 else 0)


def vsplit(input, sections):
    return tensor_split(input, sections, 0)


def chain_matmul(*matrices):
    r = matrices[0]
    for m in matrices[1:]:
        r = ml.matmul(r, m)
    return r


def positive(input):
    return input


absolute = ml.abs


def sgn(input):
    from ._compose import sign
    return sign(input)


def fmax(input, other):
    return ml.where(input != input, other, ml.where(other != other, input, ml.maximum(input, other)))


def fmin(input, other):
    return ml.where(input != input, other, ml.where(other != other, input, ml.minimum(input, other)))


def cov(input, *, correction=1, fweights=None, aweights=None):
    x = _float(input)
    if x.ndim == 1:
        x = x.reshape(1, -1)
    n = x.shape[1]
    xc = x - x.mean(1, keepdim=True)
    c = ml.matmul(xc, xc.t()) / (n - correction)
    return c.reshape(()) if input.ndim == 1 else c


def corrcoef(input):
    c = cov(input)
    if c.ndim == 0:
        return c / c
    d = ml.sqrt(diagonal(c))
    return c / d.reshape(-1, 1) / d.reshape(1, -1)


def searchsorted(sorted_sequence, values, *, out_int32=False, right=False, side=None, sorter=None):
    import bisect
    if side is not None:
        right = side == "right"
    seq = sorted_sequence.tolist()
    scalar = not isinstance(values, ml.Tensor)
    vals = values.tolist() if not scalar else values
    find = bisect.bisect_right if right else bisect.bisect_left

    def one(row, vs):
        return [find(row, v) for v in vs] if isinstance(vs, list) else find(row, vs)
    if sorted_sequence.ndim == 1:
        def walk(v):
            return [walk(e) for e in v] if isinstance(v, list) else find(seq, v)
        res = walk(vals)
    else:
        lead = tuple(sorted_sequence.shape[:-1])
        rows = sorted_sequence.reshape(-1, sorted_sequence.shape[-1]).tolist()
        vrows = values.reshape(-1, values.shape[-1]).tolist()
        res = [one(r, v) for r, v in zip(rows, vrows)]
        return ml.tensor(res, dtype=ml.int32 if out_int32 else ml.int64).reshape(lead + (values.shape[-1],))
    t = ml.tensor(res, dtype=ml.int32 if out_int32 else ml.int64)
    return t


def bucketize(input, boundaries, *, out_int32=False, right=False):
    return searchsorted(boundaries, input, out_int32=out_int32, right=right)


def narrow_copy(input, dim, start, length):
    return input.narrow(dim, start, length).clone()


def _inplace(fn, name):
    def method(self, *args, **kwargs):
        return self.copy_(fn(self, *args, **kwargs))
    method.__name__ = name
    method.__doc__ = f"In-place {name[:-1]}: self = {name[:-1]}(self, ...); returns self."
    return method


def selu(input, inplace=False):
    a, s = 1.6732632423543772848170429916717, 1.0507009873554804934193349852946
    return s * (ml.relu(input) + ml.minimum(ml.zeros((), dtype=input.dtype), a * (ml.exp(input) - 1)))


def celu(input, alpha=1.0, inplace=False):
    return ml.relu(input) + ml.minimum(ml.zeros((), dtype=input.dtype), alpha * (ml.exp(input / alpha) - 1))


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3, training=False, inplace=False):
    if training:
        a = ml.rand(tuple(input.shape), dtype=input.dtype) * (upper - lower) + lower
    else:
        a = (lower + upper) / 2
    return ml.where(input >= 0, input, input * a)


clamp_ = _inplace(ml.clamp, "clamp_")
clip_ = clamp_
abs_ = _inplace(ml.abs, "abs_")
neg_ = _inplace(ml.neg, "neg_")
exp_ = _inplace(ml.exp, "exp_")
log_ = _inplace(ml.log, "log_")
sqrt_ = _inplace(ml.sqrt, "sqrt_")
sigmoid_ = _inplace(ml.sigmoid, "sigmoid_")
tanh_ = _inplace(ml.tanh, "tanh_")
relu_ = _inplace(ml.relu, "relu_")
square_ = _inplace(ml.square, "square_")

# --- more Tensor surface --------------------------------------------------------------------------
def unfold(self, dimension, size, step):
    """Tensor.unfold: the windows of `size` elements every `step` along dimension, as a new
    last dim (a differentiable gather; torch returns a view)."""
    d = dimension % max(self.ndim, 1)
    n = self.shape[d] if self.ndim else 1
    if size > n:
        raise RuntimeError(f"maximum size for tensor at dimension {d} is {n} but size is {size}")
    if step <= 0:
        raise RuntimeError(f"step is {step} but must be > 0")
    count = (n - size) // step + 1
    idx = ml.tensor([[w * step + k for k in range(size)] for w in range(count)], dtype=ml.int64)
    x = self.index_select(d, idx.reshape(-1))
    shape = list(self.shape)
    shape[d:d + 1] = [count, size]
    x = x.reshape(tuple(shape))
    order = [i for i in range(len(shape)) if i != d + 1] + [d + 1]
    return x.permute(tuple(order))


def broadcast_to(input, size):
    return input.expand(tuple(size))


def sum_to_size(self, *size):
    size = tuple(size[0]) if len(size) == 1 and not isinstance(size[0], int) else tuple(size)
    x = self
    lead = x.ndim - len(size)
    if lead > 0:
        x = x.sum(tuple(range(lead)))
    for i, s in enumerate(size):
        if s == 1 and x.shape[i] != 1:
            x = x.sum(i, keepdim=True)
    return x


def ger(input, vec2):
    return input.reshape(-1, 1) * vec2.reshape(1, -1)


def histc(input, bins=100, min=0, max=0):
    """Counts of values in `bins` equal bins over [min, max] (the data's range when both are 0);
    values outside are ignored, max falls in the last bin."""
    vals = input.reshape(-1).tolist()
    lo, hi = float(min), float(max)
    if lo == 0 and hi == 0 and vals:
        lo, hi = _builtin_min(vals), _builtin_max(vals)
    if lo == hi:
        lo, hi = lo - 1, hi + 1
    counts = [0.0] * bins
    for v in vals:
        if v < lo or v > hi or v != v:
            continue
        k = int((v - lo) * bins / (hi - lo))
        counts[k if k < bins else bins - 1] += 1
    return ml.tensor(counts, dtype=input.dtype if input.dtype.is_floating_point else ml.float32)


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):
    if dim is not None:
        raise NotImplementedError("unique_consecutive(dim=) is not implemented in TensorPy")
    vals = input.reshape(-1).tolist()
    out, counts, inverse = [], [], []
    for v in vals:
        if not out or out[-1] != v:
            out.append(v)
            counts.append(0)
        counts[-1] += 1
        inverse.append(len(out) - 1)
    res = [ml.tensor(out, dtype=input.dtype)]
    if return_inverse:
        res.append(ml.tensor(inverse, dtype=ml.int64).reshape(tuple(input.shape)))
    if return_counts:
        res.append(ml.tensor(counts, dtype=ml.int64))
    return res[0] if len(res) == 1 else tuple(res)


def renorm(input, p, dim, maxnorm):
    """Each slice along dim with p-norm above maxnorm rescaled to norm maxnorm."""
    dims = tuple(i for i in range(input.ndim) if i != dim % input.ndim)
    norms = (ml.abs(input) ** p).sum(dims, keepdim=True) ** (1.0 / p)
    scale = ml.where(norms > maxnorm, maxnorm / (norms + 1e-7), ml.ones_like(norms))
    return input * scale.detach()


def _int_pair(name, fn):
    def op(input, other):
        a, b = input.tolist(), other.expand(tuple(input.shape)).tolist() if isinstance(other, ml.Tensor) else other

        def walk(x, y):
            if isinstance(x, list):
                return [walk(u, v if isinstance(y, list) else y) for u, v in zip(x, y if isinstance(y, list) else [y] * len(x))]
            return fn(x, y)
        return ml.tensor(walk(a, b), dtype=input.dtype)
    op.__name__ = name
    return op


def _lcm(a, b):
    return abs(a * b) // math.gcd(a, b) if a and b else 0


gcd = _int_pair("gcd", math.gcd)
lcm = _int_pair("lcm", _lcm)


def angle(input):
    x = _float(input)
    return ml.where(x < 0, ml.full((), math.pi, dtype=x.dtype), ml.zeros((), dtype=x.dtype)) + 0 * x


def conj(input):
    return input


def is_complex(input):
    return False


def put_(self, index, source, accumulate=False):
    flat = self.reshape(-1)
    n = flat.shape[0]
    idx = ml.where(index < 0, index + n, index).reshape(-1)
    flat.index_put_((idx,), source.reshape(-1), accumulate=accumulate)
    return self


def index_put(input, indices, values, accumulate=False):
    return input.clone().index_put_(tuple(indices), values, accumulate=accumulate)


def masked_scatter_(self, mask, source):
    m = mask.expand(tuple(self.shape)) if tuple(mask.shape) != tuple(self.shape) else mask
    k = int(m.to(ml.int64).sum().item())
    return self.index_put_((m,), source.reshape(-1)[:k])


def apply_(self, callable):
    """Calls callable on every element in place (CPU tensors, as torch)."""
    vals = [callable(v) for v in self.reshape(-1).tolist()]
    with ml.no_grad():
        self.copy_(ml.tensor(vals, dtype=self.dtype).reshape(tuple(self.shape)))
    return self


def map_(self, tensor, callable):
    other = tensor.expand(tuple(self.shape)).reshape(-1).tolist()
    vals = [callable(a, b) for a, b in zip(self.reshape(-1).tolist(), other)]
    with ml.no_grad():
        self.copy_(ml.tensor(vals, dtype=self.dtype).reshape(tuple(self.shape)))
    return self


def pin_memory(self, device=None):
    return self


def is_pinned(self, device=None):
    return False


def share_memory_(self):
    return self


def is_shared(self):
    return False


# Tensor methods named as these functions (attached by torch/__init__.py when ml.Tensor lacks them).
METHOD_NAMES = ("atan", "asin", "acos", "asinh", "acosh", "atanh", "arctan", "arcsin", "arccos", "erf", "erfc",
                "erfinv", "lgamma", "digamma", "atan2", "arctan2", "logit", "xlogy", "hypot", "sinc", "deg2rad",
                "rad2deg", "heaviside", "nan_to_num", "signbit", "copysign", "logaddexp", "float_power",
                "true_divide", "aminmax", "msort", "ravel", "swapdims", "moveaxis", "select", "rot90", "fliplr",
                "flipud", "trace", "diagonal", "diag_embed", "kron", "cross", "addcmul", "addcdiv", "addmv",
                "take", "take_along_dim", "nansum", "nanmean", "median", "kthvalue", "logcumsumexp", "cummax",
                "cummin", "argwhere", "tensor_split", "hsplit", "vsplit", "positive", "absolute", "sgn", "fmax",
                "fmin", "cov", "corrcoef", "narrow_copy", "abs_", "neg_", "exp_", "log_", "sqrt_", "sigmoid_",
                "tanh_", "square_", "unfold", "broadcast_to", "sum_to_size", "ger", "histc", "unique_consecutive",
                "renorm", "gcd", "lcm", "angle", "conj", "is_complex", "put_", "index_put", "masked_scatter_",
                "apply_", "map_", "pin_memory", "is_pinned", "share_memory_", "is_shared")


def _method_inplace(name, fn):
    return _inplace(fn, name)


METHODS = {
    "tril_": None, "triu_": None, "floor_": None, "ceil_": None, "round_": None, "trunc_": None,
    "sign_": None, "reciprocal_": None, "log1p_": None, "expm1_": None, "sin_": None, "cos_": None,
    "atan_": None, "erf_": None, "pow_": None, "fmod_": None, "remainder_": None, "masked_scatter_": None,
}


def _fill_methods():
    from . import _compose
    table = {"tril_": _compose.tril, "triu_": _compose.triu, "floor_": _compose.floor, "ceil_": _compose.ceil,
             "round_": _compose.round, "trunc_": _compose.trunc, "sign_": _compose.sign,
             "reciprocal_": _compose.reciprocal, "log1p_": ml.log1p, "expm1_": ml.expm1, "sin_": ml.sin,
             "cos_": ml.cos, "atan_": atan, "erf_": erf, "pow_": ml.pow, "fmod_": _compose.fmod,
             "remainder_": ml.remainder}
    for k, fn in table.items():
        METHODS[k] = _inplace(fn, k)
    del METHODS["masked_scatter_"]


_fill_methods()
