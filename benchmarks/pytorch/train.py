"""Training, PyTorch side: the original's matrix on the demo's LeNet-style model.

Usage: python3 train.py WEIGHTS
  WEIGHTS: the LeNet initial weights (safetensors, written by TensorPy); every entry starts
  from them with a fresh Adam (lr 1e-3) and CrossEntropyLoss, as examples/train_mnist_cnn.py.
Entries (seconds, time.perf_counter; the CSV loads are untimed):
  single_step_s  one step at batch 64 (median of 5 after one warm-up step)
  tiny_run_s     one epoch, batch 64, data/mnist/mnist_train_200.csv   (200 digits)
  small_run_s    one epoch, batch 64, data/mnist/mnist_train_1000.csv  (1,000 digits)
  full_run_s     one epoch, batch 64, data/mnist/mnist_train.csv       (8,000 digits: the demo's epoch)
  b1_epoch_s     one epoch, batch 1, over the first $BENCH_B1_ROWS digits (default 500) of mnist_train.csv
An epoch reshuffles (torch.randperm with a fixed seed) and calls loss.item() every step,
as the demo does. Prints those plus the mean loss of each epoch.
"""
import os
import statistics
import sys
import time

import torch
import torch.nn as nn

import common

common.setup_threads()
weights = sys.argv[1]
b1_rows = int(os.environ.get("BENCH_B1_ROWS", "500"))


def fresh():
    model = common.load_weights(common.LeNet(), weights)
    return model, torch.optim.Adam(model.parameters(), lr=1e-3), nn.CrossEntropyLoss()


def step(model, opt, loss_fn, xb, yb):
    opt.zero_grad()
    loss = loss_fn(model(xb), yb)
    loss.backward()
    opt.step()
    return loss.item()


def epoch(x, y, batch, seed=1):
    model, opt, loss_fn = fresh()
    n = x.shape[0]
    t0 = time.perf_counter()
    perm = torch.randperm(n, generator=torch.Generator().manual_seed(seed))
    xs, ys = x[perm], y[perm]
    total = 0.0
    steps = 0
    for start in range(0, n, batch):
        total += step(model, opt, loss_fn, xs[start:start + batch], ys[start:start + batch])
        steps += 1
    return time.perf_counter() - t0, total / steps


t0 = time.perf_counter()
data = {name: common.load_mnist(os.path.join(common.MNIST, f"mnist_{name}.csv"))
        for name in ("train_200", "train_1000", "train")}
record = {"load_s": time.perf_counter() - t0}

model, opt, loss_fn = fresh()
x, y = data["train"][0][:64], data["train"][1][:64]
step(model, opt, loss_fn, x, y)
times = []
for _ in range(5):
    t0 = time.perf_counter()
    step(model, opt, loss_fn, x, y)
    times.append(time.perf_counter() - t0)
record["single_step_s"] = statistics.median(times)
for key, name in (("tiny_run", "train_200"), ("small_run", "train_1000"), ("full_run", "train")):
    record[key + "_s"], record[key + "_loss"] = epoch(*data[name], 64)
xb1, yb1 = data["train"][0][:b1_rows], data["train"][1][:b1_rows]
record["b1_epoch_s"], record["b1_epoch_loss"] = epoch(xb1, yb1, 1)
record["b1_rows"] = b1_rows
common.emit(record)
