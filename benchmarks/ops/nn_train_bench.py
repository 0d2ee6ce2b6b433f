# The demo LeNet training step through the Python-level API, batch 64 and batch 1: the
# same script runs under TensorPy (ml + nn) and under /usr/bin/python3 with PyTorch 1.13,
# so the numbers include each side's interpreter and binding costs. Single-threaded,
# median of runs; prints "nn_train_step_b<N>_ms <value>" lines as cnn_bench does.
#   build-perf2/tensorpy benchmarks/ops/nn_train_bench.py
#   /usr/bin/python3 benchmarks/ops/nn_train_bench.py
import time

try:
    import torch
    import torch.nn as nn
    import torch.nn.functional as F

    torch.set_num_threads(1)
    torch.manual_seed(0)
    relu, cross_entropy, Adam = F.relu, F.cross_entropy, torch.optim.Adam
    rand = torch.rand

    def randint(n, hi):
        return torch.randint(0, hi, (n,))
except ImportError:
    import ml
    import nn

    ml.set_num_threads(1)
    ml.manual_seed(0)
    relu, cross_entropy, Adam = ml.relu, ml.cross_entropy, nn.Adam
    rand = ml.rand

    def randint(n, hi):
        return ml.randint(0, hi, (n,))


class LeNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 5, padding=2)
        self.pool = nn.MaxPool2d(2)
        self.conv2 = nn.Conv2d(16, 32, 5)
        self.flatten = nn.Flatten()
        self.fc1 = nn.Linear(800, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x):
        x = self.pool(relu(self.conv1(x)))
        x = self.pool(relu(self.conv2(x)))
        x = relu(self.fc1(self.flatten(x)))
        return self.fc2(x)


def median_time(runs, reps, f):
    ts = []
    for _ in range(runs):
        t0 = time.perf_counter()
        for _ in range(reps):
            f()
        ts.append((time.perf_counter() - t0) / reps)
    ts.sort()
    return ts[len(ts) // 2]


model = LeNet()
opt = Adam(model.parameters(), lr=1e-3)
for batch in (64, 1):
    x = rand(batch, 1, 28, 28)
    y = randint(batch, 10)

    def step():
        loss = cross_entropy(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()

    step()
    t = median_time(7, 5, step) if batch == 64 else median_time(7, 100, step)
    print("nn_train_step_b%d_ms %.4f" % (batch, t * 1e3))
