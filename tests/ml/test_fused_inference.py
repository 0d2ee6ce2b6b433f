"""Python-level fusions against the unfused ops: ml.conv2d_relu_linear and
nn.SimpleCNN.forward (which calls it) equal F.linear(F.relu(F.conv2d(x, cw, cb, stride,
padding)).flatten(1), fw, fb), with and without grad, batched and unbatched."""
import ml
import nn
from mlcheck import fail, finish


def max_diff(a, b):
    if list(a.shape) != list(b.shape):
        fail("shape", f"{list(a.shape)} vs {list(b.shape)}")
    return (a - b).abs().max().item()


def unfused(x, cw, cb, fw, fb, padding=0):
    return ml.linear(ml.relu(ml.conv2d(x, cw, cb, padding=padding)).flatten(1), fw, fb)


ml.manual_seed(0)
model = nn.SimpleCNN(28, 1, 8, 3, 10)
model.eval()
for n in (1, 2, 5, 64):
    x = ml.rand(n, 1, 28, 28)
    with ml.no_grad():
        got = model(x)
        want = unfused(x, model.conv.weight, model.conv.bias, model.fc.weight, model.fc.bias)
    if max_diff(got, want) > 1e-4:
        fail(f"SimpleCNN no_grad batch {n}", max_diff(got, want))

# unbatched image -> [num_classes]
x1 = ml.rand(1, 28, 28)
with ml.no_grad():
    got = model(x1)
    want = unfused(x1.unsqueeze(0), model.conv.weight, model.conv.bias, model.fc.weight, model.fc.bias).squeeze(0)
if max_diff(got, want) > 1e-4:
    fail("SimpleCNN unbatched", max_diff(got, want))

# with grad: same values, and a graph that backpropagates to every parameter
model.train()
x = ml.rand(3, 1, 28, 28)
y = model(x)
if not y.requires_grad:
    fail("SimpleCNN grad", "output does not require grad")
y.sum().backward()
for name, p in model.named_parameters():
    if p.grad is None:
        fail("SimpleCNN grad", f"{name} has no grad")

# to_inference (parameters stop requiring grad) also takes the fused path
model.to_inference()
got = model(x)
with ml.no_grad():
    want = unfused(x, model.conv.weight, model.conv.bias, model.fc.weight, model.fc.bias)
if max_diff(got, want) > 1e-4:
    fail("SimpleCNN to_inference", max_diff(got, want))

# the ml function: padding, several channels, Co not a multiple of 8, no biases
x = ml.randn(4, 2, 9, 11)
cw = ml.randn(12, 2, 3, 3)
fw = ml.randn(7, 12 * 9 * 11)
with ml.no_grad():
    got = ml.conv2d_relu_linear(x, cw, None, fw, None, padding=1)
    want = unfused(x, cw, None, fw, None, padding=1)
if max_diff(got, want) > 1e-3:
    fail("conv2d_relu_linear padding=1", max_diff(got, want))
# after an in-place weight update the result follows the new weights
with ml.no_grad():
    fw.mul_(0.5)
    got = ml.conv2d_relu_linear(x, cw, None, fw, None, padding=1)
    want = unfused(x, cw, None, fw, None, padding=1)
if max_diff(got, want) > 1e-3:
    fail("conv2d_relu_linear after mul_", max_diff(got, want))
finish()
