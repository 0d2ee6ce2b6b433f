"""Whole small training runs (train_cases.py) on TensorPy's torch against PyTorch's
trajectories: every optimizer, every scheduler, SGD + clip_grad_norm_, LBFGS."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch
import torchcheck
import train_cases

report = torchcheck.Report("training")
fx = torchcheck.fixture("train.json")
expected = fx["results"]


def compare_case(name, got):
    exp = expected[name]
    for key in exp:
        if key == "final":
            for pname, values in exp["final"].items():
                report.check(f"{name}: final {pname}", *torchcheck.close_lists(got["final"][pname], values,
                                                                                 1e-4, 1e-3))
        else:
            report.check(f"{name}: {key}", *torchcheck.close_lists(got[key], exp[key], 1e-5, 1e-4))


only = sys.argv[1] if len(sys.argv) > 1 else None
for name in train_cases.OPTIMIZERS:
    if only is None or only in name:
        compare_case("optim/" + name, train_cases.train_optimizer(torch, fx, name))
for name in train_cases.SCHEDULERS:
    if only is None or only in name:
        compare_case("sched/" + name, train_cases.train_scheduler(torch, fx, name))
if only is None or only == "poly":
    compare_case("poly_sgd", train_cases.train_poly_sgd(torch, fx))
if only is None or only == "lbfgs":
    compare_case("lbfgs", train_cases.train_lbfgs(torch, fx))
    compare_case("lbfgs_strong_wolfe", train_cases.train_lbfgs(torch, fx, "strong_wolfe"))
if only is None or only == "legendre":
    compare_case("legendre", train_cases.train_legendre(torch, fx))
report.finish()
