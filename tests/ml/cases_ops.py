"""Op cases shared by gen_ml_fixtures.py (run with `ml` = a torch stand-in) and
test_ops.py (run with TensorPy's ml). Each case takes the module and returns
(out, leaves): out a tensor (or a list/tuple of tensors), leaves the tensors whose
gradient of sum(out * out) / 2 is compared. Inputs are deterministic (no RNG).
Tolerances per case: (rtol, atol), default (1e-4, 1e-5) for float32."""


def grid(ml, *shape, scale=7.0, shift=0.8, grad=False):
    n = 1
    for s in shape:
        n *= s
    t = (ml.arange(n, dtype=ml.float32).reshape(shape) * 1.37 % 5.0) / scale - shift
    if grad:
        t.requires_grad_(True)
    return t


def ints(ml, *shape, mod=5):
    n = 1
    for s in shape:
        n *= s
    return (ml.arange(n).reshape(shape) * 3 + 1) % mod


def c_add_broadcast(ml):
    a = grid(ml, 2, 3, grad=True)
    b = grid(ml, 3, shift=0.1, grad=True)
    return a + b, [a, b]


def c_scalar_ops(ml):
    a = grid(ml, 2, 3, grad=True)
    return [a + 2, 2 + a, a - 1.5, 1 - a, a * 3, 3 * a, a / 4, 2 / (a + 3), a ** 2, 2 ** a, -a], [a]


def c_mul_div(ml):
    a = grid(ml, 2, 3, grad=True)
    b = grid(ml, 2, 1, shift=-0.5, grad=True)
    return [a * b, a / b, ml.mul(a, b), ml.div(a, b), ml.sub(a, b, alpha=2), ml.add(a, b, alpha=0.5)], [a, b]


def c_int_arith(ml):
    a = ints(ml, 2, 3, mod=7) - 3
    b = ints(ml, 3, mod=4) + 1
    return [a + b, a * b, a - b, a // b, a % b, a // 2, a % 3, -7 // b, a / b, a ** 2], []


def c_unary(ml):
    a = grid(ml, 3, 4, grad=True)
    p = grid(ml, 3, 4, shift=-0.2, grad=True)
    return [ml.exp(a), ml.log(p), ml.sqrt(p), ml.abs(a), ml.neg(a), ml.sigmoid(a), ml.tanh(a),
            ml.relu(a), ml.gelu(a), ml.silu(a), a.clamp(-0.3, 0.2), ml.clamp(a, min=0.0), a.pow(3)], [a, p]


def c_max_min_where(ml):
    a = grid(ml, 2, 4, grad=True)
    b = grid(ml, 4, shift=0.3, grad=True)
    return [ml.maximum(a, b), ml.minimum(a, b), ml.where(a > b, a, b)], [a, b]


def c_reductions(ml):
    a = grid(ml, 3, 4, grad=True)
    return [a.sum(), a.sum(1), a.sum(0, keepdim=True), a.sum((0, 1)), a.mean(), a.mean(-1), a.var(), a.var(1),
            a.std(0), a.std(1, unbiased=False), a.prod(1), a.max(), a.min(), a.amax(1)], [a]


def c_max_dim(ml):
    a = grid(ml, 3, 4, grad=True)
    v, i = a.max(1)
    w, j = a.min(0, keepdim=True)
    return [v, i, w, j, a.argmax(), a.argmax(1), a.argmin(0), a.argmax(1, keepdim=True)], [a]


def c_int_sum(ml):
    a = ints(ml, 3, 4)
    return [a.sum(), a.sum(0), (a > 2).sum(), a.max(), a.argmax(1)], []


def c_matmul(ml):
    a = grid(ml, 3, 4, grad=True)
    b = grid(ml, 4, 2, shift=0.2, grad=True)
    v = grid(ml, 4, shift=0.1, grad=True)
    return [a @ b, ml.matmul(a, v), ml.matmul(v, b), ml.matmul(v, v), a.matmul(b)], [a, b, v]


def c_matmul_batched(ml):
    a = grid(ml, 2, 3, 4, grad=True)
    b = grid(ml, 4, 5, shift=0.2, grad=True)
    c = grid(ml, 2, 4, 2, shift=0.3, grad=True)
    return [a @ b, ml.bmm(a, c), a @ c], [a, b, c]


def c_linear(ml):
    x = grid(ml, 5, 4, grad=True)
    w = grid(ml, 3, 4, shift=0.3, grad=True)
    b = grid(ml, 3, shift=0.0, grad=True)
    return [ml.linear(x, w, b), ml.linear(x, w)], [x, w, b]


def c_conv2d(ml):
    x = grid(ml, 2, 2, 6, 6, grad=True)
    w = grid(ml, 3, 2, 3, 3, shift=0.35, grad=True)
    b = grid(ml, 3, shift=0.1, grad=True)
    return [ml.conv2d(x, w, b), ml.conv2d(x, w, b, 2, 1), ml.conv2d(x, w, None, 1, (1, 2), 2)], [x, w, b]


def c_conv2d_groups(ml):
    x = grid(ml, 1, 4, 5, 5, grad=True)
    w = grid(ml, 2, 2, 3, 3, shift=0.35, grad=True)
    return ml.conv2d(x, w, None, 1, 1, 1, 2), [x, w]


def c_pool(ml):
    x = grid(ml, 2, 3, 6, 6, grad=True)
    return [ml.max_pool2d(x, 2), ml.max_pool2d(x, 3, 2, 1), ml.avg_pool2d(x, 2), ml.avg_pool2d(x, 3, 1, 1)], [x]


def c_softmax(ml):
    x = grid(ml, 3, 5, scale=1.0, grad=True)
    return [ml.softmax(x, 1), ml.log_softmax(x, 1), ml.softmax(x, 0), x.softmax(-1), x.log_softmax(dim=0)], [x]


def c_layer_norm(ml):
    x = grid(ml, 4, 6, grad=True)
    w = grid(ml, 6, shift=-0.5, grad=True)
    b = grid(ml, 6, shift=0.2, grad=True)
    return [ml.layer_norm(x, (6,), w, b, 1e-5), ml.layer_norm(x, (6,))], [x, w, b]


def c_losses(ml):
    x = grid(ml, 4, 5, scale=1.0, grad=True)
    t = ml.tensor([1, 0, 4, 2])
    y = grid(ml, 4, 5, shift=0.1)
    p = ml.sigmoid(grid(ml, 4, 5, grad=True))
    q = (grid(ml, 4, 5) + 1.0) / 3.0
    return [ml.cross_entropy(x, t), ml.cross_entropy(x, t, reduction="sum"), ml.cross_entropy(x, t, reduction="none"),
            ml.nll_loss(ml.log_softmax(x, 1), t), ml.mse_loss(x, y), ml.mse_loss(x, y, reduction="none"),
            ml.binary_cross_entropy(p, q), ml.l1_loss(x, y)], [x]


def c_cross_entropy_options(ml):
    x = grid(ml, 5, 4, scale=1.0, grad=True)
    t = ml.tensor([1, 0, 3, -100, 2])
    w = ml.tensor([1.0, 2.0, 0.5, 1.5])
    return [ml.cross_entropy(x, t, ignore_index=-100), ml.cross_entropy(x, ml.tensor([1, 0, 3, 3, 2]), weight=w),
            ml.cross_entropy(x, t, weight=w, reduction="sum"),
            ml.cross_entropy(x, ml.tensor([1, 0, 3, 3, 2]), label_smoothing=0.1),
            ml.cross_entropy(x, t, weight=w, label_smoothing=0.2)], [x]


def c_shapes(ml):
    a = grid(ml, 2, 3, 4, grad=True)
    return [a.reshape(4, 6), a.reshape(-1), a.view(6, 4), a.permute(2, 0, 1), a.transpose(0, 2), a.flatten(1),
            a.unsqueeze(1), a.reshape(2, 1, 12).squeeze(1), a[0].t(), a.T, a.contiguous(), a.expand(3, 2, 3, 4)], [a]


def c_cat_stack_split(ml):
    a = grid(ml, 2, 3, grad=True)
    b = grid(ml, 2, 3, shift=0.2, grad=True)
    parts = list(ml.cat([a, b], 1).chunk(3, 1)) + list(a.split(2, 1)) + list(ml.stack([a, b], 0).split([1, 1], 0))
    return [ml.cat([a, b]), ml.cat([a, b], -1), ml.stack([a, b]), ml.stack([a, b], 2)] + parts, [a, b]


def c_indexing(ml):
    a = grid(ml, 4, 5, grad=True)
    idx = ml.tensor([2, 0, 2])
    return [a[1], a[-1], a[1:3], a[::2], a[:, 1], a[1, 2:], a[None, 0], a[..., 3], a[idx], a[:, idx], a[a > 0.1],
            a[[0, 3]], a[1:, ::2]], [a]


def c_setitem(ml):
    a = grid(ml, 4, 5)
    a[1] = 7.0
    a[2, 1:3] = ml.tensor([-1.0, -2.0])
    a[:, 4] = ml.tensor([10.0, 11.0, 12.0, 13.0])
    a[a < -0.5] = 0.0
    a[ml.tensor([0, 3]), 0] = 5.0
    return a, []


def c_compare_bitwise(ml):
    a = ints(ml, 3, 4)
    b = ints(ml, 4, mod=3)
    m = a > 2
    n = a < 4
    return [a == b, a != b, a < b, a <= 2, a > 1, a >= b, m & n, m | n, m ^ n, ~m, a & 3, a | b, a ^ b], []


def c_one_hot_embedding(ml):
    i = ml.tensor([[0, 2], [3, 1]])
    w = grid(ml, 4, 3, grad=True)
    return [ml.one_hot(ml.tensor([0, 2, 1]), 4), ml.one_hot(ml.tensor([1, 3])), ml.embedding(i, w)], [w]


def c_dtypes(ml):
    a = grid(ml, 2, 3)
    return [a.double(), a.long(), a.int(), (a > 0).float(), a.to(ml.float64), ml.tensor([1, 2]) / 2,
            ml.tensor([1, 2]) * 1.5, ml.tensor([True, False]) + 1, ml.tensor([1, 2], dtype=ml.uint8) + 1000], []


def c_creation(ml):
    return [ml.zeros(2, 3), ml.ones((2, 2), dtype=ml.int64), ml.full((2, 2), 1.5), ml.full((2,), 7),
            ml.arange(5), ml.arange(1, 4, 0.5), ml.arange(0.0, 1.0, 0.25), ml.linspace(0, 1, 5), ml.eye(3),
            ml.eye(2, 3), ml.zeros_like(ml.ones(2, 2)), ml.ones_like(ml.tensor([1, 2])),
            ml.full_like(ml.ones(3), 4.0), ml.tensor([[1, 2], [3, 4]]), ml.tensor(3.5), ml.tensor([True, False]),
            ml.tensor([1, 2.5]), ml.tensor([[]])], []


def c_inplace(ml):
    a = grid(ml, 2, 3)
    b = grid(ml, 2, 3, shift=0.3)
    c = a.clone()
    c.add_(b, alpha=2).mul_(0.5).sub_(0.1).div_(2.0)
    d = a.clone().addcmul_(a, b, value=0.3).addcdiv_(a, b + 2.0, value=-0.5)
    e = a.clone().lerp_(b, 0.25)
    f = a.clone().clamp_(-0.2, 0.2)
    g = a.clone().fill_(3.0)
    h = a.clone().zero_()
    k = a.clone().copy_(ml.tensor([1.0, 2.0, 3.0]))
    m = a.clone()
    m += b
    m *= 2
    m -= 1
    m /= 4
    return [c, d, e, f, g, h, k, m], []


def c_block_reductions(ml):
    # sum/mean over a run of adjacent dims of a contiguous float tensor skip the
    # permute-and-copy (backends/cpu/reduce.h): rows (B == 1), columns (B > 1, past the
    # 8- and 32-lane widths), every run, a non-run (the copying path), float64, keepdim.
    a = grid(ml, 3, 5, 37, grad=True)
    b = grid(ml, 2, 40, 35, scale=3.0, grad=True)
    d = grid(ml, 6, 45, shift=0.3).double().requires_grad_(True)
    outs = []
    for t in (a, b):
        outs += [t.sum(0), t.sum(1), t.sum(2), t.sum((0, 1)), t.sum((1, 2)), t.sum((0, 2)), t.sum(),
                 t.mean(0), t.mean(1, keepdim=True), t.mean(2), t.mean((0, 1)), t.mean((1, 2), keepdim=True)]
    outs += [d.sum(0), d.sum(1), d.mean(0), d.mean(1), d.sum()]
    return outs, [a, b, d]


def c_layer_norm_inference(ml):
    # Without gradients float32 layer_norm is one fused pass per row (vector_math.cpp):
    # widths around the 8/16-lane blocks, with and without weight/bias, two normalized
    # dims, constant rows (variance 0), a large offset (two-pass variance).
    outs = []
    for n in (1, 7, 8, 9, 33, 100):
        x = grid(ml, 5, n, scale=2.0)
        w = grid(ml, n, shift=-0.5)
        b = grid(ml, n, shift=0.2)
        outs += [ml.layer_norm(x, (n,), w, b, 1e-5), ml.layer_norm(x, (n,)), ml.layer_norm(x, (n,), w, None, 1e-3),
                 ml.layer_norm(x, (n,), None, b, 1e-5)]
    x = grid(ml, 2, 3, 20)
    outs += [ml.layer_norm(x, (3, 20)), ml.layer_norm(x * 0 + 3.0, (20,)), ml.layer_norm(x + 100.0, (20,))]
    return outs, []


CASES = [
    ("add_broadcast", c_add_broadcast, 1e-4, 1e-5),
    ("scalar_ops", c_scalar_ops, 1e-4, 1e-5),
    ("mul_div", c_mul_div, 1e-4, 1e-5),
    ("int_arith", c_int_arith, 1e-6, 0),
    ("unary", c_unary, 1e-4, 1e-5),
    ("max_min_where", c_max_min_where, 1e-5, 1e-6),
    ("reductions", c_reductions, 1e-4, 1e-5),
    ("max_dim", c_max_dim, 1e-5, 1e-6),
    ("int_sum", c_int_sum, 0, 0),
    ("block_reductions", c_block_reductions, 1e-5, 1e-6),
    ("matmul", c_matmul, 1e-4, 1e-5),
    ("matmul_batched", c_matmul_batched, 1e-4, 1e-5),
    ("linear", c_linear, 1e-4, 1e-5),
    ("conv2d", c_conv2d, 1e-4, 1e-4),
    ("conv2d_groups", c_conv2d_groups, 1e-4, 1e-4),
    ("pool", c_pool, 1e-5, 1e-6),
    ("softmax", c_softmax, 1e-4, 1e-6),
    ("layer_norm", c_layer_norm, 1e-4, 1e-4),
    ("layer_norm_inference", c_layer_norm_inference, 1e-4, 1e-4),
    ("losses", c_losses, 1e-4, 1e-5),
    ("cross_entropy_options", c_cross_entropy_options, 1e-4, 1e-5),
    ("shapes", c_shapes, 0, 0),
    ("cat_stack_split", c_cat_stack_split, 0, 0),
    ("indexing", c_indexing, 0, 0),
    ("setitem", c_setitem, 0, 0),
    ("compare_bitwise", c_compare_bitwise, 0, 0),
    ("one_hot_embedding", c_one_hot_embedding, 0, 0),
    ("dtypes", c_dtypes, 1e-6, 1e-7),
    ("creation", c_creation, 1e-6, 1e-7),
    ("inplace", c_inplace, 1e-5, 1e-6),
]
