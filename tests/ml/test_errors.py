"""Bad input raises the Python exception torch raises (messages where they match), never a crash."""
import os

import ml
import mlcheck
from mlcheck import expect_raises

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

mlcheck.finish("error checks")
