"""Numerics at extreme magnitudes (log_softmax, softmax, cross_entropy, logsumexp,
BCE-with-logits, log1p) and gradients at singular points (zeros of prod/norm/std/pow,
ties of where/clamp/max/min/max_pool2d, kinks of abs/relu at 0), forward values and
gradients against PyTorch (fixtures_ml/singular, from gen_singular_fixtures.py)."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "fixtures_ml"))

import ml
import cases_singular
import mlcheck
from singular import EXPECTED

for name, fn, rtol, atol in cases_singular.CASES:
    exp = EXPECTED[name]
    try:
        outs, leaves = fn(ml)
    except Exception as e:
        mlcheck.fail(name, f"raised {type(e).__name__}: {e}")
        continue
    if len(outs) != len(exp["outputs"]):
        mlcheck.fail(name, f"{len(outs)} outputs, expected {len(exp['outputs'])}")
        continue
    for i, (o, e) in enumerate(zip(outs, exp["outputs"])):
        mlcheck.check_tensor(f"{name}[{i}]", o, e, rtol, atol)
    loss = None
    for o in outs:
        if o.requires_grad:
            term = (o * cases_singular.weights(ml, o)).sum()
            loss = term if loss is None else loss + term
    try:
        loss.backward()
    except Exception as e:
        mlcheck.fail(name, f"backward raised {type(e).__name__}: {e}")
        continue
    for i, (leaf, e) in enumerate(zip(leaves, exp["grads"])):
        if e is None:
            mlcheck.check_equal(f"{name}.grad[{i}]", leaf.grad, None)
        elif leaf.grad is None:
            mlcheck.fail(f"{name}.grad[{i}]", "no gradient")
        else:
            mlcheck.check_tensor(f"{name}.grad[{i}]", leaf.grad, e, rtol, atol)

# logsumexp's gradient is the exact softmax even where float32 rounds log-sum-exp to the
# max (torch's exp(x - result) gives [1, 1, 0] for this row; the math gives [0.5, 0.5, 0]).
x = ml.tensor([[1e8, 1e8, -1e8]], requires_grad=True)
ml.logsumexp(x, 1).sum().backward()
mlcheck.check_tensor("logsumexp_grad_exact", x.grad, {"shape": [1, 3], "dtype": "float32", "values": [0.5, 0.5, 0.0]})

mlcheck.finish(f"{len(cases_singular.CASES)} singular-point cases")
