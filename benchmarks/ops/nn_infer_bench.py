# SimpleCNN(28, 1, 8, 3, 10) inference at batch 1 through the nn package: the same script
# runs under TensorPy (ml + nn) and under /usr/bin/python3 with PyTorch 1.13, so the
# numbers include each side's interpreter and Module.__call__ costs. Single-threaded,
# no_grad, after to_inference() (TensorPy) / eval() + requires_grad_(False) (PyTorch).
# Prints the median over runs of 10,000 forwards, and the bare fused kernel (TensorPy) or
# the bare functional ops (PyTorch) for reference.
#   build-nnp/tensorpy benchmarks/ops/nn_infer_bench.py
#   /usr/bin/python3 benchmarks/ops/nn_infer_bench.py
import sys
import time

RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 7
REPS = int(sys.argv[2]) if len(sys.argv) > 2 else 10000

try:
    import torch
    import torch.nn as nn
    import torch.nn.functional as F

    torch.set_num_threads(1)
    torch.manual_seed(0)
    TORCH = True

    class SimpleCNN(nn.Module):
        def __init__(self, image_size=28, in_channels=1, conv_channels=4, kernel_size=3, num_classes=10):
            super().__init__()
            side = image_size - kernel_size + 1
            self.conv = nn.Conv2d(in_channels, conv_channels, kernel_size)
            self.relu = nn.ReLU()
            self.flatten = nn.Flatten()
            self.fc = nn.Linear(conv_channels * side * side, num_classes)

        def forward(self, x):
            return self.fc(self.flatten(self.relu(self.conv(x))))

    model = SimpleCNN(28, 1, 8, 3, 10).eval().requires_grad_(False)
    no_grad = torch.no_grad
    x = torch.rand(1, 1, 28, 28)
    cw, cb, fw, fb = model.conv.weight, model.conv.bias, model.fc.weight, model.fc.bias

    def bare():
        return F.linear(F.relu(F.conv2d(x, cw, cb)).flatten(1), fw, fb)
except ImportError:
    import ml
    import nn

    ml.set_num_threads(1)
    ml.manual_seed(0)
    TORCH = False
    model = nn.SimpleCNN(28, 1, 8, 3, 10).to_inference()
    no_grad = ml.no_grad
    x = ml.rand(1, 1, 28, 28)
    cw, cb, fw, fb = model.conv.weight, model.conv.bias, model.fc.weight, model.fc.bias
    fused = ml.conv2d_relu_linear

    def bare():
        return fused(x, cw, cb, fw, fb)


def median_us(f):
    ts = []
    for _ in range(RUNS):
        t0 = time.perf_counter()
        for _ in range(REPS):
            f(x)
        ts.append((time.perf_counter() - t0) / REPS)
    ts.sort()
    return ts[len(ts) // 2] * 1e6


with no_grad():
    model(x)
    t_model = median_us(model)
    t_bare = median_us(lambda _x: bare())
print("nn_simplecnn_b1_forward_us %.3f" % t_model)
print("nn_simplecnn_b1_bare_ops_us %.3f" % t_bare)
