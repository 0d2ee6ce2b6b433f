"""The cases of cases_dtypes.py on TensorPy, compared with PyTorch 1.13's results
(fixtures/dtypes.json, written by gen_dtype_fixtures.py): tensors by shape, dtype and exact
values (a float16/bfloat16 result must round as PyTorch's; float32 results of float
computations within 1e-6 relative), numbers, strings and bools exactly, exceptions by type name."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch
import torchcheck
import cases_dtypes

fx = torchcheck.fixture("dtypes.json")
report = torchcheck.Report("dtypes")


def same_number(a, b, rel):
    if isinstance(a, bool) or isinstance(b, bool):
        return a == b and type(a) == type(b)
    if a != a and b != b:
        return True
    if a == b:
        return True
    return rel > 0 and abs(a - b) <= rel * abs(b)


def compare(got, exp, path):
    if isinstance(exp, dict) and "error" in exp:
        return False, f"{path}: expected {exp['error']}, got a value"
    if isinstance(exp, dict):
        if not isinstance(got, torch.Tensor):
            return False, f"{path}: expected a tensor, got {type(got).__name__}"
        dt = str(got.dtype).replace("torch.", "")
        if dt != exp["dtype"]:
            return False, f"{path}: dtype {dt} != {exp['dtype']}"
        if list(got.shape) != exp["shape"]:
            return False, f"{path}: shape {list(got.shape)} != {exp['shape']}"
        rel = 1e-6 if dt in ("float32", "float64") else 0.0
        for i, (a, b) in enumerate(zip(got.detach().reshape(-1).tolist(), exp["data"])):
            if not same_number(a, b, rel):
                return False, f"{path}: element {i}: {a!r} != {b!r}"
        return True, ""
    if isinstance(exp, list):
        if not isinstance(got, (list, tuple)) or len(got) != len(exp):
            return False, f"{path}: expected a list of {len(exp)}, got {got!r}"[:300]
        for i, (g, e) in enumerate(zip(got, exp)):
            ok, why = compare(g, e, f"{path}[{i}]")
            if not ok:
                return ok, why
        return True, ""
    if isinstance(exp, float) and isinstance(got, float):
        return same_number(got, exp, 0.0), f"{path}: {got!r} != {exp!r}"
    return got == exp and type(got) == type(exp), f"{path}: {got!r} != {exp!r}"


for name, fn in cases_dtypes.CASES.items():
    if name not in fx:
        report.check(name, False, "no fixture (rerun gen_dtype_fixtures.py)")
        continue
    exp = fx[name]
    try:
        got = fn(torch)
    except Exception as e:
        if isinstance(exp, dict) and "error" in exp:
            report.check(name, type(e).__name__ == exp["error"], f"raised {type(e).__name__}, expected {exp['error']}")
        else:
            report.check(name, False, f"raised {type(e).__name__}: {e}")
        continue
    ok, why = compare(got, exp, name)
    report.check(name, ok, why)
report.finish()
