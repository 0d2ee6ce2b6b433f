"""SGEMM probe: 512x512x512 float32 matmul GFLOP/s, median of 7, plus the BLAS mapped in.

Tells the driver whether a configuration really runs OpenBLAS (the "tuned" one must be
several times faster than the reference BLAS of the "as installed" one).
"""
import time

import torch

import common

common.setup_threads()
a = torch.rand(512, 512)
b = torch.rand(512, 512)
a @ b
times = []
for _ in range(7):
    t0 = time.perf_counter()
    a @ b
    times.append(time.perf_counter() - t0)
times.sort()
common.emit({"sgemm512_gflops": 2 * 512 ** 3 / times[3] / 1e9})
