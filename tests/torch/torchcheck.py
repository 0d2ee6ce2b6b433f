"""Helpers shared by the tests/torch scripts: fixtures, comparison with torch.allclose's rule
(|got - expected| <= atol + rtol * |expected|), and a pass/fail reporter."""
import json
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "fixtures")


def fixture(name):
    with open(os.path.join(FIXTURES, name)) as f:
        return json.load(f)


def tensor(entry, requires_grad=False):
    t = torch.tensor(entry["data"], dtype=getattr(torch, entry["dtype"])).reshape(tuple(entry["shape"]))
    if requires_grad:
        t.requires_grad_()
    return t


def close_lists(got, expected, atol=1e-5, rtol=1e-4):
    """(ok, why) for two flat lists of numbers."""
    if len(got) != len(expected):
        return False, f"length {len(got)} != {len(expected)}"
    for i, (a, b) in enumerate(zip(got, expected)):
        if isinstance(b, bool) or isinstance(a, bool):
            if bool(a) != bool(b):
                return False, f"element {i}: {a} != {b}"
            continue
        if a != a and b != b:
            continue
        if abs(a - b) > atol + rtol * abs(b):
            return False, f"element {i}: {a} != {b}"
    return True, ""


def close(got, entry, atol=1e-5, rtol=1e-4):
    """(ok, why) comparing a tensor with a fixture entry: shape, then values."""
    if got is None:
        return False, "got None"
    if list(got.shape) != list(entry["shape"]):
        return False, f"shape {list(got.shape)} != expected {entry['shape']}"
    return close_lists(got.detach().reshape(-1).tolist(), entry["data"], atol, rtol)


class Report:
    """Prints "ok NAME" / "FAIL NAME: why" lines; finish() exits 1 when any failed."""

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
        try:
            fn(*args, **kwargs)
        except exc_type as e:
            if contains is not None and contains not in str(e):
                return self.check(name, False, f"message {str(e)!r} lacks {contains!r}")
            return self.check(name, True)
        except Exception as e:
            return self.check(name, False, f"raised {type(e).__name__}: {e}")
        return self.check(name, False, f"no {getattr(exc_type, '__name__', exc_type)} raised")

    def finish(self):
        print(f"{self.title}: {self.passed} checks passed, {self.failed} failed")
        sys.exit(1 if self.failed else 0)
