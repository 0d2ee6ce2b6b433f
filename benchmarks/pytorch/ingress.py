"""Ingress, PyTorch side: parse data/mnist/mnist_test_full.csv, then tensorize it.

Usage: python3 ingress.py [CSV]
Prints {"parse_s", "tensorize_s", "ingress_s", "rows", "bytes"}.
"""
import os
import sys
import time

import common

common.setup_threads()
path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(common.MNIST, "mnist_test_full.csv")
t0 = time.perf_counter()
raw = common.parse_csv(path)
t1 = time.perf_counter()
images, labels = common.tensorize(raw)
t2 = time.perf_counter()
assert tuple(images.shape) == (raw.shape[0], 1, 28, 28)
common.emit({"parse_s": t1 - t0, "tensorize_s": t2 - t1, "ingress_s": t2 - t0,
             "rows": int(images.shape[0]), "bytes": os.path.getsize(path),
             "checksum": float(images.sum()) + float(labels.sum())})
