"""The original TensorPy's tensor-side conventions that PyTorch lacks but does not
contradict (SPEC section 3, issue 20): ml.Parameter is always floating (float32 from
Python ints; Parameter(data, ml.float32) and dtype= accepted), every float op promotes
integer operands to float32 (matmul, linear, conv2d, layernorm, softmax, losses,
activations, norms, mean), int x int matmul stays int64 as torch's on the CPU, and
Tensor.layernorm(). Expected values are small exact sums worked by hand (they equal
torch's on the same data in float32)."""
import ml
import mlcheck

F32 = "float32"


def check(name, t, shape, dtype, values, rtol=1e-5, atol=1e-6):
    mlcheck.check_tensor(name, t, {"shape": shape, "dtype": dtype, "values": values}, rtol, atol)


# --- Parameter is floating ---
p = ml.Parameter([[0]])
check("Parameter of ints", p, [1, 1], F32, [0.0])
mlcheck.check_equal("Parameter requires grad", p.requires_grad, True)
mlcheck.check_equal("Parameter is a Parameter", isinstance(p, ml.Parameter), True)
check("Parameter(data, ml.float32)", ml.Parameter([1, 2], ml.float32), [2], F32, [1.0, 2.0])
check("Parameter(data, ml.float64)", ml.Parameter([1, 2], ml.float64), [2], "float64", [1.0, 2.0])
check("Parameter(dtype=)", ml.Parameter([1, 2], dtype=ml.float64), [2], "float64", [1.0, 2.0])
check("Parameter(data, ml.float32, ml.cpu)", ml.Parameter([3], ml.float32, ml.cpu), [1], F32, [3.0])
check("Parameter of an int tensor", ml.Parameter(ml.tensor([1, 2])), [2], F32, [1.0, 2.0])
check("Parameter of bools", ml.Parameter([True, False]), [2], F32, [1.0, 0.0])
mlcheck.check_equal("Parameter(data, False)", ml.Parameter([1.0], False).requires_grad, False)
mlcheck.check_equal("Parameter(requires_grad=False)", ml.Parameter([1], requires_grad=False).requires_grad, False)
f = ml.tensor([1.0, 2.0])
shared = ml.Parameter(f)
with ml.no_grad():
    shared[0] = 5.0
mlcheck.check_equal("Parameter shares a float tensor's storage", f[0].item(), 5.0)
mlcheck.expect_raises("Parameter with an int dtype", TypeError, lambda: ml.Parameter([1], ml.int64), "floating")
check("Parameter() is empty float32", ml.Parameter(), [0], F32, [])

# ml.tensor of Python ints stays int64 (PyTorch)
mlcheck.check_equal("tensor of ints is int64", ml.tensor([[1, 2]]).dtype, ml.int64)

# --- int x int matmul stays integer ---
a = ml.tensor([[1, 2], [3, 4]])
check("int matmul", ml.matmul(a, a), [2, 2], "int64", [7, 10, 15, 22])
check("int @", a @ ml.tensor([1, 1]), [2], "int64", [3, 7])
check("int mm", ml.mm(a, a), [2, 2], "int64", [7, 10, 15, 22])
check("int32 matmul", ml.matmul(a.int(), a.int()), [2, 2], "int32", [7, 10, 15, 22])
check("int bmm", ml.bmm(a.reshape(1, 2, 2), a.reshape(1, 2, 2)), [1, 2, 2], "int64", [7, 10, 15, 22])
check("int batched matmul", ml.matmul(ml.stack([a, a]), a), [2, 2, 2], "int64", [7, 10, 15, 22] * 2)
check("int matmul, fused bias", ml.matmul(a, a, ml.tensor([1, 1])), [2, 2], "int64", [8, 11, 16, 23])
mlcheck.expect_raises("bool matmul", RuntimeError, lambda: ml.matmul(a > 1, a > 1), "Bool")

# --- integer operands of float ops promote ---
w = ml.tensor([[0.5], [1.0]])
check("int x float matmul", ml.matmul(a, w), [2, 1], F32, [2.5, 5.5])
check("float x int matmul", ml.matmul(ml.tensor([[1.0, 1.0]]), a), [1, 2], F32, [4.0, 6.0])
check("int x float64 matmul", ml.matmul(a, w.double()), [2, 1], "float64", [2.5, 5.5])
mlcheck.expect_raises("float32 x float64 matmul", RuntimeError, lambda: ml.matmul(w.t(), w.double()))
check("linear of ints", ml.linear(a, ml.tensor([[1, 1]]), ml.tensor([1])), [2, 1], F32, [4.0, 8.0])
check("linear int x, float weight", ml.linear(a, ml.tensor([[0.5, 0.5]])), [2, 1], F32, [1.5, 3.5])
img = ml.tensor([[[[1, 2], [3, 4]]]])
check("conv2d of ints", ml.conv2d(img, ml.tensor([[[[1, 1], [1, 1]]]]), ml.tensor([1])), [1, 1, 1, 1], F32, [11.0])
check("conv2d int x, float weight", ml.conv2d(img, ml.ones(1, 1, 2, 2)), [1, 1, 1, 1], F32, [10.0])
check("softmax of ints", ml.softmax(ml.tensor([0, 0]), 0), [2], F32, [0.5, 0.5])
check("log_softmax of ints", ml.log_softmax(ml.tensor([0, 0]), 0), [2], F32, [-0.6931472, -0.6931472])
check("layernorm of ints", ml.layernorm(ml.tensor([[1, 3]])), [1, 2], F32, [-0.999995, 0.999995])
check("layer_norm of ints", ml.layer_norm(ml.tensor([[1, 3]]), [2]), [1, 2], F32, [-0.999995, 0.999995])
check("Tensor.layernorm()", ml.tensor([[1.0, 3.0]]).layernorm(), [1, 2], F32, [-0.999995, 0.999995])
check("Tensor.layernorm(weight, bias)", ml.tensor([[1.0, 3.0]]).layernorm(ml.tensor([2.0, 2.0]), ml.tensor([1.0, 0.0])),
      [1, 2], F32, [-0.99999, 1.99999])
check("mse_loss of ints", ml.mse_loss(ml.tensor([1, 2]), ml.tensor([3, 2])), [], F32, [2.0])
check("mse_loss float x int", ml.mse_loss(ml.tensor([1.0, 2.0]), ml.tensor([3, 2])), [], F32, [2.0])
check("l1_loss of ints", ml.l1_loss(ml.tensor([1, 2]), ml.tensor([3, 2])), [], F32, [1.0])
check("cross_entropy of int logits", ml.cross_entropy(ml.tensor([[0, 0]]), ml.tensor([1])), [], F32, [0.6931472])
check("bce_with_logits of ints", ml.binary_cross_entropy_with_logits(ml.tensor([0]), ml.tensor([1])), [], F32,
      [0.6931472])
check("nll_loss of ints", ml.nll_loss(ml.tensor([[-1, -2]]), ml.tensor([1])), [], F32, [2.0])
check("max_pool2d of ints", ml.max_pool2d(img, 2), [1, 1, 1, 1], F32, [4.0])
check("avg_pool2d of ints", ml.avg_pool2d(img, 2), [1, 1, 1, 1], F32, [2.5])
check("mean of ints", ml.tensor([1, 2]).mean(), [], F32, [1.5])
check("mean of bools", ml.mean(ml.tensor([True, False, False, False])), [], F32, [0.25])
check("var of ints", ml.tensor([1, 3]).var(), [], F32, [2.0])
check("std of ints", ml.tensor([1, 3]).std(), [], F32, [1.4142135])
check("norm of ints", ml.norm(ml.tensor([3, 4])), [], F32, [5.0])
check("logsumexp of ints", ml.logsumexp(ml.tensor([0, 0]), 0), [], F32, [0.6931472])
check("sigmoid of ints", ml.sigmoid(ml.tensor([0])), [1], F32, [0.5])
check("tanh of ints", ml.tanh(ml.tensor([0])), [1], F32, [0.0])
check("gelu of ints", ml.gelu(ml.tensor([0])), [1], F32, [0.0])
check("exp of ints", ml.exp(ml.tensor([0])), [1], F32, [1.0])
check("relu of ints stays int (torch)", ml.relu(ml.tensor([-1, 2])), [2], "int64", [0, 2])

# gradients flow to float parameters through integer data
w = ml.Parameter([[0]])
b = ml.Parameter([0])
loss = ml.mse_loss(ml.add(ml.matmul(ml.tensor([[1], [2]]), w), b), ml.tensor([[3], [5]]))
loss.backward()
check("grad of w through int data", w.grad, [1, 1], F32, [-13.0])
check("grad of b through int data", b.grad, [1], F32, [-8.0])
x = ml.tensor([[1, 2], [3, 4]])
lw = ml.Parameter([[1, 0], [0, 1]])
ml.linear(x, lw).sum().backward()
check("linear weight grad, int input", lw.grad, [2, 2], F32, [4.0, 6.0, 4.0, 6.0])

mlcheck.finish("original API conventions")
