"""Ingress, TensorPy side: parse data/mnist/mnist_test_full.csv, then tensorize it.

Usage: tensorpy ingress.py [CSV]
ml.load_mnist_csv parses straight into the float32 [N, 1, 28, 28] images and int64 [N]
labels, so "parse" here already includes the conversion PyTorch's side does in its
tensorize phase; "tensorize" is the shaping into the model's contiguous input.
Prints {"parse_s", "tensorize_s", "ingress_s", "rows", "bytes"}.
"""
import os
import sys
import time

import ml

import common

common.setup_threads()
path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(common.MNIST, "mnist_test_full.csv")
t0 = time.perf_counter()
images, labels = ml.load_mnist_csv(path)
t1 = time.perf_counter()
n = images.shape[0]
images = images.reshape(n, 1, 28, 28).contiguous()
t2 = time.perf_counter()
common.emit({"parse_s": t1 - t0, "tensorize_s": t2 - t1, "ingress_s": t2 - t0,
             "rows": n, "bytes": os.path.getsize(path),
             "checksum": images.sum().item() + labels.sum().item()})
