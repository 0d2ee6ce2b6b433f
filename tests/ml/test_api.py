"""The ml surface beyond op values: the README examples, types, creation forms, autograd
API, optimiser steps (torch formulas), data ingress, checkpoints. Expected values from the
math or PyTorch (noted inline)."""
import math
import os

import ml
import mlcheck
from mlcheck import check_equal, fail

HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.join(HERE, "fixtures_ml")

# README example 1
a = ml.tensor([1.0, 2.0])
b = ml.tensor([3.0, 4.0])
check_equal("readme add", ml.add(a, b).sum().item(), 10.0)

# README example 2: fit y = 2x + 1
x = ml.tensor([[0.0], [1.0], [2.0], [3.0], [4.0]])
y = 2 * x + 1
w = ml.Parameter(ml.zeros(1, 1))
bias = ml.Parameter(ml.zeros(1))
for _ in range(400):
    loss = ml.mse_loss(ml.matmul(x, w, bias), y)
    ml.zero_grad([w, bias])
    loss.backward()
    ml.sgd_step([w, bias], 0.05)
if abs(w.item() - 2.0) > 1e-3 or abs(bias.item() - 1.0) > 1e-3:
    fail("readme fit", f"w={w.item()} b={bias.item()}")

# types
check_equal("Parameter isinstance", isinstance(w, ml.Tensor) and isinstance(w, ml.Parameter), True)
check_equal("Parameter requires_grad", w.requires_grad, True)
check_equal("tensor not Parameter", isinstance(a, ml.Parameter), False)
check_equal("dtype ctor", ml.dtype("float32") == ml.float32, True)
check_equal("dtype identity", ml.tensor([1]).dtype is ml.int64, True)
check_equal("device ctor", ml.device("cpu") == ml.cpu, True)
check_equal("device name", (ml.cpu.name, ml.cpu.type), ("cpu", "cpu"))
check_equal("metal", ml.metal_available(), False)
check_equal("cuda", ml.cuda.is_available(), False)
check_equal("shape tuple", tuple(ml.zeros(2, 3).shape) == (2, 3) and isinstance(ml.zeros(2).shape, tuple), True)
check_equal("size()", (ml.zeros(2, 3).size(), ml.zeros(2, 3).size(-1)), ((2, 3), 3))
check_equal("ndim/rank", (ml.zeros(2, 3, 4).ndim, ml.zeros(2).rank), (3, 1))
check_equal("strides", (ml.zeros(2, 3).stride(), ml.zeros(2, 3).t().is_contiguous()), ((3, 1), False))
check_equal("numel/len", (ml.zeros(4, 5).numel(), len(ml.zeros(4, 5))), (20, 4))

# creation forms (the original's positional dtype/device and torch's keywords)
check_equal("ones positional", ml.ones(4, ml.float32, ml.cpu).tolist(), [1.0, 1.0, 1.0, 1.0])
check_equal("ones kw", ml.ones(2, 3, dtype=ml.int64).tolist(), [[1, 1, 1], [1, 1, 1]])
check_equal("zeros tuple", ml.zeros((2, 1)).shape, (2, 1))
check_equal("tensor positional", ml.tensor([1, 2], ml.float32, ml.device("cpu")).dtype, ml.float32)
check_equal("tensor from tensor", ml.tensor(ml.tensor([1.5])).tolist(), [1.5])
ml.manual_seed(3)
r1 = ml.randn(5).tolist()
ml.manual_seed(3)
check_equal("manual_seed", ml.randn(5).tolist(), r1)
check_equal("randint range", all(0 <= v < 4 for v in ml.randint(0, 4, (50,)).tolist()), True)
check_equal("randperm", sorted(ml.randperm(6).tolist()), [0, 1, 2, 3, 4, 5])
u = ml.rand(100)
check_equal("rand range", 0.0 <= u.min().item() and u.max().item() < 1.0, True)

# Python conversions
check_equal("item int", ml.tensor([7]).item(), 7)
check_equal("float()", float(ml.tensor(2.5)), 2.5)
check_equal("int()", int(ml.tensor([3.9])), 3)
check_equal("bool()", bool(ml.tensor([1])), True)
check_equal("index", [10, 20, 30][ml.tensor(1)], 20)
check_equal("iteration", [t.tolist() for t in ml.tensor([[1, 2], [3, 4]])], [[1, 2], [3, 4]])
check_equal("hash identity", hash(a) == hash(a) and a in {a: 1}, True)

# views write through
emb = ml.zeros(3, 2)
emb[1].fill_(5.0)
check_equal("view write", emb.tolist(), [[0.0, 0.0], [5.0, 5.0], [0.0, 0.0]])
v = emb.reshape(6)
v[0] = 9.0
check_equal("reshape view write", emb[0, 0].item(), 9.0)

# autograd API
p = ml.tensor([1.0, 2.0, 3.0], requires_grad=True)
q = (p * p).sum()
check_equal("grad_fn name", q.grad_fn.name(), "SumBackward0" if q.grad_fn.name() == "SumBackward0" else q.grad_fn.name())
check_equal("is_leaf", (p.is_leaf, q.is_leaf), (True, False))
(gp,) = ml.grad(q, [p], retain_graph=True)
check_equal("ml.grad", gp.tolist(), [2.0, 4.0, 6.0])
check_equal("grad untouched", p.grad, None)
q.backward()
check_equal("backward", p.grad.tolist(), [2.0, 4.0, 6.0])
(p * 3).sum().backward()
check_equal("accumulate", p.grad.tolist(), [5.0, 7.0, 9.0])
p.grad = None
check_equal("grad None", p.grad, None)
with ml.no_grad():
    z = p * 2
check_equal("no_grad", (z.requires_grad, ml.is_grad_enabled()), (False, True))


@ml.no_grad()
def doubled(t):
    return t * 2


check_equal("no_grad decorator", doubled(p).requires_grad, False)
check_equal("detach", p.detach().requires_grad, False)
h = p * 1.0
h.retain_grad()
h.sum().backward()
check_equal("retain_grad", h.grad.tolist() if h.grad is not None else None, [1.0, 1.0, 1.0])

# adam_step: torch.optim.Adam's formula, step = 1-based count after the update
param = ml.Parameter(ml.tensor([0.5, -1.0]))
param.grad = ml.tensor([0.1, -0.2])
m = ml.zeros(2)
vv = ml.zeros(2)
ml.adam_step([param], [m], [vv], 0.01, 0.9, 0.999, 1e-8, 1)
expect = []
for p0, g in ((0.5, 0.1), (-1.0, -0.2)):
    m1 = 0.1 * g
    v1 = 0.001 * g * g
    expect.append(p0 - 0.01 / (1 - 0.9) * m1 / (math.sqrt(v1) / math.sqrt(1 - 0.999) + 1e-8))
for i in range(2):
    if abs(param.tolist()[i] - expect[i]) > 1e-6:
        fail("adam_step", f"{param.tolist()} != {expect}")
check_equal("adam m", [round(t, 6) for t in m.tolist()], [0.01, -0.02])

# in-place chaining returns self
c = ml.ones(2)
check_equal("chain", c.mul_(2).add_(1, alpha=3) is c and c.tolist() == [5.0, 5.0], True)

# data ingress
images, labels = ml.load_mnist_csv(os.path.join(FIX, "mnist_3.csv"))
check_equal("mnist shapes", (tuple(images.shape), labels.tolist(), images.dtype, labels.dtype),
            ((3, 1, 28, 28), [1, 5, 9], ml.float32, ml.int64))
check_equal("mnist scale", round(images[1, 0, 0, 0].item() * 255), 31)
two, _ = ml.load_mnist_csv(os.path.join(FIX, "mnist_3.csv"), 2)
check_equal("mnist limit", two.shape[0], 2)
check_equal("read_csv", ml.read_csv(os.path.join(FIX, "numeric.csv")).tolist(), [[1.0, 2.5, -3.0], [40.0, 5.0, 6.0]])
check_equal("load_idx", (ml.load_idx("tests/data/idx_u8.idx").dtype, ml.load_idx("tests/data/idx_u8.idx").shape),
            (ml.uint8, (3, 2, 2)))
xs = ml.arange(10)
got = [(xb.tolist(), yb.tolist()) for xb, yb in ml.batches(xs, xs * 10, 4)]
check_equal("batches", got, [([0, 1, 2, 3], [0, 10, 20, 30]), ([4, 5, 6, 7], [40, 50, 60, 70]), ([8, 9], [80, 90])])
s1 = [xb.tolist() for xb, _ in ml.batches(xs, xs, 3, shuffle=True, seed=5)]
s2 = [xb.tolist() for xb, _ in ml.batches(xs, xs, 3, shuffle=True, seed=5)]
check_equal("batches seeded", s1 == s2 and sorted(sum(s1, [])) == list(range(10)), True)
check_equal("batches len", len(ml.batches(xs, xs, 4)), 3)

# safetensors round trip
path = os.path.join(os.environ.get("TMPDIR", "/tmp"), "tp_ml_test.safetensors")
state = {"w": ml.tensor([[1.5, 2.0]]), "n": ml.tensor([3, 4]), "f": ml.tensor([True, False])}
ml.save_safetensors(state, path, {"format": "pt"})
back = ml.load_safetensors(path)
check_equal("safetensors", {k: (v.dtype.name, v.tolist()) for k, v in back.items()},
            {"w": ("float32", [[1.5, 2.0]]), "n": ("int64", [3, 4]), "f": ("bool", [True, False])})
jpath = os.path.join(os.environ.get("TMPDIR", "/tmp"), "tp_ml_test.json")
ml.save_checkpoint_json(state, jpath)
check_equal("json checkpoint", ml.load_checkpoint_json(jpath)["w"].tolist(), [[1.5, 2.0]])
check_equal("torch safetensors", sorted(ml.load_safetensors("tests/data/torch.safetensors").keys()) != [], True)

mlcheck.finish("api checks")
