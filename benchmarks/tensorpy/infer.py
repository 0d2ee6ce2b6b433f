"""Inference, TensorPy side: one model over every digit at batch 10,000, 100 and 1.

Usage: tensorpy infer.py MODEL WEIGHTS [LOGITS_OUT] [REPS] [CSV]
  MODEL simplecnn | lenet; WEIGHTS a safetensors checkpoint (state-dict keys);
  LOGITS_OUT ("-" for none) receives the batch-10,000 logits as safetensors {"logits": [N, 10]};
  REPS (default 3): batch 10,000 is timed REPS times after one untimed warm-up call at
  batch 10,000, median reported; with REPS 1 the warm-up call is at batch 100 instead.
Batches 100 and 1: one untimed warm-up call on the first batch, then one timed pass over
all digits. Everything under ml.no_grad(). Same protocol as benchmarks/pytorch/infer.py.
"""
import os
import sys
import time

import ml

import common

common.setup_threads()
model_name = sys.argv[1]
weights = sys.argv[2]
logits_out = sys.argv[3] if len(sys.argv) > 3 and sys.argv[3] != "-" else None
reps = int(sys.argv[4]) if len(sys.argv) > 4 else 3
path = sys.argv[5] if len(sys.argv) > 5 else os.path.join(common.MNIST, "mnist_test_full.csv")

images, labels = common.load_mnist(path)
model = common.make_model(model_name)
model.load_state_dict(ml.load_safetensors(weights))
model.to_inference(ml.cpu)
n = images.shape[0]
record = {"model": model_name, "rows": n, "b10000_reps": reps}
full = None
with ml.no_grad():
    for batch in (10000, 100, 1):
        model(images[:100 if batch == 10000 and reps == 1 else batch])  # warm-up, untimed
        times = []
        outs = []
        for _ in range(reps if batch == 10000 else 1):
            outs = []
            t0 = time.perf_counter()
            for start in range(0, n, batch):
                outs.append(model(images[start:start + batch]))
            times.append(time.perf_counter() - t0)
        logits = outs[0] if len(outs) == 1 else ml.cat(outs, 0)
        times.sort()
        record[f"b{batch}_s"] = times[len(times) // 2]
        record[f"acc_b{batch}"] = (logits.argmax(1) == labels).sum().item() / n
        if batch == 10000:
            full = logits
        else:
            record[f"maxdiff_b{batch}_vs_b10000"] = ml.abs(logits - full).max().item()
if logits_out:
    ml.save_safetensors({"logits": full}, logits_out, {"format": "pt"})
common.emit(record)
