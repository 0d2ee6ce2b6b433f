"""The cases of cases_ext.py on TensorPy, compared with PyTorch 1.13's results
(fixtures/ext.json, written by gen_ext_fixtures.py): tensors by shape, dtype and values
(torch.allclose's rule, atol 1e-5 / rtol 1e-4, looser for float32 linear algebra),
numbers and bools exactly, exceptions by type name."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch
import torchcheck
import cases_ext

fx = torchcheck.fixture("ext.json")
report = torchcheck.Report("ext")
TOL = {"linalg": (1e-4, 1e-3)}


def compare(got, exp, atol, rtol, path):
    if isinstance(exp, dict) and "error" in exp:
        return False, f"{path}: expected {exp['error']}, got a value"
    if isinstance(exp, dict):
        if not isinstance(got, torch.Tensor):
            return False, f"{path}: expected a tensor, got {type(got).__name__}"
        if getattr(got, "is_sparse", False):
            got = got.to_dense()
        dt = str(got.dtype).replace("torch.", "")
        if dt != exp["dtype"]:
            return False, f"{path}: dtype {dt} != {exp['dtype']}"
        ok, why = torchcheck.close(got, exp, atol, rtol)
        return ok, f"{path}: {why}"
    if isinstance(exp, list):
        if isinstance(got, torch.Size):
            got = list(got)
        if not isinstance(got, (list, tuple)) or len(got) != len(exp):
            return False, f"{path}: expected a list of {len(exp)}, got {got!r}"[:300]
        for i, (g, e) in enumerate(zip(got, exp)):
            ok, why = compare(g, e, atol, rtol, f"{path}[{i}]")
            if not ok:
                return ok, why
        return True, ""
    if isinstance(got, torch.Tensor):
        got = got.item()
    if isinstance(exp, float) and isinstance(got, (int, float)):
        ok = abs(got - exp) <= atol + rtol * abs(exp) or (got != got and exp != exp)
        return ok, f"{path}: {got} != {exp}"
    return got == exp, f"{path}: {got!r} != {exp!r}"


for name, fn in cases_ext.CASES.items():
    if name not in fx:
        report.check(name, False, "no fixture (rerun gen_ext_fixtures.py)")
        continue
    exp = fx[name]
    atol, rtol = next((v for k, v in TOL.items() if name.startswith(k)), (1e-5, 1e-4))
    try:
        got = fn(torch)
    except Exception as e:
        if isinstance(exp, dict) and exp.get("error") == type(e).__name__:
            report.check(name, True)
        else:
            report.check(name, False, f"raised {type(e).__name__}: {e}")
        continue
    ok, why = compare(got, exp, atol, rtol, name)
    report.check(name, ok, why)
report.finish()
