"""The tensor surface PyTorch programs use (norm, narrow, new_*, type, log1p/expm1, diag,
Tensor(*sizes), indexing and index assignment with ranges/lists/tensors, grad_fn names,
mse_loss with an int64 target), each program compared with what PyTorch 1.13 computed
(fixtures_ml/torch_surface.json, written by gen_torch_surface_fixtures.py): values,
grad_fn names, gradients, and for the error cases the exception type and message."""
import json
import os

import mlcheck
import nn

HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, "fixtures_ml", "torch_surface.json")) as f:
    FIX = json.load(f)


def load(entry):
    return ml.tensor(entry["data"], dtype=getattr(ml, entry["dtype"])).reshape(tuple(entry["shape"]))


def expected(entry):
    return {"shape": entry["shape"], "dtype": entry["dtype"], "values": entry["data"]}


def inputs_of(case):
    out = {}
    for name, entry in case["inputs"].items():
        t = load(entry)
        if t.is_floating_point():
            t.requires_grad_(True)
        out[name] = t
    return out


class F:
    """torch.nn.functional's linear and mse_loss: ml.linear, and nn.MSELoss (torch 1.13's
    dtype rules; ml.mse_loss keeps the original API's promotion)."""
    linear = ml.linear

    @staticmethod
    def mse_loss(input, target, reduction="mean"):
        return nn.MSELoss(reduction=reduction)(input, target)


def run(program, inputs):
    env = {"T": ml, "F": F}
    env.update(inputs)
    exec(program, env)
    return env["out"]


checked = 0
for case in FIX["cases"]:
    name = case["name"]
    inputs = inputs_of(case)
    try:
        out = run(case["program"], inputs)
    except Exception as e:
        mlcheck.fail(name, f"raised {type(e).__name__}: {e}")
        continue
    checked += 1
    if "value" in case:
        mlcheck.check_equal(name, out, case["value"])
        continue
    if not mlcheck.check_tensor(name, out, expected(case["out"])):
        continue
    got_fn = out.grad_fn.name() if out.grad_fn is not None else None
    mlcheck.check_equal(name + ": grad_fn", got_fn, case["grad_fn"])
    if "seed" in case:
        (out * load(case["seed"])).sum().backward()
        for n, g in case["grads"].items():
            if inputs[n].grad is None:
                mlcheck.fail(f"{name}: grad of {n}", "is None")
            else:
                mlcheck.check_tensor(f"{name}: grad of {n}", inputs[n].grad, expected(g))

for case in FIX["errors"]:
    inputs = inputs_of(case)
    exc = {"IndexError": IndexError, "RuntimeError": RuntimeError, "ValueError": ValueError,
           "TypeError": TypeError}[case["type"]]
    mlcheck.expect_raises(case["name"], exc, lambda: run("out = " + case["program"], inputs), case["message"])
    checked += 1

# TensorPy-only: no numpy, so numpy() raises a clear error.
mlcheck.expect_raises("numpy() without numpy", NotImplementedError, lambda: ml.ones(2).numpy(), "numpy")
mlcheck.finish(f"{checked} torch surface programs")
