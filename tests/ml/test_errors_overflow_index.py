"""Python ints past int64 are an error, never a silent float tensor (PyTorch: RuntimeError
"Overflow when unpacking long"), and an out-of-range index names the dimension of the
indexed tensor it applies to, as PyTorch does (not the dim of the intermediate view)."""
import ml
import mlcheck
from mlcheck import expect_raises

OVF = "Overflow when unpacking long"
expect_raises("tensor list", RuntimeError, lambda: ml.tensor([1, 2**63]), OVF)
expect_raises("tensor nested", RuntimeError, lambda: ml.tensor([[1], [-2**63 - 1]]), OVF)
expect_raises("tensor scalar", RuntimeError, lambda: ml.tensor(2**70), OVF)
expect_raises("add", RuntimeError, lambda: ml.tensor([3]) + 2**63, OVF)
expect_raises("radd", RuntimeError, lambda: 2**63 + ml.tensor([3]), OVF)
expect_raises("mul float", RuntimeError, lambda: ml.tensor([3.0]) * 2**64, OVF)
expect_raises("add_", RuntimeError, lambda: ml.ones(2).add_(2**63), OVF)
expect_raises("full", RuntimeError, lambda: ml.full((2,), 2**63), OVF)
mlcheck.check_equal("int64 edges", ml.tensor([2**63 - 1, -2**63]).tolist(), [2**63 - 1, -2**63])

expect_raises("int then int", IndexError, lambda: ml.ones(2, 3)[0, 5], "index 5 is out of bounds for dimension 1 with size 3")
expect_raises("slice then int", IndexError, lambda: ml.ones(2, 3)[:, 5], "for dimension 1 with size 3")
expect_raises("first dim", IndexError, lambda: ml.ones(2, 3)[2], "index 2 is out of bounds for dimension 0 with size 2")
expect_raises("negative", IndexError, lambda: ml.ones(2, 3)[1, -4], "index -4 is out of bounds for dimension 1 with size 3")
expect_raises("ellipsis", IndexError, lambda: ml.ones(2, 3, 4)[..., 7], "index 7 is out of bounds for dimension 2 with size 4")
expect_raises("two ints", IndexError, lambda: ml.ones(2, 3, 4)[1, 2, 4], "for dimension 2 with size 4")
expect_raises("none first", IndexError, lambda: ml.ones(2, 3)[None, 0, 9], "index 9 is out of bounds for dimension 1 with size 3")
expect_raises("tensor index", IndexError, lambda: ml.ones(2, 3)[0, ml.tensor([5])], "index 5 is out of bounds for dimension 1 with size 3")
mlcheck.check_equal("in range", ml.ones(2, 3)[1, -3].item(), 1.0)

mlcheck.finish("overflow and index errors")
