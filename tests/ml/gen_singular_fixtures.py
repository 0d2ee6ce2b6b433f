"""Writes tests/ml/fixtures_ml/singular.{json,py} from PyTorch: run with
`/usr/bin/python3 tests/ml/gen_singular_fixtures.py`. Every case of cases_singular.py
run with `ml` bound to a torch stand-in: for each output its shape, dtype name and values,
and the gradients of sum_i sum(out_i * weights(out_i)) w.r.t. the case's leaves
(cases_singular.weights)."""
import os
import sys
import warnings

import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases_singular  # noqa: E402
from gen_ml_fixtures import TorchML, describe, write  # noqa: E402


class SingularML(TorchML):
    def __getattr__(self, name):
        if name in ("binary_cross_entropy_with_logits", "l1_loss"):
            return getattr(F, name)
        return TorchML.__getattr__(self, name)


def run():
    ml = SingularML()
    out = {}
    warnings.simplefilter("ignore")
    for name, fn, _rtol, _atol in cases_singular.CASES:
        outs, leaves = fn(ml)
        loss = None
        for o in outs:
            if o.requires_grad:
                term = (o * cases_singular.weights(ml, o)).sum()
                loss = term if loss is None else loss + term
        loss.backward()
        out[name] = {"outputs": [describe(o) for o in outs],
                     "grads": [describe(l.grad) if l.grad is not None else None for l in leaves]}
    return out


if __name__ == "__main__":
    write("singular", run())
    path = os.path.join(HERE, "fixtures_ml", "singular.py")
    with open(path) as f:
        text = f.read()
    with open(path, "w") as f:
        f.write(text.replace("gen_ml_fixtures.py", "gen_singular_fixtures.py", 1))
    print("wrote", os.path.join(HERE, "fixtures_ml", "singular.py"))
