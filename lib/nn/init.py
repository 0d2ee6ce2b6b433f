"""Parameter initialisers, as torch.nn.init: uniform_, normal_, trunc_normal_, constant_,
zeros_, ones_, eye_, xavier_uniform_/xavier_normal_, kaiming_uniform_/kaiming_normal_,
orthogonal_, calculate_gain.

Every function fills its tensor in place under ml.no_grad() and returns it.
Formulas: torch.nn.init (kaiming_uniform_, xavier_uniform_, calculate_gain,
_calculate_fan_in_and_fan_out). Random draws come from ml's generator
(ml.manual_seed), so values differ from torch's while the distributions match.
"""
import math
import ml


def calculate_gain(nonlinearity, param=None):
    """Recommended gain for a nonlinearity, as torch.nn.init.calculate_gain.

    Errors: ValueError for an unknown nonlinearity.
    """
    if nonlinearity in ("linear", "conv1d", "conv2d", "conv3d", "sigmoid",
                        "conv_transpose1d", "conv_transpose2d", "conv_transpose3d"):
        return 1.0
    if nonlinearity == "tanh":
        return 5.0 / 3
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        if param is None:
            slope = 0.01
        elif not isinstance(param, bool) and isinstance(param, (int, float)):
            slope = param
        else:
            raise ValueError(f"negative_slope {param} not a valid number")
        return math.sqrt(2.0 / (1 + slope ** 2))
    if nonlinearity == "selu":
        return 3.0 / 4
    raise ValueError(f"Unsupported nonlinearity {nonlinearity}")


def calculate_fan_in_and_fan_out(tensor):
    """(fan_in, fan_out) of a weight of shape [out, in, *kernel], as torch.

    Errors: ValueError for tensors with fewer than 2 dimensions.
    """
    shape = tensor.shape
    if len(shape) < 2:
        raise ValueError("Fan in and fan out can not be computed for tensor with fewer than 2 dimensions")
    receptive = 1
    for d in shape[2:]:
        receptive *= d
    return shape[1] * receptive, shape[0] * receptive


def uniform_(tensor, a=0.0, b=1.0):
    """Fill tensor with U(a, b) draws; returns it."""
    with ml.no_grad():
        tensor.uniform_(a, b)
    return tensor


def normal_(tensor, mean=0.0, std=1.0):
    """Fill tensor with N(mean, std^2) draws; returns it."""
    with ml.no_grad():
        tensor.normal_(mean, std)
    return tensor


def constant_(tensor, val):
    """Fill tensor with val; returns it."""
    with ml.no_grad():
        tensor.fill_(val)
    return tensor


def zeros_(tensor):
    """Fill tensor with 0; returns it."""
    with ml.no_grad():
        tensor.zero_()
    return tensor


def ones_(tensor):
    """Fill tensor with 1; returns it."""
    return constant_(tensor, 1.0)


def _kaiming_std(tensor, a, mode, nonlinearity):
    if mode not in ("fan_in", "fan_out"):
        raise ValueError(f"Mode {mode} not supported, please use one of ['fan_in', 'fan_out']")
    fan_in, fan_out = calculate_fan_in_and_fan_out(tensor)
    fan = fan_in if mode == "fan_in" else fan_out
    return calculate_gain(nonlinearity, a) / math.sqrt(fan)


def kaiming_uniform_(tensor, a=0.0, mode="fan_in", nonlinearity="leaky_relu"):
    """U(-bound, bound) with bound = gain * sqrt(3 / fan), as torch.nn.init.kaiming_uniform_.

    With a=sqrt(5) (torch's layer default) bound = 1/sqrt(fan_in). A tensor with no
    elements is left as it is (torch warns). Errors: ValueError for a bad mode or
    nonlinearity, or fewer than 2 dims.
    """
    if tensor.numel() == 0:
        return tensor
    bound = math.sqrt(3.0) * _kaiming_std(tensor, a, mode, nonlinearity)
    return uniform_(tensor, -bound, bound)


def kaiming_normal_(tensor, a=0.0, mode="fan_in", nonlinearity="leaky_relu"):
    """N(0, std^2) with std = gain / sqrt(fan), as torch.nn.init.kaiming_normal_."""
    if tensor.numel() == 0:
        return tensor
    return normal_(tensor, 0.0, _kaiming_std(tensor, a, mode, nonlinearity))


def xavier_uniform_(tensor, gain=1.0):
    """U(-a, a) with a = gain * sqrt(6 / (fan_in + fan_out)), as torch.nn.init.xavier_uniform_."""
    fan_in, fan_out = calculate_fan_in_and_fan_out(tensor)
    bound = gain * math.sqrt(6.0 / (fan_in + fan_out))
    return uniform_(tensor, -bound, bound)


def xavier_normal_(tensor, gain=1.0):
    """N(0, std^2) with std = gain * sqrt(2 / (fan_in + fan_out)), as torch.nn.init.xavier_normal_."""
    fan_in, fan_out = calculate_fan_in_and_fan_out(tensor)
    return normal_(tensor, 0.0, gain * math.sqrt(2.0 / (fan_in + fan_out)))


def trunc_normal_(tensor, mean=0.0, std=1.0, a=-2.0, b=2.0):
    """N(mean, std^2) restricted to [a, b] (redrawn until inside), as torch.nn.init.trunc_normal_."""
    with ml.no_grad():
        tensor.normal_(mean, std)
        for _ in range(100):
            outside = (tensor < a) | (tensor > b)
            if outside.sum().item() == 0:
                break
            tensor.copy_(ml.where(outside, ml.randn(tuple(tensor.shape), dtype=tensor.dtype) * std + mean, tensor))
        tensor.clamp_(a, b)
    return tensor


def eye_(tensor):
    """The identity matrix into a 2-D tensor, as torch.nn.init.eye_.

    Errors: ValueError for another rank.
    """
    if tensor.dim() != 2:
        raise ValueError("Only tensors with 2 dimensions are supported")
    with ml.no_grad():
        tensor.copy_(ml.eye(tensor.shape[0], tensor.shape[1], dtype=tensor.dtype))
    return tensor


def _orthonormal_rows(rows):
    """Gram-Schmidt (twice, for float accuracy) over a list of row vectors of floats: the
    rows of Q in A^T = QR with R's diagonal positive, which is what torch's orthogonal_ makes
    of its Householder QR by multiplying with sign(diag(R))."""
    out = []
    for v in rows:
        w = list(v)
        for _ in range(2):
            for q in out:
                d = sum(a * b for a, b in zip(w, q))
                w = [a - d * b for a, b in zip(w, q)]
        n = math.sqrt(sum(a * a for a in w))
        out.append([a / n for a in w] if n > 0 else w)
    return out


def orthogonal_(tensor, gain=1.0):
    """A (semi-)orthogonal matrix times gain, as torch.nn.init.orthogonal_: the tensor viewed
    as [size(0), numel/size(0)] gets orthonormal rows (or columns, whichever are fewer),
    from the QR decomposition of a N(0, 1) matrix.

    Errors: ValueError for fewer than 2 dims.
    """
    if tensor.dim() < 2:
        raise ValueError("Only tensors with 2 or more dimensions are supported")
    if tensor.numel() == 0:
        return tensor
    rows = tensor.shape[0]
    cols = tensor.numel() // rows
    a = ml.randn(rows, cols, dtype=ml.float64)
    if rows >= cols:  # orthonormal columns: Gram-Schmidt over the columns
        q = ml.tensor(_orthonormal_rows(a.t().tolist()), dtype=ml.float64).t()
    else:
        q = ml.tensor(_orthonormal_rows(a.tolist()), dtype=ml.float64)
    with ml.no_grad():
        tensor.copy_((q * gain).reshape(tuple(tensor.shape)).to(tensor.dtype))
    return tensor


def fan_in_uniform_(tensor, fan_in):
    """U(-1/sqrt(fan_in), 1/sqrt(fan_in)): torch's default bias init for Linear and Conv."""
    bound = 1.0 / math.sqrt(fan_in) if fan_in > 0 else 0.0
    return uniform_(tensor, -bound, bound)
