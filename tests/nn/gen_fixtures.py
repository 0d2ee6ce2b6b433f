"""Generate the PyTorch reference fixtures for tests/nn (run with a Python that has torch).

    /usr/bin/python3 tests/nn/gen_fixtures.py

Writes tests/nn/fixtures/:
  layers.json     per layer case: constructor, torch's state dict, inputs, outputs
                  (tuples flattened), the gradient seeds, the gradients of the
                  inputs and of every parameter, buffers after the forward, tolerances
  recurrent.json  the same for RNN/LSTM/GRU and their cells over several time steps
  models.json     the same for SimpleCNN, LogisticRegression and MLP (torch twins defined here)
  losses.json     the same for the loss modules
  optim.json      5-step parameter trajectories of each optimiser on a fixed least-squares problem
  repr.json       torch's repr, parameter names and state_dict keys of sample models
  linear_3x4.safetensors  a state dict written byte by byte as the safetensors format specifies
A tensor is {"dtype": "float32", "shape": [...], "data": [flat row-major values]}.
"""
import json
import os
import struct

import torch
import torch.nn as tnn

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fixtures")
DTYPES = {torch.float32: "float32", torch.float64: "float64", torch.int64: "int64"}


def enc(t):
    t = t.detach()
    return {"dtype": DTYPES[t.dtype], "shape": list(t.shape), "data": t.reshape(-1).tolist()}


def flatten(out):
    if isinstance(out, (tuple, list)):
        return [z for o in out for z in flatten(o)]
    return [out]


def make_input(spec, gen):
    kind = spec[0]
    if kind == "randn":
        return torch.randn(*spec[1], generator=gen)
    if kind == "rand":  # probabilities for BCE, kept away from 0 and 1
        return torch.rand(*spec[1], generator=gen) * 0.9 + 0.05
    if kind == "int":
        return torch.randint(0, spec[2], tuple(spec[1]), generator=gen)
    if kind == "bits":
        return torch.randint(0, 2, tuple(spec[1]), generator=gen).float()
    raise ValueError(kind)


class SimpleCNN(tnn.Module):
    """Torch twin of nn.SimpleCNN (same parameter names)."""

    def __init__(self, image_size=28, in_channels=1, conv_channels=4, kernel_size=3, num_classes=10):
        super().__init__()
        side = image_size - kernel_size + 1
        self.conv = tnn.Conv2d(in_channels, conv_channels, kernel_size)
        self.relu = tnn.ReLU()
        self.fc = tnn.Linear(conv_channels * side * side, num_classes)

    def forward(self, x):
        return self.fc(torch.relu(self.conv(x)).flatten(1))


class LogisticRegression(tnn.Module):
    """Torch twin of nn.LogisticRegression."""

    def __init__(self, in_features, out_features=1):
        super().__init__()
        self.linear = tnn.Linear(in_features, out_features)

    def forward(self, x):
        return self.linear(x)


def MLP(in_features, hidden, out_features):
    """Torch twin of nn.MLP."""
    sizes = [hidden] if isinstance(hidden, int) else list(hidden)
    layers = []
    prev = in_features
    for h in sizes:
        layers += [tnn.Linear(prev, h), tnn.ReLU()]
        prev = h
    return tnn.Sequential(*layers, tnn.Linear(prev, out_features))


TWINS = {"SimpleCNN": SimpleCNN, "LogisticRegression": LogisticRegression, "MLP": MLP}


def run_case(case, seed):
    name, ctor, args, kwargs, inputs, mode = case[:6]
    extra = case[6] if len(case) > 6 else {}
    torch.manual_seed(seed)
    gen = torch.Generator().manual_seed(seed)
    module = TWINS[ctor](*args, **kwargs) if ctor in TWINS else getattr(tnn, ctor)(*args, **kwargs)
    with torch.no_grad():  # non-trivial affine/normalisation parameters
        for pname, p in module.named_parameters():
            if pname in ("weight", "bias") and ctor in ("LayerNorm", "BatchNorm2d", "BatchNorm1d"):
                p.copy_(torch.randn(p.shape, generator=gen))
    module.train(mode == "train")
    state = {k: enc(v) for k, v in module.state_dict().items()}
    xs = [make_input(s, gen) for s in inputs]
    for x, s in zip(xs, inputs):
        if s[0] in ("randn", "rand"):
            x.requires_grad_(True)
    outs = flatten(module(*xs))
    seeds = [torch.randn(o.shape, generator=gen) for o in outs]
    total = sum((o * s).sum() for o, s in zip(outs, seeds))
    total.backward()
    return {
        "name": name, "ctor": ctor, "args": args, "kwargs": kwargs, "mode": mode,
        "state": state,
        "inputs": [enc(x) for x in xs],
        "outputs": [enc(o) for o in outs],
        "grad_seeds": [enc(s) for s in seeds],
        "input_grads": [enc(x.grad) if x.grad is not None else None for x in xs],
        "param_grads": {k: enc(p.grad) for k, p in module.named_parameters() if p.grad is not None},
        "buffers_after": {k: enc(v) for k, v in module.named_buffers()},
        "atol": extra.get("atol", 1e-5), "rtol": extra.get("rtol", 1e-4),
    }


LAYERS = [
    ("linear", "Linear", [5, 3], {}, [("randn", [4, 5])], "train"),
    ("linear_nobias_3d", "Linear", [4, 2], {"bias": False}, [("randn", [2, 3, 4])], "train"),
    ("conv2d_pad1", "Conv2d", [2, 4, 3], {"padding": 1}, [("randn", [2, 2, 6, 6])], "train"),
    ("conv2d_stride2_groups2_nobias", "Conv2d", [4, 6, 3], {"stride": 2, "padding": 1, "groups": 2, "bias": False},
     [("randn", [2, 4, 7, 7])], "train"),
    ("conv2d_dilation2_rect", "Conv2d", [3, 2, [3, 2]], {"dilation": 2, "padding": [1, 0]}, [("randn", [1, 3, 8, 7])],
     "train"),
    ("conv2d_lenet1", "Conv2d", [1, 16, 5], {"padding": 2}, [("randn", [2, 1, 12, 12])], "train"),
    ("maxpool2d", "MaxPool2d", [2], {}, [("randn", [2, 3, 6, 6])], "train"),
    ("maxpool2d_k3s2p1", "MaxPool2d", [3], {"stride": 2, "padding": 1}, [("randn", [1, 2, 7, 7])], "train"),
    ("avgpool2d", "AvgPool2d", [2], {}, [("randn", [2, 3, 6, 6])], "train"),
    ("avgpool2d_k3s2p1", "AvgPool2d", [3], {"stride": 2, "padding": 1}, [("randn", [1, 2, 7, 7])], "train"),
    ("relu", "ReLU", [], {}, [("randn", [3, 7])], "train"),
    ("sigmoid", "Sigmoid", [], {}, [("randn", [3, 7])], "train"),
    ("tanh", "Tanh", [], {}, [("randn", [3, 7])], "train"),
    ("gelu", "GELU", [], {}, [("randn", [3, 7])], "train"),
    ("silu", "SiLU", [], {}, [("randn", [3, 7])], "train"),
    ("softmax_dim1", "Softmax", [], {"dim": 1}, [("randn", [3, 7])], "train"),
    ("softmax_dim_last_3d", "Softmax", [], {"dim": -1}, [("randn", [2, 3, 4])], "train"),
    ("logsoftmax_dim1", "LogSoftmax", [], {"dim": 1}, [("randn", [3, 7])], "train"),
    ("flatten", "Flatten", [], {}, [("randn", [2, 3, 2, 2])], "train"),
    ("dropout_eval", "Dropout", [0.5], {}, [("randn", [4, 5])], "eval"),
    ("layernorm", "LayerNorm", [6], {}, [("randn", [3, 6])], "train"),
    ("layernorm_2d_shape", "LayerNorm", [[2, 3]], {"eps": 1e-3}, [("randn", [4, 2, 3])], "train"),
    ("batchnorm2d_train", "BatchNorm2d", [3], {}, [("randn", [4, 3, 2, 2])], "train"),
    ("batchnorm2d_eval", "BatchNorm2d", [3], {}, [("randn", [2, 3, 2, 2])], "eval"),
    ("batchnorm1d_train", "BatchNorm1d", [5], {"momentum": 0.2}, [("randn", [6, 5])], "train"),
    ("embedding", "Embedding", [10, 4], {}, [("int", [2, 3], 10)], "train"),
    ("embedding_padding", "Embedding", [10, 4], {"padding_idx": 1}, [("int", [6], 3)], "train"),
]

RECURRENT = [
    ("rnncell", "RNNCell", [3, 5], {}, [("randn", [2, 3]), ("randn", [2, 5])], "train"),
    ("rnncell_relu_nohx", "RNNCell", [3, 5], {"nonlinearity": "relu"}, [("randn", [2, 3])], "train"),
    ("lstmcell", "LSTMCell", [3, 5], {}, [("randn", [2, 3])], "train"),
    ("grucell", "GRUCell", [3, 5], {}, [("randn", [2, 3]), ("randn", [2, 5])], "train"),
    ("rnn_4steps", "RNN", [3, 5], {}, [("randn", [4, 2, 3])], "train"),
    ("rnn_2layers_batch_first", "RNN", [3, 5], {"num_layers": 2, "batch_first": True},
     [("randn", [2, 6, 3]), ("randn", [2, 2, 5])], "train"),
    ("lstm_5steps", "LSTM", [3, 4], {}, [("randn", [5, 2, 3])], "train"),
    ("lstm_2layers_bidirectional_batch_first", "LSTM", [3, 4],
     {"num_layers": 2, "bidirectional": True, "batch_first": True}, [("randn", [2, 5, 3])], "train"),
    ("gru_6steps", "GRU", [3, 4], {}, [("randn", [6, 2, 3])], "train"),
    ("gru_2layers_unbatched", "GRU", [3, 4], {"num_layers": 2}, [("randn", [5, 3])], "train"),
]

MODELS = [
    ("simple_cnn", "SimpleCNN", [8, 2, 3, 3, 4], {}, [("randn", [2, 2, 8, 8])], "train"),
    ("logistic_regression", "LogisticRegression", [5, 3], {}, [("randn", [4, 5])], "train"),
    ("mlp", "MLP", [5, [7, 6], 3], {}, [("randn", [4, 5])], "train"),
]

LOSSES = [
    ("mse", "MSELoss", [], {}, [("randn", [4, 3]), ("randn", [4, 3])], "train"),
    ("mse_sum", "MSELoss", [], {"reduction": "sum"}, [("randn", [4, 3]), ("randn", [4, 3])], "train"),
    ("cross_entropy", "CrossEntropyLoss", [], {}, [("randn", [5, 4]), ("int", [5], 4)], "train"),
    ("cross_entropy_none", "CrossEntropyLoss", [], {"reduction": "none"}, [("randn", [5, 4]), ("int", [5], 4)],
     "train"),
    ("nll", "NLLLoss", [], {}, [("randn", [5, 4]), ("int", [5], 4)], "train"),
    ("bce", "BCELoss", [], {}, [("rand", [6]), ("bits", [6])], "train"),
]


def optim_cases():
    cases = [
        ("sgd", "SGD", {"lr": 0.1}),
        ("sgd_momentum", "SGD", {"lr": 0.1, "momentum": 0.9}),
        ("sgd_momentum_dampening_wd", "SGD", {"lr": 0.05, "momentum": 0.8, "dampening": 0.1, "weight_decay": 0.01}),
        ("sgd_nesterov_wd", "SGD", {"lr": 0.05, "momentum": 0.9, "nesterov": True, "weight_decay": 0.1}),
        ("adam", "Adam", {"lr": 0.01}),
        ("adam_betas_eps", "Adam", {"lr": 0.05, "betas": [0.8, 0.99], "eps": 1e-6}),
        ("adam_wd", "Adam", {"lr": 0.01, "weight_decay": 0.1}),
        ("adam_amsgrad", "Adam", {"lr": 0.01, "amsgrad": True}),
        ("adamw", "AdamW", {"lr": 0.01}),
        ("adamw_wd", "AdamW", {"lr": 0.02, "weight_decay": 0.5}),
    ]
    gen = torch.Generator().manual_seed(7)
    x = torch.randn(6, 4, generator=gen)
    y = torch.randn(6, 3, generator=gen)
    w0 = torch.randn(3, 4, generator=gen)
    b0 = torch.randn(3, generator=gen)
    out = []
    for name, ctor, kwargs in cases:
        w = tnn.Parameter(w0.clone())
        b = tnn.Parameter(b0.clone())
        kw = dict(kwargs)
        if "betas" in kw:
            kw["betas"] = tuple(kw["betas"])
        opt = getattr(torch.optim, ctor)([w, b], **kw)
        traj = []
        for _ in range(5):
            opt.zero_grad()
            loss = torch.nn.functional.mse_loss(torch.nn.functional.linear(x, w, b), y)
            loss.backward()
            opt.step()
            traj.append({"loss": loss.item(), "weight": enc(w), "bias": enc(b)})
        out.append({"name": name, "ctor": ctor, "kwargs": kwargs, "trajectory": traj,
                    "atol": 1e-5, "rtol": 1e-4})
    return {"x": enc(x), "y": enc(y), "weight": enc(w0), "bias": enc(b0), "cases": out}


class LeNet(tnn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = tnn.Conv2d(1, 16, 5, padding=2)
        self.pool = tnn.MaxPool2d(2)
        self.conv2 = tnn.Conv2d(16, 32, 5)
        self.bn = tnn.BatchNorm2d(32)
        self.flatten = tnn.Flatten()
        self.fc1 = tnn.Linear(800, 128)
        self.fc2 = tnn.Linear(128, 10)


def repr_cases():
    models = {
        "lenet_sequential": tnn.Sequential(
            tnn.Conv2d(1, 16, 5, padding=2), tnn.ReLU(), tnn.MaxPool2d(2), tnn.Conv2d(16, 32, 5), tnn.ReLU(),
            tnn.MaxPool2d(2), tnn.Flatten(), tnn.Linear(800, 128), tnn.ReLU(), tnn.Linear(128, 10)),
        "misc_sequential": tnn.Sequential(
            tnn.Conv2d(4, 6, 3, stride=2, padding=1, dilation=2, groups=2, bias=False), tnn.AvgPool2d(2),
            tnn.BatchNorm2d(6), tnn.Dropout(0.25), tnn.GELU(), tnn.SiLU(), tnn.Sigmoid(), tnn.Tanh(),
            tnn.Softmax(dim=1), tnn.LogSoftmax(dim=1), tnn.LayerNorm(6), tnn.Embedding(10, 3, padding_idx=0),
            tnn.Linear(3, 2, bias=False), tnn.CrossEntropyLoss(), tnn.MSELoss()),
        "recurrent_list": tnn.ModuleList([
            tnn.RNN(3, 4), tnn.LSTM(3, 4, num_layers=2, batch_first=True, bidirectional=True),
            tnn.GRU(3, 4, num_layers=2, dropout=0.5), tnn.RNNCell(3, 4, nonlinearity="relu"), tnn.LSTMCell(3, 4),
            tnn.GRUCell(3, 4, bias=False)]),
    }
    out = {}
    for name, m in models.items():
        out[name] = {"repr": repr(m), "parameters": [k for k, _ in m.named_parameters()],
                     "state_dict": list(m.state_dict().keys())}
    lenet = LeNet()
    out["lenet_module_keys"] = {"parameters": [k for k, _ in lenet.named_parameters()],
                                "state_dict": list(lenet.state_dict().keys())}
    return out


def write_safetensors(path):
    """A safetensors file as the format specifies, independent of ml.save_safetensors."""
    gen = torch.Generator().manual_seed(3)
    tensors = {"weight": torch.randn(3, 4, generator=gen), "bias": torch.randn(3, generator=gen)}
    header = {"__metadata__": {"format": "pt"}}
    blob = b""
    for name in sorted(tensors):
        data = struct.pack("<%df" % tensors[name].numel(), *tensors[name].reshape(-1).tolist())
        header[name] = {"dtype": "F32", "shape": list(tensors[name].shape),
                        "data_offsets": [len(blob), len(blob) + len(data)]}
        blob += data
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * ((8 - len(text) % 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text + blob)
    return {k: enc(v) for k, v in tensors.items()}


def main():
    os.makedirs(OUT, exist_ok=True)

    def dump(name, obj):
        with open(os.path.join(OUT, name), "w") as f:
            json.dump(obj, f)

    dump("layers.json", [run_case(c, 100 + i) for i, c in enumerate(LAYERS)])
    dump("recurrent.json", [run_case(c, 200 + i) for i, c in enumerate(RECURRENT)])
    dump("models.json", [run_case(c, 400 + i) for i, c in enumerate(MODELS)])
    dump("losses.json", [run_case(c, 300 + i) for i, c in enumerate(LOSSES)])
    dump("optim.json", optim_cases())
    dump("repr.json", repr_cases())
    expected = write_safetensors(os.path.join(OUT, "linear_3x4.safetensors"))
    dump("linear_3x4.json", expected)
    print("fixtures written to", OUT)


if __name__ == "__main__":
    main()
