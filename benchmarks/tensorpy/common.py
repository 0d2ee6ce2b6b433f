"""Shared pieces of the TensorPy side: thread set-up, the demo's model, output.

Run by the TensorPy binary under test. Every script of this folder prints one JSON line of
timings measured inside the process with time.perf_counter (seconds); the driver adds
spawn-to-exit wall time and peak RSS. Threads: $BENCH_THREADS (default 1) goes to
ml.set_num_threads. The models come from nn (docs/nn.md): nn.SimpleCNN(28, 1, 8, 3, 10)
and the LeNet below, a copy of examples/train_mnist_cnn.py's, so the state-dict keys match
benchmarks/pytorch/common.py.
"""
import json
import os
import sys

import ml
import nn

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MNIST = os.path.join(ROOT, "data", "mnist")


def setup_threads():
    n = int(os.environ.get("BENCH_THREADS", "1"))
    ml.set_num_threads(n)
    return n


class LeNet(nn.Module):
    """The demo's model: [N, 1, 28, 28] float32 in 0..1 -> [N, 10] logits."""

    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 5, padding=2)
        self.pool = nn.MaxPool2d(2)
        self.conv2 = nn.Conv2d(16, 32, 5)
        self.flatten = nn.Flatten()
        self.fc1 = nn.Linear(800, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x):
        x = self.pool(ml.relu(self.conv1(x)))
        x = self.pool(ml.relu(self.conv2(x)))
        x = ml.relu(self.fc1(self.flatten(x)))
        return self.fc2(x)


def make_model(name):
    if name == "simplecnn":
        return nn.SimpleCNN(28, 1, 8, 3, 10)
    if name == "lenet":
        return LeNet()
    raise ValueError(f"unknown model {name!r}")


def load_mnist(path):
    images, labels = ml.load_mnist_csv(path)
    return images, labels


def emit(record):
    record["threads"] = ml.get_num_threads()
    record["tensorpy"] = sys.version
    print(json.dumps(record), flush=True)
