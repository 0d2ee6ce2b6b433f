"""torch.linalg: norms, inverse, determinant, solve, QR, SVD, symmetric eigendecomposition,
Cholesky, least squares, pseudo-inverse, matrix power/rank/exp, for float32/float64 matrices
[..., m, n] (leading dims are a batch).

Note [Linear algebra in Python]
The factorisations (LU with partial pivoting, Householder QR, cyclic Jacobi for eigh,
one-sided Jacobi for the SVD, Cholesky) run in Python on float64 numbers, one matrix of the
batch at a time, and the results are cast back to the input's dtype: exact to float64
rounding, O(n^3) Python steps (about 0.1 s for one 60x60 inverse), meant for the small
matrices of typical programs. Gradients: inv, det, slogdet, solve, cholesky, eigh
(eigenvalues and vectors) and the norms are differentiable through autograd.Functions whose
backward is composed of ml ops (torch's formulas); lstsq is composed of differentiable ops
(normal equations, full column rank); qr, svd, pinv and eig have no gradient here.
"""
import math
import ml

__all__ = ["norm", "vector_norm", "matrix_norm", "inv", "inv_ex", "det", "slogdet", "solve", "qr", "svd",
           "svdvals", "eigh", "eigvalsh", "cholesky", "cholesky_ex", "lstsq", "pinv", "matrix_power",
           "matrix_rank", "matrix_exp", "multi_dot", "cross", "cond", "eig", "eigvals", "diagonal", "vecdot",
           "LinAlgError"]

_RESULT_TYPES = {}


def _result(name, fields):
    """The namedtuple type torch returns for `name` with these fields (made on first use:
    importing collections costs more than the rest of torch's import)."""
    key = (name, tuple(fields))
    t = _RESULT_TYPES.get(key)
    if t is None:
        from collections import namedtuple
        t = _RESULT_TYPES[key] = namedtuple(name, fields)
    return t


def _SlogdetResult(*a):
    return _result("slogdet", ["sign", "logabsdet"])(*a)


def _QRResult(*a):
    return _result("qr", ["Q", "R"])(*a)


def _SVDResult(*a):
    return _result("svd", ["U", "S", "Vh"])(*a)


def _EighResult(*a):
    return _result("eigh", ["eigenvalues", "eigenvectors"])(*a)


def _LstsqResult(*a):
    return _result("lstsq", ["solution", "residuals", "rank", "singular_values"])(*a)


def _InvExResult(*a):
    return _result("inv_ex", ["inverse", "info"])(*a)


def _CholExResult(*a):
    return _result("cholesky_ex", ["L", "info"])(*a)


# --- helpers: batches of matrices as nested lists -------------------------------------------------------
def _check_float(A, name):
    if not isinstance(A, ml.Tensor):
        raise TypeError(f"linalg.{name}(): argument 'A' (position 1) must be Tensor, not {type(A).__name__}")
    if not A.dtype.is_floating_point:
        raise RuntimeError(f"linalg.{name}: Expected a floating point or complex tensor as input. Got "
                           f"{str(A.dtype).replace('torch.', '').capitalize()}")


def _check_square(A, name):
    _check_float(A, name)
    if A.ndim < 2:
        raise RuntimeError(f"linalg.{name}: The input tensor A must have at least 2 dimensions.")
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"linalg.{name}: A must be batches of square matrices, but they are "
                           f"{A.shape[-2]} by {A.shape[-1]} matrices")


def _mats(A):
    """The matrices of A [..., m, n] as a list of row lists (float64 Python numbers)."""
    m, n = A.shape[-2], A.shape[-1]
    flat = A.detach().reshape(-1).tolist()
    out = []
    for b in range(len(flat) // (m * n) if m * n else 0):
        base = b * m * n
        out.append([flat[base + i * n: base + (i + 1) * n] for i in range(m)])
    return out


def _batch_shape(A):
    return tuple(A.shape[:-2])


def _count(shape):
    n = 1
    for s in shape:
        n *= s
    return n


def _tensor(mats, lead, dtype):
    """Stack a list of row-list matrices into a tensor of shape lead + (m, n)."""
    if not mats:
        return ml.zeros(lead + (0, 0), dtype=dtype)
    m = len(mats[0])
    n = len(mats[0][0]) if m else 0
    flat = [v for M in mats for row in M for v in row]
    return ml.tensor(flat, dtype=dtype).reshape(lead + (m, n))


def _vectors(vs, lead, dtype):
    flat = [v for vec in vs for v in vec]
    k = len(vs[0]) if vs else 0
    return ml.tensor(flat, dtype=dtype).reshape(lead + (k,))


def _eye(n):
    return [[1.0 if i == j else 0.0 for j in range(n)] for i in range(n)]


def _matmul(a, b):
    bt = list(zip(*b))
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def _transpose(a):
    return [list(r) for r in zip(*a)] if a else []


# --- LU ----------------------------------------------------------------------------------------------
def _lu(a):
    """In-place LU with partial pivoting of a copy: (lu, perm, sign, zero_pivot_index or None)."""
    n = len(a)
    lu = [row[:] for row in a]
    perm = list(range(n))
    sign = 1.0
    singular = None
    for k in range(n):
        p = max(range(k, n), key=lambda i: abs(lu[i][k]))
        if lu[p][k] == 0.0:
            if singular is None:
                singular = k
            continue
        if p != k:
            lu[k], lu[p] = lu[p], lu[k]
            perm[k], perm[p] = perm[p], perm[k]
            sign = -sign
        pivot = lu[k][k]
        rowk = lu[k]
        for i in range(k + 1, n):
            f = lu[i][k] / pivot
            if f != 0.0:
                rowi = lu[i]
                rowi[k] = f
                for j in range(k + 1, n):
                    rowi[j] -= f * rowk[j]
            else:
                lu[i][k] = 0.0
    return lu, perm, sign, singular


def _lu_solve(lu, perm, b):
    """Solve A X = B given A's LU; b is a list of rows (n x k)."""
    n = len(lu)
    x = [b[perm[i]][:] for i in range(n)]
    k = len(x[0]) if n else 0
    for i in range(n):
        li = lu[i]
        xi = x[i]
        for j in range(i):
            f = li[j]
            if f != 0.0:
                xj = x[j]
                for c in range(k):
                    xi[c] -= f * xj[c]
    for i in range(n - 1, -1, -1):
        li = lu[i]
        xi = x[i]
        for j in range(i + 1, n):
            f = li[j]
            if f != 0.0:
                xj = x[j]
                for c in range(k):
                    xi[c] -= f * xj[c]
        d = li[i]
        for c in range(k):
            xi[c] /= d
    return x


class LinAlgError(RuntimeError):
    """torch.linalg.LinAlgError (torch._C._LinAlgError): a singular or not positive-definite input."""


LinAlgError.__name__ = "_LinAlgError"
LinAlgError.__qualname__ = "_LinAlgError"


def _singular_error(name, k):
    return LinAlgError(f"linalg.{name}: The diagonal element {k + 1} is zero, the inversion could not be completed "
                        f"because the input matrix is singular.")


def _inv_mats(mats, name):
    out = []
    for a in mats:
        lu, perm, _, sing = _lu(a)
        if sing is not None:
            raise _singular_error(name, sing)
        out.append(_lu_solve(lu, perm, _eye(len(a))))
    return out


def _function(name, forward, backward):
    """A torch.autograd.Function class with the given static forward/backward."""
    from .autograd.function import Function
    return type(name, (Function,), {"forward": staticmethod(forward), "backward": staticmethod(backward)})


# --- inverse / det / solve ---------------------------------------------------------------------------------
def _inv_forward(ctx, A):
    out = _tensor(_inv_mats(_mats(A), "inv"), _batch_shape(A), A.dtype)
    ctx.save_for_backward(out)
    return out


def _inv_backward(ctx, g):
    Ainv, = ctx.saved_tensors
    t = Ainv.mT
    return -ml.matmul(ml.matmul(t, g), t)


_Inv = None


def inv(A, *, out=None):
    """The inverse of each square matrix. RuntimeError for a singular matrix."""
    global _Inv
    _check_square(A, "inv")
    if _Inv is None:
        _Inv = _function("LinalgInvEx", _inv_forward, _inv_backward)
    return _Inv.apply(A)


def inv_ex(A, *, check_errors=False, out=None):
    _check_square(A, "inv_ex")
    mats = _mats(A)
    invs, info = [], []
    for a in mats:
        lu, perm, _, sing = _lu(a)
        if sing is not None:
            if check_errors:
                raise _singular_error("inv_ex", sing)
            info.append(sing + 1)
            invs.append([[math.nan] * len(a) for _ in a])
        else:
            info.append(0)
            invs.append(_lu_solve(lu, perm, _eye(len(a))))
    lead = _batch_shape(A)
    res = inv(A) if all(i == 0 for i in info) else _tensor(invs, lead, A.dtype)
    return _InvExResult(res, ml.tensor(info, dtype=ml.int32).reshape(lead))


def _det_values(A):
    dets = []
    for a in _mats(A):
        lu, _, sign, sing = _lu(a)
        if sing is not None:
            dets.append(0.0)
            continue
        d = sign
        for i in range(len(a)):
            d *= lu[i][i]
        dets.append(d)
    return dets


def _det_forward(ctx, A):
    out = ml.tensor(_det_values(A), dtype=A.dtype).reshape(_batch_shape(A))
    ctx.save_for_backward(A, out)
    return out


def _det_backward(ctx, g):
    """g * det(A) * A^{-T}; zero for an exactly singular A, as torch 1.13 gives."""
    A, d = ctx.saved_tensors
    lead = _batch_shape(A)
    invs = []
    for a, dv in zip(_mats(A), d.reshape(-1).tolist()):
        n = len(a)
        invs.append(_transpose(_inv_mats([a], "det")[0]) if dv != 0.0 else [[0.0] * n for _ in range(n)])
    invT = _tensor(invs, lead, A.dtype)
    return g.reshape(lead + (1, 1)) * d.reshape(lead + (1, 1)) * invT


_Det = None


def det(A, *, out=None):
    """The determinant of each square matrix (0 for singular ones); differentiable."""
    global _Det
    _check_square(A, "det")
    if _Det is None:
        _Det = _function("LinalgDet", _det_forward, _det_backward)
    return _Det.apply(A)


def slogdet(A, *, out=None):
    """(sign, log|det|) of each square matrix; logabsdet is differentiable."""
    _check_square(A, "slogdet")
    d = det(A)
    sign = ml.where(d > 0, ml.ones_like(d), ml.where(d < 0, -ml.ones_like(d), ml.zeros_like(d))).detach()
    return _SlogdetResult(sign, ml.log(ml.abs(d)))


def _is_vector_rhs(A, B):
    return B.ndim == 1 or (B.ndim == A.ndim - 1 and tuple(B.shape) == tuple(A.shape[:-1]))


def _solve_forward(ctx, A, B):
    vec = _is_vector_rhs(A, B)
    Bm = B.unsqueeze(-1) if vec else B
    lead = _broadcast(_batch_shape(A), _batch_shape(Bm))
    n = A.shape[-1]
    Ab = A.expand(lead + (n, n))
    Bb = Bm.expand(lead + tuple(Bm.shape[-2:]))
    xs = []
    for a, b in zip(_mats(Ab), _mats(Bb)):
        lu, perm, _, sing = _lu(a)
        if sing is not None:
            raise LinAlgError(f"torch.linalg.solve: The diagonal element {sing + 1} is zero, the solve could not be "
                               f"completed because the input matrix is singular.")
        xs.append(_lu_solve(lu, perm, b))
    X = _tensor(xs, lead, A.dtype) if xs else ml.zeros(lead + tuple(Bm.shape[-2:]), dtype=A.dtype)
    ctx.save_for_backward(A, X)
    ctx.vec = vec
    ctx.a_shape, ctx.b_shape = tuple(A.shape), tuple(B.shape)
    return X.squeeze(-1) if vec else X


def _sum_to(t, shape):
    while t.ndim > len(shape):
        t = t.sum(0)
    for i, s in enumerate(shape):
        if s == 1 and t.shape[i] != 1:
            t = t.sum(i, keepdim=True)
    return t


def _solve_backward(ctx, g):
    A, X = ctx.saved_tensors
    gm = g.unsqueeze(-1) if ctx.vec else g
    gB = solve(A.mT, gm)
    gA = -ml.matmul(gB, X.mT)
    gB = gB.squeeze(-1) if ctx.vec else gB
    return _sum_to(gA, ctx.a_shape), _sum_to(gB, ctx.b_shape)


def _broadcast(a, b):
    n = max(len(a), len(b))
    a = (1,) * (n - len(a)) + tuple(a)
    b = (1,) * (n - len(b)) + tuple(b)
    out = []
    for x, y in zip(a, b):
        if x != y and x != 1 and y != 1:
            raise RuntimeError(f"The size of tensor a ({x}) must match the size of tensor b ({y}) at non-singleton "
                               f"dimension")
        out.append(max(x, y))
    return tuple(out)


_Solve = None


def solve(A, B, *, left=True, out=None):
    """X with A X = B (B [..., n] or [..., n, k]); left=False solves X A = B. Differentiable."""
    global _Solve
    _check_square(A, "solve")
    if not left:
        return solve(A.mT, B.mT).mT
    if _is_vector_rhs(A, B) or B.ndim == 1:
        if B.shape[-1] != A.shape[-1]:
            raise RuntimeError(f"linalg.solve: Incompatible shapes of A and B for the equation AX = B "
                               f"({A.shape[-2]}x{A.shape[-1]} and {B.shape[-1]}x1)")
    elif B.shape[-2] != A.shape[-1]:
        raise RuntimeError(f"linalg.solve: Incompatible shapes of A and B for the equation AX = B "
                           f"({A.shape[-2]}x{A.shape[-1]} and {B.shape[-2]}x{B.shape[-1]})")
    if A.dtype != B.dtype:
        raise RuntimeError(f"linalg.solve: Expected A and B to have the same dtype, but found A of type "
                           f"{A.dtype} and B of type {B.dtype} instead")
    if _Solve is None:
        _Solve = _function("LinalgSolveEx", _solve_forward, _solve_backward)
    return _Solve.apply(A, B)


# --- Cholesky ----------------------------------------------------------------------------------------
def _chol(a):
    n = len(a)
    L = [[0.0] * n for _ in range(n)]
    for j in range(n):
        s = a[j][j] - sum(L[j][k] * L[j][k] for k in range(j))
        if not s > 0.0:
            return None, j
        d = math.sqrt(s)
        L[j][j] = d
        for i in range(j + 1, n):
            L[i][j] = (a[i][j] - sum(L[i][k] * L[j][k] for k in range(j))) / d
    return L, None


def _chol_forward(ctx, A):
    Ls = []
    for a in _mats(A):
        L, bad = _chol(a)
        if L is None:
            raise LinAlgError(f"linalg.cholesky: The factorization could not be completed because the input is not "
                               f"positive-definite (the leading minor of order {bad + 1} is not positive-definite).")
        Ls.append(L)
    out = _tensor(Ls, _batch_shape(A), A.dtype)
    ctx.save_for_backward(out)
    return out


def _chol_backward(ctx, g):
    L, = ctx.saved_tensors
    from ._compose import tril
    phi = tril(ml.matmul(L.mT, g))
    n = L.shape[-1]
    eye = ml.eye(n, dtype=L.dtype)
    phi = phi - 0.5 * phi * eye
    Linv = inv(L)
    gA = ml.matmul(ml.matmul(Linv.mT, phi), Linv)
    return 0.5 * (gA + gA.mT)


_Chol = None


def cholesky(A, *, upper=False, out=None):
    """The lower-triangular L with L L^T = A (upper=True: L^T). RuntimeError when A is not
    positive-definite. Differentiable."""
    global _Chol
    _check_square(A, "cholesky")
    if _Chol is None:
        _Chol = _function("LinalgCholeskyEx", _chol_forward, _chol_backward)
    L = _Chol.apply(A)
    return L.mT if upper else L


def cholesky_ex(A, *, upper=False, check_errors=False, out=None):
    infos = []
    for a in _mats(A):
        _, bad = _chol(a)
        infos.append(0 if bad is None else bad + 1)
    lead = _batch_shape(A)
    if all(i == 0 for i in infos):
        return _CholExResult(cholesky(A, upper=upper), ml.zeros(lead, dtype=ml.int32))
    if check_errors:
        cholesky(A)
    return _CholExResult(ml.zeros(tuple(A.shape), dtype=A.dtype), ml.tensor(infos, dtype=ml.int32).reshape(lead))


# --- QR -------------------------------------------------------------------------------------------------
def _householder_qr(a, complete):
    m = len(a)
    n = len(a[0]) if m else 0
    R = [row[:] for row in a]
    Q = _eye(m)
    for k in range(min(m - 1, n) if m > n else min(m, n)):
        x = [R[i][k] for i in range(k, m)]
        norm = math.sqrt(sum(v * v for v in x))
        if norm == 0.0:
            continue
        alpha = -norm if x[0] >= 0 else norm
        v = x[:]
        v[0] -= alpha
        vn = sum(t * t for t in v)
        if vn == 0.0:
            continue
        for j in range(n):
            s = sum(v[i - k] * R[i][j] for i in range(k, m)) * 2.0 / vn
            if s:
                for i in range(k, m):
                    R[i][j] -= s * v[i - k]
        for i in range(m):
            s = sum(Q[i][t] * v[t - k] for t in range(k, m)) * 2.0 / vn
            if s:
                for t in range(k, m):
                    Q[i][t] -= s * v[t - k]
    # torch (LAPACK) signs: make R's diagonal follow LAPACK's Householder convention, which
    # is what the reflections above give (R[k][k] = -sign(x0) * |x|).
    k = min(m, n)
    if complete:
        return Q, [R[i][:] for i in range(m)]
    return [row[:k] for row in Q], [R[i][:] for i in range(k)]


def qr(A, mode="reduced", *, out=None):
    """Householder QR: mode 'reduced' (Q [m, k], R [k, n]), 'complete' (Q [m, m]) or 'r'
    (Q empty). Not differentiable here."""
    _check_float(A, "qr")
    if mode not in ("reduced", "complete", "r"):
        raise RuntimeError(f"qr received unrecognized mode '{mode}' but expected one of 'reduced' (default), 'r', or "
                           f"'complete'")
    lead = _batch_shape(A)
    Qs, Rs = [], []
    for a in _mats(A):
        Q, R = _householder_qr(a, mode == "complete")
        Qs.append(Q)
        Rs.append(R)
    m, n = A.shape[-2], A.shape[-1]
    k = min(m, n)
    R = _tensor(Rs, lead, A.dtype) if Rs else ml.zeros(lead + ((m if mode == "complete" else k), n), dtype=A.dtype)
    if mode == "r":
        return _QRResult(ml.zeros((0,), dtype=A.dtype), R)
    Q = _tensor(Qs, lead, A.dtype) if Qs else ml.zeros(lead + (m, m if mode == "complete" else k), dtype=A.dtype)
    return _QRResult(Q, R)


# --- symmetric eigendecomposition (cyclic Jacobi) -----------------------------------------------------
def _jacobi_eigh(a):
    n = len(a)
    A = [row[:] for row in a]
    V = _eye(n)
    for _ in range(100):
        off = sum(A[i][j] * A[i][j] for i in range(n) for j in range(n) if i != j)
        scale = sum(A[i][i] * A[i][i] for i in range(n)) or 1.0
        if off <= 1e-30 * scale or off == 0.0:
            break
        for p in range(n - 1):
            for q in range(p + 1, n):
                apq = A[p][q]
                if apq == 0.0:
                    continue
                theta = (A[q][q] - A[p][p]) / (2.0 * apq)
                t = (1.0 if theta >= 0 else -1.0) / (abs(theta) + math.sqrt(theta * theta + 1.0))
                c = 1.0 / math.sqrt(t * t + 1.0)
                s = t * c
                for k in range(n):
                    akp, akq = A[k][p], A[k][q]
                    A[k][p] = c * akp - s * akq
                    A[k][q] = s * akp + c * akq
                for k in range(n):
                    apk, aqk = A[p][k], A[q][k]
                    A[p][k] = c * apk - s * aqk
                    A[q][k] = s * apk + c * aqk
                for k in range(n):
                    vkp, vkq = V[k][p], V[k][q]
                    V[k][p] = c * vkp - s * vkq
                    V[k][q] = s * vkp + c * vkq
    w = [A[i][i] for i in range(n)]
    order = sorted(range(n), key=lambda i: w[i])
    w = [w[i] for i in order]
    V = [[row[i] for i in order] for row in V]
    # a deterministic sign: the largest-magnitude entry of each eigenvector is positive
    for j in range(n):
        col = [V[i][j] for i in range(n)]
        big = max(range(n), key=lambda i: abs(col[i]))
        if col[big] < 0:
            for i in range(n):
                V[i][j] = -V[i][j]
    return w, V


def _sym(a, upper):
    n = len(a)
    if upper:
        return [[a[i][j] if j >= i else a[j][i] for j in range(n)] for i in range(n)]
    return [[a[i][j] if j <= i else a[j][i] for j in range(n)] for i in range(n)]


def _eigh_forward(ctx, A, upper):
    """One tensor [..., n + 1, n]: row 0 the eigenvalues, rows 1.. the eigenvectors (a
    Function has one differentiable output here; eigh splits it)."""
    lead = _batch_shape(A)
    ws, vs = [], []
    for a in _mats(A):
        w, V = _jacobi_eigh(_sym(a, upper))
        ws.append(w)
        vs.append(V)
    n = A.shape[-1]
    L = _vectors(ws, lead, A.dtype) if ws else ml.zeros(lead + (n,), dtype=A.dtype)
    V = _tensor(vs, lead, A.dtype) if vs else ml.zeros(lead + (n, n), dtype=A.dtype)
    ctx.save_for_backward(L, V)
    return ml.cat([L.unsqueeze(-2), V], -2)


def _eigh_backward(ctx, g):
    """torch's formula: V (diag(gL) + F o (V^T gV)) V^T, F_ij = 1 / (L_j - L_i) off the diagonal."""
    L, V = ctx.saved_tensors
    gL, gV = g[..., 0, :], g[..., 1:, :]
    n = L.shape[-1]
    eye = ml.eye(n, dtype=L.dtype)
    diff = L.unsqueeze(-2) - L.unsqueeze(-1)  # [i, j] = L_j - L_i
    F = (1 - eye) / ml.where(eye > 0, ml.ones_like(diff), diff)
    inner = F * ml.matmul(V.mT, gV) + gL.unsqueeze(-1) * eye
    gA = ml.matmul(ml.matmul(V, inner), V.mT)
    return 0.5 * (gA + gA.mT)


_Eigh = {}


def eigh(A, UPLO="L", *, out=None):
    """Eigenvalues (ascending) and orthonormal eigenvectors of each symmetric matrix (only
    the UPLO triangle is read). Eigenvector signs: the largest-magnitude entry is positive
    (LAPACK's choice can differ by a sign per vector). Differentiable."""
    _check_square(A, "eigh")
    if UPLO not in ("L", "U"):
        raise RuntimeError(f"Expected UPLO argument to be 'L' or 'U', but got {UPLO}")
    upper = UPLO == "U"
    if upper not in _Eigh:
        _Eigh[upper] = _function("LinalgEighBackward", lambda ctx, X: _eigh_forward(ctx, X, upper),
                                 _eigh_backward)
    both = _Eigh[upper].apply(A)
    return _EighResult(both[..., 0, :], both[..., 1:, :])


def eigvalsh(A, UPLO="L", *, out=None):
    return eigh(A, UPLO).eigenvalues


# --- SVD (one-sided Jacobi) -------------------------------------------------------------------------------
def _svd_one(a, full):
    m = len(a)
    n = len(a[0]) if m else 0
    if m < n:
        U, S, Vh = _svd_one(_transpose(a), full)
        return _transpose(Vh), S, _transpose(U)
    # columns of U*S in W, rotations accumulated in V
    W = [row[:] for row in a]
    V = _eye(n)
    for _ in range(60):
        rotated = False
        for p in range(n - 1):
            for q in range(p + 1, n):
                alpha = sum(W[i][p] * W[i][p] for i in range(m))
                beta = sum(W[i][q] * W[i][q] for i in range(m))
                gamma = sum(W[i][p] * W[i][q] for i in range(m))
                if gamma == 0.0 or abs(gamma) <= 1e-15 * math.sqrt(alpha * beta):
                    continue
                rotated = True
                zeta = (beta - alpha) / (2.0 * gamma)
                t = (1.0 if zeta >= 0 else -1.0) / (abs(zeta) + math.sqrt(1.0 + zeta * zeta))
                c = 1.0 / math.sqrt(1.0 + t * t)
                s = c * t
                for i in range(m):
                    wp, wq = W[i][p], W[i][q]
                    W[i][p] = c * wp - s * wq
                    W[i][q] = s * wp + c * wq
                for i in range(n):
                    vp, vq = V[i][p], V[i][q]
                    V[i][p] = c * vp - s * vq
                    V[i][q] = s * vp + c * vq
        if not rotated:
            break
    S = [math.sqrt(sum(W[i][j] * W[i][j] for i in range(m))) for j in range(n)]
    order = sorted(range(n), key=lambda j: -S[j])
    S = [S[j] for j in order]
    V = [[row[j] for j in order] for row in V]
    W = [[row[j] for j in order] for row in W]
    U = [[W[i][j] / S[j] if S[j] > 0 else 0.0 for j in range(n)] for i in range(m)]
    # columns with S = 0 (and the full basis) are completed by Gram-Schmidt on unit vectors
    cols = [[U[i][j] for i in range(m)] for j in range(n) if S[j] > 0]
    want = m if full else n
    e = 0
    while len(cols) < want:
        v = [1.0 if i == e else 0.0 for i in range(m)]
        e += 1
        for c in cols:
            d = sum(x * y for x, y in zip(v, c))
            v = [x - d * y for x, y in zip(v, c)]
        nv = math.sqrt(sum(x * x for x in v))
        if nv > 1e-10:
            cols.append([x / nv for x in v])
    U = _transpose(cols)  # nonzero singular values first (sorted descending), then the completion
    # sign convention: the largest-magnitude entry of each right singular vector positive
    for j in range(min(len(S), n)):
        col = [V[i][j] for i in range(n)]
        big = max(range(n), key=lambda i: abs(col[i]))
        if col[big] < 0:
            for i in range(n):
                V[i][j] = -V[i][j]
            if U and j < len(U[0]):
                for i in range(m):
                    U[i][j] = -U[i][j]
    return U, S, _transpose(V)


def svd(A, full_matrices=True, *, driver=None, out=None):
    """U, S, Vh with A = U diag(S) Vh, S descending. Singular vectors are unique up to sign;
    here the largest-magnitude entry of each right singular vector is positive (LAPACK's
    signs may differ). Not differentiable here."""
    _check_float(A, "svd")
    lead = _batch_shape(A)
    Us, Ss, Vs = [], [], []
    for a in _mats(A):
        U, S, Vh = _svd_one(a, full_matrices)
        Us.append(U)
        Ss.append(S)
        Vs.append(Vh)
    m, n = A.shape[-2], A.shape[-1]
    k = min(m, n)
    U = _tensor(Us, lead, A.dtype) if Us else ml.zeros(lead + (m, m if full_matrices else k), dtype=A.dtype)
    S = _vectors(Ss, lead, A.dtype) if Ss else ml.zeros(lead + (k,), dtype=A.dtype)
    Vh = _tensor(Vs, lead, A.dtype) if Vs else ml.zeros(lead + (n if full_matrices else k, n), dtype=A.dtype)
    return _SVDResult(U, S, Vh)


def svdvals(A, *, driver=None, out=None):
    return svd(A, full_matrices=False).S


# --- composed ---------------------------------------------------------------------------------------------
def _dims_tuple(dim):
    if dim is None:
        return None
    return (dim,) if isinstance(dim, int) else tuple(dim)


def vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None, out=None):
    """(sum |x|^ord)^(1/ord) over dim (all elements when None); ord inf/-inf/0 as torch."""
    if dtype is not None:
        x = x.to(dtype)
    if not x.dtype.is_floating_point:
        raise RuntimeError(f"linalg.vector_norm: Expected a floating point or complex tensor as input. Got "
                           f"{str(x.dtype).replace('torch.', '').capitalize()}")
    dims = _dims_tuple(dim)
    a = ml.abs(x)

    def red(fn, t):
        if dims is None:
            r = fn(t.reshape(-1), 0)
            return r.reshape((1,) * x.ndim) if keepdim else r
        return fn(t, dims if len(dims) > 1 else dims[0], keepdim)
    if ord == math.inf:
        return red(lambda t, d, k=False: ml.amax(t, d, k), a)
    if ord == -math.inf:
        return red(lambda t, d, k=False: ml.amin(t, d, k), a)
    if ord == 0:
        return red(lambda t, d, k=False: t.sum(d, keepdim=k), (a != 0).to(x.dtype))
    if ord == 1:
        return red(lambda t, d, k=False: t.sum(d, keepdim=k), a)
    if ord == 2:
        s = red(lambda t, d, k=False: t.sum(d, keepdim=k), x * x)
        return ml.sqrt(s)
    s = red(lambda t, d, k=False: t.sum(d, keepdim=k), a ** ord)
    return s ** (1.0 / ord)


def matrix_norm(A, ord="fro", dim=(-2, -1), keepdim=False, *, dtype=None, out=None):
    """'fro', 'nuc', 1, -1, 2, -2, inf, -inf over the two dims (as torch)."""
    if dtype is not None:
        A = A.to(dtype)
    if A.ndim < 2:
        raise RuntimeError(f"linalg.matrix_norm: The input tensor A must have at least 2 dimensions.")
    d0, d1 = dim[0] % A.ndim, dim[1] % A.ndim
    if ord == "fro":
        return vector_norm(A, 2, (d0, d1), keepdim)
    if ord in ("nuc", 2, -2):
        x = A.permute(tuple(k for k in range(A.ndim) if k not in (d0, d1)) + (d0, d1))
        S = svdvals(x)
        r = S.sum(-1) if ord == "nuc" else (S[..., 0] if ord == 2 else S[..., -1])
        if keepdim:
            r = r.unsqueeze(min(d0, d1)).unsqueeze(max(d0, d1))
        return r
    if ord in (1, -1, math.inf, -math.inf):
        sum_dim, red_dim = (d0, d1) if ord in (1, -1) else (d1, d0)
        s = ml.abs(A).sum(sum_dim, keepdim=True)
        r = ml.amax(s, red_dim, True) if ord in (1, math.inf) else ml.amin(s, red_dim, True)
        if not keepdim:
            r = r.squeeze(max(d0, d1)).squeeze(min(d0, d1))
        return r
    raise RuntimeError(f"linalg.matrix_norm: Order {ord} not supported.")


def norm(A, ord=None, dim=None, keepdim=False, *, dtype=None, out=None):
    """torch.linalg.norm: the 2-norm of the flattened input by default; a vector norm for
    one dim (or a 1-D input), a matrix norm for two dims (or a 2-D input with ord given)."""
    dims = _dims_tuple(dim)
    if ord is None:
        return vector_norm(A, 2, dims, keepdim, dtype=dtype)
    if isinstance(ord, str) or (dims is not None and len(dims) == 2) or (dims is None and A.ndim == 2):
        return matrix_norm(A, ord, dims or (-2, -1), keepdim, dtype=dtype)
    if dims is None and A.ndim != 1:
        raise RuntimeError(f"linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. Got "
                           f"{A.ndim}D.")
    return vector_norm(A, ord, dims, keepdim, dtype=dtype)


def lstsq(A, B, rcond=None, *, driver=None):
    """The least-squares solution of A X = B (full column rank; normal equations, differentiable).
    residuals: the squared residual norms when m > n (as torch's 'gelsd'-style drivers), else empty."""
    vec = B.ndim == A.ndim - 1
    Bm = B.unsqueeze(-1) if vec else B
    At = A.mT
    X = solve(ml.matmul(At, A), ml.matmul(At, Bm))
    m, n = A.shape[-2], A.shape[-1]
    res = ml.zeros((0,), dtype=A.dtype)
    if driver in ("gelsd", "gelss", "gelsy") and m > n:
        r = ml.matmul(A, X) - Bm
        res = (r * r).sum(-2)
    return _LstsqResult(X.squeeze(-1) if vec else X, res, ml.tensor(min(m, n), dtype=ml.int64),
                        ml.zeros((0,), dtype=A.dtype))


def pinv(A, *, atol=None, rtol=None, hermitian=False, rcond=None, out=None):
    """The Moore-Penrose pseudo-inverse from the SVD (singular values below rtol * max are
    dropped; rtol defaults to max(m, n) * eps). Not differentiable here."""
    U, S, Vh = svd(A, full_matrices=False)
    eps = 1.1920928955078125e-07 if A.dtype == ml.float32 else 2.220446049250313e-16
    if rcond is not None:
        rtol = rcond
    if rtol is None:
        rtol = max(A.shape[-2], A.shape[-1]) * eps if atol is None else 0.0
    cut = ml.amax(S, -1, True) * rtol
    if atol is not None:
        cut = ml.maximum(cut, ml.full((), float(atol), dtype=S.dtype))
    keep = S > cut
    Sinv = ml.where(keep, 1.0 / ml.where(keep, S, ml.ones_like(S)), ml.zeros_like(S))
    return ml.matmul(Vh.mT * Sinv.unsqueeze(-2), U.mT)


def matrix_power(A, n, *, out=None):
    """A^n by repeated squaring (n < 0: the inverse's power). Differentiable."""
    _check_square(A, "matrix_power")
    if n == 0:
        return ml.eye(A.shape[-1], dtype=A.dtype).expand(tuple(A.shape)).clone()
    if n < 0:
        A, n = inv(A), -n
    result = None
    base = A
    while n:
        if n & 1:
            result = base if result is None else ml.matmul(result, base)
        n >>= 1
        if n:
            base = ml.matmul(base, base)
    return result


def matrix_rank(A, *, atol=None, rtol=None, hermitian=False, tol=None, out=None):
    S = svdvals(A)
    eps = 1.1920928955078125e-07 if A.dtype == ml.float32 else 2.220446049250313e-16
    if tol is not None:
        atol = tol
    if rtol is None:
        rtol = max(A.shape[-2], A.shape[-1]) * eps if atol is None else 0.0
    cut = ml.amax(S, -1, True) * rtol
    if atol is not None:
        cut = ml.maximum(cut, ml.full((), float(atol), dtype=S.dtype))
    return (S > cut).to(ml.int64).sum(-1)


def matrix_exp(A):
    """exp(A) by scaling and squaring of a degree-18 Taylor series (matmuls only, differentiable)."""
    _check_square(A, "matrix_exp")
    nrm = float(ml.amax(ml.abs(A).sum(-1)).item()) if A.numel() else 0.0
    s = max(0, int(math.ceil(math.log2(nrm))) + 1) if nrm > 0.5 else 0
    X = A / (2.0 ** s)
    n = A.shape[-1]
    eye = ml.eye(n, dtype=A.dtype)
    term = eye + 0 * X
    result = term
    for k in range(1, 19):
        term = ml.matmul(term, X) / k
        result = result + term
    for _ in range(s):
        result = ml.matmul(result, result)
    return result


def multi_dot(tensors, *, out=None):
    if len(tensors) < 2:
        raise RuntimeError(f"multi_dot(): expected at least 2 tensors but got {len(tensors)}")
    first_vec = tensors[0].ndim == 1
    last_vec = tensors[-1].ndim == 1
    ts = list(tensors)
    if first_vec:
        ts[0] = ts[0].unsqueeze(0)
    if last_vec:
        ts[-1] = ts[-1].unsqueeze(-1)
    r = ts[0]
    for t in ts[1:]:
        r = ml.matmul(r, t)
    if first_vec:
        r = r.squeeze(0)
    if last_vec:
        r = r.squeeze(-1)
    return r


def cross(input, other, *, dim=-1, out=None):
    from ._math_ext import cross as _cross
    return _cross(input, other, dim)


def cond(A, p=None, *, out=None):
    if p is None or p == 2:
        S = svdvals(A)
        return S[..., 0] / S[..., -1]
    return matrix_norm(A, p) * matrix_norm(inv(A), p)


def vecdot(x, y, *, dim=-1, out=None):
    return (x * y).sum(dim)


def diagonal(A, *, offset=0, dim1=-2, dim2=-1):
    from ._math_ext import diagonal as _diag
    return _diag(A, offset, dim1, dim2)


def eig(A, *, out=None):
    raise NotImplementedError("torch.linalg.eig (general, complex eigenvalues) is not implemented in TensorPy: "
                              "complex dtypes are absent; use torch.linalg.eigh for symmetric matrices")


def eigvals(A, *, out=None):
    eig(A)


# --- torch.* and Tensor names of the linear algebra above (torch/__init__.py binds them) -------------------
def logdet(A):
    """log(det(A)): nan for a negative determinant, -inf for a singular matrix (as torch)."""
    return ml.log(det(A))


def _svd_old(A, some=True, compute_uv=True):
    """torch.svd (deprecated form): U, S, V (not Vh); some=True gives the reduced factors."""
    U, S, Vh = svd(A, full_matrices=not some)
    if not compute_uv:
        return _result("svd", ["U", "S", "V"])(ml.zeros_like(U), S, ml.zeros_like(Vh.mT))
    return _result("svd", ["U", "S", "V"])(U, S, Vh.mT)


def _qr_old(A, some=True):
    return qr(A, "reduced" if some else "complete")


def _cholesky_old(A, upper=False):
    return cholesky(A, upper=upper)


def _pinverse(A, rcond=1e-15):
    return pinv(A, rtol=rcond)


TORCH_NAMES = {"inverse": inv, "det": det, "logdet": logdet, "slogdet": slogdet, "svd": _svd_old, "qr": _qr_old,
               "cholesky": _cholesky_old, "pinverse": _pinverse, "matrix_power": matrix_power,
               "matrix_exp": matrix_exp}
