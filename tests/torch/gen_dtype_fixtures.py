"""Generate tests/torch/fixtures/dtypes.json from PyTorch 1.13 (run once where torch is installed):

    /usr/bin/python3 tests/torch/gen_dtype_fixtures.py

Runs every case of cases_dtypes.py with torch and records its result (tensors as
{"dtype", "shape", "data"}, exceptions as {"error": type name}); test_dtypes.py runs the
same cases on TensorPy and compares exactly.
"""
import json
import os
import sys
import warnings

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases_dtypes  # noqa: E402
from gen_ext_fixtures import enc  # noqa: E402


def main():
    warnings.simplefilter("ignore")
    out = {}
    for name, fn in cases_dtypes.CASES.items():
        try:
            out[name] = enc(fn(torch))
        except Exception as e:
            out[name] = {"error": type(e).__name__, "message": str(e)[:200]}
    with open(os.path.join(HERE, "fixtures", "dtypes.json"), "w") as f:
        json.dump(out, f, indent=0, sort_keys=True)
    print(f"wrote {len(out)} cases")


if __name__ == "__main__":
    main()
