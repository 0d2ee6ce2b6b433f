"""torch.set_printoptions and the torch. prefix of reprs (Note [Repr namespace]): each
expected string is what PyTorch 1.13 prints for the same statements. Arguments of the wrong
type or range raise here; torch 1.13 stores them and fails at the next print."""
import sys
import torch

cases = []


def show(*values):
    return " ".join(str(v) for v in values)


torch.set_printoptions(precision=2)
cases.append((show(torch.tensor([1.23456, 2.0]), torch.tensor([1e-5, 1.0])),
              "tensor([1.23, 2.00]) tensor([1.00e-05, 1.00e+00])"))
torch.set_printoptions(profile="default")
cases.append((show(torch.tensor([1.23456, 2.0])), "tensor([1.2346, 2.0000])"))
torch.set_printoptions(sci_mode=False)
cases.append((show(torch.tensor([1e-5, 1.0]), torch.tensor([1., 2.])),
              "tensor([    0.0000,     1.0000]) tensor([1., 2.])"))
torch.set_printoptions(sci_mode=True)
cases.append((show(torch.tensor([1., 2.])), "tensor([1.0000e+00, 2.0000e+00])"))
torch.set_printoptions(profile="short")
cases.append((show(torch.arange(20.)),
              "tensor([ 0.,  1.,  2.,  3.,  4.,  5.,  6.,  7.,  8.,  9., 10., 11., 12., 13.,\n"
              "        14., 15., 16., 17., 18., 19.])"))
torch.set_printoptions(profile="full")
cases.append((show(torch.arange(1200).shape), "torch.Size([1200])"))
torch.set_printoptions(profile="default", threshold=5, edgeitems=1, linewidth=20)
cases.append((show(torch.arange(8.), torch.arange(10).reshape(2, 5)),
              "tensor([0.,  ..., 7.]) tensor([[0,  ..., 4],\n        [5,  ..., 9]])"))
torch.set_printoptions(profile="bogus")   # an unknown profile changes nothing, as torch
cases.append((show(torch.arange(8.)), "tensor([0.,  ..., 7.])"))
torch.set_printoptions(profile="default")
cases.append((show(torch.tensor([1.5])), "tensor([1.5000])"))
cases.append((show(torch.ones(2, dtype=torch.float64), torch.float32, torch.ones(2, 3).shape,
                   torch.ones(0, dtype=torch.int32)),
              "tensor([1., 1.], dtype=torch.float64) torch.float32 torch.Size([2, 3]) tensor([], dtype=torch.int32)"))
cases.append((repr(torch.zeros(2, 2).size()), "torch.Size([2, 2])"))

failed = 0
for got, expected in cases:
    if got != expected:
        failed += 1
        print(f"FAIL:\n  got      {got!r}\n  expected {expected!r}")
for bad in [dict(precision=-1), dict(precision="2"), dict(profile=3)]:
    try:
        torch.set_printoptions(**bad)
        failed += 1
        print("FAIL: no error for", bad)
    except (ValueError, TypeError):
        pass
print(f"{len(cases) - failed} of {len(cases)} print cases as torch")
sys.exit(1 if failed else 0)
