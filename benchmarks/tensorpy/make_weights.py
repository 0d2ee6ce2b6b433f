"""The shared weights, made by TensorPy and loaded by both sides.

Usage: tensorpy make_weights.py OUTDIR
Writes OUTDIR/simplecnn.safetensors (SimpleCNN(28, 1, 8, 3, 10) after one epoch of Adam
lr 1e-3 at batch 64 on mnist_train.csv), OUTDIR/lenet_init.safetensors (LeNet at its default
initialisation, seed 0; the training benchmarks start from it) and OUTDIR/lenet.safetensors
(LeNet after that epoch; the inference benchmarks use it).
"""
import os
import sys

import ml
import nn

import common

common.setup_threads()
out = sys.argv[1]
x, y = common.load_mnist(os.path.join(common.MNIST, "mnist_train.csv"))


def train(model):
    opt = nn.Adam(model.parameters(), lr=1e-3)
    loss_fn = nn.CrossEntropyLoss()
    for xb, yb in ml.batches(x, y, 64, shuffle=True, seed=1):
        opt.zero_grad()
        loss_fn(model(xb), yb).backward()
        opt.step()


ml.manual_seed(0)
simple = nn.SimpleCNN(28, 1, 8, 3, 10)
train(simple)
simple.save(os.path.join(out, "simplecnn.safetensors"))
ml.manual_seed(0)
lenet = common.LeNet()
lenet.save(os.path.join(out, "lenet_init.safetensors"))
train(lenet)
lenet.save(os.path.join(out, "lenet.safetensors"))
