"""The tensor-surface programs of tests/ml/test_torch_surface.py run through `import torch`
(T = torch, F = torch.nn.functional), against the same PyTorch 1.13 fixture
(tests/ml/fixtures_ml/torch_surface.json): values, grad_fn names, gradients, errors."""
import json
import os

import torch
import torch.nn.functional as F

import torchcheck

report = torchcheck.Report("torch surface")
HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, "..", "ml", "fixtures_ml", "torch_surface.json")) as f:
    FIX = json.load(f)


def inputs_of(case):
    out = {}
    for name, entry in case["inputs"].items():
        t = torchcheck.tensor(entry)
        if t.is_floating_point():
            t.requires_grad_(True)
        out[name] = t
    return out


def run(program, inputs):
    env = {"T": torch, "F": F}
    env.update(inputs)
    exec(program, env)
    return env["out"]


def same_tensor(name, t, entry):
    if list(t.shape) != entry["shape"] or t.dtype != getattr(torch, entry["dtype"]):
        return report.check(name, False, f"{t.dtype} {list(t.shape)} != {entry['dtype']} {entry['shape']}")
    return report.check(name, *torchcheck.close_lists(t.detach().reshape(-1).tolist(), entry["data"]))


for case in FIX["cases"]:
    name = case["name"]
    inputs = inputs_of(case)
    try:
        out = run(case["program"], inputs)
    except Exception as e:
        report.check(name, False, f"raised {type(e).__name__}: {e}")
        continue
    if "value" in case:
        report.same(name, out, case["value"])
        continue
    if not same_tensor(name, out, case["out"]):
        continue
    report.same(name + ": grad_fn", out.grad_fn.name() if out.grad_fn is not None else None, case["grad_fn"])
    if "seed" in case:
        (out * torchcheck.tensor(case["seed"])).sum().backward()
        for n, g in case["grads"].items():
            same_tensor(f"{name}: grad of {n}", inputs[n].grad, g)

for case in FIX["errors"]:
    inputs = inputs_of(case)
    exc = {"IndexError": IndexError, "RuntimeError": RuntimeError, "ValueError": ValueError,
           "TypeError": TypeError}[case["type"]]
    report.raises(case["name"], exc, run, "out = " + case["program"], inputs, contains=case["message"])
report.finish()
