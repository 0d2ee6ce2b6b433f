"""Cases for numerics at extreme magnitudes and gradients at singular points, shared by
gen_singular_fixtures.py (run with `ml` = a torch stand-in) and test_singular.py (run
with TensorPy's ml). Each case takes the module and returns (outs, leaves): a list of
tensors and the leaves whose gradient of sum_i sum(outs[i] * weights(outs[i])) is
compared, weights = 1, 2, 3, 1, 2, 3, ... (so ties, zeros and kinks are not hidden
by a zero cotangent). Tolerances per case: (rtol, atol)."""

ROWS = [[1e8, 1e8, -1e8], [-1e4, -1e4 - 2, -1e4 - 5], [1e-8, 2e-8, -1e-8], [30.0, -30.0, 0.0],
        [-1e30, 1e30, 0.0], [0.0, float("-inf"), 1.0]]


def leaf(ml, data, dtype=None):
    return ml.tensor(data, dtype=dtype or ml.float32, requires_grad=True)


def weights(ml, t):
    n = t.numel()
    w = ml.arange(n, dtype=t.dtype) % 3 + 1
    return w.reshape(list(t.shape))


# ---- part 2: log-sum-exp numerics ----
def c_log_softmax_extreme(ml):
    x = leaf(ml, ROWS)
    d = leaf(ml, ROWS, ml.float64)
    return [ml.log_softmax(x, 1), ml.log_softmax(d, 1), ml.log_softmax(x.t(), 0)], [x, d]


def c_softmax_extreme(ml):
    x = leaf(ml, ROWS)
    d = leaf(ml, ROWS, ml.float64)
    return [ml.softmax(x, 1), ml.softmax(d, 1), ml.softmax(x.t(), 0)], [x, d]


def c_cross_entropy_extreme(ml):
    x = leaf(ml, ROWS[:5])
    d = leaf(ml, ROWS[:5], ml.float64)
    t = ml.tensor([0, 1, 2, 0, 1])
    return [ml.cross_entropy(x, t), ml.cross_entropy(x, t, reduction="none"), ml.cross_entropy(d, t, reduction="sum"),
            ml.cross_entropy(x[1], t[1])], [x, d]


def c_logsumexp_extreme(ml):
    # float32 rows of moderate size only: torch's backward exp(x - result) uses the rounded
    # result, which for |x| ~ 1e8 in float32 gives 1 where softmax is 0.5 (ours is the
    # exact softmax; test_singular.py checks that case by itself).
    x = leaf(ml, ROWS[1:4])
    d = leaf(ml, ROWS[:5], ml.float64)
    return [ml.logsumexp(x, 1), ml.logsumexp(d, 1, keepdim=True), ml.logsumexp(x, (0, 1)), ml.logsumexp(x, 0)], [x, d]


def c_bce_logits_extreme(ml):
    x = leaf(ml, [0.0, 1e4, -1e4, 40.0, -40.0, 1e-8, 0.0, 3.0])
    y = ml.tensor([0.0, 1.0, 0.5, 1.0, 0.0, 0.3, 1.0, 0.0])
    pw = ml.tensor([2.0, 1.0, 3.0, 0.5, 1.0, 1.0, 4.0, 2.0])
    return [ml.binary_cross_entropy_with_logits(x, y, reduction="none"),
            ml.binary_cross_entropy_with_logits(x, y, pos_weight=pw, reduction="none"),
            ml.binary_cross_entropy_with_logits(x, y)], [x]


def c_log1p_tiny(ml):
    x = leaf(ml, [1e-10, -1e-10, 1e-5, 0.0, 3.0, -0.5])
    return [ml.log1p(x)], [x]


# ---- part 3: gradients at singular points ----
def c_prod_zeros(ml):
    x = leaf(ml, [[2.0, 0.0, 3.0], [0.0, 0.0, 4.0], [1.0, 2.0, 3.0]])
    v = leaf(ml, [5.0, 0.0, -2.0])
    return [ml.prod(x, 1), ml.prod(x, 0, keepdim=True), ml.prod(v), ml.prod(v, 0)], [x, v]


def c_prod_all_zeros(ml):
    x = leaf(ml, [[2.0, 0.0], [3.0, 1.5]])
    z = leaf(ml, [[0.0, 0.0], [3.0, 1.5]])
    return [ml.prod(x), ml.prod(z)], [x, z]


def c_norm_zero(ml):
    x = leaf(ml, [[0.0, 0.0, 0.0], [3.0, 0.0, -4.0]])
    return [ml.norm(x, dim=1), ml.norm(x, p=1, dim=1), ml.norm(x, p=float("inf"), dim=1), ml.norm(x, p=3, dim=1),
            ml.norm(x, p=0, dim=1), x.norm()], [x]


def c_norm_all_zero(ml):
    x = leaf(ml, [[0.0, 0.0], [0.0, 0.0]])
    return [ml.norm(x)], [x]


def c_var_std_degenerate(ml):
    c = leaf(ml, [[2.0, 2.0, 2.0], [1.0, 2.0, 4.0]])
    one = leaf(ml, [[3.0], [5.0]])
    return [ml.std(c, 1), ml.var(c, 1), ml.std(c, 1, unbiased=False), ml.var(one, 1), ml.std(one, 1)], [c, one]


def c_var_empty(ml):
    e = leaf(ml, [[], []])
    return [ml.var(e, 1), ml.std(e, 1), ml.mean(e, 1)], [e]


def c_pow_zero(ml):
    x = leaf(ml, [0.0, 0.0, 1.0, 2.0, -1.5])
    e = leaf(ml, [0.0, 2.0, 0.0, -1.0, 2.0])
    b = leaf(ml, [0.0, 0.0, 3.0])
    be = leaf(ml, [0.0, 2.0, 0.5])
    return [x ** 2, x ** 0, ml.pow(x, 3), ml.pow(x, e), ml.pow(b, be)], [x, e, b, be]


def c_pow_sqrt_at_zero(ml):
    x = leaf(ml, [0.0, 1.0, 4.0])
    return [x ** 0.5, ml.sqrt(x)], [x]


def c_pow_constant_exponents(ml):
    # The exponents computed without std::pow (Note [Constant exponents]), at the values
    # where a product, sqrt or reciprocal could differ from pow: signed zeros, infinities,
    # nan, negatives (nan for the roots), tiny and huge magnitudes.
    vals = [-2.0, -0.0, 0.0, 0.25, 3.0, float("inf"), float("-inf"), float("nan"), 1e-20, 7.5, -1e20]
    x = leaf(ml, vals)
    d = leaf(ml, vals, ml.float64)
    exps = (2, 3, 0.5, -0.5, -1, -2, 2.0, 1)
    return [x ** e for e in exps] + [ml.pow(d, e) for e in exps], [x, d]


def c_softmax_rows_vector(ml):
    # Rows along the last dim take the vector kernel (Note [Vector exp]): every tail length
    # around the 16-lane width, large spreads, and rows with inf, -inf and nan.
    outs, leaves = [], []
    for n in (1, 2, 15, 16, 17, 31, 33, 100):
        x = leaf(ml, [[((i * 7 + k * 13) % 29 - 14) * 0.37 * (r + 1) for k in range(n)] for r, i in enumerate(range(3))])
        outs += [ml.softmax(x, 1), ml.log_softmax(x, -1)]
        leaves.append(x)
    inf, nan = float("inf"), float("nan")
    s = ml.tensor([[inf, 1.0, 2.0], [-inf, -inf, -inf], [nan, 1.0, 2.0], [-inf, 0.0, 1.0], [1e30, -1e30, 0.0]])
    outs += [ml.softmax(s, 1), ml.log_softmax(s, 1)]
    return outs, leaves


def c_where_clamp_ties(ml):
    x = leaf(ml, [-1.0, 1.0, 0.0, 2.0, -2.0])
    return [ml.where(x > 0, x, -x), ml.where(x >= 0, x * 2, x * 3), ml.clamp(x, -1.0, 1.0), ml.clamp(x, min=0.0),
            ml.clamp(x, max=-1.0)], [x]


def c_max_min_ties(ml):
    a = leaf(ml, [[1.0, 3.0, 3.0], [2.0, 2.0, 2.0]])
    b = leaf(ml, [[1.0, 2.0, 3.0], [2.0, 5.0, 0.0]])
    return [ml.maximum(a, b), ml.minimum(a, b), ml.max(a), ml.min(a), ml.amax(a, 1), ml.amin(a, 0)], [a, b]


def c_max_dim_ties(ml):
    a = leaf(ml, [[1.0, 3.0, 3.0], [2.0, 2.0, 2.0]])
    return [ml.max(a, 1)[0], ml.min(a, 1)[0], ml.max(a, 0, keepdim=True)[0]], [a]


def c_kinks_at_zero(ml):
    x = leaf(ml, [0.0, -0.0, 1.0, -1.0])
    y = leaf(ml, [0.0, 0.5, 1.0, -1.0])
    return [ml.abs(x), ml.relu(x), ml.sigmoid(x), ml.gelu(x), ml.silu(x), ml.tanh(x),
            ml.l1_loss(x, y, reduction="none"), ml.mse_loss(x, y)], [x, y]


def c_log_div_at_zero(ml):
    x = leaf(ml, [0.0, 1.0, 2.0])
    d = leaf(ml, [1.0, 0.0, 2.0])
    return [ml.log(x), ml.div(x, d)], [x, d]


def c_max_pool_ties(ml):
    x = leaf(ml, [[[[1.0, 1.0, 2.0, 2.0], [1.0, 1.0, 2.0, 0.0], [0.0, 0.0, 5.0, 5.0], [0.0, 0.0, 5.0, 5.0]]]])
    return [ml.max_pool2d(x, 2)], [x]


def c_bce_probability_edges(ml):
    # probabilities at 0 and 1 (a saturated sigmoid gives exactly 1.0): torch's rule
    # (x - t) / max(x (1 - x), 1e-12) and log(1 - x) - log(x) for the target
    x = leaf(ml, [0.0, 1.0, 0.5, 1e-30, 1 - 1e-7, 0.3, 1.0])
    t = leaf(ml, [0.0, 0.0, 1.0, 1.0, 0.3, 0.6, 1.0])
    s = leaf(ml, [20.0, -3.0])
    return [ml.binary_cross_entropy(x, t, reduction="none"), ml.binary_cross_entropy(x, t),
            ml.binary_cross_entropy(ml.sigmoid(s), ml.tensor([0.0, 1.0]))], [x, t, s]


def c_nan_kinks(ml):
    # NaN propagates through relu/maximum/minimum and takes the gradient (torch's
    # threshold_backward and max/min rules); relu(-0.0) is -0.0
    nan = float("nan")
    x = leaf(ml, [nan, 1.0, -0.0, -2.0, 0.0])
    y = leaf(ml, [0.0, nan, 0.0, nan, 0.0])
    return [ml.relu(x), ml.maximum(x, y), ml.minimum(x, y), ml.relu(x.double()), ml.clamp(x, 0.0, 1.0),
            ml.abs(x)], [x, y]


def c_layer_norm_constant(ml):
    x = leaf(ml, [[3.0, 3.0, 3.0], [1.0, 2.0, 3.0]])
    return [ml.layer_norm(x, [3])], [x]


CASES = [
    ("log_softmax_extreme", c_log_softmax_extreme, 1e-5, 1e-6),
    ("softmax_extreme", c_softmax_extreme, 1e-5, 1e-7),
    ("cross_entropy_extreme", c_cross_entropy_extreme, 1e-5, 1e-6),
    ("logsumexp_extreme", c_logsumexp_extreme, 1e-4, 1e-6),  # torch float32 grads: exp(x - rounded lse)
    ("bce_logits_extreme", c_bce_logits_extreme, 1e-5, 1e-12),
    ("log1p_tiny", c_log1p_tiny, 1e-6, 1e-20),
    ("prod_zeros", c_prod_zeros, 1e-6, 1e-6),
    ("prod_all_zeros", c_prod_all_zeros, 1e-6, 1e-6),
    ("norm_zero", c_norm_zero, 1e-5, 1e-6),
    ("norm_all_zero", c_norm_all_zero, 1e-6, 1e-6),
    ("var_std_degenerate", c_var_std_degenerate, 1e-5, 1e-6),
    ("var_empty", c_var_empty, 1e-6, 1e-6),
    ("pow_zero", c_pow_zero, 1e-5, 1e-6),
    ("pow_sqrt_at_zero", c_pow_sqrt_at_zero, 1e-6, 1e-6),
    ("pow_constant_exponents", c_pow_constant_exponents, 1e-6, 0.0),
    ("softmax_rows_vector", c_softmax_rows_vector, 1e-5, 1e-7),
    ("where_clamp_ties", c_where_clamp_ties, 1e-6, 1e-6),
    ("max_min_ties", c_max_min_ties, 1e-6, 1e-6),
    ("max_dim_ties", c_max_dim_ties, 1e-6, 1e-6),
    ("kinks_at_zero", c_kinks_at_zero, 1e-5, 1e-6),
    ("log_div_at_zero", c_log_div_at_zero, 1e-6, 1e-6),
    ("max_pool_ties", c_max_pool_ties, 1e-6, 1e-6),
    ("layer_norm_constant", c_layer_norm_constant, 1e-4, 1e-5),
    ("bce_probability_edges", c_bce_probability_edges, 1e-5, 1e-6),
    ("nan_kinks", c_nan_kinks, 1e-6, 1e-6),
]
