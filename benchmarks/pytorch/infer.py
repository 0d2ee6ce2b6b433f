"""Inference, PyTorch side: one model over every digit at batch 10,000, 100 and 1.

Usage: python3 infer.py MODEL WEIGHTS [LOGITS_OUT] [REPS] [CSV]
  MODEL simplecnn | lenet; WEIGHTS a safetensors file written by TensorPy (state-dict keys);
  LOGITS_OUT (optional) receives the batch-10,000 logits as safetensors {"logits": [N, 10]}.
  REPS (default 3): batch 10,000 is timed REPS times after one untimed warm-up call at
  batch 10,000, median reported; with REPS 1 the warm-up call is at batch 100 instead (the
  driver uses 1 for the LeNet model, whose batch-10,000 pass costs seconds on PyTorch).
Batches 100 and 1: one untimed warm-up call on the first batch, then one timed pass over
all digits. Everything under torch.no_grad(). Prints {"b10000_s", "b100_s", "b1_s", "acc_b10000", "acc_b100", "acc_b1", ...}.
"""
import os
import sys
import time

import torch

import common

common.setup_threads()
model_name, weights = sys.argv[1], sys.argv[2]
logits_out = sys.argv[3] if len(sys.argv) > 3 and sys.argv[3] != "-" else None
reps = int(sys.argv[4]) if len(sys.argv) > 4 else 3
path = sys.argv[5] if len(sys.argv) > 5 else os.path.join(common.MNIST, "mnist_test_full.csv")

images, labels = common.load_mnist(path)
model = common.load_weights(common.make_model(model_name), weights).eval()
n = images.shape[0]
record = {"model": model_name, "rows": n, "b10000_reps": reps}
with torch.no_grad():
    for batch in (10000, 100, 1):
        model(images[:100 if batch == 10000 and reps == 1 else batch])  # warm-up, untimed
        times = []
        for _ in range(reps if batch == 10000 else 1):
            outs = []
            t0 = time.perf_counter()
            for start in range(0, n, batch):
                outs.append(model(images[start:start + batch]))
            times.append(time.perf_counter() - t0)
        logits = outs[0] if len(outs) == 1 else torch.cat(outs, 0)
        times.sort()
        record[f"b{batch}_s"] = times[len(times) // 2]
        record[f"acc_b{batch}"] = float((logits.argmax(1) == labels).sum()) / n
        if batch == 10000:
            full = logits
        else:
            record[f"maxdiff_b{batch}_vs_b10000"] = float((logits - full).abs().max())
if logits_out:
    common.save_safetensors({"logits": full}, logits_out)
common.emit(record)
