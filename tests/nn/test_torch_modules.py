"""Modules PyTorch programs use (Dropout1d/2d, AdaptiveAvg/MaxPool2d, Identity,
MultiheadAttention, the Transformer family, torchvision's resnet18) against PyTorch 1.13
(fixtures/torch_modules.json, written by gen_torch_modules_fixtures.py): state_dict keys
in torch's order, outputs, input and parameter gradients, with torch's weights loaded (or,
for the big models, the formula weights the generator describes)."""
import math

import nncheck
import nn
import torchvision.models as tv

report = nncheck.Report("torch modules")


def load(entry):
    if "formula" in entry:  # float64 sin(0.11 j + 0.5) of that shape (the generator's "formula" input)
        shape = tuple(entry["formula"])
        n = 1
        for d in shape:
            n *= d
        return ml.sin(ml.arange(n, dtype=ml.float64) * 0.11 + 0.5).reshape(shape)
    return ml.tensor(entry["data"], dtype=getattr(ml, entry["dtype"])).reshape(tuple(entry["shape"]))


def formula_fill(module):
    with ml.no_grad():
        for i, (key, t) in enumerate(module.state_dict().items()):
            if not t.is_floating_point():
                continue
            j = ml.arange(t.numel(), dtype=ml.float64)
            v = ml.sin(j * 0.37 + 1.3 * i) * 0.05
            if key.endswith("running_var"):
                v = v * v + 1.0
            t.copy_(v.reshape(tuple(t.shape)).to(t.dtype))


def run(case):
    name = case["name"]
    module = eval(case["build"], {"nn": nn, "tv": tv})
    report.same(f"{name}: state_dict keys", list(module.state_dict().keys()), case["keys"])
    if case["formula"]:
        module.double()
        formula_fill(module)
    else:
        module.load_state_dict({k: load(v) for k, v in case["state"].items()})
    module.train(case["mode"] == "train")
    xs = [load(e).requires_grad_() for e in case["inputs"]]
    kwargs = {n: load(v) if isinstance(v, dict) else v for n, v in case["kwargs"].items()}
    outs = [o for o in nncheck._flatten(module(*xs, **kwargs)) if o is not None]
    atol, rtol = case["atol"], case["rtol"]
    report.same(f"{name}: output count", len(outs), len(case["outputs"]))
    for i, (o, e) in enumerate(zip(outs, case["outputs"])):
        report.check(f"{name}: output {i}", *nncheck.compare(o, e, atol, rtol))
    if "grad_seeds" not in case:
        return
    total = None
    for o, s in zip(outs, case["grad_seeds"]):
        term = (o * load(s)).sum()
        total = term if total is None else total + term
    total.backward()
    for i, (x, e) in enumerate(zip(xs, case["input_grads"])):
        if e is not None:
            report.check(f"{name}: grad of input {i}", *nncheck.compare(x.grad, e, atol, rtol))
    params = dict(module.named_parameters())
    for pname, e in case["param_grads"].items():
        report.check(f"{name}: grad of {pname}", *nncheck.compare(params[pname].grad, e, atol, rtol))


for case in nncheck.fixture("torch_modules.json"):
    try:
        run(case)
    except Exception as e:
        report.check(case["name"], False, f"{type(e).__name__}: {e}")
report.finish()
