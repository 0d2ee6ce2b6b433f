"""Ops that skip work nobody can observe give the same answers as the plain ops.

- ml.relu overwrites a large (>= 64 MiB) argument only when nothing else can reach it
  (Note [Reusing a dead argument], src/stdlib/ml/argument_reuse.cpp): every way of keeping
  the argument alive here must leave it unchanged, and the results must equal relu's
  definition, max(x, 0).
- max_pool2d without autograd keeps no argmax indices: same values as with autograd.
"""
import ml
import nn
from mlcheck import fail, finish

N = 17 * 1024 * 1024  # 68 MiB of float32: above the reuse threshold


def equal(a, b):
    return list(a.shape) == list(b.shape) and (a != b).sum().item() == 0


def check_relu(name, got, source_copy):
    # max(x, 0) elementwise, from a copy taken before the call
    want = ml.where(source_copy > 0, source_copy, ml.zeros(1))
    if not equal(got, want):
        fail(f"relu {name}", "result differs from max(x, 0)")


def check_unchanged(name, t, copy):
    if not equal(t, copy):
        fail(f"relu {name}", "the argument, still reachable, was overwritten")


ml.manual_seed(0)
base = ml.randn(N)
ref = base.clone()

# A temporary: nothing else holds it, relu may reuse it; the answer must be right.
check_relu("temporary", ml.relu(base * 1.0), ref)

# Held by a local variable.
t = base * 1.0
r = ml.relu(t)
check_relu("local", r, ref)
check_unchanged("local", t, ref)
del t, r

# Held by a list, a dict, an attribute, a closure.
holder = [base * 1.0]
check_relu("list", ml.relu(holder[0]), ref)
check_unchanged("list", holder[0], ref)
box = {"k": base * 1.0}
check_relu("dict", ml.relu(box["k"]), ref)
check_unchanged("dict", box["k"], ref)


class Box:
    pass


b = Box()
b.t = base * 1.0
check_relu("attribute", ml.relu(b.t), ref)
check_unchanged("attribute", b.t, ref)


def make():
    kept = base * 1.0

    def get():
        return kept
    return get


getter = make()
check_relu("closure", ml.relu(getter()), ref)
check_unchanged("closure", getter(), ref)

# A view of the argument is alive (shared storage).
t = base * 1.0
view = t[: N // 2]
view_copy = view.clone()
check_relu("view", ml.relu(t.view(-1)), ref)
check_unchanged("view", view, view_copy)
del t, view

# The argument twice in one expression: relu(x) + x.
t = base * 1.0
both = ml.relu(t) + t
want = ml.where(ref > 0, ref, ml.zeros(1)) + ref
if not equal(both, want):
    fail("relu(x) + x", "wrong result")
del t, both, want

# Autograd: an argument that requires grad is never overwritten; gradients are right.
small = ml.randn(1000, requires_grad=True)
x = small * 2.0
ml.relu(x).sum().backward()
want_grad = ml.where(small > 0, ml.full([1000], 2.0), ml.zeros(1000))
if not equal(small.grad, want_grad):
    fail("relu grad", "wrong gradient")
big = ml.randn(N, requires_grad=True)
y = big * 1.0
out = ml.relu(y)
out.sum().backward()
if not equal(big.grad, (y > 0).to(ml.float32)):
    fail("relu grad large", "wrong gradient")
del big, y, out

# In a model under no_grad: the demo's LeNet shapes at a batch large enough to reuse.
model = nn.Sequential(nn.Conv2d(1, 16, 5, padding=2), nn.ReLU(), nn.MaxPool2d(2))
x = ml.rand(1400, 1, 28, 28)  # conv output 70 MiB
with ml.no_grad():
    conv_out = model[0](x)
    want = ml.max_pool2d(ml.where(conv_out > 0, conv_out, ml.zeros(1)), 2)
    del conv_out
    got = model[2](ml.relu(model[0](x)))
if not equal(got, want):
    fail("conv -> relu -> pool under no_grad", "wrong result")

# max_pool2d: no_grad (no indices kept, chunks of 64 planes) equals the recording path.
for shape, k, s, p in (((3, 70, 14, 14), 2, 2, 0), ((2, 5, 9, 7), 3, 2, 1), ((1, 130, 4, 4), 2, 2, 0)):
    x = ml.randn(*shape, requires_grad=True)
    with_grad = ml.max_pool2d(x, k, s, p)
    with ml.no_grad():
        without = ml.max_pool2d(x, k, s, p)
    if not equal(with_grad.detach(), without):
        fail(f"max_pool2d no_grad {shape}", "differs from the recording path")
finish()
