"""Generate the PyTorch reference fixtures for tests/torch (run once with a Python that has torch).

    /usr/bin/python3 tests/torch/gen_fixtures.py

Writes tests/torch/fixtures/:
  train.json       the starting weights and data of train_cases.py and, per case, PyTorch's
                   losses / learning rates / momenta step by step and the final weights
  functional.json  torch.nn.functional and torch.* results (and input gradients) on fixed inputs
                   for the functions TensorPy's torch package composes from ml ops
A tensor is {"dtype": "float32", "shape": [...], "data": [flat row-major values]}.
"""
import json
import os
import sys

import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fixtures")
sys.path.insert(0, HERE)
import train_cases  # noqa: E402

DTYPES = {torch.float32: "float32", torch.float64: "float64", torch.int64: "int64", torch.bool: "bool"}


def enc(t):
    t = t.detach()
    if t.dtype == torch.bool:
        return {"dtype": "bool", "shape": list(t.shape), "data": [bool(v) for v in t.reshape(-1).tolist()]}
    return {"dtype": DTYPES[t.dtype], "shape": list(t.shape), "data": t.reshape(-1).tolist()}


def train_fixture():
    gen = torch.Generator().manual_seed(1234)
    fx = {}
    lin = torch.nn.Linear(3, 1)
    with torch.no_grad():
        lin.weight.copy_(torch.randn(1, 3, generator=gen) * 0.1)
        lin.bias.copy_(torch.randn(1, generator=gen) * 0.1)
    fx["poly_init"] = {k: v.tolist() for k, v in lin.state_dict().items()}
    x = torch.rand(32, generator=gen) * 2 - 1
    fx["poly_x"] = x.tolist()
    fx["poly_y"] = (0.5 * x - 1.2 * x ** 2 + 0.8 * x ** 3 + 0.3 + 0.01 * torch.randn(32, generator=gen)).tolist()
    mlp = torch.nn.Sequential(torch.nn.Linear(4, 16), torch.nn.Tanh(), torch.nn.Linear(16, 3))
    with torch.no_grad():
        for p in mlp.parameters():
            p.copy_(torch.rand(p.shape, generator=gen) * 0.8 - 0.4)
    fx["mlp_init"] = {k: v.tolist() for k, v in mlp.state_dict().items()}
    fx["mlp_x"] = torch.randn(48, 4, generator=gen).tolist()
    fx["mlp_y"] = torch.randint(0, 3, (48,), generator=gen).tolist()
    fx["results"] = train_cases.run_all(torch, fx)
    return fx


def grad_case(name, fn, inputs, diff=(0,)):
    """Runs fn(*inputs) with the inputs in `diff` requiring grad; output and their gradients
    for the seed sum(out * cos(arange))."""
    xs = [x.clone().requires_grad_(i in diff) for i, x in enumerate(inputs)]
    out = fn(*xs)
    case = {"name": name, "inputs": [enc(x) for x in inputs], "output": enc(out), "diff": list(diff)}
    if out.requires_grad:
        seed = torch.cos(torch.arange(out.numel(), dtype=out.dtype)).reshape(out.shape)
        (out * seed).sum().backward()
        case["grads"] = [enc(xs[i].grad) if xs[i].grad is not None else None for i in diff]
    return case


def functional_fixture():
    gen = torch.Generator().manual_seed(99)
    x = torch.randn(3, 5, generator=gen) * 2
    t = torch.randn(3, 5, generator=gen)
    img = torch.randn(2, 3, 5, 6, generator=gen)
    prob_t = torch.rand(3, 5, generator=gen)
    logp = F.log_softmax(torch.randn(3, 5, generator=gen), 1)
    cases = [
        grad_case("leaky_relu", lambda a: F.leaky_relu(a, 0.1), [x]),
        grad_case("elu", lambda a: F.elu(a, 0.7), [x]),
        grad_case("selu", F.selu, [x]),
        grad_case("celu", lambda a: F.celu(a, 1.5), [x]),
        grad_case("softplus", lambda a: F.softplus(a, 2, 3), [x]),
        grad_case("softsign", F.softsign, [x]),
        grad_case("logsigmoid", F.logsigmoid, [x]),
        grad_case("hardtanh", lambda a: F.hardtanh(a, -0.5, 1.5), [x]),
        grad_case("relu6", F.relu6, [x * 4]),
        grad_case("hardswish", F.hardswish, [x * 2]),
        grad_case("mish", F.mish, [x]),
        grad_case("glu", lambda a: F.glu(a, 0), [torch.cat([x, t], 0)]),
        grad_case("softmax_implicit_dim", lambda a: F.softmax(a, dim=1), [x]),
        grad_case("softmin", lambda a: F.softmin(a, 1), [x]),
        grad_case("normalize", lambda a: F.normalize(a, dim=1), [x]),
        grad_case("normalize_p1_dim0", lambda a: F.normalize(a, p=1, dim=0), [x]),
        grad_case("pad_constant", lambda a: F.pad(a, (1, 2, 0, 1), value=0.5), [img]),
        grad_case("pad_crop", lambda a: F.pad(a, (-1, 1)), [x]),
        grad_case("pad_reflect", lambda a: F.pad(a, (2, 1, 1, 2), mode="reflect"), [img]),
        grad_case("pad_replicate", lambda a: F.pad(a, (2, 1, 1, 0), mode="replicate"), [img]),
        grad_case("pad_circular", lambda a: F.pad(a, (2, 1, 1, 2), mode="circular"), [img]),
        grad_case("adaptive_avg_pool2d_divisible", lambda a: F.adaptive_avg_pool2d(a, (5, 3)), [img]),
        grad_case("adaptive_avg_pool2d_uneven", lambda a: F.adaptive_avg_pool2d(a, (3, 4)), [img]),
        grad_case("adaptive_max_pool2d_uneven", lambda a: F.adaptive_max_pool2d(a, (2, 4)), [img]),
        grad_case("smooth_l1_loss", lambda a, b: F.smooth_l1_loss(a, b, beta=0.5), [x, t], (0, 1)),
        grad_case("smooth_l1_loss_sum", lambda a, b: F.smooth_l1_loss(a, b, reduction="sum"), [x, t], (0, 1)),
        grad_case("huber_loss", lambda a, b: F.huber_loss(a, b, delta=0.7), [x, t], (0, 1)),
        grad_case("kl_div_batchmean", lambda a, b: F.kl_div(a, b, reduction="batchmean"), [logp, prob_t]),
        grad_case("kl_div_none_log_target", lambda a, b: F.kl_div(a, b, reduction="none", log_target=True),
                  [logp, logp.flip(1)]),
        grad_case("cosine_similarity", lambda a, b: F.cosine_similarity(a, b), [x, t], (0, 1)),
        grad_case("pairwise_distance", lambda a, b: F.pairwise_distance(a, b), [x, t], (0, 1)),
        grad_case("margin_ranking_loss", lambda a, b: F.margin_ranking_loss(a[0], a[1], b[0].sign(), 0.2),
                  [x, t]),
        grad_case("soft_margin_loss", lambda a, b: F.soft_margin_loss(a, b.sign()), [x, t]),
        grad_case("conv1d", lambda a, w: F.conv1d(a, w, padding=1, stride=2), [img[:, :, 0, :],
                                                                                 torch.randn(4, 3, 3, generator=gen)],
                  (0, 1)),
        grad_case("max_pool1d", lambda a: F.max_pool1d(a, 2), [img[:, :, 0, :]]),
        grad_case("avg_pool1d", lambda a: F.avg_pool1d(a, 3, 1), [img[:, :, 0, :]]),
        grad_case("interpolate_nearest", lambda a: F.interpolate(a, scale_factor=2), [img]),
        grad_case("dropout_eval", lambda a: F.dropout(a, 0.5, training=False), [x]),
        # torch.* compositions
        grad_case("tan", torch.tan, [x * 0.5]),
        grad_case("log2", torch.log2, [x.abs() + 0.1]),
        grad_case("log10", torch.log10, [x.abs() + 0.1]),
        grad_case("sinh", torch.sinh, [x]),
        grad_case("cosh", torch.cosh, [x]),
        grad_case("tril", lambda a: torch.tril(a, 1), [x]),
        grad_case("triu", lambda a: torch.triu(a, -1), [x]),
        grad_case("cumsum", lambda a: torch.cumsum(a, 1), [x]),
        grad_case("cumsum_dim0", lambda a: torch.cumsum(a, 0), [x]),
        grad_case("cumprod", lambda a: torch.cumprod(a, 1), [x]),
        grad_case("flip", lambda a: torch.flip(a, (0, 1)), [x]),
        grad_case("roll", lambda a: torch.roll(a, 2, 1), [x]),
        grad_case("roll_flat", lambda a: torch.roll(a, -4), [x]),
        grad_case("outer", torch.outer, [x[0], t[1]], (0, 1)),
        grad_case("addmm", lambda c, a, b: torch.addmm(c, a, b, beta=0.5, alpha=2.0),
                  [t[:, :3], x, torch.randn(5, 3, generator=gen)], (0, 1, 2)),
        grad_case("gather", lambda a: torch.gather(a, 1, torch.tensor([[0, 4], [2, 2], [1, 3]])), [x]),
        grad_case("index_select", lambda a: torch.index_select(a, 1, torch.tensor([4, 0, 0])), [x]),
        grad_case("sort_values", lambda a: torch.sort(a, 1, descending=True).values, [x]),
        grad_case("topk_values", lambda a: torch.topk(a, 2, 1).values, [x]),
        grad_case("diff", lambda a: torch.diff(a, dim=1), [x]),
        grad_case("lerp", lambda a, b: torch.lerp(a, b, 0.3), [x, t], (0, 1)),
        grad_case("cdist", lambda a, b: torch.cdist(a, b), [x, t], (0, 1)),
        grad_case("round", torch.round, [torch.tensor([0.5, 1.5, 2.5, -0.5, -1.5, 1.2, -2.7, 3.49])], ()),
        grad_case("floor", torch.floor, [x], ()),
        grad_case("ceil", torch.ceil, [x], ()),
        grad_case("trunc", torch.trunc, [x], ()),
        grad_case("sign", torch.sign, [torch.tensor([-2.0, 0.0, 3.0, -0.0])], ()),
        grad_case("fmod", lambda a: torch.fmod(a, 1.5), [x], ()),
        grad_case("argsort", lambda a: torch.argsort(a, 1), [x], ()),
        grad_case("topk_indices", lambda a: torch.topk(a, 3, 1, largest=False).indices, [x], ()),
        grad_case("nonzero", lambda a: torch.nonzero(a > 0.5), [x], ()),
        grad_case("isclose", lambda a: torch.isclose(a, a + 1e-6), [x], ()),
        grad_case("bincount", lambda a: torch.bincount(a), [torch.tensor([1, 3, 3, 0, 7])], ()),
        grad_case("unique", lambda a: torch.unique(a), [torch.tensor([3, 1, 3, 2, 1])], ()),
    ]
    return {"cases": cases}


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, make in (("train.json", train_fixture), ("functional.json", functional_fixture)):
        with open(os.path.join(OUT, name), "w") as f:
            json.dump(make(), f)
        print("wrote", name)


if __name__ == "__main__":
    main()
