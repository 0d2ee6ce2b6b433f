"""torch.nn layer modules that the `nn` package lacks, over torch.nn.functional:
Conv1d, ConvTranspose1d, ConvTranspose2d, GroupNorm, InstanceNorm1d/2d, LocalResponseNorm,
Upsample, UpsamplingNearest2d, UpsamplingBilinear2d, PixelShuffle, PixelUnshuffle,
Unflatten, Fold, Unfold, ZeroPad2d, ConstantPad1d/2d, ReflectionPad1d/2d,
ReplicationPad1d/2d, MaxPool1d, AvgPool1d, AdaptiveAvgPool1d, CosineSimilarity,
PairwiseDistance, Bilinear, EmbeddingBag, AlphaDropout.

Parameters, their shapes and their default initialisation are torch 1.13's
(kaiming_uniform_(a=sqrt(5)) weights, U(-1/sqrt(fan_in), 1/sqrt(fan_in)) biases), so a
state dict saved by PyTorch loads here and the other way round.
"""
import math
import ml
from nn import Module, Parameter, init
from . import functional as F


def _tuple(v, n):
    return (v,) * n if isinstance(v, int) else tuple(v)


class _ConvNd(Module):
    """The parameters and init shared by Conv1d and the transposed convolutions."""

    def _setup(self, in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias, n,
               transposed, output_padding=0, dtype=None, padding_mode="zeros"):
        if groups <= 0:
            raise ValueError("groups must be a positive integer")
        if in_channels % groups != 0:
            raise ValueError("in_channels must be divisible by groups")
        if out_channels % groups != 0:
            raise ValueError("out_channels must be divisible by groups")
        if padding_mode != "zeros":
            raise ValueError(f"Only \"zeros\" padding mode is supported for {type(self).__name__}"
                             if transposed else f"padding_mode '{padding_mode}' is not supported (only 'zeros')")
        self.in_channels, self.out_channels, self.groups = in_channels, out_channels, groups
        self.kernel_size = _tuple(kernel_size, n)
        self.stride = _tuple(stride, n)
        self.dilation = _tuple(dilation, n)
        self.output_padding = _tuple(output_padding, n)
        self.transposed = transposed
        self.padding_mode = padding_mode
        if isinstance(padding, str):
            if padding == "valid":
                padding = 0
            elif padding == "same" and not transposed:
                if any(s != 1 for s in self.stride):
                    raise ValueError("padding='same' is not supported for strided convolutions")
                padding = tuple(d * (k - 1) // 2 for d, k in zip(self.dilation, self.kernel_size))
            else:
                raise ValueError(f"Invalid padding string '{padding}', should be one of ['valid', 'same']")
        self.padding = _tuple(padding, n)
        dt = dtype or ml.float32
        shape = ((in_channels, out_channels // groups) if transposed else (out_channels, in_channels // groups))
        self.weight = Parameter(ml.empty(*(shape + self.kernel_size), dtype=dt))
        if bias:
            self.bias = Parameter(ml.empty(out_channels, dtype=dt))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        if self.bias is not None:
            fan_in, _ = init.calculate_fan_in_and_fan_out(self.weight)
            if fan_in != 0:
                init.fan_in_uniform_(self.bias, fan_in)

    def extra_repr(self):
        n = len(self.kernel_size)
        s = f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}, stride={self.stride}"
        if self.padding != (0,) * n:
            s += f", padding={self.padding}"
        if self.dilation != (1,) * n:
            s += f", dilation={self.dilation}"
        if self.output_padding != (0,) * n:
            s += f", output_padding={self.output_padding}"
        if self.groups != 1:
            s += f", groups={self.groups}"
        if self.bias is None:
            s += ", bias=False"
        return s


class Conv1d(_ConvNd):
    """1-D cross-correlation over [N, C_in, L] (or [C_in, L]), as torch.nn.Conv1d."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1,
                 bias=True, padding_mode="zeros", device=None, dtype=None):
        super().__init__()
        self._setup(in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias, 1, False,
                    dtype=dtype, padding_mode=padding_mode)

    def forward(self, x):
        return F.conv1d(x, self.weight, self.bias, self.stride, self.padding, self.dilation, self.groups)


class ConvTranspose2d(_ConvNd):
    """The transposed 2-D convolution ("deconvolution"), as torch.nn.ConvTranspose2d:
    weight [C_in, C_out/groups, kH, kW]; forward(x, output_size=None)."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1,
                 bias=True, dilation=1, padding_mode="zeros", device=None, dtype=None):
        super().__init__()
        self._setup(in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias, 2, True,
                    output_padding, dtype, padding_mode)

    def _output_padding(self, x, output_size, n):
        if output_size is None:
            return self.output_padding
        output_size = tuple(output_size)[-n:]
        out = []
        for d in range(n):
            size = x.shape[x.ndim - n + d]
            base = ((size - 1) * self.stride[d] - 2 * self.padding[d] + self.dilation[d] * (self.kernel_size[d] - 1)
                    + 1)
            extra = output_size[d] - base
            if extra < 0 or extra >= max(self.stride[d], self.dilation[d]):
                raise ValueError(f"requested an output size of {list(output_size)}, but valid sizes range from "
                                 f"{base} to {base + max(self.stride[d], self.dilation[d]) - 1}")
            out.append(extra)
        return tuple(out)

    def forward(self, x, output_size=None):
        op = self._output_padding(x, output_size, 2)
        return F.conv_transpose2d(x, self.weight, self.bias, self.stride, self.padding, op, self.groups,
                                  self.dilation)


class ConvTranspose1d(ConvTranspose2d):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1,
                 bias=True, dilation=1, padding_mode="zeros", device=None, dtype=None):
        Module.__init__(self)
        self._setup(in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias, 1, True,
                    output_padding, dtype, padding_mode)

    def forward(self, x, output_size=None):
        op = self._output_padding(x, output_size, 1)
        return F.conv_transpose1d(x, self.weight, self.bias, self.stride, self.padding, op, self.groups,
                                  self.dilation)


class GroupNorm(Module):
    """Normalises groups of channels per sample, with per-channel affine weight/bias."""

    def __init__(self, num_groups, num_channels, eps=1e-5, affine=True, device=None, dtype=None):
        super().__init__()
        if num_channels % num_groups != 0:
            raise ValueError("num_channels must be divisible by num_groups")
        self.num_groups, self.num_channels, self.eps, self.affine = num_groups, num_channels, eps, affine
        if affine:
            self.weight = Parameter(ml.ones(num_channels, dtype=dtype or ml.float32))
            self.bias = Parameter(ml.zeros(num_channels, dtype=dtype or ml.float32))
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)

    def forward(self, x):
        return F.group_norm(x, self.num_groups, self.weight, self.bias, self.eps)

    def extra_repr(self):
        return f"{self.num_groups}, {self.num_channels}, eps={self.eps}, affine={self.affine}"


class _InstanceNorm(Module):
    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=False, track_running_stats=False,
                 device=None, dtype=None):
        super().__init__()
        self.num_features, self.eps, self.momentum = num_features, eps, momentum
        self.affine, self.track_running_stats = affine, track_running_stats
        dt = dtype or ml.float32
        if affine:
            self.weight = Parameter(ml.ones(num_features, dtype=dt))
            self.bias = Parameter(ml.zeros(num_features, dtype=dt))
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)
        if track_running_stats:
            self.register_buffer("running_mean", ml.zeros(num_features, dtype=dt))
            self.register_buffer("running_var", ml.ones(num_features, dtype=dt))
            self.register_buffer("num_batches_tracked", ml.tensor(0, dtype=ml.int64))
        else:
            self.register_buffer("running_mean", None)
            self.register_buffer("running_var", None)

    def forward(self, x):
        unbatched = x.ndim == self._ndim - 1
        if unbatched:
            x = x.unsqueeze(0)
        use_stats = self.training or not self.track_running_stats
        y = F.instance_norm(x, self.running_mean, self.running_var, self.weight, self.bias, use_stats,
                            self.momentum, self.eps)
        return y.squeeze(0) if unbatched else y

    def extra_repr(self):
        return (f"{self.num_features}, eps={self.eps}, momentum={self.momentum}, affine={self.affine}, "
                f"track_running_stats={self.track_running_stats}")


class InstanceNorm1d(_InstanceNorm):
    _ndim = 3


class InstanceNorm2d(_InstanceNorm):
    _ndim = 4


class LocalResponseNorm(Module):
    def __init__(self, size, alpha=1e-4, beta=0.75, k=1.0):
        super().__init__()
        self.size, self.alpha, self.beta, self.k = size, alpha, beta, k

    def forward(self, x):
        return F.local_response_norm(x, self.size, self.alpha, self.beta, self.k)


class Upsample(Module):
    """F.interpolate as a module: size or scale_factor, mode nearest/linear/bilinear/trilinear."""

    def __init__(self, size=None, scale_factor=None, mode="nearest", align_corners=None,
                 recompute_scale_factor=None):
        super().__init__()
        self.size = size
        self.scale_factor = float(scale_factor) if isinstance(scale_factor, (int, float)) else scale_factor
        self.mode, self.align_corners = mode, align_corners
        self.recompute_scale_factor = recompute_scale_factor

    def forward(self, x):
        return F.interpolate(x, self.size, self.scale_factor, self.mode, self.align_corners,
                             self.recompute_scale_factor)

    def extra_repr(self):
        if self.scale_factor is not None:
            info = f"scale_factor={self.scale_factor!r}"
        else:
            info = f"size={self.size!r}"
        return info + f", mode='{self.mode}'"


class UpsamplingNearest2d(Upsample):
    def __init__(self, size=None, scale_factor=None):
        super().__init__(size, scale_factor, mode="nearest")


class UpsamplingBilinear2d(Upsample):
    def __init__(self, size=None, scale_factor=None):
        super().__init__(size, scale_factor, mode="bilinear", align_corners=True)


class PixelShuffle(Module):
    def __init__(self, upscale_factor):
        super().__init__()
        self.upscale_factor = upscale_factor

    def forward(self, x):
        return F.pixel_shuffle(x, self.upscale_factor)

    def extra_repr(self):
        return f"upscale_factor={self.upscale_factor}"


class PixelUnshuffle(Module):
    def __init__(self, downscale_factor):
        super().__init__()
        self.downscale_factor = downscale_factor

    def forward(self, x):
        return F.pixel_unshuffle(x, self.downscale_factor)

    def extra_repr(self):
        return f"downscale_factor={self.downscale_factor}"


class Unflatten(Module):
    def __init__(self, dim, unflattened_size):
        super().__init__()
        self.dim, self.unflattened_size = dim, tuple(unflattened_size)

    def forward(self, x):
        d = self.dim % x.ndim
        return x.reshape(tuple(x.shape[:d]) + self.unflattened_size + tuple(x.shape[d + 1:]))

    def extra_repr(self):
        return f"dim={self.dim}, unflattened_size={self.unflattened_size}"


class Unfold(Module):
    def __init__(self, kernel_size, dilation=1, padding=0, stride=1):
        super().__init__()
        self.kernel_size, self.dilation, self.padding, self.stride = kernel_size, dilation, padding, stride

    def forward(self, x):
        return F.unfold(x, self.kernel_size, self.dilation, self.padding, self.stride)


class Fold(Module):
    def __init__(self, output_size, kernel_size, dilation=1, padding=0, stride=1):
        super().__init__()
        self.output_size, self.kernel_size = output_size, kernel_size
        self.dilation, self.padding, self.stride = dilation, padding, stride

    def forward(self, x):
        return F.fold(x, self.output_size, self.kernel_size, self.dilation, self.padding, self.stride)


class _Pad(Module):
    _n = 2
    _mode = "constant"

    def __init__(self, padding, value=0.0):
        super().__init__()
        self.padding = _tuple(padding, 2 * self._n)
        self.value = value

    def forward(self, x):
        return F.pad(x, self.padding, self._mode, self.value if self._mode == "constant" else None)

    def extra_repr(self):
        return f"padding={self.padding}" + (f", value={self.value}" if self._mode == "constant" else "")


class ConstantPad1d(_Pad):
    _n = 1


class ConstantPad2d(_Pad):
    pass


class ZeroPad2d(_Pad):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return f"padding={self.padding}"


class ReflectionPad1d(_Pad):
    _n, _mode = 1, "reflect"


class ReflectionPad2d(_Pad):
    _mode = "reflect"


class ReplicationPad1d(_Pad):
    _n, _mode = 1, "replicate"


class ReplicationPad2d(_Pad):
    _mode = "replicate"


class MaxPool1d(Module):
    def __init__(self, kernel_size, stride=None, padding=0, dilation=1, return_indices=False, ceil_mode=False):
        super().__init__()
        self.kernel_size, self.stride, self.padding = kernel_size, stride or kernel_size, padding
        self.dilation, self.return_indices, self.ceil_mode = dilation, return_indices, ceil_mode
        if return_indices or ceil_mode or dilation != 1:
            raise NotImplementedError("MaxPool1d with return_indices, ceil_mode or dilation is not implemented "
                                      "in TensorPy")

    def forward(self, x):
        return F.max_pool1d(x, self.kernel_size, self.stride, self.padding)

    def extra_repr(self):
        return (f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}, "
                f"dilation={self.dilation}, ceil_mode={self.ceil_mode}")


class AvgPool1d(Module):
    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):
        super().__init__()
        self.kernel_size, self.stride, self.padding = _tuple(kernel_size, 1), _tuple(stride or kernel_size, 1), \
            _tuple(padding, 1)
        if ceil_mode:
            raise NotImplementedError("AvgPool1d(ceil_mode=True) is not implemented in TensorPy")

    def forward(self, x):
        return F.avg_pool1d(x, self.kernel_size, self.stride, self.padding)

    def extra_repr(self):
        return f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}"


class AdaptiveAvgPool1d(Module):
    def __init__(self, output_size):
        super().__init__()
        self.output_size = output_size

    def forward(self, x):
        return F.adaptive_avg_pool1d(x, self.output_size)

    def extra_repr(self):
        return f"output_size={self.output_size}"


class CosineSimilarity(Module):
    def __init__(self, dim=1, eps=1e-8):
        super().__init__()
        self.dim, self.eps = dim, eps

    def forward(self, x1, x2):
        return F.cosine_similarity(x1, x2, self.dim, self.eps)


class PairwiseDistance(Module):
    def __init__(self, p=2.0, eps=1e-6, keepdim=False):
        super().__init__()
        self.norm, self.eps, self.keepdim = p, eps, keepdim

    def forward(self, x1, x2):
        return F.pairwise_distance(x1, x2, self.norm, self.eps, self.keepdim)


class Bilinear(Module):
    """y = x1^T A x2 + b with weight [out, in1, in2], as torch.nn.Bilinear."""

    def __init__(self, in1_features, in2_features, out_features, bias=True, device=None, dtype=None):
        super().__init__()
        self.in1_features, self.in2_features, self.out_features = in1_features, in2_features, out_features
        dt = dtype or ml.float32
        bound = 1 / math.sqrt(in1_features)
        self.weight = Parameter(ml.rand(out_features, in1_features, in2_features, dtype=dt) * (2 * bound) - bound)
        if bias:
            self.bias = Parameter(ml.rand(out_features, dtype=dt) * (2 * bound) - bound)
        else:
            self.register_parameter("bias", None)

    def forward(self, x1, x2):
        from torch._tensor_ext import einsum
        y = einsum("...i,oij,...j->...o", x1, self.weight, x2)
        return y + self.bias if self.bias is not None else y

    def extra_repr(self):
        return (f"in1_features={self.in1_features}, in2_features={self.in2_features}, "
                f"out_features={self.out_features}, bias={self.bias is not None}")


class EmbeddingBag(Module):
    """Sums/means/maxes of embedding rows per bag, as torch.nn.EmbeddingBag (weight ~ N(0, 1))."""

    def __init__(self, num_embeddings, embedding_dim, max_norm=None, norm_type=2.0, scale_grad_by_freq=False,
                 mode="mean", sparse=False, _weight=None, include_last_offset=False, padding_idx=None,
                 device=None, dtype=None):
        super().__init__()
        if mode not in ("sum", "mean", "max"):
            raise ValueError("mode has to be one of sum, mean or max")
        self.num_embeddings, self.embedding_dim, self.mode = num_embeddings, embedding_dim, mode
        self.include_last_offset = include_last_offset
        self.weight = Parameter(_weight if _weight is not None else
                                ml.randn(num_embeddings, embedding_dim, dtype=dtype or ml.float32))

    def forward(self, input, offsets=None, per_sample_weights=None):
        return F.embedding_bag(input, self.weight, offsets, mode=self.mode, per_sample_weights=per_sample_weights,
                               include_last_offset=self.include_last_offset)

    def extra_repr(self):
        return f"{self.num_embeddings}, {self.embedding_dim}, mode={self.mode}"


class AlphaDropout(Module):
    def __init__(self, p=0.5, inplace=False):
        super().__init__()
        if p < 0 or p > 1:
            raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
        self.p, self.inplace = p, inplace

    def forward(self, x):
        return F.alpha_dropout(x, self.p, self.training)

    def extra_repr(self):
        return f"p={self.p}, inplace={self.inplace}"
