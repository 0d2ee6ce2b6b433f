"""Fit a random cubic polynomial with one linear layer (written against PyTorch's API; runs
unchanged on TensorPy: ./tensorpy examples/torch/regression.py)."""
import argparse

import torch
import torch.nn.functional as F


parser = argparse.ArgumentParser(description='polynomial regression')
parser.add_argument('--degree', type=int, default=3, metavar='N',
                    help='degree of the polynomial (default: 3)')
parser.add_argument('--batch-size', type=int, default=32, metavar='N',
                    help='input batch size (default: 32)')
parser.add_argument('--lr', type=float, default=0.1, metavar='LR',
                    help='learning rate (default: 0.1)')
parser.add_argument('--max-steps', type=int, default=5000, metavar='N',
                    help='most steps before stopping (default: 5000)')
parser.add_argument('--seed', type=int, default=3, metavar='N',
                    help='random seed (default: 3)')
args = parser.parse_args()
torch.manual_seed(args.seed)

w_true = torch.randn(args.degree, 1) * 2
b_true = torch.randn(1) * 2


def features(x):
    """[x, x^2, ..., x^degree] as columns."""
    x = x.unsqueeze(1)
    return torch.cat([x ** i for i in range(1, args.degree + 1)], 1)


def target(x):
    return x.mm(w_true) + b_true.item()


def describe(w, b):
    terms = " ".join(f"{c:+.2f} x^{i + 1}" for i, c in enumerate(w.view(-1).tolist()))
    return f"y = {terms} {b.item():+.2f}"


def batch(size):
    x = features(torch.randn(size))
    return x, target(x)


model = torch.nn.Linear(args.degree, 1)
for step in range(1, args.max_steps + 1):
    x, y = batch(args.batch_size)
    model.zero_grad()
    loss = F.smooth_l1_loss(model(x), y)
    loss.backward()
    with torch.no_grad():
        for p in model.parameters():
            p.add_(p.grad, alpha=-args.lr)
    if loss.item() < 1e-3:
        break
print(f"Loss: {loss.item():.6f} after {step} batches")
print("==> Learned function:\t" + describe(model.weight, model.bias))
print("==> Actual function:\t" + describe(w_true, b_true))
