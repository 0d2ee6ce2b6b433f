"""torch.sparse and sparse COO tensors: torch.sparse_coo_tensor, Tensor.to_sparse(),
torch.sparse.mm / torch.spmm / sparse @ dense, coalesce, indices/values, to_dense, t,
sum, addition and scaling - what a graph-convolution program uses.

Note [Sparse COO tensors]
A sparse tensor is a SparseTensor object (not an ml.Tensor) holding an int64 indices
tensor [sparse_dim, nnz], a values tensor [nnz, *dense_dims] and a size. Products with a
dense matrix gather the dense rows of the column indices, scale them by the values and add
them into the output rows with one accumulating index_put_ (a native pass over the nnz
entries), so they are differentiable with respect to the dense operand and to the values
(torch gives the same gradients). coalesce() sorts the entries and sums duplicates.
A sparse tensor whose own gradient is wanted (sparse_coo_tensor(..., requires_grad=True)
used as a leaf) keeps its gradient on .values() here, not as a sparse .grad.
"""
import ml

__all__ = ["mm", "spmm", "sum", "addmm", "softmax", "log_softmax", "FloatTensor", "DoubleTensor", "LongTensor"]


from ._layout import sparse_coo, strided


class SparseTensor:
    """A sparse COO tensor (Note [Sparse COO tensors])."""

    is_sparse = True
    layout = sparse_coo

    def __init__(self, indices, values, size, coalesced=False):
        self._ind = indices
        self._val = values
        self._size = ml.Size(tuple(size)) if hasattr(ml, "Size") else tuple(size)
        self._coalesced = coalesced

    # -- properties -------------------------------------------------------------------------
    @property
    def shape(self):
        return self._size

    def size(self, dim=None):
        return self._size if dim is None else self._size[dim]

    @property
    def dtype(self):
        return self._val.dtype

    @property
    def device(self):
        return self._val.device

    @property
    def ndim(self):
        return len(self._size)

    def dim(self):
        return len(self._size)

    @property
    def requires_grad(self):
        return self._val.requires_grad

    def requires_grad_(self, flag=True):
        self._val.requires_grad_(flag)
        return self

    @property
    def grad(self):
        return self._val.grad

    def sparse_dim(self):
        return self._ind.shape[0]

    def dense_dim(self):
        return self._val.ndim - 1

    def _nnz(self):
        return self._ind.shape[1]

    def is_coalesced(self):
        return self._coalesced

    def indices(self):
        if not self._coalesced:
            raise RuntimeError("Cannot get indices on an uncoalesced tensor, please call .coalesce() first")
        return self._ind

    def values(self):
        if not self._coalesced:
            raise RuntimeError("Cannot get values on an uncoalesced tensor, please call .coalesce() first")
        return self._val

    def _indices(self):
        return self._ind

    def _values(self):
        return self._val

    def numel(self):
        n = 1
        for s in self._size:
            n *= s
        return n

    # -- conversions ------------------------------------------------------------------------------
    def coalesce(self):
        """Entries sorted by index, duplicates summed (differentiable in the values)."""
        if self._coalesced:
            return self
        nnz = self._nnz()
        sd = self.sparse_dim()
        if nnz == 0:
            return SparseTensor(self._ind, self._val, self._size, True)
        cols = self._ind.tolist()
        keys = list(zip(*cols))
        uniq = sorted(set(keys))
        pos = {k: i for i, k in enumerate(uniq)}
        slot = ml.tensor([pos[k] for k in keys], dtype=ml.int64)
        vals = ml.zeros((len(uniq),) + tuple(self._val.shape[1:]), dtype=self._val.dtype)
        vals = vals.index_put_((slot,), self._val, accumulate=True)
        ind = ml.tensor([[k[d] for k in uniq] for d in range(sd)], dtype=ml.int64).reshape(sd, len(uniq))
        return SparseTensor(ind, vals, self._size, True)

    def to_dense(self):
        out = ml.zeros(tuple(self._size), dtype=self._val.dtype)
        if self._nnz() == 0:
            return out
        key = tuple(self._ind[d] for d in range(self.sparse_dim()))
        return out.index_put_(key, self._val, accumulate=True)

    def to_sparse(self):
        return self

    def to(self, *args, **kwargs):
        dtype = kwargs.get("dtype")
        for a in args:
            if isinstance(a, ml.dtype):
                dtype = a
        if dtype is None or dtype == self.dtype:
            return self
        return SparseTensor(self._ind, self._val.to(dtype), self._size, self._coalesced)

    def float(self):
        return self.to(ml.float32)

    def double(self):
        return self.to(ml.float64)

    def cpu(self):
        return self

    def detach(self):
        return SparseTensor(self._ind, self._val.detach(), self._size, self._coalesced)

    def clone(self):
        return SparseTensor(self._ind.clone(), self._val.clone(), self._size, self._coalesced)

    def t(self):
        if self.sparse_dim() != 2 or self.dense_dim() != 0:
            raise RuntimeError("t() expects a 2-D sparse tensor")
        ind = ml.stack([self._ind[1], self._ind[0]], 0)
        return SparseTensor(ind, self._val, (self._size[1], self._size[0]), False)

    def transpose(self, d0, d1):
        if {d0 % self.ndim, d1 % self.ndim} != {0, 1}:
            raise NotImplementedError("transpose of a sparse tensor: only its two sparse dims here")
        return self.t()

    # -- arithmetic ---------------------------------------------------------------------------------
    def __mul__(self, other):
        if isinstance(other, (int, float)) or (isinstance(other, ml.Tensor) and other.numel() == 1):
            return SparseTensor(self._ind, self._val * other, self._size, self._coalesced)
        if isinstance(other, ml.Tensor):
            key = tuple(self._ind[d] for d in range(self.sparse_dim()))
            dense = other.expand(tuple(self._size))
            return SparseTensor(self._ind, self._val * dense[key], self._size, self._coalesced)
        return NotImplemented

    __rmul__ = __mul__

    def __truediv__(self, other):
        if isinstance(other, (int, float)) or (isinstance(other, ml.Tensor) and other.numel() == 1):
            return SparseTensor(self._ind, self._val / other, self._size, self._coalesced)
        return NotImplemented

    def __neg__(self):
        return SparseTensor(self._ind, -self._val, self._size, self._coalesced)

    def __add__(self, other):
        if isinstance(other, SparseTensor):
            if tuple(other._size) != tuple(self._size):
                raise RuntimeError(f"add: expected 'self' and 'other' to have same size, but self has size "
                                   f"{list(self._size)} while other has size {list(other._size)}")
            return SparseTensor(ml.cat([self._ind, other._ind], 1), ml.cat([self._val, other._val], 0),
                                self._size, False)
        if isinstance(other, ml.Tensor):
            return self.to_dense() + other
        return NotImplemented

    def __radd__(self, other):
        if isinstance(other, ml.Tensor):
            return other + self.to_dense()
        return NotImplemented

    def __sub__(self, other):
        return self + (-other)

    def __matmul__(self, other):
        return mm(self, other)

    def __rmatmul__(self, other):
        return mm(other, self)

    def mm(self, other):
        return mm(self, other)

    def matmul(self, other):
        return mm(self, other)

    def sum(self, dim=None):
        return sum(self, dim)

    def __len__(self):
        return self._size[0]

    def __repr__(self):
        ind = repr(self._ind).replace("\n", "\n" + " " * 15)
        val = repr(self._val).replace("\n", "\n" + " " * 14)
        size = "(" + ", ".join(str(s) for s in self._size) + ("," if len(self._size) == 1 else "") + ")"
        extra = ""
        if self._val.dtype != ml.float32 and self._val.dtype.is_floating_point:
            extra = f", dtype={self._val.dtype}"
        grad = ", requires_grad=True" if self._val.requires_grad and self._val.grad_fn is None else ""
        return (f"tensor(indices={ind},\n       values={val},\n       size={size}, nnz={self._nnz()}"
                f"{extra}, layout=torch.sparse_coo{grad})")


def _is_sparse(x):
    return isinstance(x, SparseTensor)


def sparse_coo_tensor(indices, values, size=None, *, dtype=None, device=None, requires_grad=False,
                      check_invariants=None, is_coalesced=None):
    """A sparse COO tensor from indices [sparse_dim, nnz] and values [nnz, *dense]; size
    inferred (max index + 1 per dim) when not given.

    Errors: RuntimeError for an index out of the size's bounds, or a values length not
    equal to the number of indices."""
    ind = indices if isinstance(indices, ml.Tensor) else ml.tensor(indices, dtype=ml.int64)
    if ind.dtype != ml.int64:
        ind = ind.to(ml.int64)
    val = values if isinstance(values, ml.Tensor) else ml.tensor(values, dtype=dtype)
    if dtype is not None and val.dtype != dtype:
        val = val.to(dtype)
    if ind.ndim != 2:
        if ind.ndim == 1 and ind.numel() == 0:
            ind = ind.reshape(1, 0)
        else:
            raise RuntimeError(f"indices must be sparse_dim x nnz, but got: {list(ind.shape)}")
    if val.ndim == 0 or val.shape[0] != ind.shape[1]:
        raise RuntimeError(f"indices and values must have same nnz, but got nnz from indices: {ind.shape[1]}, nnz "
                           f"from values: {val.shape[0] if val.ndim else 1}")
    sd = ind.shape[0]
    if size is None:
        if ind.shape[1] == 0:
            size = (0,) * sd + tuple(val.shape[1:])
        else:
            size = tuple(int(v) + 1 for v in ml.amax(ind, 1).tolist()) + tuple(val.shape[1:])
    else:
        size = tuple(size)
        if len(size) != sd + val.ndim - 1:
            raise RuntimeError(f"number of dimensions must be sparse_dim ({sd}) + dense_dim ({val.ndim - 1}), but "
                               f"got {len(size)}")
        if ind.shape[1]:
            hi = ml.amax(ind, 1).tolist()
            lo = ml.amin(ind, 1).tolist()
            for d in range(sd):
                if hi[d] >= size[d] or lo[d] < 0:
                    bad = hi[d] if hi[d] >= size[d] else lo[d]
                    raise RuntimeError(f"size is inconsistent with indices: for dim {d}, size is {size[d]} but found "
                                       f"index {bad}")
    if requires_grad:
        val = val.detach().requires_grad_()
    return SparseTensor(ind, val, size, bool(is_coalesced) or ind.shape[1] <= 1)


def to_sparse(self, sparse_dim=None):
    """Tensor.to_sparse(): the COO form of a dense tensor (its non-zero entries, coalesced)."""
    sd = self.ndim if sparse_dim is None else sparse_dim
    if sd == 0:
        raise RuntimeError("sparse_dim must be > 0")
    lead = self if sd == self.ndim else (self != 0).reshape(tuple(self.shape[:sd]) + (-1,)).sum(-1)
    mask = lead != 0
    from ._compose import nonzero
    nz = nonzero(mask)  # [nnz, sd], row-major order (coalesced)
    ind = nz.t().contiguous() if nz.numel() else ml.zeros((sd, 0), dtype=ml.int64)
    key = tuple(ind[d] for d in range(sd))
    vals = self[key] if nz.numel() else ml.zeros((0,) + tuple(self.shape[sd:]), dtype=self.dtype)
    return SparseTensor(ind, vals, tuple(self.shape), True)


def mm(mat1, mat2):
    """sparse [n, m] x dense [m, k] -> dense [n, k] (also sparse x sparse -> dense here, and dense x
    dense as torch.mm); differentiable in the dense operand and the sparse values."""
    if not _is_sparse(mat1):
        if _is_sparse(mat2):
            return mm(mat2.t(), mat1.t()).t()
        return ml.mm(mat1, mat2)
    if _is_sparse(mat2):
        mat2 = mat2.to_dense()
    if mat1.sparse_dim() != 2 or mat1.dense_dim() != 0:
        raise RuntimeError("sparse.mm: expected a 2-D sparse matrix")
    n, m = mat1.shape
    vec = mat2.ndim == 1
    dense = mat2.unsqueeze(1) if vec else mat2
    if dense.shape[0] != m:
        raise RuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({n}x{m} and {dense.shape[0]}x"
                           f"{dense.shape[1]})")
    rows, cols = mat1._ind[0], mat1._ind[1]
    vals = mat1._val
    if vals.dtype != dense.dtype:
        raise RuntimeError(f"expected scalar type {dense.dtype} but found {vals.dtype}")
    contrib = dense[cols] * vals.unsqueeze(1)
    out = ml.zeros((n, dense.shape[1]), dtype=dense.dtype)
    out = out.index_put_((rows,), contrib, accumulate=True)
    return out.squeeze(1) if vec else out


spmm = mm


def addmm(mat, mat1, mat2, *, beta=1, alpha=1):
    return beta * mat + alpha * mm(mat1, mat2)


def sum(input, dim=None, dtype=None):
    """torch.sparse.sum: a dense result (a 0-d tensor for dim=None)."""
    if not _is_sparse(input):
        return input.sum() if dim is None else input.sum(dim)
    dense = input.to_dense()
    if dim is None:
        return input._val.sum()
    return dense.sum(dim)


def softmax(input, dim, dtype=None):
    """Softmax over the stored entries along dim (unspecified entries count as -inf), as
    torch.sparse.softmax; returns a sparse tensor with the same pattern."""
    x = input.coalesce()
    dense = x.to_dense()
    key = tuple(x._ind[d] for d in range(x.sparse_dim()))
    mask = ml.zeros(tuple(x._size), dtype=ml.bool)
    mask[key] = True
    filled = ml.masked_fill(dense, ml.logical_not(mask), -float("inf"))
    sm = ml.softmax(filled, dim)
    sm = ml.where(mask, sm, ml.zeros_like(sm))
    return SparseTensor(x._ind, sm[key], x._size, True)


def log_softmax(input, dim, dtype=None):
    s = softmax(input, dim)
    return SparseTensor(s._ind, ml.log(s._val), s._size, True)


def _legacy(dtype, name):
    def make(*args, size=None):
        if len(args) == 0:
            return sparse_coo_tensor(ml.zeros((1, 0), dtype=ml.int64), ml.zeros((0,), dtype=dtype), (0,))
        if len(args) >= 2 and isinstance(args[0], ml.Tensor):
            sz = args[2] if len(args) > 2 else size
            return sparse_coo_tensor(args[0], args[1].to(dtype), sz)
        sizes = tuple(args[0]) if len(args) == 1 and not isinstance(args[0], int) else tuple(args)
        return sparse_coo_tensor(ml.zeros((len(sizes), 0), dtype=ml.int64), ml.zeros((0,), dtype=dtype), sizes)
    make.__name__ = name
    make.__doc__ = f"torch.sparse.{name}(indices, values, size) or (*sizes): the legacy sparse constructor"
    return make


FloatTensor = _legacy(ml.float32, "FloatTensor")
DoubleTensor = _legacy(ml.float64, "DoubleTensor")
LongTensor = _legacy(ml.int64, "LongTensor")
