"""Tensors whose repr() is compared with PyTorch's (gen_ml_fixtures.py records torch's text
with 'torch.' -> 'ml.'). Each case takes the module and returns one tensor."""


def r(ml, n, scale=1.0, shift=0.0, dtype=None):
    t = ml.arange(n, dtype=ml.float64) * scale + shift
    return t.to(dtype) if dtype is not None else t.float()


CASES = [
    ("vector", lambda ml: ml.tensor([1.0, 2.0, 3.0])),
    ("matrix_int_valued", lambda ml: ml.tensor([[1.0, 2.0], [3.0, 4.0]])),
    ("fractions", lambda ml: ml.tensor([0.5, -1.25, 3.125])),
    ("precision4", lambda ml: ml.tensor([1.0 / 3, 2.0 / 3, -0.1])),
    ("sci_small", lambda ml: ml.tensor([1e-5, 1.0, 2.5])),
    ("sci_large", lambda ml: ml.tensor([1e9, 1.5, -3.0])),
    ("int_mode_sci", lambda ml: ml.tensor([1.0, 100000.0])),
    ("nan_inf", lambda ml: ml.tensor([float("nan"), float("inf"), -float("inf"), 1.5])),
    ("zeros", lambda ml: ml.zeros(2, 3)),
    ("scalar", lambda ml: ml.tensor(3.5)),
    ("scalar_int", lambda ml: ml.tensor(7)),
    ("ints", lambda ml: ml.tensor([[1, -20], [300, 4]])),
    ("int32", lambda ml: ml.tensor([1, 2], dtype=ml.int32)),
    ("uint8", lambda ml: ml.tensor([0, 255], dtype=ml.uint8)),
    ("float64", lambda ml: ml.tensor([1.5, 2.0], dtype=ml.float64)),
    ("bools", lambda ml: ml.tensor([True, False, True])),
    ("empty", lambda ml: ml.zeros(0)),
    ("empty_2d", lambda ml: ml.zeros(2, 0)),
    ("empty_int", lambda ml: ml.zeros(0, dtype=ml.int64)),
    ("requires_grad", lambda ml: ml.tensor([1.0, 2.0], requires_grad=True)),
    ("grad_fn", lambda ml: ml.tensor([1.0, 2.0], requires_grad=True) + 1),
    ("mul_grad_fn", lambda ml: ml.tensor([1.0, 2.0], requires_grad=True) * 2),
    ("3d", lambda ml: r(ml, 24).reshape(2, 3, 4)),
    ("4d", lambda ml: r(ml, 16, 0.5).reshape(2, 2, 2, 2)),
    ("wide_wrap", lambda ml: r(ml, 30, 1.1, -10.0)),
    ("summarised_1d", lambda ml: r(ml, 2000)),
    ("summarised_2d", lambda ml: r(ml, 1200, 0.01).reshape(40, 30)),
    ("summarised_3d", lambda ml: r(ml, 2000, 1.0).reshape(10, 10, 20)),
    ("long_suffix", lambda ml: r(ml, 8, 0.123, 0.0, ml.float64)),
    ("negative_zero", lambda ml: ml.tensor([-0.0, 1.0])),
    ("parameter", lambda ml: ml.Parameter(ml.tensor([[1.0, -2.0], [0.5, 4.0]]))),
    ("transposed_view", lambda ml: r(ml, 6).reshape(2, 3).t()),
]
