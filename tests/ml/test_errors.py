"""Bad input raises the Python exception torch raises (messages where they match), never a crash."""
import os

import ml
import mlcheck
from mlcheck import expect_raises, fail

HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.join(HERE, "fixtures_ml")

expect_raises("ragged", ValueError, lambda: ml.tensor([[1, 2, 3], [4, 5]]), "expected sequence of length 3 at dim 1 (got 2)")
expect_raises("not a sequence", TypeError, lambda: ml.tensor([[1, 2], 3]))
expect_raises("str data", TypeError, lambda: ml.tensor(["a"]))
expect_raises("bad dtype", TypeError, lambda: ml.zeros(2, dtype="float99"))
expect_raises("bad dtype object", TypeError, lambda: ml.tensor([1], dtype=3))
expect_raises("dtype()", TypeError, lambda: ml.dtype("complex7"))
expect_raises("device()", RuntimeError, lambda: ml.device("tpu"))
expect_raises("cuda unavailable", RuntimeError, lambda: ml.ones(2).to("cuda"))
expect_raises("index range", IndexError, lambda: ml.zeros(3)[3])
expect_raises("index range 2d", IndexError, lambda: ml.zeros(2, 3)[:, 5])
expect_raises("float index", IndexError, lambda: ml.zeros(3)[ml.tensor([0.5])])
expect_raises("negative step", ValueError, lambda: ml.zeros(3)[::-1])
expect_raises("broadcast", RuntimeError, lambda: ml.zeros(2, 3) + ml.zeros(4), "[2, 3]")
expect_raises("matmul shapes", RuntimeError, lambda: ml.zeros(2, 3) @ ml.zeros(4, 5), "[2, 3]")
expect_raises("linear shapes", RuntimeError, lambda: ml.linear(ml.zeros(2, 3), ml.zeros(4, 5)))
expect_raises("view", RuntimeError, lambda: ml.zeros(2, 3).view(4))
expect_raises("item", ValueError, lambda: ml.zeros(2).item(), "only one element tensors")
expect_raises("bool ambiguous", RuntimeError, lambda: bool(ml.zeros(2)), "ambiguous")
expect_raises("len 0-d", TypeError, lambda: len(ml.tensor(1.0)))
expect_raises("class out of range", IndexError, lambda: ml.cross_entropy(ml.zeros(2, 3), ml.tensor([0, 3])))
expect_raises("reduction", ValueError, lambda: ml.mse_loss(ml.zeros(2), ml.zeros(2), reduction="avg"))
expect_raises("inplace leaf", RuntimeError, lambda: ml.ones(2, requires_grad=True).add_(1))
expect_raises("requires_grad int", RuntimeError, lambda: ml.tensor([1, 2]).requires_grad_())
expect_raises("backward twice", RuntimeError, lambda: [l.backward() for l in [(ml.ones(2, requires_grad=True) * 2).sum()] * 2])
expect_raises("backward non-scalar", RuntimeError, lambda: (ml.ones(2, requires_grad=True) * 2).backward())
expect_raises("unknown kw", TypeError, lambda: ml.zeros(2, colour=1))
expect_raises("missing arg", TypeError, lambda: ml.linear(ml.zeros(2)))
expect_raises("bad operand", TypeError, lambda: ml.zeros(2) + "a")
expect_raises("adam step 0", ValueError, lambda: ml.adam_step([], [], [], 0.1, 0.9, 0.99, 1e-8, 0))
expect_raises("missing file", FileNotFoundError, lambda: ml.load_mnist_csv(os.path.join(FIX, "missing.csv")))
expect_raises("bad csv", ValueError, lambda: ml.load_mnist_csv(os.path.join(FIX, "mnist_bad.csv")), "mnist_bad.csv:2:3: invalid value 'x31'")
expect_raises("batches size", ValueError, lambda: ml.batches(ml.zeros(4), ml.zeros(4), 0))
expect_raises("batches rows", ValueError, lambda: ml.batches(ml.zeros(4), ml.zeros(3), 2))
try:
    ml.load_mnist_csv(os.path.join(FIX, "missing.csv"))
except OSError as e:
    mlcheck.check_equal("errno", (e.errno, os.path.basename(e.filename)), (2, "missing.csv"))

# Output sizes that would be zero or negative: a window larger than the (padded) input must
# raise as torch does, never read outside the input (C++ division truncates toward zero,
# so (1 - 2) / 2 + 1 computed 1). Messages are torch 1.13's.
too_small = "Output size is too small"
for name, fn in (("max_pool2d", ml.max_pool2d), ("avg_pool2d", ml.avg_pool2d)):
    expect_raises(f"{name} kernel > input", RuntimeError, lambda fn=fn: fn(ml.tensor([[[[-5.0]]]]), 2), too_small)
    expect_raises(f"{name} kernel > input, 3-D", RuntimeError, lambda fn=fn: fn(ml.ones(2, 3, 3), 4), too_small)
    expect_raises(f"{name} one side too small", RuntimeError, lambda fn=fn: fn(ml.ones(1, 1, 8, 1), 2), too_small)
    expect_raises(f"{name} stride 0", RuntimeError, lambda fn=fn: fn(ml.ones(1, 1, 4, 4), 2, 0), "stride should not be zero")
    # the edge that is still valid: padded input exactly the window -> one output
    if list(fn(ml.ones(1, 1, 1, 1), 3, 1, 1).shape) != [1, 1, 1, 1]:
        fail(f"{name} window == padded input", "expected one output")
expect_raises("conv2d kernel > input", RuntimeError, lambda: ml.conv2d(ml.ones(1, 1, 2, 2), ml.ones(1, 1, 3, 3)))
# embedding: indices outside [0, num_embeddings) raise (plain indexing would wrap -1)
expect_raises("embedding -1", IndexError, lambda: ml.embedding(ml.tensor([-1]), ml.ones(3, 2)), "index out of range in self")
expect_raises("embedding = V", IndexError, lambda: ml.embedding(ml.tensor([0, 3]), ml.ones(3, 2)), "index out of range in self")
# binary_cross_entropy: inputs outside [0, 1], NaN included
for bad in (2.0, -0.5, float("nan")):
    expect_raises(f"bce input {bad}", RuntimeError,
                  lambda bad=bad: ml.binary_cross_entropy(ml.tensor([0.5, bad]), ml.tensor([1.0, 0.0])),
                  "all elements of input should be between 0 and 1")

mlcheck.finish("error checks")
