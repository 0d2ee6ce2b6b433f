"""The original's mnist_cnn_tensorpy.py: the training matrix on the demo's CNN, tensorpy side.

Usage: tensorpy benchmarks/mnist_cnn_tensorpy.py INITIAL_WEIGHTS
Runs benchmarks/tensorpy/train.py (single_step, tiny_run, small_run, full_run at batch 64, an
epoch at batch 1) from the LeNet weights INITIAL_WEIGHTS and prints the timings as JSON.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "tensorpy"))
import train  # noqa: E402,F401  (runs on import)
