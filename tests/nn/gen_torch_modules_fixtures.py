"""Generate tests/nn/fixtures/torch_modules.json from PyTorch 1.13 (run once with a Python that has torch):

    /usr/bin/python3 tests/nn/gen_torch_modules_fixtures.py

Each case builds a module from a Python expression (`nn` is torch.nn here and TensorPy's nn
in test_torch_modules.py, `tv` the resnet twin below or torchvision), gives it fixed
weights, runs forward on fixed inputs (positional, then keyword tensors such as masks) and
backward of sum(output * seed). Recorded: the state_dict keys in order, the outputs, the
gradients of the float inputs and of every parameter. Small modules carry their weights in
the fixture; big ones ("formula" weights) get entry i of the state dict filled with
0.05 * sin(0.37 * j + 1.3 * i) (j the flat index; running_var 1 + that squared), which
the test computes the same way, so the file stays small.
"""
import json
import math
import os

import torch
import torch.nn as tnn

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fixtures", "torch_modules.json")
DTYPES = {torch.float32: "float32", torch.float64: "float64", torch.int64: "int64", torch.bool: "bool"}


def enc(t):
    t = t.detach()
    return {"dtype": DTYPES[t.dtype], "shape": list(t.shape), "data": t.reshape(-1).tolist()}


# --- torchvision's ResNet, written from its documented architecture (torchvision is not
# installed here): the module names and state_dict keys are torchvision's.
class BasicBlock(tnn.Module):
    expansion = 1

    def __init__(self, inplanes, planes, stride=1, downsample=None):
        super().__init__()
        self.conv1 = tnn.Conv2d(inplanes, planes, 3, stride, 1, bias=False)
        self.bn1 = tnn.BatchNorm2d(planes)
        self.relu = tnn.ReLU(inplace=True)
        self.conv2 = tnn.Conv2d(planes, planes, 3, 1, 1, bias=False)
        self.bn2 = tnn.BatchNorm2d(planes)
        self.downsample = downsample
        self.stride = stride

    def forward(self, x):
        identity = x if self.downsample is None else self.downsample(x)
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return self.relu(out + identity)


class ResNet(tnn.Module):
    def __init__(self, layers, num_classes=1000):
        super().__init__()
        self.inplanes = 64
        self.conv1 = tnn.Conv2d(3, 64, 7, 2, 3, bias=False)
        self.bn1 = tnn.BatchNorm2d(64)
        self.relu = tnn.ReLU(inplace=True)
        self.maxpool = tnn.MaxPool2d(3, 2, 1)
        self.layer1 = self._make_layer(64, layers[0])
        self.layer2 = self._make_layer(128, layers[1], 2)
        self.layer3 = self._make_layer(256, layers[2], 2)
        self.layer4 = self._make_layer(512, layers[3], 2)
        self.avgpool = tnn.AdaptiveAvgPool2d((1, 1))
        self.fc = tnn.Linear(512, num_classes)

    def _make_layer(self, planes, blocks, stride=1):
        downsample = None
        if stride != 1 or self.inplanes != planes:
            downsample = tnn.Sequential(tnn.Conv2d(self.inplanes, planes, 1, stride, bias=False),
                                        tnn.BatchNorm2d(planes))
        layers = [BasicBlock(self.inplanes, planes, stride, downsample)]
        self.inplanes = planes
        layers += [BasicBlock(planes, planes) for _ in range(1, blocks)]
        return tnn.Sequential(*layers)

    def forward(self, x):
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.layer4(self.layer3(self.layer2(self.layer1(x))))
        return self.fc(torch.flatten(self.avgpool(x), 1))


class TV:
    @staticmethod
    def resnet18(num_classes=1000):
        return ResNet([2, 2, 2, 2], num_classes)


def formula_fill(module):
    with torch.no_grad():
        for i, (key, t) in enumerate(module.state_dict().items()):
            if not t.is_floating_point():
                continue
            j = torch.arange(t.numel(), dtype=torch.float64)
            v = 0.05 * torch.sin(0.37 * j + 1.3 * i)
            if key.endswith("running_var"):
                v = 1.0 + v * v
            t.copy_(v.reshape(t.shape).to(t.dtype))


def make(spec, gen):
    kind = spec[0]
    if kind == "randn":
        return torch.randn(*spec[1], generator=gen)
    if kind == "bool":
        return torch.rand(*spec[1], generator=gen) > spec[2]
    if kind == "formula":  # float64 sin(0.11 j + 0.5), j the flat index (the test computes it too)
        n = 1
        for d in spec[1]:
            n *= d
        return torch.sin(torch.arange(n, dtype=torch.float64) * 0.11 + 0.5).reshape(spec[1])
    if kind == "causal":
        n = spec[1]
        return torch.triu(torch.full((n, n), float("-inf")), diagonal=1)
    raise ValueError(kind)


# (name, build expression, positional inputs, keyword inputs, mode, options)
CASES = [
    ("dropout2d_eval", "nn.Dropout2d(0.3)", [("randn", [2, 3, 4, 4])], {}, "eval", {}),
    ("dropout1d_eval", "nn.Dropout1d(0.3)", [("randn", [2, 3, 4])], {}, "eval", {}),
    ("adaptive_avg_1", "nn.AdaptiveAvgPool2d(1)", [("randn", [2, 3, 5, 7])], {}, "train", {}),
    ("adaptive_avg_divisible", "nn.AdaptiveAvgPool2d((2, 3))", [("randn", [2, 3, 4, 6])], {}, "train", {}),
    ("adaptive_avg_uneven", "nn.AdaptiveAvgPool2d((3, 4))", [("randn", [1, 2, 5, 7])], {}, "train", {}),
    ("adaptive_avg_none_unbatched", "nn.AdaptiveAvgPool2d((None, 2))", [("randn", [2, 5, 5])], {}, "train", {}),
    ("adaptive_avg_upsample", "nn.AdaptiveAvgPool2d(4)", [("randn", [1, 1, 3, 2])], {}, "train", {}),
    ("adaptive_max_divisible", "nn.AdaptiveMaxPool2d(2)", [("randn", [2, 3, 4, 4])], {}, "train", {}),
    ("adaptive_max_uneven", "nn.AdaptiveMaxPool2d((3, 2))", [("randn", [1, 2, 7, 5])], {}, "train", {}),
    ("identity", "nn.Identity(3, unused=1)", [("randn", [2, 3])], {}, "train", {}),
    ("mha_seq_first", "nn.MultiheadAttention(8, 2)", [("randn", [4, 2, 8]), ("randn", [5, 2, 8]),
                                                      ("randn", [5, 2, 8])], {}, "train", {}),
    ("mha_batch_first_masks", "nn.MultiheadAttention(8, 4, batch_first=True)",
     [("randn", [2, 4, 8]), ("randn", [2, 4, 8]), ("randn", [2, 4, 8])],
     {"key_padding_mask": ("bool", [2, 4], 0.7), "attn_mask": ("causal", 4)}, "train", {}),
    ("mha_bool_attn_mask_per_head_weights", "nn.MultiheadAttention(6, 3)",
     [("randn", [3, 2, 6]), ("randn", [4, 2, 6]), ("randn", [4, 2, 6])],
     {"attn_mask": ("bool", [3, 4], 0.8), "average_attn_weights": False}, "train", {}),
    ("mha_no_weights_unbatched", "nn.MultiheadAttention(4, 2)",
     [("randn", [3, 4]), ("randn", [5, 4]), ("randn", [5, 4])], {"need_weights": False}, "train", {}),
    ("mha_kdim_vdim_bias_kv_zero_attn", "nn.MultiheadAttention(6, 2, kdim=3, vdim=5, add_bias_kv=True, "
                                        "add_zero_attn=True)",
     [("randn", [3, 2, 6]), ("randn", [4, 2, 3]), ("randn", [4, 2, 5])],
     {"key_padding_mask": ("bool", [2, 4], 0.7)}, "train", {}),
    ("encoder_layer", "nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0)", [("randn", [5, 2, 8])],
     {"src_key_padding_mask": ("bool", [2, 5], 0.8)}, "train", {}),
    ("encoder_layer_norm_first_gelu_batch_first", "nn.TransformerEncoderLayer(8, 4, 12, dropout=0.0, "
     "activation='gelu', norm_first=True, batch_first=True)", [("randn", [2, 5, 8])],
     {"src_mask": ("causal", 5)}, "train", {}),
    ("encoder_stack_eval", "nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 16), 2, nn.LayerNorm(8))",
     [("randn", [5, 2, 8])], {"mask": ("causal", 5)}, "eval", {}),
    ("decoder_layer", "nn.TransformerDecoderLayer(8, 2, 16, dropout=0.0)",
     [("randn", [4, 2, 8]), ("randn", [5, 2, 8])],
     {"tgt_mask": ("causal", 4), "memory_key_padding_mask": ("bool", [2, 5], 0.8)}, "train", {}),
    ("decoder_stack_norm_first", "nn.TransformerDecoder(nn.TransformerDecoderLayer(8, 2, 16, dropout=0.0, "
     "norm_first=True), 2)", [("randn", [4, 2, 8]), ("randn", [5, 2, 8])], {}, "train", {}),
    ("transformer_small", "nn.Transformer(8, 2, 2, 2, 16, dropout=0.0)",
     [("randn", [5, 2, 8]), ("randn", [4, 2, 8])], {"tgt_mask": ("causal", 4)}, "train", {}),
    ("transformer_batch_first_eval", "nn.Transformer(8, 2, 1, 1, 16, batch_first=True)",
     [("randn", [2, 5, 8]), ("randn", [2, 4, 8])], {}, "eval", {}),
    # float64 (module.double()): the formula weights make batch statistics over few values,
    # whose float32 rounding differs between any two implementations
    ("resnet18_train", "tv.resnet18(num_classes=10)", [("formula", [2, 3, 64, 64])], {}, "train",
     {"formula": True, "atol": 1e-7, "rtol": 1e-6}),
    ("resnet18_eval", "tv.resnet18()", [("formula", [1, 3, 40, 40])], {}, "eval",
     {"formula": True, "atol": 1e-7, "rtol": 1e-6, "no_backward": True}),
]


def flatten(out):
    if isinstance(out, (tuple, list)):
        return [z for o in out for z in flatten(o)]
    return [out]


def run_case(k, case):
    name, build, pos, kw, mode, opts = case
    torch.manual_seed(k)
    gen = torch.Generator().manual_seed(100 + k)
    module = eval(build, {"nn": tnn, "tv": TV})
    if opts.get("formula"):
        module.double()
        formula_fill(module)
    module.train(mode == "train")
    xs = [make(s, gen) for s in pos]
    for x in xs:
        x.requires_grad_(True)
    kwargs = {n: make(s, gen) if isinstance(s, tuple) else s for n, s in kw.items()}
    outs = [o for o in flatten(module(*xs, **kwargs)) if o is not None]
    result = {
        "name": name, "build": build, "mode": mode, "formula": bool(opts.get("formula")),
        "keys": list(module.state_dict().keys()),
        "inputs": [{"formula": list(x.shape)} if s[0] == "formula" else enc(x) for x, s in zip(xs, pos)],
        "kwargs": {n: enc(v) if isinstance(v, torch.Tensor) else v for n, v in kwargs.items()},
        "outputs": [enc(o) for o in outs],
        "atol": opts.get("atol", 1e-5), "rtol": opts.get("rtol", 1e-4),
    }
    if not opts.get("formula"):
        result["state"] = {key: enc(v) for key, v in module.state_dict().items()}
    if not opts.get("no_backward"):
        seeds = [torch.randn(o.shape, generator=gen) for o in outs]
        sum((o * s).sum() for o, s in zip(outs, seeds)).backward()
        result["grad_seeds"] = [enc(s) for s in seeds]
        result["input_grads"] = [enc(x.grad) if x.grad is not None and s[0] != "formula" else None
                                 for x, s in zip(xs, pos)]
        grads = {n: enc(p.grad) for n, p in module.named_parameters() if p.grad is not None}
        if opts.get("formula"):  # the big models: a few parameters' gradients
            grads = {n: grads[n] for n in ("bn1.weight", "layer2.0.downsample.1.bias", "layer4.1.bn2.weight", "fc.bias") if n in grads}
        result["param_grads"] = grads
    return result


def main():
    cases = [run_case(k, c) for k, c in enumerate(CASES)]
    with open(OUT, "w") as f:
        json.dump(cases, f)
        f.write("\n")
    print(f"wrote {OUT}: {len(cases)} cases, {os.path.getsize(OUT)} bytes")


if __name__ == "__main__":
    main()
