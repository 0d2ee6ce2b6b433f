"""Shared pieces of the PyTorch side: thread set-up, the models, safetensors I/O, CSV ingress.

Run by /usr/bin/python3 with Debian's python3-torch (1.13). Every script of this folder
prints one JSON line of timings measured inside the process with time.perf_counter
(seconds); the driver adds spawn-to-exit wall time and peak RSS.

Threads: $BENCH_THREADS (default 1) goes to torch.set_num_threads; the driver also sets
OMP_NUM_THREADS/OPENBLAS_NUM_THREADS to the same value before spawning.
"""
import json
import os
import struct
import sys

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MNIST = os.path.join(ROOT, "data", "mnist")


def setup_threads():
    n = int(os.environ.get("BENCH_THREADS", "1"))
    torch.set_num_threads(n)
    return n


class SimpleCNN(nn.Module):
    """The original's SimpleCNN: Conv2d(in, c, k) -> ReLU -> Flatten -> Linear; keys conv.*, fc.*."""

    def __init__(self, image_size=28, in_channels=1, conv_channels=4, kernel_size=3, num_classes=10):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, conv_channels, kernel_size)
        side = image_size - kernel_size + 1
        self.fc = nn.Linear(conv_channels * side * side, num_classes)

    def forward(self, x):
        return self.fc(torch.flatten(F.relu(self.conv(x)), 1))


class LeNet(nn.Module):
    """The demo's model (examples/train_mnist_cnn.py), same layer names and keys."""

    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 5, padding=2)
        self.pool = nn.MaxPool2d(2)
        self.conv2 = nn.Conv2d(16, 32, 5)
        self.flatten = nn.Flatten()
        self.fc1 = nn.Linear(800, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = F.relu(self.fc1(self.flatten(x)))
        return self.fc2(x)


def make_model(name):
    if name == "simplecnn":
        return SimpleCNN(28, 1, 8, 3, 10)
    if name == "lenet":
        return LeNet()
    raise ValueError(f"unknown model {name!r}")


# safetensors: u64 little-endian header size N, N bytes of JSON {name: {dtype, shape,
# data_offsets: [begin, end]}, "__metadata__": {...}}, then the raw little-endian data.
# Hand-written because Debian has no safetensors package.
_DTYPES = {"F32": torch.float32, "F64": torch.float64, "I64": torch.int64, "I32": torch.int32,
           "U8": torch.uint8, "BOOL": torch.bool, "F16": torch.float16}
_NAMES = {v: k for k, v in _DTYPES.items()}


def load_safetensors(path):
    with open(path, "rb") as f:
        blob = f.read()
    (n,) = struct.unpack("<Q", blob[:8])
    header = json.loads(blob[8:8 + n])
    base = 8 + n
    out = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        begin, end = info["data_offsets"]
        dtype = _DTYPES[info["dtype"]]
        shape = info["shape"]
        if end == begin:
            out[name] = torch.empty(shape, dtype=dtype)
            continue
        t = torch.frombuffer(bytearray(blob[base + begin:base + end]), dtype=dtype)
        out[name] = t.reshape(shape)
    return out


def save_safetensors(tensors, path, metadata=None):
    header = {}
    chunks = []
    offset = 0
    for name, t in tensors.items():
        data = t.detach().contiguous().cpu().numpy().tobytes()
        header[name] = {"dtype": _NAMES[t.dtype], "shape": list(t.shape), "data_offsets": [offset, offset + len(data)]}
        chunks.append(data)
        offset += len(data)
    if metadata:
        header["__metadata__"] = metadata
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for c in chunks:
            f.write(c)


def load_weights(model, path):
    model.load_state_dict(load_safetensors(path), strict=True)
    return model


def parse_csv(path):
    """The idiomatic fast path: numpy's C loadtxt straight to uint8, [N, 785]."""
    return np.loadtxt(path, delimiter=",", dtype=np.uint8)


def tensorize(raw):
    """[N, 785] uint8 -> images float32 [N, 1, 28, 28] in 0..1, labels int64 [N]."""
    t = torch.from_numpy(raw)
    images = t[:, 1:].to(torch.float32).div_(255.0).reshape(-1, 1, 28, 28).contiguous()
    labels = t[:, 0].to(torch.int64)
    return images, labels


def load_mnist(path):
    return tensorize(parse_csv(path))


def blas_library():
    """The BLAS shared object mapped into this process (proves which configuration ran)."""
    with open("/proc/self/maps") as f:
        for line in f:
            name = line.split()[-1]
            if "blas" in os.path.basename(name):
                return os.path.realpath(name)
    return None


def emit(record):
    record.setdefault("threads", torch.get_num_threads())
    record.setdefault("torch", torch.__version__)
    record.setdefault("blas", blas_library())
    print(json.dumps(record), flush=True)
