"""The original's run_benchmark_matrix.py: the training matrix, both sides.

Usage: /usr/bin/python3 benchmarks/run_benchmark_matrix.py [driver options]
The driver (benchmarks/driver.py) on the training scenario (single_step, tiny_run,
small_run, full_run at batch 64, and an epoch at batch 1), interleaved, one thread and all
cores; results in benchmarks/results/benchmark_matrix.json (docs/benchmarks.md is left alone).
"""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
os.execv("/usr/bin/python3", ["/usr/bin/python3", os.path.join(here, "driver.py"),
                              "--scenarios", "train", "--no-docs",
                              "--out", os.path.join(here, "results", "benchmark_matrix.json")] + sys.argv[1:])
