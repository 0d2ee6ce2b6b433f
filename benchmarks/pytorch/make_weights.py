"""Fallback weights, PyTorch side: used only when the TensorPy binary cannot make them.

Usage: python3 make_weights.py OUTDIR
Writes OUTDIR/simplecnn.safetensors (SimpleCNN(28, 1, 8, 3, 10) after one epoch of Adam
lr 1e-3 at batch 64 on mnist_train.csv) and OUTDIR/lenet_init.safetensors (LeNet at its
default initialisation, seed 0) and OUTDIR/lenet.safetensors (LeNet after that epoch).
"""
import os
import sys

import torch
import torch.nn as nn

import common

common.setup_threads()
out = sys.argv[1]
x, y = common.load_mnist(os.path.join(common.MNIST, "mnist_train.csv"))


def train(model):
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    loss_fn = nn.CrossEntropyLoss()
    perm = torch.randperm(x.shape[0], generator=torch.Generator().manual_seed(1))
    xs, ys = x[perm], y[perm]
    for s in range(0, x.shape[0], 64):
        opt.zero_grad()
        loss_fn(model(xs[s:s + 64]), ys[s:s + 64]).backward()
        opt.step()


torch.manual_seed(0)
simple = common.SimpleCNN(28, 1, 8, 3, 10)
train(simple)
common.save_safetensors(simple.state_dict(), os.path.join(out, "simplecnn.safetensors"), {"format": "pt"})
torch.manual_seed(0)
lenet = common.LeNet()
common.save_safetensors(lenet.state_dict(), os.path.join(out, "lenet_init.safetensors"), {"format": "pt"})
train(lenet)
common.save_safetensors(lenet.state_dict(), os.path.join(out, "lenet.safetensors"), {"format": "pt"})
