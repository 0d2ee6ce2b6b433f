"""Generate tests/torch/fixtures/ext.json from PyTorch 1.13 (run once where torch is installed):

    /usr/bin/python3 tests/torch/gen_ext_fixtures.py

Runs every case of cases_ext.py with torch and records its result (tensors as
{"dtype", "shape", "data"}, exceptions as {"error": type name}); test_ext.py runs the same
cases on TensorPy and compares.
"""
import json
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases_ext  # noqa: E402


def enc(v):
    if isinstance(v, torch.Tensor):
        t = v.detach()
        if t.is_sparse:
            t = t.to_dense()
        name = str(t.dtype).replace("torch.", "")
        if t.dtype == torch.bool:
            data = [bool(x) for x in t.reshape(-1).tolist()]
        else:
            data = t.reshape(-1).tolist()
        return {"dtype": name, "shape": list(t.shape), "data": data}
    if isinstance(v, (list, tuple)):
        return [enc(x) for x in v]
    if isinstance(v, torch.Size):
        return list(v)
    return v


def main():
    out = {}
    for name, fn in cases_ext.CASES.items():
        try:
            out[name] = enc(fn(torch))
        except Exception as e:
            out[name] = {"error": type(e).__name__}
    os.makedirs(os.path.join(HERE, "fixtures"), exist_ok=True)
    with open(os.path.join(HERE, "fixtures", "ext.json"), "w") as f:
        json.dump(out, f, indent=0, sort_keys=True)
    print(f"wrote {len(out)} cases")


if __name__ == "__main__":
    main()
