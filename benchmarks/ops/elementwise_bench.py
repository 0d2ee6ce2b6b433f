# Large elementwise ops (2000x784, the MNIST batch shape issue 15 quotes): pow with the
# constant exponents both sides specialise (2, 3, 0.5, -1) and a general one (2.5), sqrt,
# exp, sigmoid, tanh, x*x, (log_)softmax over rows, sum over rows, mean over columns and
# layer_norm (no grad), float32 and float64. Runs under TensorPy (`tensorpy
# benchmarks/ops/elementwise_bench.py`) and under CPython with PyTorch (`/usr/bin/python3
# benchmarks/ops/elementwise_bench.py`), one intra-op thread on both sides; prints "<case> <ms>", the
# median of RUNS calls after a warm-up call.
#   python3 elementwise_bench.py [RUNS]
import sys
import time

try:
    ml  # TensorPy: a builtin name
    lib = ml
    runtime = "tensorpy"
except NameError:
    import torch as lib
    runtime = "torch " + lib.__version__
lib.set_num_threads(1)

RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 15


def median_ms(f):
    f()
    ts = []
    for _ in range(RUNS):
        t = time.perf_counter()
        f()
        ts.append(time.perf_counter() - t)
    ts.sort()
    return ts[len(ts) // 2] * 1e3


print("# " + runtime)
lib.manual_seed(0)
for dtype, name in ((lib.float32, "f32"), (lib.float64, "f64")):
    x = lib.randn(2000, 784, dtype=dtype)
    cases = [("pow2", lambda: x.pow(2)), ("pow3", lambda: x.pow(3)), ("pow0.5", lambda: x.pow(0.5)),
             ("pow-1", lambda: x.pow(-1)), ("pow2.5", lambda: x.pow(2.5)), ("sqrt", lambda: x.sqrt()),
             ("exp", lambda: x.exp()), ("sigmoid", lambda: x.sigmoid()), ("tanh", lambda: x.tanh()), ("mul_self", lambda: x * x),
             ("softmax", lambda: lib.softmax(x, 1)), ("log_softmax", lambda: lib.log_softmax(x, 1)),
             ("sum_dim1", lambda: x.sum(1)), ("mean_dim0", lambda: x.mean(0)),
             ("layer_norm", lambda: lib.layer_norm(x, [784]))]
    for case, f in cases:
        print("%s_%s %.3f" % (case, name, median_ms(f)))
