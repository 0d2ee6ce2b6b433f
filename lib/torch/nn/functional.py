"""torch.nn.functional (F): the ml functions under torch's names and signatures, plus the
functions ml has no single kernel for, composed from ml ops with torch 1.13's formulas
(leaky_relu, elu, selu, softplus, hardtanh, relu6, log_sigmoid, normalize, pad (constant),
smooth_l1_loss, huber_loss, kl_div, cosine_similarity, dropout2d, adaptive pooling when the
size divides, ...). Every composition is differentiable through its ml ops.
"""
import math
import ml

linear = ml.linear
conv2d = ml.conv2d
max_pool2d = ml.max_pool2d
avg_pool2d = ml.avg_pool2d
layer_norm = ml.layer_norm
batch_norm = ml.batch_norm
embedding = ml.embedding
one_hot = ml.one_hot
cross_entropy = ml.cross_entropy
nll_loss = ml.nll_loss
l1_loss = ml.l1_loss
binary_cross_entropy = ml.binary_cross_entropy
binary_cross_entropy_with_logits = ml.binary_cross_entropy_with_logits
gelu = ml.gelu
silu = ml.silu
sigmoid = ml.sigmoid
tanh = ml.tanh
logsumexp = ml.logsumexp

_REDUCTIONS = ("mean", "sum", "none")


def mse_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    """torch 1.13's F.mse_loss: an int64 target gives the value, and backward raises
    "Found dtype Long but expected Float" (ml.mse_loss alone promotes, the original API)."""
    return ml.mse_loss(input, target, size_average, reduce, reduction, promote_dtypes=False)


def _reduce(loss, reduction):
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
    if reduction == "none":
        return loss
    raise ValueError(f"{reduction} is not a valid value for reduction")


def _implicit_dim(ndim):
    return 0 if ndim in (0, 1, 3) else 1


def relu(input, inplace=False):
    return input.relu_() if inplace else ml.relu(input)


def relu_(input):
    return input.relu_()


def relu6(input, inplace=False):
    return hardtanh(input, 0.0, 6.0, inplace)


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False):
    if inplace:
        return input.clamp_(min_val, max_val)
    return ml.clamp(input, min_val, max_val)


def leaky_relu(input, negative_slope=0.01, inplace=False):
    out = ml.where(input > 0, input, input * negative_slope)
    if inplace:
        with ml.no_grad():
            input.copy_(out)
        return input
    return out


def elu(input, alpha=1.0, inplace=False):
    return ml.where(input > 0, input, (ml.exp(ml.clamp(input, max=0.0)) - 1.0) * alpha)


def celu(input, alpha=1.0, inplace=False):
    return ml.where(input > 0, input, (ml.exp(ml.clamp(input, max=0.0) / alpha) - 1.0) * alpha)


def selu(input, inplace=False):
    alpha = 1.6732632423543772848170429916717
    scale = 1.0507009873554804934193349852946
    return elu(input, alpha) * scale


def softplus(input, beta=1, threshold=20):
    """log(1 + exp(beta x)) / beta, linear where beta x > threshold (torch's formula)."""
    scaled = input * beta
    soft = ml.log1p(ml.exp(ml.clamp(scaled, max=threshold))) / beta
    return ml.where(scaled > threshold, input, soft)


def softsign(input):
    return input / (input.abs() + 1.0)


def logsigmoid(input):
    """log(sigmoid(x)) = -softplus(-x), stable for large |x|."""
    return ml.clamp(input, max=0.0) - ml.log1p(ml.exp(-input.abs()))


log_sigmoid = logsigmoid


def hardsigmoid(input, inplace=False):
    return ml.clamp(input / 6.0 + 0.5, 0.0, 1.0)


def hardswish(input, inplace=False):
    return input * hardsigmoid(input)


def mish(input, inplace=False):
    return input * ml.tanh(softplus(input))


def tanhshrink(input):
    return input - ml.tanh(input)


def softshrink(input, lambd=0.5):
    return ml.where(input > lambd, input - lambd, ml.where(input < -lambd, input + lambd, input * 0.0))


def hardshrink(input, lambd=0.5):
    return ml.where(input.abs() > lambd, input, input * 0.0)


def threshold(input, threshold, value, inplace=False):
    return ml.where(input > threshold, input, ml.full_like(input, value))


def glu(input, dim=-1):
    a, b = ml.chunk(input, 2, dim)
    return a * ml.sigmoid(b)


def softmax(input, dim=None, _stacklevel=3, dtype=None):
    if dim is None:
        dim = _implicit_dim(input.ndim)
    return ml.softmax(input, dim, dtype=dtype) if dtype is not None else ml.softmax(input, dim)


def log_softmax(input, dim=None, _stacklevel=3, dtype=None):
    if dim is None:
        dim = _implicit_dim(input.ndim)
    return ml.log_softmax(input, dim, dtype=dtype) if dtype is not None else ml.log_softmax(input, dim)


def softmin(input, dim=None, _stacklevel=3, dtype=None):
    return softmax(-input, dim, dtype=dtype)


def dropout(input, p=0.5, training=True, inplace=False):
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    return ml.dropout(input, p, training, inplace)


def _channel_dropout(input, p, training, min_dim):
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if not training or p == 0.0:
        return input
    if p == 1.0:
        return input * 0.0
    shape = tuple(input.shape[:min_dim]) + (1,) * (input.ndim - min_dim)
    keep = (ml.rand(*shape) >= p).to(input.dtype) / (1.0 - p)
    return input * keep


def dropout1d(input, p=0.5, training=True, inplace=False):
    return _channel_dropout(input, p, training, input.ndim - 1)


def dropout2d(input, p=0.5, training=True, inplace=False):
    return _channel_dropout(input, p, training, input.ndim - 2)


def dropout3d(input, p=0.5, training=True, inplace=False):
    return _channel_dropout(input, p, training, input.ndim - 3)


def normalize(input, p=2.0, dim=1, eps=1e-12, out=None):
    """input / max(||input||_p along dim, eps), as torch."""
    denom = ml.clamp(ml.norm(input, p, dim, keepdim=True), min=eps)
    return input / denom.expand_as(input)


def pad(input, pad, mode="constant", value=None):
    """Pads the last len(pad)//2 dims: pad = (left, right, top, bottom, ...); mode 'constant'
    (negative pads crop); 'reflect'/'replicate'/'circular' raise NotImplementedError."""
    if len(pad) % 2 != 0:
        raise ValueError("Padding length must be divisible by 2")
    if len(pad) // 2 > input.ndim:
        raise ValueError("Padding length too large")
    if mode != "constant":
        if mode in ("reflect", "replicate", "circular"):
            return _pad_index(input, pad, mode)
        raise NotImplementedError(f"F.pad mode {mode!r} is not implemented in TensorPy")
    fill = 0.0 if value is None else value
    out = input
    for i in range(len(pad) // 2):
        dim = input.ndim - 1 - i
        left, right = pad[2 * i], pad[2 * i + 1]
        n = out.shape[dim]
        if left < 0 or right < 0:
            start = -left if left < 0 else 0
            stop = n + right if right < 0 else n
            key = (slice(None),) * dim + (slice(start, stop),)
            out = out[key]
            left, right = max(left, 0), max(right, 0)
        parts = []
        if left > 0:
            shape = list(out.shape)
            shape[dim] = left
            parts.append(ml.full(tuple(shape), fill, dtype=out.dtype))
        parts.append(out)
        if right > 0:
            shape = list(out.shape)
            shape[dim] = right
            parts.append(ml.full(tuple(shape), fill, dtype=out.dtype))
        if len(parts) > 1:
            out = ml.cat(parts, dim)
    return out


def _pad_index(input, pad, mode):
    out = input
    for i in range(len(pad) // 2):
        dim = input.ndim - 1 - i
        left, right = pad[2 * i], pad[2 * i + 1]
        n = out.shape[dim]
        idx = []
        for j in range(-left, n + right):
            if mode == "replicate":
                idx.append(min(max(j, 0), n - 1))
            elif mode == "circular":
                idx.append(j % n)
            else:
                if left >= n or right >= n:
                    raise RuntimeError("Padding size should be less than the corresponding input dimension")
                k = j
                if k < 0:
                    k = -k
                if k >= n:
                    k = 2 * (n - 1) - k
                idx.append(k)
        key = (slice(None),) * dim + (ml.tensor(idx, dtype=ml.int64),)
        out = out[key]
    return out


def adaptive_avg_pool2d(input, output_size):
    """Average pooling to output_size; the bins of torch's rule (start = floor(i*in/out),
    end = ceil((i+1)*in/out)), through avg_pool2d when the sizes divide."""
    if hasattr(ml, "adaptive_avg_pool2d"):
        return ml.adaptive_avg_pool2d(input, output_size)
    return _adaptive_pool2d(input, output_size, False)


def adaptive_max_pool2d(input, output_size, return_indices=False):
    if return_indices:
        raise NotImplementedError("adaptive_max_pool2d(return_indices=True) is not implemented in TensorPy")
    if hasattr(ml, "adaptive_max_pool2d"):
        return ml.adaptive_max_pool2d(input, output_size)
    return _adaptive_pool2d(input, output_size, True)


def _adaptive_pool2d(input, output_size, is_max):
    if isinstance(output_size, int):
        output_size = (output_size, output_size)
    h, w = input.shape[-2], input.shape[-1]
    oh = h if output_size[0] is None else output_size[0]
    ow = w if output_size[1] is None else output_size[1]
    if h % oh == 0 and w % ow == 0:
        k = (h // oh, w // ow)
        return ml.max_pool2d(input, k, k) if is_max else ml.avg_pool2d(input, k, k)
    rows = []
    for i in range(oh):
        h0, h1 = (i * h) // oh, -((-(i + 1) * h) // oh)
        cols = []
        for j in range(ow):
            w0, w1 = (j * w) // ow, -((-(j + 1) * w) // ow)
            cell = input[..., h0:h1, w0:w1]
            cols.append(ml.amax(cell, (-2, -1)) if is_max else cell.mean((-2, -1)))
        rows.append(ml.stack(cols, -1))
    return ml.stack(rows, -2)


def conv1d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """1-D convolution as a 2-D one over a height-1 image."""
    one = lambda v: v[0] if isinstance(v, (tuple, list)) else v
    pair = lambda v: (1, one(v))
    pad_ = padding if isinstance(padding, str) else (0, one(padding))
    squeeze = input.ndim == 2
    x = input.unsqueeze(0) if squeeze else input
    out = ml.conv2d(x.unsqueeze(2), weight.unsqueeze(2), bias, pair(stride), pad_, pair(dilation), groups)
    out = out.squeeze(2)
    return out.squeeze(0) if squeeze else out


def max_pool1d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    k = kernel_size[0] if isinstance(kernel_size, (tuple, list)) else kernel_size
    s = k if stride is None else (stride[0] if isinstance(stride, (tuple, list)) else stride)
    p = padding[0] if isinstance(padding, (tuple, list)) else padding
    return ml.max_pool2d(input.unsqueeze(-2), (1, k), (1, s), (0, p)).squeeze(-2)


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):
    k = kernel_size[0] if isinstance(kernel_size, (tuple, list)) else kernel_size
    s = k if stride is None else (stride[0] if isinstance(stride, (tuple, list)) else stride)
    p = padding[0] if isinstance(padding, (tuple, list)) else padding
    return ml.avg_pool2d(input.unsqueeze(-2), (1, k), (1, s), (0, p)).squeeze(-2)


def adaptive_avg_pool1d(input, output_size):
    return adaptive_avg_pool2d(input.unsqueeze(-2), (1, output_size)).squeeze(-2)


def smooth_l1_loss(input, target, size_average=None, reduce=None, reduction="mean", beta=1.0):
    """0.5 d^2 / beta where |d| < beta, else |d| - 0.5 beta (torch's formula)."""
    d = (input - target).abs()
    if beta == 0.0:
        return _reduce(d, reduction)
    loss = ml.where(d < beta, d * d * (0.5 / beta), d - 0.5 * beta)
    return _reduce(loss, reduction)


def huber_loss(input, target, reduction="mean", delta=1.0):
    d = (input - target).abs()
    loss = ml.where(d < delta, d * d * 0.5, (d - 0.5 * delta) * delta)
    return _reduce(loss, reduction)


def kl_div(input, target, size_average=None, reduce=None, reduction="mean", log_target=False):
    """target * (log target - input) (input holds log-probabilities); 'batchmean' divides by N."""
    if log_target:
        loss = ml.exp(target) * (target - input)
    else:
        safe = ml.where(target > 0, target, ml.ones_like(target))
        loss = ml.where(target > 0, target * (ml.log(safe) - input), target * 0.0)
    if reduction == "batchmean":
        return loss.sum() / input.shape[0] if input.ndim > 0 else loss.sum()
    return _reduce(loss, reduction)


def poisson_nll_loss(input, target, log_input=True, full=False, size_average=None, eps=1e-8, reduce=None,
                     reduction="mean"):
    if log_input:
        loss = ml.exp(input) - target * input
    else:
        loss = input - target * ml.log(input + eps)
    if full:
        stirling = target * ml.log(ml.clamp(target, min=1.0)) - target + 0.5 * ml.log(
            ml.clamp(target, min=1.0) * (2 * math.pi))
        loss = loss + ml.where(target > 1, stirling, target * 0.0)
    return _reduce(loss, reduction)


def soft_margin_loss(input, target, reduction="mean"):
    return _reduce(ml.log1p(ml.exp(-target * input)), reduction)


def margin_ranking_loss(input1, input2, target, margin=0.0, reduction="mean"):
    return _reduce(ml.clamp(-target * (input1 - input2) + margin, min=0.0), reduction)


def hinge_embedding_loss(input, target, margin=1.0, reduction="mean"):
    loss = ml.where(target == 1, input, ml.clamp(margin - input, min=0.0))
    return _reduce(loss, reduction)


def cosine_similarity(x1, x2, dim=1, eps=1e-8):
    """x1.x2 / max(||x1|| ||x2||, eps) along dim (torch 1.13 clamps each norm at eps)."""
    num = (x1 * x2).sum(dim)
    n1 = ml.clamp(ml.norm(x1, 2, dim), min=eps)
    n2 = ml.clamp(ml.norm(x2, 2, dim), min=eps)
    return num / (n1 * n2)


def cosine_embedding_loss(input1, input2, target, margin=0.0, reduction="mean"):
    cos = cosine_similarity(input1, input2, 1, 1e-8)
    loss = ml.where(target == 1, 1.0 - cos, ml.clamp(cos - margin, min=0.0))
    return _reduce(loss, reduction)


def pairwise_distance(x1, x2, p=2.0, eps=1e-6, keepdim=False):
    return ml.norm(x1 - x2 + eps, p, -1, keepdim=keepdim)


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-6, swap=False, reduction="mean"):
    d_pos = pairwise_distance(anchor, positive, p, eps)
    d_neg = pairwise_distance(anchor, negative, p, eps)
    if swap:
        d_neg = ml.minimum(d_neg, pairwise_distance(positive, negative, p, eps))
    return _reduce(ml.clamp(d_pos - d_neg + margin, min=0.0), reduction)


def gaussian_nll_loss(input, target, var, full=False, eps=1e-6, reduction="mean"):
    v = ml.clamp(var, min=eps)
    loss = 0.5 * (ml.log(v) + (input - target) ** 2 / v)
    if full:
        loss = loss + 0.5 * math.log(2 * math.pi)
    return _reduce(loss, reduction)


# conv_transpose*, group_norm, interpolate (nearest/linear/bilinear), unfold/fold, prelu, ...:
# functional_ext.py, loaded on first use (Note [Lazy torch modules], torch/__init__.py).
def __getattr__(name):
    from .. import _lazy_index
    if name not in _lazy_index.FUNCTIONAL_EXT_ALL:
        raise AttributeError(f"module 'torch.nn.functional' has no attribute '{name}'")
    from . import functional_ext
    value = getattr(functional_ext, name)
    globals()[name] = value
    return value
