"""torch.nn.functional and torch.* functions that TensorPy composes from ml ops, against
PyTorch's outputs and input gradients (fixtures/functional.json)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch
import torch.nn.functional as F
import torchcheck

report = torchcheck.Report("functional")
T = torchcheck.tensor

FUNCTIONS = {
    "leaky_relu": lambda a: F.leaky_relu(a, 0.1),
    "elu": lambda a: F.elu(a, 0.7),
    "selu": F.selu,
    "celu": lambda a: F.celu(a, 1.5),
    "softplus": lambda a: F.softplus(a, 2, 3),
    "softsign": F.softsign,
    "logsigmoid": F.logsigmoid,
    "hardtanh": lambda a: F.hardtanh(a, -0.5, 1.5),
    "relu6": F.relu6,
    "hardswish": F.hardswish,
    "mish": F.mish,
    "glu": lambda a: F.glu(a, 0),
    "softmax_implicit_dim": lambda a: F.softmax(a, dim=1),
    "softmin": lambda a: F.softmin(a, 1),
    "normalize": lambda a: F.normalize(a, dim=1),
    "normalize_p1_dim0": lambda a: F.normalize(a, p=1, dim=0),
    "pad_constant": lambda a: F.pad(a, (1, 2, 0, 1), value=0.5),
    "pad_crop": lambda a: F.pad(a, (-1, 1)),
    "pad_reflect": lambda a: F.pad(a, (2, 1, 1, 2), mode="reflect"),
    "pad_replicate": lambda a: F.pad(a, (2, 1, 1, 0), mode="replicate"),
    "pad_circular": lambda a: F.pad(a, (2, 1, 1, 2), mode="circular"),
    "adaptive_avg_pool2d_divisible": lambda a: F.adaptive_avg_pool2d(a, (5, 3)),
    "adaptive_avg_pool2d_uneven": lambda a: F.adaptive_avg_pool2d(a, (3, 4)),
    "adaptive_max_pool2d_uneven": lambda a: F.adaptive_max_pool2d(a, (2, 4)),
    "smooth_l1_loss": lambda a, b: F.smooth_l1_loss(a, b, beta=0.5),
    "smooth_l1_loss_sum": lambda a, b: F.smooth_l1_loss(a, b, reduction="sum"),
    "huber_loss": lambda a, b: F.huber_loss(a, b, delta=0.7),
    "kl_div_batchmean": lambda a, b: F.kl_div(a, b, reduction="batchmean"),
    "kl_div_none_log_target": lambda a, b: F.kl_div(a, b, reduction="none", log_target=True),
    "cosine_similarity": lambda a, b: F.cosine_similarity(a, b),
    "pairwise_distance": lambda a, b: F.pairwise_distance(a, b),
    "margin_ranking_loss": lambda a, b: F.margin_ranking_loss(a[0], a[1], torch.sign(b[0]), 0.2),
    "soft_margin_loss": lambda a, b: F.soft_margin_loss(a, torch.sign(b)),
    "conv1d": lambda a, w: F.conv1d(a, w, padding=1, stride=2),
    "max_pool1d": lambda a: F.max_pool1d(a, 2),
    "avg_pool1d": lambda a: F.avg_pool1d(a, 3, 1),
    "interpolate_nearest": lambda a: F.interpolate(a, scale_factor=2),
    "dropout_eval": lambda a: F.dropout(a, 0.5, training=False),
    "tan": torch.tan,
    "log2": torch.log2,
    "log10": torch.log10,
    "sinh": torch.sinh,
    "cosh": torch.cosh,
    "tril": lambda a: torch.tril(a, 1),
    "triu": lambda a: torch.triu(a, -1),
    "cumsum": lambda a: torch.cumsum(a, 1),
    "cumsum_dim0": lambda a: torch.cumsum(a, 0),
    "cumprod": lambda a: torch.cumprod(a, 1),
    "flip": lambda a: torch.flip(a, (0, 1)),
    "roll": lambda a: torch.roll(a, 2, 1),
    "roll_flat": lambda a: torch.roll(a, -4),
    "outer": torch.outer,
    "addmm": lambda c, a, b: torch.addmm(c, a, b, beta=0.5, alpha=2.0),
    "gather": lambda a: torch.gather(a, 1, torch.tensor([[0, 4], [2, 2], [1, 3]])),
    "index_select": lambda a: torch.index_select(a, 1, torch.tensor([4, 0, 0])),
    "sort_values": lambda a: torch.sort(a, 1, descending=True).values,
    "topk_values": lambda a: torch.topk(a, 2, 1).values,
    "diff": lambda a: torch.diff(a, dim=1),
    "lerp": lambda a, b: torch.lerp(a, b, 0.3),
    "cdist": lambda a, b: torch.cdist(a, b),
    "round": torch.round,
    "floor": torch.floor,
    "ceil": torch.ceil,
    "trunc": torch.trunc,
    "sign": torch.sign,
    "fmod": lambda a: torch.fmod(a, 1.5),
    "argsort": lambda a: torch.argsort(a, 1),
    "topk_indices": lambda a: torch.topk(a, 3, 1, largest=False).indices,
    "nonzero": lambda a: torch.nonzero(a > 0.5),
    "isclose": lambda a: torch.isclose(a, a + 1e-6),
    "bincount": lambda a: torch.bincount(a),
    "unique": lambda a: torch.unique(a),
}

only = sys.argv[1] if len(sys.argv) > 1 else None
for case in torchcheck.fixture("functional.json")["cases"]:
    name = case["name"]
    if only is not None and only not in name:
        continue
    fn = FUNCTIONS[name]
    xs = [T(e, requires_grad=(i in case["diff"])) for i, e in enumerate(case["inputs"])]
    try:
        out = fn(*xs)
    except Exception as e:
        report.check(name, False, f"raised {type(e).__name__}: {e}")
        continue
    report.check(f"{name}: output", *torchcheck.close(out, case["output"]))
    if "grads" in case:
        seed = torch.cos(torch.arange(out.numel(), dtype=out.dtype)).reshape(tuple(out.shape))
        (out * seed).sum().backward()
        for i, g in zip(case["diff"], case["grads"]):
            if g is not None:
                report.check(f"{name}: grad {i}", *torchcheck.close(xs[i].grad, g))
report.same("every fixture case has a function", len(FUNCTIONS), len(torchcheck.fixture("functional.json")["cases"]))
report.finish()
