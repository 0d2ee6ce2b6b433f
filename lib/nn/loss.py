"""Loss modules, as torch.nn: MSELoss, CrossEntropyLoss, NLLLoss, BCELoss.

reduction is "mean" (default), "sum" or "none" everywhere, as torch.
Options left at torch's defaults are not passed to ml, so ml needs them only when used.
"""
import ml
from .module import Module


def _check_reduction(reduction):
    if reduction not in ("mean", "sum", "none"):
        raise ValueError(f"{reduction} is not a valid value for reduction")
    return reduction


class MSELoss(Module):
    """mean((input - target)^2), as torch 1.13's nn.MSELoss (input and target broadcast).

    As torch 1.13: a target of another dtype than input's (an int64 target) gives the
    forward value but its backward raises RuntimeError "Found dtype Long but expected
    Float"; two int64 operands raise at once (ml.mse_loss, the original API, promotes instead).
    """

    def __init__(self, reduction="mean"):
        super().__init__()
        self.reduction = _check_reduction(reduction)

    def forward(self, input, target):
        return ml.mse_loss(input, target, reduction=self.reduction, promote_dtypes=False)


def _class_loss_kwargs(loss):
    kwargs = {"reduction": loss.reduction}
    if loss.weight is not None:
        kwargs["weight"] = loss.weight
    if loss.ignore_index != -100:
        kwargs["ignore_index"] = loss.ignore_index
    return kwargs


class CrossEntropyLoss(Module):
    """-log_softmax(logits)[target], averaged, as torch.nn.CrossEntropyLoss.

    Shapes: logits [N, C] float, target [N] int64 class indices -> scalar
    (reduction "none": [N]). weight [C] optional; label_smoothing as torch.
    """

    def __init__(self, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):
        super().__init__()
        self.register_buffer("weight", weight)
        self.ignore_index = ignore_index
        self.reduction = _check_reduction(reduction)
        self.label_smoothing = label_smoothing

    def forward(self, input, target):
        kwargs = _class_loss_kwargs(self)
        if self.label_smoothing != 0.0:
            kwargs["label_smoothing"] = self.label_smoothing
        return ml.cross_entropy(input, target, **kwargs)


class NLLLoss(Module):
    """-input[n, target[n]], averaged, as torch.nn.NLLLoss (input is log-probabilities [N, C])."""

    def __init__(self, weight=None, ignore_index=-100, reduction="mean"):
        super().__init__()
        self.register_buffer("weight", weight)
        self.ignore_index = ignore_index
        self.reduction = _check_reduction(reduction)

    def forward(self, input, target):
        return ml.nll_loss(input, target, **_class_loss_kwargs(self))


class BCELoss(Module):
    """-(t*log(p) + (1-t)*log(1-p)), averaged, as torch.nn.BCELoss (p in [0, 1], same shape as t)."""

    def __init__(self, weight=None, reduction="mean"):
        super().__init__()
        self.register_buffer("weight", weight)
        self.reduction = _check_reduction(reduction)

    def forward(self, input, target):
        if self.weight is not None:
            return ml.binary_cross_entropy(input, target, weight=self.weight, reduction=self.reduction)
        return ml.binary_cross_entropy(input, target, reduction=self.reduction)
