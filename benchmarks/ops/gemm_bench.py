# Square matmul at 64-1024 (issue 15's GEMM range) in float32 and float64, one thread.
# Runs under TensorPy (`tensorpy benchmarks/ops/gemm_bench.py`) and under CPython with
# PyTorch (`/usr/bin/python3 benchmarks/ops/gemm_bench.py`); prints "<case> <ms> <GFLOP/s>",
# the median of RUNS calls after a warm-up call.
#   python3 gemm_bench.py [RUNS]
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

RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 9


def median_s(f, runs):
    f()
    ts = []
    for _ in range(runs):
        t = time.perf_counter()
        f()
        ts.append(time.perf_counter() - t)
    ts.sort()
    return ts[len(ts) // 2]


print("# " + runtime)
lib.manual_seed(0)
for dtype, name in ((lib.float32, "f32"), (lib.float64, "f64")):
    for n in (64, 128, 256, 512, 1024):
        a = lib.randn(n, n, dtype=dtype)
        b = lib.randn(n, n, dtype=dtype)
        s = median_s(lambda: lib.matmul(a, b), RUNS if n < 1024 else 3)
        print("matmul%d_%s %.3f %.1f" % (n, name, s * 1e3, 2.0 * n ** 3 / s / 1e9))
