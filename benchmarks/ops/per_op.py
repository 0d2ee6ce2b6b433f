# Per-operation overhead of small-tensor arithmetic and of calls, from an interpreted loop.
# Runs under TensorPy (`tensorpy benchmarks/ops/per_op.py`) and under CPython with PyTorch
# (`/usr/bin/python3 benchmarks/ops/per_op.py`, one intra-op thread) and prints one line
# per case: "<case> <ns per op>", the median of RUNS runs of N iterations with the time
# of the same loop without the operation subtracted.
#   python3 per_op.py [N] [RUNS]
import sys
import time

try:
    ml  # TensorPy: a builtin name
    lib = ml
    runtime = "tensorpy"
except NameError:
    import torch as lib
    lib.set_num_threads(1)
    runtime = "torch " + lib.__version__

N = int(sys.argv[1]) if len(sys.argv) > 1 else 200000
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 7


def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2]


def loop_empty(a, b, n):
    for i in range(n):
        c = a
    return c


def loop_add(a, b, n):
    for i in range(n):
        c = a + b
    return c


def loop_mul_scalar(a, b, n):
    for i in range(n):
        c = a * 2.0
    return c


def loop_iadd(a, b, n):
    for i in range(n):
        a += b
    return a


def loop_matmul(a, b, n):
    for i in range(n):
        c = a @ b
    return c


def loop_method(a, b, n):
    for i in range(n):
        c = a.add(b)
    return c


def per_op_ns(fn, a, b, n):
    times = []
    for r in range(RUNS):
        t0 = time.perf_counter()
        loop_empty(a, b, n)
        t1 = time.perf_counter()
        fn(a, b, n)
        t2 = time.perf_counter()
        times.append(((t2 - t1) - (t1 - t0)) / n * 1e9)
    return median(times)


a = lib.tensor([1.0])
b = lib.tensor([2.0])
m = lib.ones(4, 4)
print("runtime", runtime, "N", N, "runs", RUNS)
print("add_1elem", round(per_op_ns(loop_add, a, b, N), 1))
print("mul_scalar_1elem", round(per_op_ns(loop_mul_scalar, a, b, N), 1))
print("iadd_1elem", round(per_op_ns(loop_iadd, lib.tensor([0.0]), b, N), 1))
print("method_add_1elem", round(per_op_ns(loop_method, a, b, N), 1))
print("matmul_4x4", round(per_op_ns(loop_matmul, m, m, N), 1))
