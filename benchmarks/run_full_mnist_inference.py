"""The original's run_full_mnist_inference.py: full 10,000-digit inference, both sides.

Usage: /usr/bin/python3 benchmarks/run_full_mnist_inference.py [driver options]
The driver (benchmarks/driver.py) on the ingress, SimpleCNN inference and end-to-end
scenarios, interleaved, one thread and all cores; results in
benchmarks/results/full_mnist_inference.json (docs/benchmarks.md is left alone).
"""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
os.execv("/usr/bin/python3", ["/usr/bin/python3", os.path.join(here, "driver.py"),
                              "--scenarios", "ingress,infer_simplecnn,e2e", "--no-docs",
                              "--out", os.path.join(here, "results", "full_mnist_inference.json")] + sys.argv[1:])
