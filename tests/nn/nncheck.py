"""Helpers shared by the tests/nn scripts: fixtures, tensor comparison, a pass/fail reporter,
and the runner for per-module fixture cases (layers, recurrent, losses, models).

Fixture tensors are {"dtype", "shape", "data": flat row-major list}, written by
gen_fixtures.py from PyTorch. A comparison passes when every element satisfies
|got - expected| <= atol + rtol * |expected| (torch.allclose's rule).
"""
import json
import os
import sys

import ml
import nn

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "fixtures")


def fixture(name):
    """The parsed JSON of tests/nn/fixtures/<name>."""
    with open(os.path.join(FIXTURES, name)) as f:
        return json.load(f)


def tensor(entry, requires_grad=False):
    """An ml tensor from a fixture entry (float32/float64/int64)."""
    t = ml.tensor(entry["data"], dtype=getattr(ml, entry["dtype"])).reshape(tuple(entry["shape"]))
    if requires_grad:
        t.requires_grad_()
    return t


def flat(t):
    """A tensor's values as a flat Python list."""
    return t.detach().reshape(-1).tolist()


def compare(got, entry, atol=1e-5, rtol=1e-4):
    """(ok, message) comparing a tensor with a fixture entry: shape, then values elementwise."""
    if got is None:
        return False, "got None"
    if list(got.shape) != list(entry["shape"]):
        return False, f"shape {list(got.shape)} != expected {entry['shape']}"
    worst = 0.0
    for a, b in zip(flat(got), entry["data"]):
        err = abs(a - b)
        if err > atol + rtol * abs(b) and err > worst:
            worst = err
    if worst > 0.0:
        return False, f"max error {worst:g} over tolerance (atol {atol:g}, rtol {rtol:g})"
    return True, ""


def compare_lists(got, expected, atol=1e-5, rtol=1e-4):
    """(ok, message) for two flat lists of numbers."""
    if len(got) != len(expected):
        return False, f"length {len(got)} != {len(expected)}"
    for i, (a, b) in enumerate(zip(got, expected)):
        if abs(a - b) > atol + rtol * abs(b):
            return False, f"element {i}: {a} != {b}"
    return True, ""


class Report:
    """Prints "ok NAME" / "FAIL NAME: why" lines and exits 1 from finish() when any failed."""

    def __init__(self, title):
        self.title = title
        self.passed = 0
        self.failed = 0

    def check(self, name, ok, why=""):
        if ok:
            self.passed += 1
            print(f"ok {name}")
        else:
            self.failed += 1
            print(f"FAIL {name}: {why}")
        return ok

    def same(self, name, got, expected):
        return self.check(name, got == expected, f"got {got!r}, expected {expected!r}")

    def raises(self, name, exc_type, fn, *args, contains=None, **kwargs):
        """Checks fn(*args, **kwargs) raises exc_type (with `contains` in its message)."""
        try:
            fn(*args, **kwargs)
        except exc_type as e:
            if contains is not None and contains not in str(e):
                return self.check(name, False, f"message {str(e)!r} lacks {contains!r}")
            return self.check(name, True)
        except Exception as e:  # a different exception type is a failure, reported
            return self.check(name, False, f"raised {type(e).__name__}: {e}")
        return self.check(name, False, f"no {getattr(exc_type, '__name__', exc_type)} raised")

    def finish(self):
        print(f"{self.title}: {self.passed} checks passed, {self.failed} failed")
        sys.exit(1 if self.failed else 0)


def _flatten(out):
    if isinstance(out, (tuple, list)):
        result = []
        for o in out:
            result += _flatten(o)
        return result
    return [out]


def run_module_case(report, case):
    """Build nn.<ctor> with the case's arguments and torch's weights, run forward and backward,
    and check outputs, input gradients, parameter gradients and buffers against the case."""
    name = case["name"]
    atol = case["atol"]
    rtol = case["rtol"]
    module = getattr(nn, case["ctor"])(*case["args"], **case["kwargs"])
    state = {k: tensor(v) for k, v in case["state"].items()}
    module.load_state_dict(state)
    module.train(case["mode"] == "train")
    inputs = [tensor(e, requires_grad=e["dtype"] != "int64") for e in case["inputs"]]
    outs = _flatten(module(*inputs))
    report.same(f"{name}: output count", len(outs), len(case["outputs"]))
    for i, (o, e) in enumerate(zip(outs, case["outputs"])):
        report.check(f"{name}: output {i}", *compare(o, e, atol, rtol))
    total = None
    for o, s in zip(outs, case["grad_seeds"]):
        term = (o * tensor(s)).sum()
        total = term if total is None else total + term
    total.backward()
    for i, (x, e) in enumerate(zip(inputs, case["input_grads"])):
        if e is not None:
            report.check(f"{name}: grad of input {i}", *compare(x.grad, e, atol, rtol))
    params = dict(module.named_parameters())
    for pname, e in case["param_grads"].items():
        report.check(f"{name}: grad of {pname}", *compare(params[pname].grad, e, atol, rtol))
    buffers = dict(module.named_buffers())
    for bname, e in case["buffers_after"].items():
        report.check(f"{name}: buffer {bname} after forward", *compare(buffers.get(bname), e, atol, rtol))


def run_fixture_file(title, filename):
    """Run every case of a fixture file; an exception in one case fails that case only."""
    report = Report(title)
    for case in fixture(filename):
        try:
            run_module_case(report, case)
        except Exception as e:
            report.check(f"{case['name']}", False, f"{type(e).__name__}: {e}")
    report.finish()
