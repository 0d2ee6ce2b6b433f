"""Cases for numerics at extreme magnitudes, shared by
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


CASES = [
    ("log_softmax_extreme", c_log_softmax_extreme, 1e-5, 1e-6),
    ("softmax_extreme", c_softmax_extreme, 1e-5, 1e-7),
    ("cross_entropy_extreme", c_cross_entropy_extreme, 1e-5, 1e-6),
    ("logsumexp_extreme", c_logsumexp_extreme, 1e-4, 1e-6),  # torch float32 grads: exp(x - rounded lse)
    ("bce_logits_extreme", c_bce_logits_extreme, 1e-5, 1e-12),
    ("log1p_tiny", c_log1p_tiny, 1e-6, 1e-20),
]
