"""Note [Lazy torch modules]: `import torch` compiles none of the lazily loaded modules, and
torch/_lazy_index.py lists exactly the names those modules provide (so every torch.X,
Tensor.X, torch.nn.X and torch.nn.functional.X they define resolves)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch
import torchcheck

r = torchcheck.Report("lazy")
LAZY = ("torch._tensor_ext", "torch._math_ext", "torch.linalg", "torch.sparse", "torch.nn.functional_ext",
        "torch.nn.containers", "torch.nn.activations", "torch.nn.layers", "torch.nn.losses")
r.same("import torch loads none of the lazy modules", [m for m in LAZY if m in sys.modules], [])

from torch import _lazy_index as ix  # noqa: E402
from torch import _tensor_ext, _math_ext, linalg  # noqa: E402
from torch.nn import functional_ext, containers, activations, layers, losses  # noqa: E402

r.same("TENSOR_EXT_ALL", list(ix.TENSOR_EXT_ALL), list(_tensor_ext.__all__))
r.same("TENSOR_EXT_METHODS", list(ix.TENSOR_EXT_METHODS), list(_tensor_ext.METHODS))
r.same("MATH_EXT_ALL", list(ix.MATH_EXT_ALL), list(_math_ext.__all__))
r.same("MATH_EXT_METHOD_NAMES", list(ix.MATH_EXT_METHOD_NAMES), list(_math_ext.METHOD_NAMES))
r.same("MATH_EXT_METHODS", list(ix.MATH_EXT_METHODS), list(_math_ext.METHODS))
r.same("LINALG_TORCH_NAMES", list(ix.LINALG_TORCH_NAMES), list(linalg.TORCH_NAMES))
r.same("FUNCTIONAL_EXT_ALL", list(ix.FUNCTIONAL_EXT_ALL), list(functional_ext.__all__))


def module_classes(m):
    return sorted(n for n in dir(m) if n[:1].isupper() and isinstance(getattr(m, n), type)
                  and issubclass(getattr(m, n), torch.nn.Module) and getattr(m, n).__module__ == m.__name__)


for name, mod, listed in (("containers", containers, ix.NN_CONTAINERS), ("activations", activations, ix.NN_ACTIVATIONS),
                          ("layers", layers, ix.NN_LAYERS), ("losses", losses, ix.NN_LOSSES)):
    r.same(f"NN_{name.upper()}", sorted(listed), module_classes(mod))
    r.check(f"torch.nn.{name} classes resolve through torch.nn and torch.nn.modules",
            all(getattr(torch.nn, n) is getattr(mod, n) and getattr(torch.nn.modules, n) is getattr(mod, n)
                for n in listed))
r.check("torch.X of the lazy modules", all(getattr(torch, n) is getattr(_tensor_ext, n) for n in ix.TENSOR_EXT_ALL)
        and all(getattr(torch, n) is getattr(_math_ext, n) for n in ix.MATH_EXT_ALL)
        and all(getattr(torch, n) is linalg.TORCH_NAMES[n] for n in ix.LINALG_TORCH_NAMES))
r.check("torch.nn.functional.X of functional_ext",
        all(getattr(torch.nn.functional, n) is getattr(functional_ext, n) for n in ix.FUNCTIONAL_EXT_ALL))
r.check("torch.where is the lazy one (torch.where(cond) works)", len(torch.where(torch.tensor([0, 3, 0, 5]) > 0)) == 1)
x = torch.ones(2, 2)
r.same("a Tensor method stub loads and rebinds itself", (x.repeat(2, 1).shape, torch.Tensor.repeat is _tensor_ext.METHODS["repeat"]),
       (torch.Size([4, 2]), True))
r.raises("unknown torch attribute", AttributeError, getattr, torch, "no_such_name", contains="no attribute 'no_such_name'")
r.raises("unknown torch.nn attribute", AttributeError, getattr, torch.nn, "NoSuchLayer")
r.raises("unknown torch.nn.functional attribute", AttributeError, getattr, torch.nn.functional, "no_such_fn")
r.finish()
