# The PyTorch side of benchmarks/ops/cnn_bench.cpp: the same demo training step (batch 64
# and 1, Adam) and SimpleCNN inference at batch 10000/100/1, single-threaded, medians of runs.
# Run with /usr/bin/python3 (PyTorch 1.13).
import time
import torch
import torch.nn.functional as F

torch.set_num_threads(1)
torch.manual_seed(0)


def median_time(runs, reps, f):
    ts = []
    for _ in range(runs):
        t0 = time.perf_counter()
        for _ in range(reps):
            f()
        ts.append((time.perf_counter() - t0) / reps)
    ts.sort()
    return ts[len(ts) // 2]


conv1 = torch.nn.Conv2d(1, 16, 5, padding=2)
conv2 = torch.nn.Conv2d(16, 32, 5)
fc1 = torch.nn.Linear(800, 128)
fc2 = torch.nn.Linear(128, 10)
params = [p for m in (conv1, conv2, fc1, fc2) for p in m.parameters()]
opt = torch.optim.Adam(params, lr=1e-3)
def step():
    h = F.max_pool2d(F.relu(conv1(x)), 2)
    h = F.max_pool2d(F.relu(conv2(h)), 2)
    h = F.relu(fc1(h.flatten(1)))
    loss = F.cross_entropy(fc2(h), y)
    opt.zero_grad(set_to_none=True)
    loss.backward()
    opt.step()


for batch in (64, 1):
    x = torch.rand(batch, 1, 28, 28)
    y = torch.randint(0, 10, (batch,))
    step()
    t = median_time(7, 5, step) if batch == 64 else median_time(7, 200, step)
    print("train_step_b%d_ms %.4f" % (batch, t * 1e3))

c = torch.nn.Conv2d(1, 8, 3)
fc = torch.nn.Linear(5408, 10)
with torch.no_grad():
    for batch in (10000, 100, 1):
        xb = torch.rand(batch, 1, 28, 28)
        f = lambda: fc(F.relu(c(xb)).flatten(1))
        f()
        reps = 1 if batch == 10000 else 20 if batch == 100 else 2000
        t = median_time(5 if batch == 10000 else 7, reps, f)
        flops = 2.0 * batch * (8 * 26 * 26 * 9 + 5408 * 10)
        print("simplecnn_b%d_ms %.4f  (%.1f GFLOP/s)" % (batch, t * 1e3, flops / t / 1e9))
