"""More of torch.nn.functional, composed from ml ops (re-exported by functional.py):
prelu, conv_transpose1d/2d, group_norm, instance_norm, pixel_shuffle/unshuffle, unfold/fold,
interpolate (nearest, linear, bilinear; align_corners both ways), the in-place activation
aliases, scaled_dot_product_attention, gumbel_softmax, multilabel_soft_margin_loss,
multi_margin_loss, local_response_norm.

Note [Transposed convolution as convolution]
conv_transpose2d(x, w, stride s, padding p, output_padding op, dilation d, groups g) is the
plain conv2d of x with s-1 zeros inserted between its pixels, padded by d*(k-1)-p on each
side (plus op on the bottom/right; a negative amount crops), with the weight's in/out
channel axes swapped per group and its taps flipped. Zero insertion writes x into a zero
tensor through a strided slice (differentiable); one conv2d does the rest, so speed is
conv2d's on the s^2-times larger input.
"""
import math
import ml


def _pair(v):
    return (v, v) if isinstance(v, int) else tuple(v)


def prelu(input, weight):
    """max(0, x) + weight * min(0, x); weight has 1 element or one per channel (dim 1)."""
    w = weight
    if weight.numel() > 1:
        if input.ndim < 2 or input.shape[1] != weight.numel():
            raise RuntimeError(f"Mismatch of parameter numbers and input channel size. Found parameter numbers = "
                               f"{weight.numel()} and channel size = {input.shape[1] if input.ndim > 1 else 1}.")
        w = weight.reshape((1, -1) + (1,) * (input.ndim - 2))
    zero = ml.zeros((), dtype=input.dtype)
    return ml.maximum(input, zero) + w * ml.minimum(input, zero)


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    """The transposed 2-D convolution (Note [Transposed convolution as convolution]).
    input [N, C_in, H, W] (or unbatched), weight [C_in, C_out/groups, kH, kW] -> [N, C_out, H_out, W_out]
    with H_out = (H-1)*stride - 2*padding + dilation*(kH-1) + output_padding + 1."""
    unbatched = input.ndim == 3
    x = input.unsqueeze(0) if unbatched else input
    if x.ndim != 4:
        raise RuntimeError(f"Expected 3D (unbatched) or 4D (batched) input to conv_transpose2d, but got input of "
                           f"size: {list(input.shape)}")
    sh, sw = _pair(stride)
    ph, pw = _pair(padding)
    oph, opw = _pair(output_padding)
    dh, dw = _pair(dilation)
    n, cin, h, w = x.shape
    if weight.shape[0] != cin:
        raise RuntimeError(f"Given transposed=1, weight of size {list(weight.shape)}, expected input"
                           f"{list(input.shape)} to have {weight.shape[0]} channels, but got {cin} channels instead")
    if oph >= max(sh, dh) or opw >= max(sw, dw):
        raise RuntimeError("output padding must be smaller than either stride or dilation")
    kh, kw = weight.shape[2], weight.shape[3]
    cout_g = weight.shape[1]
    if sh > 1 or sw > 1:
        z = ml.zeros(n, cin, (h - 1) * sh + 1, (w - 1) * sw + 1, dtype=x.dtype)
        z[:, :, ::sh, ::sw] = x
        x = z
    from .functional import pad as _pad
    top, left = dh * (kh - 1) - ph, dw * (kw - 1) - pw
    x = _pad(x, (left, left + opw, top, top + oph))
    # weight [C_in, C_out/g, kh, kw] -> [C_out, C_in/g, kh, kw], taps flipped
    cin_g = cin // groups
    wt = weight.reshape(groups, cin_g, cout_g, kh, kw).transpose(1, 2).reshape(groups * cout_g, cin_g, kh, kw)
    wt = wt[:, :, ml.arange(kh - 1, -1, -1)][:, :, :, ml.arange(kw - 1, -1, -1)]
    out = ml.conv2d(x, wt, bias, 1, 0, (dh, dw), groups)
    return out.squeeze(0) if unbatched else out


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    one = lambda v: v[0] if isinstance(v, (tuple, list)) else v
    unbatched = input.ndim == 2
    x = input.unsqueeze(0) if unbatched else input
    out = conv_transpose2d(x.unsqueeze(2), weight.unsqueeze(2), bias, (1, one(stride)), (0, one(padding)),
                           (0, one(output_padding)), groups, (1, one(dilation))).squeeze(2)
    return out.squeeze(0) if unbatched else out


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-5):
    """Normalise each group of C/num_groups channels over (channels, spatial) per sample."""
    n, c = input.shape[0], input.shape[1]
    if c % num_groups != 0:
        raise RuntimeError(f"Expected number of channels in input to be divisible by num_groups, but got input of "
                           f"shape {list(input.shape)} and num_groups={num_groups}")
    x = input.reshape(n, num_groups, -1)
    mean = x.mean(-1, keepdim=True)
    var = x.var(-1, unbiased=False, keepdim=True)
    y = ((x - mean) * ml.rsqrt(var + eps)).reshape(tuple(input.shape))
    shape = (1, c) + (1,) * (input.ndim - 2)
    if weight is not None:
        y = y * weight.reshape(shape)
    if bias is not None:
        y = y + bias.reshape(shape)
    return y


def instance_norm(input, running_mean=None, running_var=None, weight=None, bias=None, use_input_stats=True,
                  momentum=0.1, eps=1e-5):
    """Normalise each (sample, channel) over its spatial positions."""
    n, c = input.shape[0], input.shape[1]
    x = input.reshape(n, c, -1)
    if use_input_stats or running_mean is None:
        mean = x.mean(-1, keepdim=True)
        var = x.var(-1, unbiased=False, keepdim=True)
        if running_mean is not None and use_input_stats:
            m = x.shape[-1]
            with ml.no_grad():
                running_mean.mul_(1 - momentum).add_(mean.detach().mean(0).reshape(-1) * momentum)
                running_var.mul_(1 - momentum).add_(
                    x.detach().var(-1, unbiased=m > 1).mean(0).reshape(-1) * momentum)
    else:
        mean = running_mean.reshape(1, c, 1)
        var = running_var.reshape(1, c, 1)
    y = ((x - mean) * ml.rsqrt(var + eps)).reshape(tuple(input.shape))
    shape = (1, c) + (1,) * (input.ndim - 2)
    if weight is not None:
        y = y * weight.reshape(shape)
    if bias is not None:
        y = y + bias.reshape(shape)
    return y


def pixel_shuffle(input, upscale_factor):
    r = upscale_factor
    *lead, c, h, w = input.shape
    if c % (r * r) != 0:
        raise RuntimeError(f"pixel_shuffle expects its input's 'channel' dimension to be divisible by the square of "
                           f"upscale_factor, but input.size(-3)={c} is not divisible by {r * r}")
    lead = tuple(lead)
    k = len(lead)
    x = input.reshape(lead + (c // (r * r), r, r, h, w))
    order = tuple(range(k)) + (k, k + 3, k + 1, k + 4, k + 2)
    return x.permute(order).reshape(lead + (c // (r * r), h * r, w * r))


def pixel_unshuffle(input, downscale_factor):
    r = downscale_factor
    *lead, c, h, w = input.shape
    lead = tuple(lead)
    k = len(lead)
    x = input.reshape(lead + (c, h // r, r, w // r, r))
    order = tuple(range(k)) + (k, k + 2, k + 4, k + 1, k + 3)
    return x.permute(order).reshape(lead + (c * r * r, h // r, w // r))


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    """im2col: [N, C, H, W] -> [N, C*kh*kw, L], as one grouped conv2d with one-hot kernels."""
    kh, kw = _pair(kernel_size)
    unbatched = input.ndim == 3
    x = input.unsqueeze(0) if unbatched else input
    n, c = x.shape[0], x.shape[1]
    eye = ml.eye(kh * kw, dtype=x.dtype).reshape(kh * kw, 1, kh, kw)
    wt = eye.repeat(c, 1, 1, 1) if hasattr(eye, "repeat") else ml.cat([eye] * c, 0)
    out = ml.conv2d(x, wt, None, _pair(stride), _pair(padding), _pair(dilation), c)
    out = out.reshape(n, c * kh * kw, -1)
    return out.squeeze(0) if unbatched else out


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    """col2im, the adjoint of unfold: sums the columns' values back into [N, C, H, W]."""
    kh, kw = _pair(kernel_size)
    oh, ow = _pair(output_size)
    dh, dw = _pair(dilation)
    ph, pw = _pair(padding)
    sh, sw = _pair(stride)
    unbatched = input.ndim == 2
    x = input.unsqueeze(0) if unbatched else input
    n, ckk, L = x.shape
    c = ckk // (kh * kw)
    lh = (oh + 2 * ph - dh * (kh - 1) - 1) // sh + 1
    lw = (ow + 2 * pw - dw * (kw - 1) - 1) // sw + 1
    if lh * lw != L:
        raise RuntimeError(f"Given output_size=({oh}, {ow}), kernel_size=({kh}, {kw}), dilation=({dh}, {dw}), "
                           f"padding=({ph}, {pw}), stride=({sh}, {sw}), expected size of input's dimension 2 to "
                           f"match the calculated number of sliding blocks {lh} * {lw} = {lh * lw}, but got "
                           f"input.size(2)={L}.")
    cols = x.reshape(n, c, kh * kw, lh, lw)
    eye = ml.eye(kh * kw, dtype=x.dtype).reshape(kh * kw, 1, kh, kw)
    wt = ml.cat([eye] * c, 0)
    out = conv_transpose2d(cols.reshape(n, c * kh * kw, lh, lw), wt, None, (sh, sw), (ph, pw),
                           0, c, (dh, dw))
    h, w = out.shape[-2], out.shape[-1]
    if h < oh or w < ow:
        from .functional import pad as _pad
        out = _pad(out, (0, ow - w, 0, oh - h))
    out = out[:, :, :oh, :ow]
    return out.squeeze(0) if unbatched else out


def _linear_weights(n_in, n_out, align_corners, scale):
    """Source index pairs (i0, i1) and weight of i1 for linear interpolation along one axis."""
    i0, i1, lam = [], [], []
    for j in range(n_out):
        if align_corners:
            src = j * (n_in - 1) / (n_out - 1) if n_out > 1 else 0.0
        else:
            ratio = (1.0 / scale) if scale is not None else n_in / n_out
            src = max((j + 0.5) * ratio - 0.5, 0.0)
        a = min(int(math.floor(src)), n_in - 1)
        b = min(a + 1, n_in - 1)
        i0.append(a)
        i1.append(b)
        lam.append(src - a)
    return i0, i1, lam


def _interp_linear_axis(x, axis, n_out, align_corners, scale):
    n_in = x.shape[axis]
    i0, i1, lam = _linear_weights(n_in, n_out, align_corners, scale)
    a = x.index_select(axis, ml.tensor(i0, dtype=ml.int64))
    b = x.index_select(axis, ml.tensor(i1, dtype=ml.int64))
    shape = [1] * x.ndim
    shape[axis] = n_out
    w = ml.tensor(lam, dtype=x.dtype).reshape(tuple(shape))
    return a + (b - a) * w


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None,
                recompute_scale_factor=None, antialias=False):
    """Resize the spatial dims (all after the first two): mode 'nearest' (torch's floor rule),
    'linear' (3-D input), 'bilinear' (4-D), 'trilinear' (5-D) with align_corners True/False;
    'bicubic', 'area', 'nearest-exact' raise NotImplementedError."""
    spatial = tuple(input.shape[2:])
    nd = len(spatial)
    if size is not None and scale_factor is not None:
        raise ValueError("only one of size or scale_factor should be defined")
    if size is None and scale_factor is None:
        raise ValueError("either size or scale_factor should be defined")
    if mode in ("nearest", "area", "nearest-exact", "bicubic") and align_corners is not None:
        raise ValueError("align_corners option can only be set with the interpolating modes: linear | bilinear | "
                         "bicubic | trilinear")
    want = {"linear": 1, "bilinear": 2, "trilinear": 3}
    if mode in want and nd != want[mode]:
        raise NotImplementedError(f"Got {input.ndim}D input, but {mode} mode needs {want[mode] + 2}D input")
    if size is not None:
        size = (size,) * nd if isinstance(size, int) else tuple(size)
        scales = [None] * nd
    else:
        sf = (scale_factor,) * nd if not isinstance(scale_factor, (tuple, list)) else tuple(scale_factor)
        size = tuple(int(math.floor(n * f)) for n, f in zip(spatial, sf))
        scales = [None if recompute_scale_factor else f for f in sf]
    if mode == "nearest":
        out = input
        for i, (n, m) in enumerate(zip(spatial, size)):
            if scales[i] is not None:
                idx = [min(int(math.floor(j * (1.0 / scales[i]))), n - 1) for j in range(m)]
            else:
                idx = [min((j * n) // m, n - 1) for j in range(m)]
            out = out.index_select(2 + i, ml.tensor(idx, dtype=ml.int64))
        return out
    if mode in want:
        out = input
        for i in range(nd):
            out = _interp_linear_axis(out, 2 + i, size[i], bool(align_corners), scales[i])
        return out
    raise NotImplementedError(f"F.interpolate mode {mode!r} is not implemented in TensorPy")


def upsample_nearest(input, size=None, scale_factor=None):
    return interpolate(input, size, scale_factor, mode="nearest")


def upsample_bilinear(input, size=None, scale_factor=None):
    return interpolate(input, size, scale_factor, mode="bilinear", align_corners=True)


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None):
    """softmax(q k^T / sqrt(d) + mask) v (torch 2.x's function; available here too)."""
    d = query.shape[-1]
    s = (1.0 / math.sqrt(d)) if scale is None else scale
    scores = ml.matmul(query, key.transpose(-2, -1)) * s
    if is_causal:
        lq, lk = scores.shape[-2], scores.shape[-1]
        keep = ml.tensor([[j <= i for j in range(lk)] for i in range(lq)], dtype=ml.bool)
        scores = ml.masked_fill(scores, ml.logical_not(keep), -math.inf)
    if attn_mask is not None:
        if attn_mask.dtype == ml.bool:
            scores = ml.masked_fill(scores, ml.logical_not(attn_mask), -math.inf)
        else:
            scores = scores + attn_mask
    p = ml.softmax(scores, -1)
    if dropout_p > 0:
        p = ml.dropout(p, dropout_p, True)
    return ml.matmul(p, value)


def gumbel_softmax(logits, tau=1.0, hard=False, eps=1e-10, dim=-1):
    u = ml.rand(tuple(logits.shape), dtype=logits.dtype)
    g = -ml.log(-ml.log(u + eps) + eps)
    y = ml.softmax((logits + g) / tau, dim)
    if not hard:
        return y
    idx = y.argmax(dim, keepdim=True)
    from torch._tensor_ext import scatter
    y_hard = scatter(ml.zeros_like(logits), dim, idx, 1.0)
    return y_hard - y.detach() + y


def multilabel_soft_margin_loss(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):
    loss = -(target * ml.log(ml.sigmoid(input)) + (1 - target) * ml.log(ml.sigmoid(-input)))
    if weight is not None:
        loss = loss * weight
    loss = loss.mean(-1)
    from .functional import _reduce
    return _reduce(loss, reduction)


def multi_margin_loss(input, target, p=1, margin=1.0, weight=None, size_average=None, reduce=None,
                      reduction="mean"):
    x = input if input.ndim == 2 else input.unsqueeze(0)
    t = target.reshape(-1)
    c = x.shape[1]
    xy = x[ml.arange(x.shape[0]), t].unsqueeze(1)
    m = ml.relu(margin - xy + x)
    if p == 2:
        m = m * m
    if weight is not None:
        m = m * weight[t].unsqueeze(1)
    notself = ml.one_hot(t, c) == 0
    loss = (m * notself.to(x.dtype)).sum(1) / c
    from .functional import _reduce
    return _reduce(loss if input.ndim == 2 else loss.reshape(()), reduction)


def local_response_norm(input, size, alpha=1e-4, beta=0.75, k=1.0):
    sq = input * input
    c = input.shape[1]
    from .functional import pad as _pad
    x = sq.unsqueeze(1)  # [N, 1, C, ...]
    flat = x.reshape(x.shape[0], 1, c, -1)
    flat = _pad(flat, (0, 0, size // 2, (size - 1) // 2))
    avg = ml.avg_pool2d(flat, (size, 1), 1).reshape(tuple(input.shape))
    return input / (k + alpha * avg) ** beta


def threshold_(input, threshold, value):
    from .functional import threshold as _t
    return input.copy_(_t(input, threshold, value))


def elu_(input, alpha=1.0):
    from .functional import elu
    return input.copy_(elu(input, alpha))


def leaky_relu_(input, negative_slope=0.01):
    from .functional import leaky_relu
    return input.copy_(leaky_relu(input, negative_slope))


def hardtanh_(input, min_val=-1.0, max_val=1.0):
    from .functional import hardtanh
    return input.copy_(hardtanh(input, min_val, max_val))


def affine_grid(theta, size, align_corners=None):
    """The sampling grid [N, H, W, 2] of the 2-D affine maps theta [N, 2, 3] for output size
    (N, C, H, W), as torch (align_corners False when None)."""
    if len(size) != 4:
        raise NotImplementedError("affine_grid: only 4-D sizes (2-D images) are implemented in TensorPy")
    n, _, h, w = size
    if theta.ndim != 3 or tuple(theta.shape[1:]) != (2, 3):
        raise ValueError(f"Expected a batch of 2D affine matrices of shape Nx2x3 for size {list(size)}. Got "
                         f"{list(theta.shape)}.")
    ac = bool(align_corners)

    def lin(k):
        if k == 1:
            return [0.0]
        return [(-1.0 + 2.0 * i / (k - 1)) * (1.0 if ac else (k - 1) / k) for i in range(k)]
    xs, ys = lin(w), lin(h)
    base = ml.tensor([[x, y, 1.0] for y in ys for x in xs], dtype=theta.dtype)  # [H*W, 3]
    grid = ml.matmul(base.unsqueeze(0), theta.transpose(1, 2))  # [N, H*W, 2]
    return grid.reshape(n, h, w, 2)


def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=None):
    """Sample input [N, C, H, W] at grid [N, Ho, Wo, 2] ((x, y) in [-1, 1]): mode bilinear or
    nearest, padding_mode zeros or border; differentiable in input and (bilinear) grid."""
    if mode not in ("bilinear", "nearest"):
        raise NotImplementedError(f"grid_sample mode {mode!r} is not implemented in TensorPy")
    if padding_mode not in ("zeros", "border"):
        raise NotImplementedError(f"grid_sample padding_mode {padding_mode!r} is not implemented in TensorPy")
    if input.ndim != 4:
        raise NotImplementedError("grid_sample: only 4-D input is implemented in TensorPy")
    n, c, h, w = input.shape
    ho, wo = grid.shape[1], grid.shape[2]
    ac = bool(align_corners)
    gx, gy = grid[..., 0], grid[..., 1]

    def unnorm(g, size):
        return (g + 1) / 2 * (size - 1) if ac else ((g + 1) * size - 1) / 2
    ix, iy = unnorm(gx, w), unnorm(gy, h)
    if padding_mode == "border":
        ix = ml.clamp(ix, 0, w - 1)
        iy = ml.clamp(iy, 0, h - 1)
    flat = input.reshape(n, c, h * w)

    def tap(xi, yi):
        """Values at integer positions (xi, yi) [N, Ho, Wo] (zeros outside) -> [N, C, Ho, Wo]."""
        inside = ((xi >= 0) & (xi <= w - 1) & (yi >= 0) & (yi <= h - 1)).to(input.dtype)
        xc = ml.clamp(xi, 0, w - 1).to(ml.int64)
        yc = ml.clamp(yi, 0, h - 1).to(ml.int64)
        idx = (yc * w + xc).reshape(n, 1, ho * wo).expand((n, c, ho * wo))
        from torch._compose import gather
        v = gather(flat, 2, idx).reshape(n, c, ho, wo)
        return v * inside.unsqueeze(1)
    if mode == "nearest":
        from torch._compose import round as _round
        return tap(_round(ix.detach()), _round(iy.detach()))
    from torch._compose import floor
    x0, y0 = floor(ix.detach()), floor(iy.detach())
    x1, y1 = x0 + 1, y0 + 1
    wx1, wy1 = ix - x0, iy - y0
    wx0, wy0 = 1 - wx1, 1 - wy1
    out = (tap(x0, y0) * (wx0 * wy0).unsqueeze(1) + tap(x1, y0) * (wx1 * wy0).unsqueeze(1) +
           tap(x0, y1) * (wx0 * wy1).unsqueeze(1) + tap(x1, y1) * (wx1 * wy1).unsqueeze(1))
    return out


def embedding_bag(input, weight, offsets=None, max_norm=None, norm_type=2, scale_grad_by_freq=False, mode="mean",
                  sparse=False, per_sample_weights=None, include_last_offset=False, padding_idx=None):
    """Sums, means or maxes of embedding rows per bag: input [B, L] (bags of equal length) or
    1-D with offsets (bag starts)."""
    if mode not in ("sum", "mean", "max"):
        raise ValueError("mode has to be one of sum, mean or max")
    if per_sample_weights is not None and mode != "sum":
        raise NotImplementedError("embedding_bag: per_sample_weights was only supported for mode='sum', but got "
                                  f"mode='{mode}'. Please open a feature request on GitHub.")
    if input.ndim == 2:
        rows = weight[input.reshape(-1)].reshape(tuple(input.shape) + (weight.shape[1],))
        if per_sample_weights is not None:
            rows = rows * per_sample_weights.unsqueeze(-1)
        if mode == "sum":
            return rows.sum(1)
        if mode == "mean":
            return rows.mean(1)
        return ml.amax(rows, 1)
    if offsets is None:
        raise ValueError("offsets has to be a 1D Tensor but got None")
    starts = offsets.tolist()
    n = input.shape[0]
    if include_last_offset:
        ends = starts[1:]
        starts = starts[:-1]
    else:
        ends = starts[1:] + [n]
    rows = weight[input]
    if per_sample_weights is not None:
        rows = rows * per_sample_weights.unsqueeze(-1)
    out = []
    for s, e in zip(starts, ends):
        if e <= s:
            out.append(ml.zeros(weight.shape[1], dtype=weight.dtype))
            continue
        bag = rows[s:e]
        out.append(bag.sum(0) if mode == "sum" else (bag.mean(0) if mode == "mean" else ml.amax(bag, 0)))
    return ml.stack(out, 0)


def alpha_dropout(input, p=0.5, training=False, inplace=False):
    """SELU-preserving dropout: dropped units take SELU's negative saturation, then an affine
    correction keeps mean and variance (torch's formula)."""
    if p < 0 or p > 1:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if not training or p == 0:
        return input
    if p == 1:
        return input * 0
    alpha = -1.7580993408473766
    keep = (ml.rand(tuple(input.shape), dtype=input.dtype) >= p).to(input.dtype)
    a = 1.0 / math.sqrt((alpha * alpha * p + 1) * (1 - p))
    b = -a * alpha * p
    return (input * keep + alpha * (1 - keep)) * a + b


__all__ = ["affine_grid", "grid_sample", "embedding_bag", "alpha_dropout", "prelu", "conv_transpose2d", "conv_transpose1d", "group_norm", "instance_norm", "pixel_shuffle",
           "pixel_unshuffle", "unfold", "fold", "interpolate", "upsample", "upsample_nearest", "upsample_bilinear",
           "scaled_dot_product_attention", "gumbel_softmax", "multilabel_soft_margin_loss", "multi_margin_loss",
           "local_response_norm", "threshold_", "elu_", "leaky_relu_", "hardtanh_"]
upsample = interpolate
