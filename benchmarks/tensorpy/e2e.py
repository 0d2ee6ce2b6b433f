"""End to end, TensorPy side: the original's full_mnist_inference_tensorpy.py pipeline.

Usage: tensorpy e2e.py WEIGHTS [CSV]
import ml and nn, load and tensorize the 10,000-digit CSV, build SimpleCNN(28, 1, 8, 3, 10),
load the checkpoint (safetensors), one forward at batch 10,000 under ml.no_grad(), accuracy.
The driver times the whole process, spawn to exit, and reads its peak RSS; the phases
below are measured inside it.
"""
import time

start = time.perf_counter()
import json
import os
import sys

import ml
import nn

t_import = time.perf_counter()
ml.set_num_threads(int(os.environ.get("BENCH_THREADS", "1")))
weights = sys.argv[1]
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "data", "mnist", "mnist_test_full.csv")
images, labels = ml.load_mnist_csv(path)
t_parse = time.perf_counter()
n = images.shape[0]
images = images.reshape(n, 1, 28, 28).contiguous()
t_tensor = time.perf_counter()
model = nn.SimpleCNN(28, 1, 8, 3, 10)
model.load_state_dict(ml.load_safetensors(weights))
model.to_inference(ml.cpu)
t_model = time.perf_counter()
with ml.no_grad():
    logits = model(images)
t_forward = time.perf_counter()
correct = (logits.argmax(1) == labels).sum().item()
t_end = time.perf_counter()
print(json.dumps({"import_s": t_import - start, "load_dataset_s": t_parse - t_import,
                  "tensorize_s": t_tensor - t_parse, "init_model_s": t_model - t_tensor,
                  "forward_s": t_forward - t_model, "accuracy": correct / n,
                  "overall_s": t_end - start}))
