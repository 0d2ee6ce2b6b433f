"""Checks checkpoint round trips: safetensors and JSON v1 through Module.save/load and
nn.save/nn.load, identical outputs after reloading, BatchNorm buffers, a safetensors file
written byte by byte from the format's spec (fixtures/linear_3x4.safetensors), the
original-style JSON variants, and errors for mismatched checkpoints."""
import json
import os

import ml
import nn
import nncheck

report = nncheck.Report("checkpoint")
TMP = os.environ.get("TMPDIR", "/tmp")


def tmp_path(name):
    return os.path.join(TMP, "tensorpy_nn_test_" + name)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.pool = nn.MaxPool2d(2)
        self.fc = nn.Linear(4 * 4 * 4, 3)

    def forward(self, x):
        return self.fc(self.pool(ml.relu(self.bn(self.conv1(x)))).flatten(1))


ml.manual_seed(5)
x = ml.randn(2, 1, 8, 8)
for suffix in ("safetensors", "json"):
    net = Net()
    net(x)  # a training-mode forward moves the BatchNorm running statistics
    net.eval()
    expected = net(x)
    path = tmp_path("net." + suffix)
    net.save(path)
    fresh = Net()
    report.check(f"{suffix}: load returns the model", fresh.load(path) is fresh)
    fresh.eval()
    report.same(f"{suffix}: identical outputs after reload", nncheck.flat(fresh(x)), nncheck.flat(expected))
    report.same(f"{suffix}: running_var restored", nncheck.flat(fresh.bn.running_var), nncheck.flat(net.bn.running_var))
    report.same(f"{suffix}: num_batches_tracked restored", fresh.bn.num_batches_tracked.item(), 1)
    report.check(f"{suffix}: parameters still trainable", all(p.requires_grad for p in fresh.parameters()))
    os.remove(path)

# nn.save / nn.load with the original API's model.
cnn = nn.SimpleCNN(28, 1, 8, 3, 10)
path = tmp_path("cnn.safetensors")
report.check("nn.save returns the path it wrote", nn.save(cnn, path) == path)
other = nn.SimpleCNN(28, 1, 8, 3, 10)
nn.load(other, path)
report.same("nn.load restores SimpleCNN", nncheck.flat(other.fc.bias), nncheck.flat(cnn.fc.bias))
with open(path, "rb") as f:
    head = f.read(8)
    n = 0
    for i in range(8):
        n += head[i] << (8 * i)
    header = json.loads(f.read(n))
report.same("safetensors header keys", sorted(k for k in header if k != "__metadata__"),
            ["conv.bias", "conv.weight", "fc.bias", "fc.weight"])
report.same("safetensors dtype and shape", (header["fc.weight"]["dtype"], header["fc.weight"]["shape"]),
            ("F32", [10, 5408]))
report.raises("loading into a different architecture fails", RuntimeError, nn.SimpleCNN(28, 1, 4, 3, 10).load, path,
              contains="size mismatch for conv.weight")
os.remove(path)

# A safetensors file written from the format's description (as PyTorch's safetensors writes it).
lin = nn.Linear(4, 3)
lin.load(os.path.join(nncheck.FIXTURES, "linear_3x4.safetensors"))
expected = nncheck.fixture("linear_3x4.json")
report.check("spec-written safetensors: weight", *nncheck.compare(lin.weight, expected["weight"], 0.0, 0.0))
report.check("spec-written safetensors: bias", *nncheck.compare(lin.bias, expected["bias"], 0.0, 0.0))

# The original's JSON checkpoint, in the variants the reader accepts.
w = [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]
variants = {
    "v1 flat data": {"format": "tensorpy.nn.state_dict.v1",
                     "tensors": {"weight": {"dtype": "float32", "shape": [3, 4], "data": sum(w, [])},
                                 "bias": {"dtype": "float32", "shape": [3], "data": [0.5, -0.5, 1.5]}}},
    "nested lists under state_dict": {"format": "tensorpy.nn.state_dict.v1",
                                      "state_dict": {"weight": w, "bias": [0.5, -0.5, 1.5]}},
    "values key": {"parameters": {"weight": {"shape": [3, 4], "values": sum(w, [])},
                                  "bias": {"shape": [3], "values": [0.5, -0.5, 1.5]}}},
}
for label, doc in variants.items():
    path = tmp_path("orig.ckpt")
    with open(path, "w") as f:
        json.dump(doc, f)
    lin = nn.Linear(4, 3)
    try:
        lin.load(path)
        report.same(f"JSON checkpoint ({label})", (nncheck.flat(lin.weight), nncheck.flat(lin.bias)),
                    (sum(w, []), [0.5, -0.5, 1.5]))
    except Exception as e:
        report.check(f"JSON checkpoint ({label})", False, f"{type(e).__name__}: {e}")
    os.remove(path)

# A v1 file whose data does not fit its shape is an error, not a silently wrong tensor.
path = tmp_path("bad.json")
with open(path, "w") as f:
    json.dump({"format": "tensorpy.nn.state_dict.v1",
               "tensors": {"weight": {"dtype": "float32", "shape": [3, 4], "data": [1.0, 2.0]}}}, f)
report.raises("JSON v1 with too few values fails", (ValueError, RuntimeError), nn.Linear(4, 3).load, path)
os.remove(path)

report.finish()
