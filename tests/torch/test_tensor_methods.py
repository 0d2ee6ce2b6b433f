"""Tensor methods that lib/torch composes in Python (torch.Tensor.sort, .topk, .cumsum,
...; attached to ml.Tensor as PyTorch lets programs attach methods to torch.Tensor), and a
program's own methods added to and deleted from torch.Tensor. The expected text is PyTorch
1.13's output for the same statements. Dunders stay immutable (docs/torch.md)."""
import contextlib
import io
import sys
import torch

EXPECTED = 'tensor([[-1.0000,  2.0000,  3.0000],\n        [-2.0000,  0.5000,  4.0000]]) tensor([[1, 2, 0],\n        [2, 0, 1]]) tensor([[3.0000, 2.0000],\n        [4.0000, 0.5000]]) tensor([[ 3.0000, -1.0000,  2.0000],\n        [ 3.5000,  3.0000,  0.0000]]) tensor([[ 3.0000, -3.0000, -6.0000],\n        [ 0.5000,  2.0000, -4.0000]])\ntensor([[ 3.],\n        [-2.]]) tensor([[ 0.5000,  4.0000, -2.0000]])\ntensor([[3.0000, 0.0000, 0.0000],\n        [0.5000, 4.0000, 0.0000]]) tensor([[ 0., -1.,  2.],\n        [ 0.,  0., -2.]]) tensor([[ 0.5000,  4.0000, -2.0000],\n        [ 3.0000, -1.0000,  2.0000]]) tensor([[ 2.0000,  3.0000, -1.0000],\n        [-2.0000,  0.5000,  4.0000]]) tensor([[ 1., -1.,  1.],\n        [ 1.,  1., -1.]]) tensor([[ 3., -1.,  2.],\n        [ 0.,  4., -2.]]) tensor([[ 3., -1.,  2.],\n        [ 1.,  4., -2.]]) tensor([[ 3., -1.,  2.],\n        [ 0.,  4., -2.]]) tensor([[ 3., -1.,  2.],\n        [ 0.,  4., -2.]])\ntensor([False,  True]) tensor([False,  True])\ntensor([[1],\n        [3]]) tensor(2) tensor([1, 3])\ntensor([2., 2.])\nFalse\n'

buffer = io.StringIO()
with contextlib.redirect_stdout(buffer):
    x = torch.tensor([[3., -1., 2.], [0.5, 4., -2.]])
    print(x.sort(dim=1)[0], x.argsort(1), x.topk(2, dim=1)[0], x.cumsum(0), x.cumprod(1))
    print(x.gather(1, torch.tensor([[0], [2]])), x.index_select(0, torch.tensor([1])))
    print(x.tril(), x.triu(1), x.flip(0), x.roll(1, 1), x.sign(), x.floor(), x.ceil(), x.round(), x.trunc())
    print(torch.tensor([1., float('nan')]).isnan(), torch.tensor([1., float('inf')]).isinf())
    print(torch.tensor([0, 1, 0, 2]).nonzero(), torch.tensor([0, 1, 0, 2]).count_nonzero(), torch.tensor([3, 1, 3]).unique())
    torch.Tensor.twice = lambda self: self * 2
    print(torch.ones(2).twice())
    del torch.Tensor.twice
    print(hasattr(torch.ones(1), "twice"))
got = buffer.getvalue()
failed = got != EXPECTED
if failed:
    print("FAIL: output differs from PyTorch's")
    for g, e in zip(got.splitlines(), EXPECTED.splitlines()):
        if g != e:
            print("  got     ", g)
            print("  expected", e)
try:
    torch.Tensor.__add__ = None
    failed = True
    print("FAIL: a dunder of torch.Tensor was replaced")
except TypeError as e:
    if "immutable type" not in str(e):
        failed = True
        print("FAIL: unexpected message", e)
print("composed methods as torch" if not failed else "FAILED")
sys.exit(1 if failed else 0)
