"""torch.autograd: Function (custom backward in Python, Note [Custom function nodes]),
grad with grad_outputs/allow_unused/retain_graph, backward, Variable; values from the
math, messages from torch 1.13."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch
from torch.autograd import Function
import torchcheck

r = torchcheck.Report("autograd")


class Cube(Function):
    @staticmethod
    def forward(ctx, x, k):
        ctx.save_for_backward(x)
        ctx.k = k
        return x ** 3 * k

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return 3 * x ** 2 * grad_output * ctx.k, None


x = torch.tensor([1.0, 2.0, -1.0], requires_grad=True)
y = Cube.apply(x, 2.0)
r.same("forward value", y.tolist(), [2.0, 16.0, -2.0])
r.same("grad_fn name", y.grad_fn.name(), "CubeBackward")
r.same("output requires grad", y.requires_grad, True)
(y * torch.tensor([1.0, 0.5, 2.0])).sum().backward()
r.same("backward through the Function", x.grad.tolist(), [6.0, 12.0, 12.0])


class MulAdd(Function):
    """z = a * b + c with every input a tensor; records needs_input_grad."""

    @staticmethod
    def forward(ctx, a, b, c):
        ctx.save_for_backward(a, b)
        ctx.seen = ctx.needs_input_grad
        return a * b + c

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        return (g * b if ctx.needs_input_grad[0] else None, g * a if ctx.needs_input_grad[1] else None, g)


a = torch.tensor([2.0, 3.0], requires_grad=True)
b = torch.tensor([5.0, 7.0])
c = torch.tensor([1.0, 1.0], requires_grad=True)
z = MulAdd.apply(a, b, c)
z.sum().backward()
r.same("several inputs: grads", (a.grad.tolist(), b.grad, c.grad.tolist()), ([5.0, 7.0], None, [1.0, 1.0]))
ga, gc = torch.autograd.grad(MulAdd.apply(a, b, c).sum(), [a, c])
r.same("torch.autograd.grad through a Function", (ga.tolist(), gc.tolist()), ([5.0, 7.0], [1.0, 1.0]))

# chained with ordinary ops on both sides, inside a model
lin = torch.nn.Linear(2, 1)
with torch.no_grad():
    lin.weight.copy_(torch.tensor([[0.5, -1.0]]))
    lin.bias.fill_(0.25)
inp = torch.tensor([[1.0, 2.0], [3.0, -1.0]])
out = Cube.apply(torch.tanh(lin(inp)), 1.0).sum()
out.backward()
h = torch.tanh(lin(inp)).detach()
dh = 3 * h ** 2 * (1 - h ** 2)
expected_w = (dh * inp).sum(0).tolist()
r.check("chained with ordinary ops", torchcheck.close_lists(lin.weight.grad.reshape(-1).tolist(), expected_w)[0],
        f"{lin.weight.grad.tolist()} vs {expected_w}")

# no recording without grad
with torch.no_grad():
    r.same("under no_grad: no grad_fn", Cube.apply(x, 1.0).grad_fn, None)
r.same("inputs not requiring grad: no grad_fn", Cube.apply(torch.ones(2), 1.0).requires_grad, False)


class Identity(Function):
    @staticmethod
    def forward(ctx, t):
        return t

    @staticmethod
    def backward(ctx, g):
        return g * 10


leaf = torch.ones(2, requires_grad=True)
out = Identity.apply(leaf)
r.check("returning an input gives a new tensor with history", out is not leaf and leaf.is_leaf and out.grad_fn is not None)
out.sum().backward()
r.same("  its backward runs", leaf.grad.tolist(), [10.0, 10.0])


class SortLike(Function):
    """Two outputs: values (differentiable) and int indices (not)."""

    @staticmethod
    def forward(ctx, t):
        ctx.save_for_backward(t)
        return t * 2, torch.tensor([1, 0])

    @staticmethod
    def backward(ctx, g, g_idx):
        return g * 2


v, idx = SortLike.apply(leaf)
r.same("non-differentiable second output", (v.requires_grad, idx.requires_grad, idx.tolist()), (True, False, [1, 0]))


class TwoOutputs(Function):
    @staticmethod
    def forward(ctx, t):
        u, w = t * 2, t * 3
        ctx.mark_non_differentiable(w)
        return u, w

    @staticmethod
    def backward(ctx, gu, gw):
        return gu * 2


u, w = TwoOutputs.apply(leaf)
r.same("mark_non_differentiable", (u.requires_grad, w.requires_grad), (True, False))


class SavesOutput(Function):
    @staticmethod
    def forward(ctx, t):
        e = torch.exp(t)
        ctx.save_for_backward(e)
        return e

    @staticmethod
    def backward(ctx, g):
        e, = ctx.saved_tensors
        return g * e


t = torch.tensor([0.0, 1.0], requires_grad=True)
SavesOutput.apply(t).sum().backward()
r.check("saving the output", torchcheck.close_lists(t.grad.tolist(), [1.0, 2.718281828])[0], str(t.grad))

# retain_graph and freed state
t.grad = None
s = Cube.apply(t, 1.0).sum()
s.backward(retain_graph=True)
s.backward()
r.same("retain_graph: backward twice accumulates", t.grad.tolist(), [0.0, 6.0])
r.raises("a third backward after the state was freed", RuntimeError, s.backward,
         contains="Trying to backward through the graph a second time")

# a saved input changed in place
base = t * 1
y2 = Cube.apply(base, 1.0)
base.mul_(2)
r.raises("saved tensor modified in place", RuntimeError, y2.sum().backward,
         contains="modified by an inplace operation")

# errors from backward's results (torch's messages)


class WrongCount(Function):
    @staticmethod
    def forward(ctx, t, k):
        return t * k

    @staticmethod
    def backward(ctx, g):
        return g


class GradForNumber(Function):
    @staticmethod
    def forward(ctx, t, k):
        return t * k

    @staticmethod
    def backward(ctx, g):
        return g, g


class Raises(Function):
    @staticmethod
    def forward(ctx, t):
        return t * 2

    @staticmethod
    def backward(ctx, g):
        raise ValueError("boom from backward")


class WrongShape(Function):
    @staticmethod
    def forward(ctx, t):
        return t.sum()

    @staticmethod
    def backward(ctx, g):
        return g.reshape(1)


r.raises("wrong number of gradients", RuntimeError, lambda: WrongCount.apply(leaf, 2.0).sum().backward(),
         contains="function WrongCountBackward returned an incorrect number of gradients (expected 2, got 1)")
r.raises("gradient for a non-tensor", RuntimeError, lambda: GradForNumber.apply(leaf, 2.0).sum().backward(),
         contains="returned a gradient different than None at position 2, but the corresponding forward input "
                  "was not a Variable")
r.raises("an exception in backward propagates as itself", ValueError, lambda: Raises.apply(leaf).sum().backward(),
         contains="boom from backward")
r.raises("wrong gradient shape", RuntimeError, lambda: WrongShape.apply(leaf).backward(),
         contains="returned an invalid gradient at index 0")
r.raises("apply with keywords", TypeError, Cube.apply, leaf, k=2.0, contains="apply() takes no keyword arguments")


class SavesNumber(Function):
    @staticmethod
    def forward(ctx, t):
        ctx.save_for_backward(3)
        return t


r.raises("save_for_backward of a number", TypeError, SavesNumber.apply, leaf,
         contains="save_for_backward can only save variables, but argument 0 is of type int")


class NoBackward(Function):
    @staticmethod
    def forward(ctx, t):
        return t * 2


r.raises("Function without backward", NotImplementedError, lambda: NoBackward.apply(leaf).sum().backward(),
         contains="You must implement either the backward or vjp method")


# the engine keeps working after a failed backward
leaf.grad = None
Cube.apply(leaf, 1.0).sum().backward()
r.same("backward after an earlier failure", leaf.grad.tolist(), [3.0, 3.0])

# many applications: the registry does not keep freed contexts (Note [Function contexts stay rooted])
import gc
from torch.autograd.function import BackwardCFunction
for _ in range(200):
    Cube.apply(leaf, 1.0).sum().backward()
r.same("grads accumulate over 200 applications", leaf.grad.tolist(), [603.0, 603.0])
for _ in range(100):
    Cube.apply(leaf, 1.0)  # graphs never run backward: freed with their outputs
gc.collect()
alive = sum(1 for o in gc.get_objects() if isinstance(o, BackwardCFunction))
r.check("contexts are freed after backward or with their graph", alive < 20, f"{alive} contexts alive")

# torch.autograd.grad and backward
p = torch.tensor([1.0, 2.0], requires_grad=True)
q = torch.tensor([3.0], requires_grad=True)
out = (p * p).sum() * 2
g, = torch.autograd.grad(out, p, retain_graph=True)
r.same("grad", g.tolist(), [4.0, 8.0])
g2 = torch.autograd.grad(p * 3, p, grad_outputs=torch.tensor([1.0, -1.0]))
r.same("grad with grad_outputs", g2[0].tolist(), [3.0, -3.0])
r.same("grad allow_unused", torch.autograd.grad(out, [p, q], allow_unused=True)[1], None)
r.raises("grad of an unused input", RuntimeError, torch.autograd.grad, (p * 2).sum(), [p, q],
         contains="appears to not have been used in the graph")
r.raises("grad create_graph through an op without a differentiable derivative", NotImplementedError,
         torch.autograd.grad, torch.nn.functional.gelu(p).sum(), p, create_graph=True, contains="GeluBackward0")
p.grad = None
torch.autograd.backward([(p * 2).sum(), (p * p).sum()])
r.same("backward of several outputs", p.grad.tolist(), [4.0, 6.0])
v = torch.autograd.Variable(torch.ones(2), requires_grad=True)
r.same("Variable", (isinstance(v, torch.Tensor), v.requires_grad), (True, True))
r.finish()
