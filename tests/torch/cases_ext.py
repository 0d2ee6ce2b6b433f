"""Cases of the torch surface added for issue 18's second part (tensor methods, scatter family,
einsum, math functions, linalg, sparse, nn modules and losses), written once against
PyTorch's API and run by both sides:

    /usr/bin/python3 tests/torch/gen_ext_fixtures.py   # PyTorch 1.13 -> fixtures/ext.json
    build/tensorpy tests/torch/test_ext.py             # TensorPy, compared with the fixtures

Each case is f(torch) -> a result: a tensor, a number, a bool, or a (nested) list/tuple of
them; an exception is recorded as its type name. Inputs are deterministic (no RNG) so both
sides compute on the same numbers. grads(torch, out, inputs) adds the input gradients for
the seed sum(out * cos(arange)).
"""
import math

CASES = {}


def case(fn):
    CASES[fn.__name__] = fn
    return fn


def data(torch, *shape, k=1.0, dtype=None, shift=0.0):
    n = 1
    for s in shape:
        n *= s
    vals = [math.sin(1.3 * i * k + 0.4 + shift) * 2.0 for i in range(n)]
    return torch.tensor(vals, dtype=dtype or torch.float32).reshape(shape)


def grads(torch, out, inputs):
    seed = torch.cos(torch.arange(out.numel(), dtype=out.dtype)).reshape(tuple(out.shape))
    g = torch.autograd.grad((out * seed).sum(), inputs, allow_unused=True)
    return [out] + [x if x is not None else "none" for x in g]


# --- repeat / tile / repeat_interleave -------------------------------------------------------
@case
def repeat_2d(torch):
    x = data(torch, 2, 3).requires_grad_()
    return grads(torch, x.repeat(2, 3), [x])


@case
def repeat_more_dims(torch):
    x = data(torch, 3)
    return [x.repeat(2, 1, 2), x.repeat((2, 2)).shape == torch.Size([2, 6])]


@case
def repeat_too_few(torch):
    return data(torch, 2, 3).repeat(2)


@case
def tile_cases(torch):
    x = data(torch, 2, 2)
    return [torch.tile(x, (2,)), x.tile((3, 1, 1))]


@case
def repeat_interleave_cases(torch):
    x = data(torch, 2, 3).requires_grad_()
    y = torch.tensor([1, 2, 3])
    return [torch.repeat_interleave(y, 2), x.repeat_interleave(2, dim=1),
            torch.repeat_interleave(x, torch.tensor([1, 2]), dim=0),
            torch.repeat_interleave(torch.tensor([2, 0, 1]))] + grads(torch, x.repeat_interleave(3, 0), [x])[1:]


# --- scatter family ------------------------------------------------------------------------
@case
def scatter_src(torch):
    x = data(torch, 3, 4).requires_grad_()
    src = data(torch, 2, 4, k=0.7).requires_grad_()
    idx = torch.tensor([[0, 1, 2, 0], [2, 0, 0, 1]])
    return grads(torch, torch.scatter(x, 0, idx, src), [x, src])


@case
def scatter_value_method(torch):
    z = torch.zeros(3, 5)
    idx = torch.tensor([[0, 4], [1, 2], [3, 3]])
    return [z.scatter(1, idx, 1.5), z.scatter_(1, idx, value=2.0), z]


@case
def scatter_add_cases(torch):
    x = data(torch, 3, 4).requires_grad_()
    src = data(torch, 3, 4, k=0.3).requires_grad_()
    idx = torch.tensor([[0, 0, 2, 1], [2, 2, 2, 0], [1, 0, 0, 0]])
    out = torch.scatter_add(x, 0, idx, src)
    y = torch.zeros(3, 4)
    y.scatter_add_(1, idx, data(torch, 3, 4, k=0.9))
    return grads(torch, out, [x, src]) + [y]


@case
def scatter_reduce_sum_mean(torch):
    x = data(torch, 5)
    src = data(torch, 6, k=0.5)
    idx = torch.tensor([0, 1, 0, 1, 2, 1])
    return [x.scatter_reduce(0, idx, src, "sum"), x.scatter_reduce(0, idx, src, "mean"),
            x.scatter_reduce(0, idx, src, "sum", include_self=False),
            x.scatter_reduce(0, idx, src, "mean", include_self=False)]


@case
def scatter_errors(torch):
    out = []
    for fn in (lambda: torch.zeros(3, 4).scatter(0, torch.tensor([0, 1]), 1.0),
               lambda: torch.zeros(3).scatter(0, torch.tensor([0.0]), 1.0),
               lambda: torch.zeros(3).scatter(0, torch.tensor([5]), 1.0)):
        try:
            fn()
            out.append("no error")
        except Exception as e:
            out.append(type(e).__name__)
    return out


@case
def one_hot_via_scatter(torch):
    labels = torch.tensor([2, 0, 1, 2])
    return torch.zeros(4, 3).scatter_(1, labels.unsqueeze(1), 1)


@case
def index_add_fill_copy(torch):
    x = data(torch, 4, 3).requires_grad_()
    src = data(torch, 3, 3, k=0.2).requires_grad_()
    idx = torch.tensor([0, 2, 0])
    out = x.index_add(0, idx, src, alpha=2.0)
    y = torch.ones(4, 3)
    y.index_add_(1, torch.tensor([2, 2]), torch.ones(4, 2))
    return grads(torch, out, [x, src]) + [y, x.detach().index_fill(1, torch.tensor([0, 2]), -1.0),
                                          x.detach().index_copy(0, torch.tensor([3, 1]), torch.zeros(2, 3))]


# --- masked_fill_, where, all, any -------------------------------------------------------------
@case
def masked_fill_inplace(torch):
    x = data(torch, 2, 3)
    x.masked_fill_(x > 0.5, 0.0)
    y = data(torch, 2, 3)
    y.masked_fill_(torch.tensor([True, False, True]), -1.0)
    return [x, y]


@case
def where_forms(torch):
    x = data(torch, 2, 3).requires_grad_()
    y = data(torch, 2, 3, k=2.0)
    out = x.where(x > 0, y)
    return grads(torch, out, [x]) + [list(torch.where(x > 0)), torch.where(x > 0, x, 0.0)]


@case
def all_any(torch):
    x = data(torch, 3, 4)
    b = x > -1.5
    return [b.all(), b.any(), x.all(), (x > 5).any(), b.all(dim=1), b.any(0, keepdim=True),
            torch.all(b), torch.any(b, 1), torch.tensor([1, 0, 2], dtype=torch.uint8).all(),
            torch.tensor([], dtype=torch.bool).all(), torch.tensor([], dtype=torch.bool).any()]


# --- einsum / tensordot -------------------------------------------------------------------------
@case
def einsum_matmul_family(torch):
    a = data(torch, 2, 3).requires_grad_()
    b = data(torch, 3, 4, k=0.5).requires_grad_()
    out = torch.einsum("ij,jk->ik", a, b)
    return grads(torch, out, [a, b])


@case
def einsum_forms(torch):
    a = data(torch, 3, 3)
    b = data(torch, 2, 3, 4, k=0.3)
    c = data(torch, 2, 4, 5, k=0.7)
    v = data(torch, 3, k=1.1)
    return [torch.einsum("ii", a), torch.einsum("ii->i", a), torch.einsum("ij->ji", a),
            torch.einsum("bij,bjk->bik", b, c), torch.einsum("i,j->ij", v, v), torch.einsum("i,i->", v, v),
            torch.einsum("ij,j", a, v), torch.einsum("...ij,...jk", b, c), torch.einsum("bij->b", b),
            torch.einsum("bij,bjk,kl->bil", b, c, data(torch, 5, 2)), torch.einsum("ij,kj->ik", a, a),
            torch.einsum("bhqd,bhkd->bhqk", data(torch, 2, 2, 3, 4), data(torch, 2, 2, 5, 4, k=0.6)),
            torch.einsum(" i j , j k ", a, a), torch.einsum("ij,jk", [a, a])]


@case
def einsum_grad_batched(torch):
    q = data(torch, 2, 3, 4).requires_grad_()
    k = data(torch, 2, 5, 4, k=0.8).requires_grad_()
    return grads(torch, torch.einsum("bqd,bkd->bqk", q, k), [q, k])


@case
def einsum_errors(torch):
    out = []
    for fn in (lambda: torch.einsum("ij,jk->ik", torch.ones(2, 3)),
               lambda: torch.einsum("ijk,jk->ik", torch.ones(2, 3), torch.ones(3, 4)),
               lambda: torch.einsum("ij,jk->ik", torch.ones(2, 3), torch.ones(4, 4))):
        try:
            fn()
            out.append("no error")
        except Exception as e:
            out.append(type(e).__name__)
    return out


@case
def tensordot_cases(torch):
    a = data(torch, 2, 3, 4)
    b = data(torch, 3, 4, 5, k=0.4)
    return [torch.tensordot(a, b), torch.tensordot(a, b, dims=([1, 2], [0, 1])), torch.tensordot(a, data(torch, 4, 2), dims=1)]


# --- math functions ------------------------------------------------------------------------------
@case
def inverse_trig(torch):
    x = (data(torch, 7) * 0.45).requires_grad_()
    outs = []
    for fn in (torch.atan, torch.asin, torch.acos, torch.asinh, torch.erf, torch.erfc, torch.erfinv):
        outs += grads(torch, fn(x), [x])
    return outs


@case
def special_functions(torch):
    x = (data(torch, 6).abs() + 0.3).requires_grad_()
    return grads(torch, torch.lgamma(x), [x]) + grads(torch, torch.digamma(x), [x]) + [torch.acosh(x + 1),
                                                                                      torch.atanh(x * 0.2)]


@case
def binary_math(torch):
    a = data(torch, 2, 3).requires_grad_()
    b = data(torch, 2, 3, k=0.6).requires_grad_()
    return (grads(torch, torch.atan2(a, b), [a, b]) + grads(torch, torch.hypot(a, b), [a, b]) +
            [torch.logaddexp(a, b), torch.copysign(a, b), torch.xlogy(a.abs(), b.abs()),
             torch.logit(torch.sigmoid(a)), torch.sinc(a), torch.deg2rad(a), torch.fmax(a, b)])


@case
def tensor_utilities(torch):
    a = data(torch, 3, 3)
    b = data(torch, 2, 3, k=0.5)
    v = data(torch, 3, k=0.2)
    return [torch.trace(a), torch.diagonal(a, 1), a.diagonal(-1), torch.diag_embed(v), torch.kron(a, b),
            torch.cross(a, data(torch, 3, 3, k=0.9), dim=1), torch.tril_indices(3, 3), torch.triu_indices(3, 4, 1),
            torch.block_diag(a, b), torch.vstack([a, b]), torch.hstack([v, v]), torch.column_stack([v, v]),
            torch.rot90(b), torch.fliplr(b), torch.flipud(b), torch.addcmul(a, a, a, value=0.5),
            torch.addcdiv(a, a, a.abs() + 1, value=2), torch.take(a, torch.tensor([0, 4, 8])),
            torch.take_along_dim(a, torch.tensor([[0], [2], [1]]), dim=1), list(torch.tensor_split(b, 2, dim=1)),
            torch.median(a), list(torch.median(a, 1)), list(torch.kthvalue(a, 2, 0)), list(torch.cummax(v, 0)),
            torch.logcumsumexp(v, 0), torch.cov(b), torch.corrcoef(b), torch.cartesian_prod(v[:2], v[:2]),
            torch.searchsorted(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([0.5, 2.0, 3.5])),
            torch.bucketize(torch.tensor([0.5, 2.0, 3.5]), torch.tensor([1.0, 2.0, 3.0]), right=True),
            torch.nan_to_num(torch.tensor([float("nan"), float("inf"), -float("inf"), 1.0])),
            torch.nansum(torch.tensor([1.0, float("nan"), 2.0])), torch.nanmean(torch.tensor([1.0, float("nan"), 2.0]))]


@case
def inplace_unary(torch):
    x = data(torch, 5)
    return [x.clone().abs_(), x.clone().neg_(), x.clone().exp_(), x.clone().sigmoid_(), x.clone().tanh_(),
            x.clone().clamp_(-0.5, 0.5), x.clone().floor_(), x.clone().round_()]


# --- generators ----------------------------------------------------------------------------------
@case
def generator_reproducible(torch):
    g1 = torch.Generator().manual_seed(7)
    g2 = torch.Generator().manual_seed(7)
    a = torch.rand(5, generator=g1)
    b = torch.rand(5, generator=g2)
    c = torch.randn(2, 3, generator=g1)
    d = torch.randn(2, 3, generator=g2)
    e = torch.randint(0, 10, (20,), generator=g1)
    f = torch.randint(0, 10, (20,), generator=g2)
    shapes = [list(torch.randint(9, size=(1,)).shape), list(torch.randint(3, 7, (2, 2)).shape),
              list(torch.randint(5, (3,)).shape), list(torch.randint(0, 4, size=(2,), generator=g1).shape),
              list(torch.randint(4, size=(5,), generator=g1).shape), list(torch.rand(size=(2, 3)).shape),
              list(torch.randn(size=(4,), generator=g1).shape), list(torch.rand([]).shape)]
    return shapes + [torch.equal(a, b), torch.equal(c, d), torch.equal(e, f), a.dtype == torch.float32,
            e.dtype == torch.int64, bool((e >= 0).all()), bool((e < 10).all()), bool(((a >= 0) & (a < 1)).all()),
            list(torch.randn(4, 2, generator=g1, dtype=torch.float64).shape),
            torch.randn(3, generator=g1, dtype=torch.float64).dtype == torch.float64]


# --- nn modules ------------------------------------------------------------------------------------
def fill(torch, module, k=0.37):
    with torch.no_grad():
        for i, (_, p) in enumerate(sorted(module.named_parameters())):
            p.copy_(data(torch, *p.shape, k=k, shift=i) * 0.3)
    return module


def run_module(torch, module, *inputs, ngrad=None):
    """module(*inputs) and the gradients of the first ngrad inputs (all by default) and the parameters."""
    ngrad = len(inputs) if ngrad is None else ngrad
    xs = [x.clone().requires_grad_(i < ngrad) for i, x in enumerate(inputs)]
    out = module(*xs)
    params = [p for _, p in sorted(module.named_parameters())]
    return grads(torch, out, xs[:ngrad] + params)


@case
def nn_containers(torch):
    nn = torch.nn
    d = nn.ModuleDict({"enc": nn.Linear(2, 3), "dec": nn.Linear(3, 2)})
    d["act"] = nn.ReLU()
    d.update([("extra", nn.Linear(1, 1))])
    pl = nn.ParameterList([nn.Parameter(torch.ones(2)), torch.zeros(3)])
    pl.append(nn.Parameter(torch.ones(1)))
    pd = nn.ParameterDict({"a": nn.Parameter(torch.ones(2))})
    pd["b"] = nn.Parameter(torch.zeros(2, 2))

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.d, self.pl, self.pd = d, pl, pd
    net = Net()
    keys = list(net.state_dict().keys())
    del d["extra"]
    return [list(d.keys()), len(d), "enc" in d, keys, len(pl), [list(p.shape) for p in pl], list(pd.keys()),
            len(list(net.parameters())), isinstance(pl[1], nn.Parameter), type(d.pop("act")).__name__,
            list(d.keys())]


@case
def nn_activations(torch):
    nn = torch.nn
    x = data(torch, 2, 6) * 2
    outs = []
    for m in (nn.LeakyReLU(0.2), nn.ELU(0.7), nn.CELU(1.3), nn.SELU(), nn.Softplus(2, 3), nn.Softsign(),
              nn.Hardtanh(-0.5, 1.5), nn.ReLU6(), nn.LogSigmoid(), nn.Hardsigmoid(), nn.Hardswish(), nn.Mish(),
              nn.Tanhshrink(), nn.Softshrink(0.3), nn.Hardshrink(0.3), nn.Threshold(0.1, -2.0), nn.GLU(),
              nn.Softmin(1)):
        outs += run_module(torch, m, x)
    outs += run_module(torch, fill(torch, nn.PReLU(2)), data(torch, 3, 2, 2))
    outs += run_module(torch, nn.PReLU(), x)
    return outs


@case
def nn_conv1d(torch):
    nn = torch.nn
    m = fill(torch, nn.Conv1d(4, 6, 3, stride=2, padding=1, groups=2))
    return run_module(torch, m, data(torch, 2, 4, 9)) + [repr(m)]


@case
def nn_conv_transpose2d(torch):
    nn = torch.nn
    m = fill(torch, nn.ConvTranspose2d(4, 6, 3, stride=2, padding=1, output_padding=1, groups=2))
    m2 = fill(torch, nn.ConvTranspose2d(3, 2, (2, 3), stride=(1, 2), bias=False, dilation=(2, 1)))
    x2 = data(torch, 3, 4, 5)
    return (run_module(torch, m, data(torch, 2, 4, 5, 3)) + run_module(torch, m2, x2) + [repr(m)] +
            [list(m(data(torch, 1, 4, 5, 3), output_size=[9, 5]).shape)])


@case
def nn_conv_transpose1d(torch):
    nn = torch.nn
    m = fill(torch, nn.ConvTranspose1d(3, 2, 4, stride=3, padding=1))
    return run_module(torch, m, data(torch, 2, 3, 5))


@case
def nn_norms(torch):
    nn = torch.nn
    x = data(torch, 2, 6, 3, 2)
    gn = fill(torch, nn.GroupNorm(3, 6))
    inn = fill(torch, nn.InstanceNorm2d(6, affine=True))
    in1 = nn.InstanceNorm1d(3, track_running_stats=True)
    y = in1(data(torch, 4, 3, 5))
    return (run_module(torch, gn, x) + run_module(torch, inn, x) + [y, in1.running_mean, in1.running_var] +
            [nn.LocalResponseNorm(3)(x), repr(gn)])


@case
def nn_upsample(torch):
    nn = torch.nn
    F = torch.nn.functional
    x = data(torch, 1, 2, 3, 4)
    outs = []
    for m in (nn.Upsample(scale_factor=2), nn.Upsample(size=(5, 7), mode="bilinear"),
              nn.Upsample(scale_factor=2, mode="bilinear", align_corners=True), nn.UpsamplingNearest2d(size=(6, 6)),
              nn.UpsamplingBilinear2d(scale_factor=1.5)):
        outs += run_module(torch, m, x)
    outs += [F.interpolate(data(torch, 2, 3, 5), scale_factor=1.7, mode="linear"),
             F.interpolate(data(torch, 2, 3, 5), size=3, mode="linear", align_corners=True),
             F.interpolate(x, scale_factor=(0.5, 1.5), mode="nearest"),
             F.interpolate(x, size=(2, 3), mode="bilinear")]
    return outs


@case
def nn_shape_layers(torch):
    nn = torch.nn
    F = torch.nn.functional
    x = data(torch, 1, 8, 2, 3)
    img = data(torch, 2, 3, 4, 5)
    cols = F.unfold(img, (2, 3), padding=1, stride=(1, 2))
    return [nn.PixelShuffle(2)(x), nn.PixelUnshuffle(2)(nn.PixelShuffle(2)(x)),
            nn.Unflatten(1, (2, 4))(data(torch, 3, 8)), cols,
            F.fold(cols, (4, 5), (2, 3), padding=1, stride=(1, 2)),
            nn.ZeroPad2d((1, 0, 2, 1))(img), nn.ConstantPad1d(2, 3.5)(data(torch, 2, 3)),
            nn.ReflectionPad2d(1)(img), nn.ReplicationPad2d((2, 1, 0, 1))(img), nn.ReflectionPad1d(2)(data(torch, 1, 2, 4)),
            nn.MaxPool1d(2)(data(torch, 2, 3, 6)), nn.AvgPool1d(3, 1, 1)(data(torch, 2, 3, 6)),
            nn.AdaptiveAvgPool1d(3)(data(torch, 2, 3, 6)),
            nn.CosineSimilarity()(data(torch, 3, 4), data(torch, 3, 4, k=0.5)),
            nn.PairwiseDistance()(data(torch, 3, 4), data(torch, 3, 4, k=0.5))]


@case
def nn_bilinear(torch):
    m = fill(torch, torch.nn.Bilinear(3, 2, 4))
    return run_module(torch, m, data(torch, 5, 3), data(torch, 5, 2, k=0.3))


@case
def nn_losses(torch):
    nn = torch.nn
    x = data(torch, 4, 3)
    t = data(torch, 4, 3, k=0.6)
    p01 = (t > 0).float()
    outs = []
    for red in ("mean", "sum", "none"):
        for m in (nn.L1Loss(reduction=red), nn.SmoothL1Loss(reduction=red, beta=0.5), nn.HuberLoss(red, 0.7),
                  nn.SoftMarginLoss(reduction=red)):
            outs += run_module(torch, m, x, t if not isinstance(m, nn.SoftMarginLoss) else p01 * 2 - 1, ngrad=1)
        outs += run_module(torch, nn.BCEWithLogitsLoss(reduction=red), x, p01, ngrad=1)
        outs += run_module(torch, nn.BCEWithLogitsLoss(pos_weight=torch.tensor([1.0, 2.0, 0.5]),
                                                       weight=torch.tensor([0.5, 1.0, 2.0]), reduction=red),
                           x, p01, ngrad=1)
    logp = torch.log_softmax(x, 1)
    q = torch.softmax(t, 1)
    for red in ("batchmean", "sum", "mean", "none"):
        outs += run_module(torch, nn.KLDivLoss(reduction=red), logp, q, ngrad=1)
    outs += run_module(torch, nn.KLDivLoss(reduction="batchmean", log_target=True), logp, torch.log(q), ngrad=1)
    outs += [nn.MultiLabelSoftMarginLoss()(x, p01), nn.MultiMarginLoss()(x, torch.tensor([0, 2, 1, 1])),
             nn.MultiMarginLoss(p=2, margin=0.5)(x, torch.tensor([0, 2, 1, 1])),
             nn.MarginRankingLoss(0.1)(x[:, 0], x[:, 1], torch.tensor([1.0, -1.0, 1.0, -1.0])),
             nn.HingeEmbeddingLoss()(x, p01 * 2 - 1), nn.PoissonNLLLoss()(x, t.abs()),
             nn.GaussianNLLLoss()(x, t, t.abs() + 0.1), nn.CosineEmbeddingLoss()(x, t, torch.tensor([1, -1, 1, -1])),
             nn.TripletMarginLoss()(x, t, x * 0.5), nn.L1Loss(size_average=False)(x, t)]
    return outs


@case
def nn_loss_bad_reduction(torch):
    return torch.nn.L1Loss(reduction="avg")(data(torch, 2), data(torch, 2))


# --- linalg (float64 inputs where values are compared tightly) ----------------------------------------------
def rdata(torch, *shape, k=1.0, dtype=None, shift=0.0):
    """Like data() but full-rank: a quadratic phase (sin of a linear one gives rank-2 matrices)."""
    n = 1
    for s in shape:
        n *= s
    vals = [math.sin(0.7 * i * i * k + 1.1 * i + 0.4 + shift) * 2.0 for i in range(n)]
    return torch.tensor(vals, dtype=dtype or torch.float32).reshape(shape)


def spd(torch, n, k=1.0, dtype=None):
    a = rdata(torch, n, n, k=k, dtype=dtype)
    return a @ a.mT + n * torch.eye(n, dtype=a.dtype)


def fix_signs(torch, v):
    """Eigen/singular vectors (columns) with the largest-magnitude entry made positive."""
    idx = v.abs().argmax(-2, keepdim=True)
    s = torch.sign(torch.gather(v, -2, idx))
    return v * s


@case
def linalg_inv_det_grad(torch):
    a = (rdata(torch, 3, 3, dtype=torch.float64) + 2 * torch.eye(3, dtype=torch.float64)).requires_grad_()
    b = (rdata(torch, 2, 4, 4, k=0.7) + 3 * torch.eye(4)).requires_grad_()
    return (grads(torch, torch.linalg.inv(a), [a]) + grads(torch, torch.linalg.det(a), [a]) +
            grads(torch, torch.linalg.inv(b), [b]) + grads(torch, torch.det(b), [b]) +
            grads(torch, torch.linalg.slogdet(a).logabsdet, [a]) + [torch.linalg.slogdet(b).sign, b.inverse(),
                                                                     torch.logdet(spd(torch, 3))])


@case
def linalg_det_singular(torch):
    a = torch.tensor([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [1.0, 0.0, 1.0]], dtype=torch.float64, requires_grad=True)
    return grads(torch, torch.linalg.det(a), [a])


@case
def linalg_inv_singular(torch):
    return torch.linalg.inv(torch.tensor([[1.0, 2.0], [2.0, 4.0]]))


@case
def linalg_solve_grad(torch):
    a = (rdata(torch, 3, 3, dtype=torch.float64) + 2 * torch.eye(3, dtype=torch.float64)).requires_grad_()
    b = rdata(torch, 3, 2, k=0.3, dtype=torch.float64).requires_grad_()
    v = rdata(torch, 3, k=0.5, dtype=torch.float64).requires_grad_()
    ab = (rdata(torch, 2, 3, 3, k=0.9, dtype=torch.float64) + 2 * torch.eye(3, dtype=torch.float64)).requires_grad_()
    return (grads(torch, torch.linalg.solve(a, b), [a, b]) + grads(torch, torch.linalg.solve(a, v), [a, v]) +
            grads(torch, torch.linalg.solve(ab, b), [ab, b]) + [torch.linalg.solve(a, b.mT, left=False)])


@case
def linalg_solve_errors(torch):
    out = []
    for fn in (lambda: torch.linalg.solve(torch.ones(2, 3), torch.ones(2)),
               lambda: torch.linalg.solve(torch.eye(2), torch.ones(3)),
               lambda: torch.linalg.inv(torch.ones(2, 2, dtype=torch.int64)),
               lambda: torch.linalg.cholesky(-torch.eye(2))):
        try:
            fn()
            out.append("no error")
        except Exception as e:
            out.append(type(e).__name__)
    return out


@case
def linalg_norms(torch):
    x = rdata(torch, 3, 4, dtype=torch.float64).requires_grad_()
    v = rdata(torch, 5, k=0.3)
    out = grads(torch, torch.linalg.norm(x), [x]) + grads(torch, torch.linalg.vector_norm(x, 3, dim=1), [x])
    out += grads(torch, torch.linalg.matrix_norm(x, 1), [x]) + grads(torch, torch.linalg.norm(x, dim=0), [x])
    out += [torch.linalg.norm(v, float("inf")), torch.linalg.norm(v, -float("inf")), torch.linalg.norm(v, 0),
            torch.linalg.norm(v, 1), torch.linalg.vector_norm(x, 0.5), torch.linalg.matrix_norm(x, float("inf")),
            torch.linalg.matrix_norm(x, -1), torch.linalg.matrix_norm(x, "nuc"), torch.linalg.matrix_norm(x, 2),
            torch.linalg.matrix_norm(x, -2), torch.linalg.norm(x, "fro", keepdim=True),
            torch.linalg.vector_norm(rdata(torch, 2, 3, 4), dim=(0, 2), keepdim=True),
            torch.linalg.matrix_norm(rdata(torch, 2, 3, 4), dim=(0, 2))]
    return out


@case
def linalg_qr(torch):
    a = rdata(torch, 4, 3, dtype=torch.float64)
    w = rdata(torch, 3, 5, dtype=torch.float64, k=0.4)
    q, r = torch.linalg.qr(a)
    qc, rc = torch.linalg.qr(a, mode="complete")
    q2, r2 = torch.linalg.qr(w)
    # QR is unique up to the signs of R's diagonal: compare sign-normalised factors
    s = torch.sign(torch.diagonal(r))
    sc = torch.sign(torch.diagonal(rc))
    s2 = torch.sign(torch.diagonal(r2))
    return [q * s, r * s.unsqueeze(1), q @ r, (qc[:, :3] * sc), qc.mT @ qc, list(qc.shape), list(rc.shape),
            q2 * s2, r2 * s2.unsqueeze(1), torch.linalg.qr(a, mode="r").R.abs()]


@case
def linalg_svd(torch):
    a = rdata(torch, 4, 3, dtype=torch.float64)
    w = rdata(torch, 2, 3, 5, dtype=torch.float64, k=0.4)
    u, s, vh = torch.linalg.svd(a, full_matrices=False)
    uf, sf, vhf = torch.linalg.svd(w)
    return [s, fix_signs(torch, vh.mT), u @ torch.diag(s) @ vh, sf, list(uf.shape), list(vhf.shape),
            uf.mT @ uf, vhf @ vhf.mT, (uf @ torch.diag_embed(sf) @ vhf[:, :3, :]), torch.linalg.svdvals(a),
            torch.svd(a).S, list(torch.svd(a).V.shape), torch.linalg.matrix_rank(a),
            torch.linalg.matrix_rank(torch.ones(3, 3)), torch.linalg.pinv(a), torch.pinverse(w),
            torch.linalg.cond(a)]


@case
def linalg_eigh_grad(torch):
    a = spd(torch, 4, dtype=torch.float64).requires_grad_()
    w, v = torch.linalg.eigh(a)
    seed = torch.cos(torch.arange(16, dtype=torch.float64)).reshape(4, 4)
    vs = fix_signs(torch, v)
    g = torch.autograd.grad(w.sum() * 0.5 + (w * torch.arange(4.0, dtype=torch.float64)).sum()
                            + (vs * seed).sum(), a)[0]
    b = rdata(torch, 2, 3, 3, k=0.8)
    return [w, vs, g, torch.linalg.eigvalsh(b + b.mT), torch.linalg.eigvalsh(b, UPLO="U")]


@case
def linalg_cholesky_lstsq(torch):
    a = spd(torch, 3, dtype=torch.float64).requires_grad_()
    A = rdata(torch, 5, 3, dtype=torch.float64).requires_grad_()
    B = rdata(torch, 5, 2, k=0.6, dtype=torch.float64)
    return (grads(torch, torch.linalg.cholesky(a), [a]) + [torch.linalg.cholesky(a, upper=True)] +
            grads(torch, torch.linalg.lstsq(A, B).solution, [A]) +
            [torch.linalg.matrix_power(a, 3), torch.linalg.matrix_power(a, -2), torch.linalg.matrix_power(a, 0),
             torch.linalg.matrix_exp(rdata(torch, 3, 3, dtype=torch.float64)),
             torch.linalg.multi_dot([a, A.mT, B]), torch.linalg.cholesky_ex(-a).info])


# --- sparse COO -----------------------------------------------------------------------------------------
@case
def sparse_basics(torch):
    i = torch.tensor([[0, 1, 1, 2, 0], [2, 0, 2, 1, 2]])
    v = torch.tensor([3.0, 4.0, 5.0, -1.0, 1.5])
    s = torch.sparse_coo_tensor(i, v, (3, 3))
    c = s.coalesce()
    return [s.is_sparse, s.to_dense(), c.indices(), c.values(), c._nnz(), s._nnz(), c.is_coalesced(),
            s.is_coalesced(), list(s.shape), s.sparse_dim(), s.dense_dim(), s.t().to_dense(),
            torch.sparse_coo_tensor(i, v).to_dense(), (s * 2).to_dense(), (s + s).to_dense(),
            s.dtype == torch.float32, torch.sparse.sum(s), torch.sparse.sum(s, 0), repr(c)]


@case
def sparse_mm_grad(torch):
    i = torch.tensor([[0, 1, 1, 2, 3, 3], [1, 0, 2, 1, 3, 0]])
    v = (data(torch, 6) + 0.1).requires_grad_()
    x = data(torch, 4, 3, k=0.4).requires_grad_()
    adj = torch.sparse_coo_tensor(i, v, (4, 4))
    a = adj.detach()
    return (grads(torch, torch.sparse.mm(adj, x), [v, x]) + [torch.spmm(a, x), torch.mm(a, x), a @ x,
                                                              torch.matmul(a, x)])


@case
def sparse_to_sparse(torch):
    d = torch.tensor([[0.0, 2.0, 0.0], [1.5, 0.0, -3.0]])
    s = d.to_sparse()
    return [s.indices(), s.values(), s.to_dense(), d.is_sparse, torch.sparse.mm(s, torch.ones(3, 2)),
            torch.tensor([[0, 1], [2, 0]]).to_sparse().values()]


@case
def sparse_errors(torch):
    out = []
    for fn in (lambda: torch.sparse_coo_tensor(torch.tensor([[0, 3]]), torch.tensor([1.0, 2.0]), (3,)),
               lambda: torch.sparse_coo_tensor(torch.tensor([[0, 1]]), torch.tensor([1.0]), (3,)),
               lambda: torch.sparse_coo_tensor(torch.tensor([[0, 1], [1, 0]]), torch.tensor([1.0, 2.0]),
                                               (2, 2)).indices(),
               lambda: torch.sparse.mm(torch.eye(3).to_sparse(), torch.ones(2, 2))):
        try:
            fn()
            out.append("no error")
        except Exception as e:
            out.append(type(e).__name__)
    return out


@case
def sparse_gcn_training(torch):
    """Two steps of a 2-layer GCN on a 5-node graph with a normalised sparse adjacency."""
    nn = torch.nn
    F = torch.nn.functional
    edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (0, 2)]
    rows = [a for a, b in edges] + [b for a, b in edges] + list(range(5))
    cols = [b for a, b in edges] + [a for a, b in edges] + list(range(5))
    deg = [0.0] * 5
    for r in rows:
        deg[r] += 1
    vals = [1.0 / math.sqrt(deg[r] * deg[c]) for r, c in zip(rows, cols)]
    adj = torch.sparse_coo_tensor(torch.tensor([rows, cols]), torch.tensor(vals), (5, 5))
    feats = data(torch, 5, 4)
    labels = torch.tensor([0, 1, 0, 1, 1])
    w1 = fill(torch, nn.Linear(4, 8), k=0.21)
    w2 = fill(torch, nn.Linear(8, 2), k=0.53)
    params = list(w1.parameters()) + list(w2.parameters())
    opt = torch.optim.SGD(params, lr=0.5)
    losses = []
    for _ in range(3):
        opt.zero_grad()
        h = F.relu(torch.spmm(adj, w1(feats)))
        out = torch.sparse.mm(adj, w2(h))
        loss = F.cross_entropy(out, labels)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses + [w2.weight]


# --- autograd: Functions with several outputs, gradcheck -------------------------------------------------
def _two_output_function(torch):
    class SinCos(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x, scale):
            ctx.save_for_backward(x)
            ctx.scale = scale
            return torch.sin(x) * scale, torch.cos(x) * scale

        @staticmethod
        def backward(ctx, gs, gc):
            x, = ctx.saved_tensors
            return (gs * torch.cos(x) - gc * torch.sin(x)) * ctx.scale, None
    return SinCos


@case
def function_two_outputs(torch):
    SinCos = _two_output_function(torch)
    x = data(torch, 2, 3).requires_grad_()
    s, c = SinCos.apply(x, 2.0)
    g1 = torch.autograd.grad((s * 3 + c * c).sum(), x)[0]
    s2, c2 = SinCos.apply(x, 0.5)
    g2 = torch.autograd.grad(s2.sum(), x)[0]  # the second output unused: its gradient is zeros
    return [s, c, g1, g2, s.requires_grad, c.requires_grad]


@case
def function_output_and_index(torch):
    class MaxWithIndex(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            idx = x.argmax(1)
            ctx.save_for_backward(idx)
            ctx.n = x.shape[1]
            return x.amax(1), idx

        @staticmethod
        def backward(ctx, g, g_idx):
            idx, = ctx.saved_tensors
            return torch.nn.functional.one_hot(idx, ctx.n).to(g.dtype) * g.unsqueeze(1)
    x = data(torch, 3, 4).requires_grad_()
    v, i = MaxWithIndex.apply(x)
    return grads(torch, v, [x]) + [i, i.requires_grad, v.grad_fn.name()]


@case
def gradcheck_cases(torch):
    x = data(torch, 3, dtype=torch.float64).requires_grad_()
    y = data(torch, 3, k=0.3, dtype=torch.float64).requires_grad_()
    a = (data(torch, 2, 2, dtype=torch.float64) + 3 * torch.eye(2, dtype=torch.float64)).requires_grad_()
    SinCos = _two_output_function(torch)

    class WrongGrad(torch.autograd.Function):
        @staticmethod
        def forward(ctx, t):
            return t * t

        @staticmethod
        def backward(ctx, g):
            return g  # should be 2 t g
    out = [torch.autograd.gradcheck(lambda p, q: (p * q.exp()).sum() + p.tanh(), (x, y)),
           torch.autograd.gradcheck(torch.linalg.inv, (a,)), torch.autograd.gradcheck(torch.linalg.det, (a,)),
           torch.autograd.gradcheck(lambda t: SinCos.apply(t, 1.5), (x,)),
           torch.autograd.gradcheck(WrongGrad.apply, (x,), raise_exception=False),
           torch.autograd.gradgradcheck(lambda p, q: (p * q.exp()).sum() + p.tanh(), (x, y)),
           torch.autograd.gradgradcheck(lambda m: torch.softmax(m @ m, 1), (a,))]
    try:
        torch.autograd.gradcheck(WrongGrad.apply, (x,))
        out.append("no error")
    except RuntimeError as e:
        out.append(type(e).__name__)
    return out


# --- Tensor.register_hook --------------------------------------------------------------------------------
@case
def hooks_leaf_and_nonleaf(torch):
    seen = []
    x = data(torch, 3).requires_grad_()
    w = data(torch, 3, k=0.5).requires_grad_()
    h1 = x.register_hook(lambda g: g * 2)  # replaces the leaf's gradient
    w.register_hook(lambda g: seen.append(g.clone()))  # observes (returns None)
    y = x * w
    hy = y.register_hook(lambda g: g + 1)  # non-leaf: changes what flows on
    z = (y * y).sum() + (x * 3).sum()  # x used twice: its hook sees the sum once
    z.backward()
    first = [x.grad.clone(), w.grad.clone(), len(seen), seen[0]]
    h1.remove()
    hy.remove()
    x.grad = None
    w.grad = None
    y2 = x * w
    (y2 * y2).sum().backward()
    return first + [x.grad, w.grad, len(seen)]


@case
def hooks_errors_and_grad(torch):
    out = []
    try:
        torch.ones(2).register_hook(lambda g: g)
        out.append("no error")
    except RuntimeError as e:
        out.append(type(e).__name__)
    x = data(torch, 4).requires_grad_()
    y = x.exp()
    y.register_hook(lambda g: g * 0.5)
    gx, = torch.autograd.grad(y.sum(), x)
    out.append(gx)
    a = data(torch, 2, 2).requires_grad_()
    with a.register_hook(lambda g: g * 10):
        (a * 2).sum().backward()
    out.append(a.grad.clone())
    (a * 2).sum().backward()
    out.append(a.grad)
    return out


@case
def hooks_clip_training(torch):
    """Gradient clipping by parameter hooks during a few SGD steps."""
    torch.manual_seed(0)
    lin = fill(torch, torch.nn.Linear(3, 2))
    for p in lin.parameters():
        p.register_hook(lambda g: g.clamp(-0.1, 0.1))
    opt = torch.optim.SGD(lin.parameters(), lr=0.5)
    x = data(torch, 5, 3)
    t = data(torch, 5, 2, k=0.3)
    losses = []
    for _ in range(3):
        opt.zero_grad()
        loss = torch.nn.functional.mse_loss(lin(x), t)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses + [lin.weight, lin.bias]


# --- double backward (create_graph=True) -----------------------------------------------------------------
@case
def double_backward_elementwise(torch):
    x = data(torch, 5, dtype=torch.float64).requires_grad_()
    outs = []
    for f in (lambda t: t ** 3, lambda t: torch.sin(t) * torch.cos(2 * t), lambda t: torch.exp(t) / (1 + t * t),
              lambda t: torch.tanh(t) + torch.sigmoid(3 * t), lambda t: torch.log(t * t + 1) - torch.log1p(t.abs()),
              lambda t: torch.relu(t) * t, lambda t: torch.clamp(t, -1, 1) * t, lambda t: torch.expm1(t) - t.abs()):
        y = f(x).sum()
        g, = torch.autograd.grad(y, x, create_graph=True)
        h, = torch.autograd.grad(g.sum(), x)
        outs += [g.detach(), h]
    return outs


@case
def double_backward_mlp_hvp(torch):
    """Hessian-vector product of a small tanh MLP's loss with respect to its weights."""
    nn = torch.nn
    torch.manual_seed(0)
    net = fill(torch, nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 2)))
    x = data(torch, 6, 3)
    t = torch.tensor([0, 1, 1, 0, 1, 0])
    loss = -(torch.log_softmax(net(x), 1) * torch.nn.functional.one_hot(t, 2)).sum(1).mean()
    params = list(net.parameters())
    gs = torch.autograd.grad(loss, params, create_graph=True)
    v = [data(torch, *p.shape, k=0.3) for p in params]
    dot = sum((g * vi).sum() for g, vi in zip(gs, v))
    hv = torch.autograd.grad(dot, params)
    return [loss, *[g.detach() for g in gs], *hv]


@case
def double_backward_gradient_penalty(torch):
    """A WGAN-GP style penalty: ((|d critic(x)/dx| - 1)^2).mean() trained for two SGD steps."""
    nn = torch.nn
    critic = fill(torch, nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1)))
    opt = torch.optim.SGD(critic.parameters(), lr=0.1)
    x = data(torch, 5, 4)
    losses = []
    for _ in range(2):
        xi = x.clone().requires_grad_()
        out = critic(xi)
        g, = torch.autograd.grad(out, xi, grad_outputs=torch.ones_like(out), create_graph=True)
        penalty = ((g.norm(2, dim=1) - 1) ** 2).mean()
        loss = out.mean() + 10 * penalty
        opt.zero_grad()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses + [p.detach() for p in critic.parameters()]


@case
def double_backward_views_and_matmul(torch):
    a = data(torch, 3, 4, dtype=torch.float64).requires_grad_()
    b = data(torch, 4, 2, k=0.4, dtype=torch.float64).requires_grad_()
    y = (a @ b).softmax(1)[:, 0].sum() + torch.cat([a[0], a[:, 1]]).pow(2).sum() + a.t().reshape(-1)[3] * b.sum()
    ga, gb = torch.autograd.grad(y, [a, b], create_graph=True)
    h = torch.autograd.grad((ga * ga).sum() + gb.sum(), [a, b])
    x = data(torch, 4, dtype=torch.float64).requires_grad_()
    z = (x ** 2).sum()
    z.backward(create_graph=True)
    gx = x.grad
    (gx * gx).sum().backward()
    return [ga.detach(), gb.detach(), *h, x.grad]


@case
def erf_float32_gelu(torch):
    """erf over float32 activations (the vectorised path) and a GELU written with it."""
    x = (torch.arange(-400, 401, dtype=torch.float32) * 0.013).requires_grad_()
    y = x * 0.5 * (1.0 + torch.erf(x / math.sqrt(2.0)))
    return grads(torch, torch.erf(x), [x]) + grads(torch, y, [x]) + [torch.erfc(x.detach()),
                                                                      torch.erf(torch.tensor([1e-20, -3e-6, 8.0]))]


@case
def spatial_transformer_sampling(torch):
    F = torch.nn.functional
    theta = torch.tensor([[[0.9, -0.2, 0.1], [0.15, 1.1, -0.05]], [[1.2, 0.0, 0.3], [0.0, 0.8, 0.0]]],
                         requires_grad=True)
    img = data(torch, 2, 3, 5, 6).requires_grad_()
    out = []
    for ac in (False, True):
        grid = F.affine_grid(theta, (2, 3, 4, 7), align_corners=ac)
        out += grads(torch, F.grid_sample(img, grid, align_corners=ac), [img, theta])
        out.append(F.grid_sample(img, grid, mode="nearest", align_corners=ac))
        out.append(F.grid_sample(img, grid, padding_mode="border", align_corners=ac))
    return out


@case
def embedding_bag_and_alpha_dropout(torch):
    nn = torch.nn
    F = torch.nn.functional
    w = data(torch, 10, 3).requires_grad_()
    inp = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
    offsets = torch.tensor([0, 4])
    out = []
    for mode in ("sum", "mean", "max"):
        out += grads(torch, F.embedding_bag(inp, w, offsets, mode=mode), [w])
    out.append(F.embedding_bag(torch.tensor([[0, 2], [4, 4]]), w, mode="sum"))
    out.append(F.embedding_bag(inp, w, torch.tensor([0, 2, 8]), mode="mean", include_last_offset=True))
    out.append(F.embedding_bag(inp, w, offsets, mode="sum", per_sample_weights=data(torch, 8, k=0.2)))
    bag = nn.EmbeddingBag(10, 3, mode="sum")
    with torch.no_grad():
        bag.weight.copy_(w)
    out.append(bag(inp, offsets))
    x = data(torch, 4, 5)
    out.append(nn.AlphaDropout(0.3).eval()(x))
    d = F.alpha_dropout(torch.ones(20000) * 0.0, 0.2, training=True)
    out.append(abs(d.mean().item()) < 0.05 and abs(d.std().item() - 1.0) < 0.05)
    return out


@case
def more_tensor_surface(torch):
    x = data(torch, 10).requires_grad_()
    m = torch.tensor([[1, 2], [3, 4]])
    y = torch.zeros(2, 3)
    y.put_(torch.tensor([0, 5, -2]), torch.tensor([1.0, 2.0, 3.0]))
    z = torch.zeros(2, 3)
    z.masked_scatter_(torch.tensor([[True, False, True], [False, True, False]]), torch.arange(1.0, 7.0))
    a = torch.arange(6.0).reshape(2, 3)
    a.apply_(lambda v: v * v + 1)
    b = torch.ones(2, 3)
    b.map_(torch.arange(3.0), lambda p, q: p + 10 * q)
    uc = torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 3, 1, 1]), return_counts=True, return_inverse=True)
    return (grads(torch, x.unfold(0, 3, 2), [x]) +
            [m.unfold(1, 2, 1), torch.broadcast_to(torch.tensor([1, 2]), (3, 2)), torch.ones(2, 3).sum_to_size(1, 3),
             torch.ger(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0, 5.0])),
             torch.histc(torch.tensor([1.0, 2, 1, 4, 5]), bins=4, min=0, max=5), torch.histc(data(torch, 20), bins=5),
             list(uc), torch.unique_consecutive(torch.tensor([3, 3, 1])),
             torch.renorm(torch.ones(3, 3) * torch.arange(1.0, 4).unsqueeze(1), 2, 0, 2),
             torch.tensor([4, 6, 9]).gcd(torch.tensor([6, 4, 3])), torch.lcm(torch.tensor([4, 6, 9]), torch.tensor([6, 4, 3])),
             torch.tensor([-1.0, 2.0]).angle(), y, z, a, b, x.is_complex(), x.detach().is_pinned(),
             torch.index_put(torch.zeros(3), (torch.tensor([0, 0, 2]),), torch.tensor([1.0, 2.0, 3.0]), accumulate=True)])


# --- advanced indexing: contiguous-row fast path and the strided path --------------------------
@case
def index_rows_paths(torch):
    a = data(torch, 6, 4)
    idx = torch.tensor([5, 0, 5, 2, -1])
    t = a.t()  # rows of t are strided in a's storage
    acc = torch.zeros(6, 4).index_put_((idx,), data(torch, 5, 4), accumulate=True)
    acc_t = torch.zeros(4, 6).t().index_put_((idx,), data(torch, 5, 4), accumulate=True)
    put = torch.zeros(6, 4)
    put[torch.tensor([1, 3])] = data(torch, 2, 4)
    return [a[idx], t[torch.tensor([3, 0, 3])], a[:, torch.tensor([1, 1, 0])], acc, acc_t, put,
            torch.zeros(6, 4).index_add_(0, idx.abs(), data(torch, 5, 4))]


@case
def index_add_negative(torch):
    return torch.zeros(6, 4).index_add_(0, torch.tensor([1, -1]), torch.ones(2, 4))
