"""End to end, PyTorch side: the original's full_mnist_inference_pytorch.py pipeline.

Usage: python3 e2e.py WEIGHTS [CSV]
import torch, parse and tensorize the 10,000-digit CSV, build SimpleCNN(28, 1, 8, 3, 10),
load the TensorPy checkpoint (safetensors), one forward at batch 10,000 under no_grad,
accuracy. The driver times the whole process, spawn to exit, and reads its peak RSS;
the phases below are measured inside it.
"""
import time

start = time.perf_counter()
import json
import os
import sys

import torch

import common

t_import = time.perf_counter()
common.setup_threads()
weights = sys.argv[1]
path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(common.MNIST, "mnist_test_full.csv")
raw = common.parse_csv(path)
t_parse = time.perf_counter()
images, labels = common.tensorize(raw)
t_tensor = time.perf_counter()
model = common.load_weights(common.SimpleCNN(28, 1, 8, 3, 10), weights).eval()
t_model = time.perf_counter()
with torch.no_grad():
    logits = model(images)
t_forward = time.perf_counter()
correct = int((logits.argmax(1) == labels).sum())
t_end = time.perf_counter()
print(json.dumps({"import_s": t_import - start, "load_dataset_s": t_parse - t_import,
                  "tensorize_s": t_tensor - t_parse, "init_model_s": t_model - t_tensor,
                  "forward_s": t_forward - t_model, "accuracy": correct / images.shape[0],
                  "overall_s": t_end - start}))
