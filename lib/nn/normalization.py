"""Normalisation layers: LayerNorm, BatchNorm1d, BatchNorm2d, as torch.nn."""
import ml
from .module import Module
from . import init


class LayerNorm(Module):
    """(x - mean) / sqrt(var + eps) * weight + bias over the last len(normalized_shape) dims,
    as torch.nn.LayerNorm (biased variance).

    Shapes: x [*, *normalized_shape] -> same; weight and bias normalized_shape
    (ones and zeros at init) when elementwise_affine.
    """

    def __init__(self, normalized_shape, eps=1e-5, elementwise_affine=True, device=None, dtype=None):
        super().__init__()
        if isinstance(normalized_shape, int):
            normalized_shape = (normalized_shape,)
        self.normalized_shape = tuple(normalized_shape)
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        if elementwise_affine:
            self.weight = ml.Parameter(ml.ones(*self.normalized_shape, dtype=dtype or ml.float32))
            self.bias = ml.Parameter(ml.zeros(*self.normalized_shape, dtype=dtype or ml.float32))
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)
        if device is not None:
            self.to(device)

    def reset_parameters(self):
        """weight = 1, bias = 0, as torch."""
        if self.elementwise_affine:
            init.ones_(self.weight)
            init.zeros_(self.bias)

    def forward(self, x):
        return ml.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)

    def extra_repr(self):
        return f"{self.normalized_shape}, eps={self.eps}, elementwise_affine={self.elementwise_affine}"


class _BatchNorm(Module):
    """Shared body of BatchNorm1d/2d, as torch.nn.modules.batchnorm._BatchNorm.

    Training mode normalises with the batch statistics (biased variance) and
    updates running_mean/running_var in place with momentum (unbiased variance)
    and num_batches_tracked (int64) by one; momentum=None uses the cumulative
    average 1/num_batches_tracked. Eval mode uses the running statistics.
    weight (ones) and bias (zeros) [num_features] when affine.
    """

    expected_dims = ()

    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True, track_running_stats=True,
                 device=None, dtype=None):
        super().__init__()
        self.num_features = num_features
        self.eps = eps
        self.momentum = momentum
        self.affine = affine
        self.track_running_stats = track_running_stats
        dt = dtype or ml.float32
        if affine:
            self.weight = ml.Parameter(ml.ones(num_features, dtype=dt))
            self.bias = ml.Parameter(ml.zeros(num_features, dtype=dt))
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
            self.register_buffer("num_batches_tracked", None)
        if device is not None:
            self.to(device)

    def reset_running_stats(self):
        """running_mean = 0, running_var = 1, num_batches_tracked = 0."""
        if self.track_running_stats:
            with ml.no_grad():
                self.running_mean.zero_()
                self.running_var.fill_(1)
                self.num_batches_tracked.zero_()

    def reset_parameters(self):
        """Running statistics reset, weight = 1, bias = 0, as torch."""
        self.reset_running_stats()
        if self.affine:
            init.ones_(self.weight)
            init.zeros_(self.bias)

    def forward(self, x):
        if x.ndim not in self.expected_dims:
            raise ValueError(f"expected {' or '.join(str(d) + 'D' for d in self.expected_dims)} "
                             f"input (got {x.ndim}D input)")
        factor = 0.0 if self.momentum is None else self.momentum
        if self.training and self.track_running_stats:
            with ml.no_grad():
                self.num_batches_tracked.add_(1)
            if self.momentum is None:
                factor = 1.0 / self.num_batches_tracked.item()
        use_batch = self.training or (self.running_mean is None and self.running_var is None)
        track = not self.training or self.track_running_stats
        return ml.batch_norm(x, self.running_mean if track else None, self.running_var if track else None,
                             self.weight, self.bias, use_batch, factor, self.eps)

    def extra_repr(self):
        return (f"{self.num_features}, eps={self.eps}, momentum={self.momentum}, affine={self.affine}, "
                f"track_running_stats={self.track_running_stats}")


class BatchNorm1d(_BatchNorm):
    """Batch normalisation over [N, C] or [N, C, L] per channel C, as torch.nn.BatchNorm1d."""

    expected_dims = (2, 3)


class BatchNorm2d(_BatchNorm):
    """Batch normalisation over [N, C, H, W] per channel C, as torch.nn.BatchNorm2d."""

    expected_dims = (4,)
