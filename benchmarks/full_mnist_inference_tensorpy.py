"""The original's full_mnist_inference_tensorpy.py: the end-to-end pipeline, tensorpy side.

Usage: tensorpy benchmarks/full_mnist_inference_tensorpy.py WEIGHTS [CSV]
Runs benchmarks/tensorpy/e2e.py (load CSV, tensorize, SimpleCNN(28, 1, 8, 3, 10), load the
safetensors WEIGHTS, forward at batch 10,000, accuracy) and prints its phases as JSON.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "tensorpy"))
import e2e  # noqa: E402,F401  (runs on import)
