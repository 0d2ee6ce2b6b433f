"""repr(tensor) against PyTorch's text (fixtures_ml/repr, 'torch.' -> 'ml.')."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "fixtures_ml"))

import ml
import cases_repr
import mlcheck
from repr import EXPECTED

for name, fn in cases_repr.CASES:
    got = repr(fn(ml))
    if got != EXPECTED[name]:
        mlcheck.fail(name, f"\n got: {got!r}\nwant: {EXPECTED[name]!r}")

t = ml.tensor([1.0, 2.0])
mlcheck.check_equal("str is repr", str(t), repr(t))
mlcheck.check_equal("dtype repr", repr(ml.float32), "ml.float32")
mlcheck.check_equal("dtype name", ml.int64.name, "int64")
mlcheck.check_equal("device repr", repr(ml.cpu), "device(type='cpu')")
mlcheck.check_equal("size repr", repr(ml.zeros(2, 3).shape), "ml.Size([2, 3])")
mlcheck.check_equal("f-string of 0-dim", f"{ml.tensor(2.5):.3f}", "2.500")
mlcheck.finish(f"{len(cases_repr.CASES)} repr cases")
