"""Training, TensorPy side: the original's matrix on the demo's LeNet-style model.

Usage: tensorpy train.py WEIGHTS
Same protocol as benchmarks/pytorch/train.py: every entry starts from WEIGHTS with a fresh
nn.Adam (lr 1e-3) and nn.CrossEntropyLoss; an epoch reshuffles (ml.batches with a fixed
seed) and calls loss.item() every step, as examples/train_mnist_cnn.py does.
  single_step_s  one step at batch 64 (median of 5 after one warm-up step)
  tiny_run_s     one epoch, batch 64, mnist_train_200.csv  (200 digits)
  small_run_s    one epoch, batch 64, mnist_train_1000.csv (1,000 digits)
  full_run_s     one epoch, batch 64, mnist_train.csv      (8,000 digits: the demo's epoch)
  b1_epoch_s     one epoch, batch 1, first $BENCH_B1_ROWS digits (default 500) of mnist_train.csv
"""
import os
import sys
import time

import ml
import nn

import common

common.setup_threads()
weights = sys.argv[1]
b1_rows = int(os.environ.get("BENCH_B1_ROWS", "500"))


def fresh():
    model = common.LeNet()
    model.load_state_dict(ml.load_safetensors(weights))
    return model, nn.Adam(model.parameters(), lr=1e-3), nn.CrossEntropyLoss()


def step(model, opt, loss_fn, xb, yb):
    opt.zero_grad()
    loss = loss_fn(model(xb), yb)
    loss.backward()
    opt.step()
    return loss.item()


def epoch(x, y, batch, seed=1):
    model, opt, loss_fn = fresh()
    t0 = time.perf_counter()
    total = 0.0
    steps = 0
    for xb, yb in ml.batches(x, y, batch, shuffle=True, seed=seed):
        total += step(model, opt, loss_fn, xb, yb)
        steps += 1
    return time.perf_counter() - t0, total / steps


t0 = time.perf_counter()
data = {}
for name in ("train_200", "train_1000", "train"):
    data[name] = common.load_mnist(os.path.join(common.MNIST, "mnist_" + name + ".csv"))
record = {"load_s": time.perf_counter() - t0}

model, opt, loss_fn = fresh()
x = data["train"][0][:64]
y = data["train"][1][:64]
step(model, opt, loss_fn, x, y)
times = []
for _ in range(5):
    t0 = time.perf_counter()
    step(model, opt, loss_fn, x, y)
    times.append(time.perf_counter() - t0)
times.sort()
record["single_step_s"] = times[2]
for key, name in (("tiny_run", "train_200"), ("small_run", "train_1000"), ("full_run", "train")):
    seconds, loss = epoch(data[name][0], data[name][1], 64)
    record[key + "_s"] = seconds
    record[key + "_loss"] = loss
seconds, loss = epoch(data["train"][0][:b1_rows], data["train"][1][:b1_rows], 1)
record["b1_epoch_s"] = seconds
record["b1_epoch_loss"] = loss
record["b1_rows"] = b1_rows
common.emit(record)
