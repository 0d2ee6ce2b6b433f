"""The torch package's top level and its small subpackages: one implementation under torch's
names, dtypes, grad modes, default dtype/device, generators, cuda/backends/onnx/accelerator,
nn.utils and the optimizers' and schedulers' argument errors (torch 1.13's messages)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ml
import nn as tp_nn
import torch
import torch.nn as nn
import torch.nn.functional as F
import torchcheck

r = torchcheck.Report("api")

# one implementation
r.check("torch.Tensor is ml.Tensor", torch.Tensor is ml.Tensor)
r.check("torch.nn.Module is nn.Module", nn.Module is tp_nn.Module)
r.check("torch.nn.Linear is nn.Linear", nn.Linear is tp_nn.Linear)
r.check("torch.optim.SGD is nn.SGD", torch.optim.SGD is tp_nn.SGD)
r.check("torch.nn.Parameter is ml.Parameter", nn.Parameter is ml.Parameter)
r.check("torch.nn.parameter.Parameter", nn.parameter.Parameter is ml.Parameter)
r.check("torch.Size", torch.Size is ml.Size and torch.zeros(2, 3).shape == torch.Size([2, 3]))
r.check("isinstance(torch.zeros(1), torch.Tensor)", isinstance(torch.zeros(1), torch.Tensor))
r.check("from torch.nn.modules import Module", __import__("torch.nn.modules").nn.modules.Module is tp_nn.Module)

# dtypes
for name, target in (("float32", "float32"), ("float", "float32"), ("float64", "float64"), ("double", "float64"),
                     ("int64", "int64"), ("long", "int64"), ("int32", "int32"), ("int", "int32"),
                     ("uint8", "uint8"), ("bool", "bool")):
    r.check(f"torch.{name}", getattr(torch, name) is getattr(ml, target))
r.same("torch.tensor([1, 2]).dtype", torch.tensor([1, 2]).dtype, torch.int64)
r.same("torch.tensor([1.0]).dtype", torch.tensor([1.0]).dtype, torch.float32)
r.same("torch.get_default_dtype()", torch.get_default_dtype(), torch.float32)
r.same("torch.is_floating_point", (torch.is_floating_point(torch.zeros(1)),
                                   torch.is_floating_point(torch.zeros(1, dtype=torch.long))), (True, False))
r.same("torch.LongTensor(list)", (torch.LongTensor([1, 2]).dtype, torch.LongTensor([1, 2]).tolist()),
       (torch.int64, [1, 2]))
r.same("torch.FloatTensor(*sizes)", tuple(torch.FloatTensor(2, 3).shape), (2, 3))
r.check("torch.is_tensor", torch.is_tensor(torch.ones(1)) and not torch.is_tensor([1]))
r.same("torch.numel", torch.numel(torch.zeros(2, 5)), 10)

# default dtype
torch.set_default_dtype(torch.float64)
r.same("set_default_dtype(float64): tensor", torch.tensor([1.5]).dtype, torch.float64)
r.same("set_default_dtype(float64): zeros", torch.zeros(2).dtype, torch.float64)
r.same("set_default_dtype(float64): randn", torch.randn(2).dtype, torch.float64)
r.same("set_default_dtype(float64): arange float", torch.arange(0.0, 1.0, 0.5).dtype, torch.float64)
r.same("set_default_dtype(float64): arange int stays int64", torch.arange(3).dtype, torch.int64)
r.same("set_default_dtype(float64): int data stays int64", torch.tensor([1]).dtype, torch.int64)
r.same("set_default_dtype(float64): explicit dtype wins", torch.ones(1, dtype=torch.float32).dtype, torch.float32)
r.same("get_default_dtype()", torch.get_default_dtype(), torch.float64)
torch.set_default_dtype(torch.float32)
r.same("set_default_dtype(float32) again", torch.zeros(1).dtype, torch.float32)
r.raises("set_default_dtype(int64)", TypeError, torch.set_default_dtype, torch.int64,
         contains="only floating-point types are supported as the default type")
torch.set_default_device("cpu")
r.raises("set_default_device('cuda')", RuntimeError, torch.set_default_device, "cuda")

# devices and accelerators
r.same("torch.device('cpu').type", torch.device("cpu").type, "cpu")
r.same("torch.cuda.is_available()", torch.cuda.is_available(), False)
r.same("torch.cuda.device_count()", torch.cuda.device_count(), 0)
r.same("torch.backends.mps.is_available()", torch.backends.mps.is_available(), False)
r.same("torch.backends.mps.is_built()", torch.backends.mps.is_built(), False)
torch.backends.cudnn.benchmark = True
torch.backends.cudnn.deterministic = True
r.same("torch.backends.cudnn flags are kept", (torch.backends.cudnn.benchmark, torch.backends.cudnn.deterministic),
       (True, True))
r.same("torch.accelerator.is_available()", torch.accelerator.is_available(), False)
r.same("torch.accelerator.current_accelerator()", torch.accelerator.current_accelerator(), None)
r.raises("torch.onnx.export", NotImplementedError, torch.onnx.export, None, None, "m.onnx", contains="ONNX")
r.same("torch.cuda.manual_seed is a no-op", torch.cuda.manual_seed(1), None)
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = nn.Linear(2, 2).to(device)
r.same("model.to(torch.device('cpu'))", model.weight.device.type, "cpu")

# grad modes
w = torch.ones(2, requires_grad=True)
with torch.no_grad():
    r.same("no_grad", (w * 2).requires_grad, False)
    with torch.enable_grad():
        r.same("enable_grad inside no_grad", (w * 2).requires_grad, True)
with torch.inference_mode():
    r.same("inference_mode", (w * 2).requires_grad, False)
with torch.inference_mode(False):
    r.same("inference_mode(False)", (w * 2).requires_grad, True)


@torch.inference_mode()
def infer(x):
    return x * 2


@torch.no_grad()
def nograd(x):
    return x * 2


r.same("@inference_mode()", infer(w).requires_grad, False)
r.same("@no_grad()", nograd(w).requires_grad, False)
with torch.set_grad_enabled(False):
    r.same("set_grad_enabled(False)", torch.is_grad_enabled(), False)
r.same("set_grad_enabled restores", torch.is_grad_enabled(), True)

# seeds and generators
g = torch.manual_seed(7)
a = torch.randn(3).tolist()
torch.manual_seed(7)
r.same("manual_seed reproduces randn", torch.randn(3).tolist(), a)
r.check("manual_seed returns the default generator", g is torch.default_generator)
r.same("initial_seed", torch.initial_seed(), 7)
g1 = torch.Generator().manual_seed(3)
g2 = torch.Generator().manual_seed(3)
r.same("Generator.initial_seed", g1.initial_seed(), 3)
r.same("Generators with one seed agree", [g1._permutation(10), g1._permutation(5)],
       [g2._permutation(10), g2._permutation(5)])

r.same("randperm with a generator", torch.randperm(6, generator=torch.Generator().manual_seed(4)).tolist(),
       torch.randperm(6, generator=torch.Generator().manual_seed(4)).tolist())
r.same("randperm is a permutation", sorted(torch.randperm(7).tolist()), list(range(7)))

# composed math
r.same("torch.sign on ints", torch.sign(torch.tensor([-3, 0, 4])).tolist(), [-1, 0, 1])
r.same("torch.round half to even", torch.round(torch.tensor([0.5, 1.5, 2.5, -2.5])).tolist(), [0.0, 2.0, 2.0, -2.0])
r.same("torch.allclose", (torch.allclose(torch.ones(2), torch.ones(2) + 1e-9),
                          torch.allclose(torch.ones(2), torch.zeros(2))), (True, False))
r.same("torch.equal", (torch.equal(torch.ones(2), torch.ones(2)), torch.equal(torch.ones(2), torch.ones(3))),
       (True, False))
r.same("torch.isnan", torch.isnan(torch.tensor([1.0, float("nan")])).tolist(), [False, True])
r.same("torch.isinf", torch.isinf(torch.tensor([1.0, float("inf"), -float("inf")])).tolist(), [False, True, True])
v, i = torch.sort(torch.tensor([[3.0, 1.0, 2.0, 1.0]]))
r.same("torch.sort stable ascending", (v.tolist(), i.tolist()), ([[1.0, 1.0, 2.0, 3.0]], [[1, 3, 2, 0]]))
v, i = torch.topk(torch.tensor([1.0, 5.0, 3.0, 5.0]), 2)
r.same("torch.topk", (v.tolist(), i.tolist()), ([5.0, 5.0], [1, 3]))
r.raises("torch.topk k too large", RuntimeError, torch.topk, torch.ones(3), 4, contains="k out of range")
u, inv, cnt = torch.unique(torch.tensor([2, 1, 2, 3]), return_inverse=True, return_counts=True)
r.same("torch.unique inverse/counts", (u.tolist(), inv.tolist(), cnt.tolist()), ([1, 2, 3], [1, 0, 1, 2], [1, 2, 1]))
r.same("torch.nonzero as_tuple", [t.tolist() for t in torch.nonzero(torch.tensor([[0, 1], [1, 0]]), as_tuple=True)],
       [[0, 1], [1, 0]])
r.same("torch.cumsum int", torch.cumsum(torch.tensor([1, 2, 3]), 0).tolist(), [1, 3, 6])
torch.manual_seed(0)
draws = torch.multinomial(torch.tensor([0.0, 1.0, 0.0, 3.0]), 2)
r.same("torch.multinomial without replacement", sorted(draws.tolist()), [1, 3])
r.raises("torch.from_numpy (TypeError as torch for a non-ndarray)", TypeError, torch.from_numpy, None, contains="expected np.ndarray (got NoneType)")
xs, ys = torch.meshgrid(torch.arange(3), torch.arange(2), indexing="ij")
r.same("torch.meshgrid ij", (xs.tolist(), ys.tolist()), ([[0, 0], [1, 1], [2, 2]], [[0, 1], [0, 1], [0, 1]]))

# nn.utils
p1 = nn.Parameter(torch.tensor([3.0, 4.0]))
p2 = nn.Parameter(torch.tensor([0.0]))
p1.grad = torch.tensor([3.0, 4.0])
p2.grad = torch.tensor([12.0])
total = nn.utils.clip_grad_norm_([p1, p2], 1.0)
r.check("clip_grad_norm_ returns the total norm", abs(float(total) - 13.0) < 1e-5, str(total))
r.check("clip_grad_norm_ scales", torchcheck.close_lists(p1.grad.tolist() + p2.grad.tolist(),
                                                         [3 / 13.000001, 4 / 13.000001, 12 / 13.000001])[0])
p1.grad = torch.tensor([3.0, -4.0])
total = nn.utils.clip_grad_norm_(p1, 2.0, norm_type=float("inf"))
r.check("clip_grad_norm_ inf norm", abs(float(total) - 4.0) < 1e-6 and abs(p1.grad.tolist()[1] + 2.0) < 1e-5)
p1.grad = torch.tensor([float("nan"), 1.0])
r.raises("clip_grad_norm_ error_if_nonfinite", RuntimeError, nn.utils.clip_grad_norm_, [p1], 1.0,
         error_if_nonfinite=True, contains="non-finite")
p1.grad = torch.tensor([3.0, -4.0])
nn.utils.clip_grad_value_([p1], 1.5)
r.same("clip_grad_value_", p1.grad.tolist(), [1.5, -1.5])
lin = nn.Linear(2, 2)
vec = nn.utils.parameters_to_vector(lin.parameters())
r.same("parameters_to_vector", vec.shape, torch.Size([6]))
nn.utils.vector_to_parameters(torch.arange(6.0), lin.parameters())
r.same("vector_to_parameters", (lin.weight.tolist(), lin.bias.tolist()), ([[0.0, 1.0], [2.0, 3.0]], [4.0, 5.0]))
r.raises("vector_to_parameters not a tensor", TypeError, nn.utils.vector_to_parameters, [1.0], lin.parameters())
padded = nn.utils.rnn.pad_sequence([torch.ones(2), torch.ones(3) * 2], batch_first=True)
r.same("pad_sequence", padded.tolist(), [[1.0, 1.0, 0.0], [2.0, 2.0, 2.0]])

# nn.init under torch's name
w = torch.empty(3, 5)
nn.init.constant_(w, 0.25)
r.same("torch.nn.init.constant_", w.sum().item(), 3.75)
r.same("torch.nn.init.calculate_gain", nn.init.calculate_gain("tanh"), 5.0 / 3)

# optimizer argument errors (torch 1.13's messages)
params = [nn.Parameter(torch.zeros(2))]
r.raises("Adagrad negative lr", ValueError, torch.optim.Adagrad, params, lr=-1, contains="Invalid learning rate")
r.raises("Adagrad negative lr_decay", ValueError, torch.optim.Adagrad, params, lr_decay=-1,
         contains="Invalid lr_decay value")
r.raises("Adadelta rho > 1", ValueError, torch.optim.Adadelta, params, rho=1.5, contains="Invalid rho value")
r.raises("RMSprop negative alpha", ValueError, torch.optim.RMSprop, params, alpha=-0.1, contains="Invalid alpha value")
r.raises("RMSprop negative momentum", ValueError, torch.optim.RMSprop, params, momentum=-0.1,
         contains="Invalid momentum value")
r.raises("LBFGS two groups", ValueError, torch.optim.LBFGS, [{"params": params}, {"params": [nn.Parameter(torch.ones(1))]}],
         contains="doesn't support per-parameter options")
r.raises("optimizer with no parameters", ValueError, torch.optim.RMSprop, [], contains="empty parameter list")
opt = torch.optim.RMSprop(params, lr=0.1, momentum=0.9, centered=True)
params[0].grad = torch.ones(2)
opt.step()
sd = opt.state_dict()
r.same("RMSprop state keys", sorted(sd["state"][0].keys()), ["grad_avg", "momentum_buffer", "square_avg", "step"])
opt2 = torch.optim.RMSprop([nn.Parameter(torch.zeros(2))], lr=0.5, momentum=0.9, centered=True)
opt2.load_state_dict(sd)
r.same("RMSprop load_state_dict restores lr", opt2.param_groups[0]["lr"], 0.1)
opt.zero_grad(set_to_none=False)
r.same("zero_grad(set_to_none=False)", params[0].grad.tolist(), [0.0, 0.0])
opt.zero_grad()
r.same("zero_grad() sets None", params[0].grad, None)

# schedulers' errors
sgd = torch.optim.SGD(params, lr=0.1)
S = torch.optim.lr_scheduler
r.raises("scheduler of a non-optimizer", TypeError, S.StepLR, object(), 3, contains="is not an Optimizer")
r.raises("ReduceLROnPlateau factor >= 1", ValueError, S.ReduceLROnPlateau, sgd, factor=1.0,
         contains="Factor should be < 1.0.")
r.raises("ReduceLROnPlateau bad mode", ValueError, S.ReduceLROnPlateau, sgd, mode="median", contains="is unknown")
r.raises("OneCycleLR without steps", ValueError, S.OneCycleLR, sgd, 0.1,
         contains="You must define either total_steps OR (epochs AND steps_per_epoch)")
r.raises("OneCycleLR bad strategy", ValueError, S.OneCycleLR, sgd, 0.1, total_steps=5, anneal_strategy="exp",
         contains="anneal_strategy must by one of 'cos' or 'linear'")
adag = torch.optim.Adagrad([nn.Parameter(torch.zeros(1))], lr=0.1)
r.raises("OneCycleLR needs momentum", ValueError, S.OneCycleLR, adag, 0.1, total_steps=5,
         contains="optimizer must support momentum")
oc = S.OneCycleLR(torch.optim.SGD(params, lr=0.1, momentum=0.9), 0.1, total_steps=2)
oc.step()
oc.step()
r.same("OneCycleLR's lrs (torch's values)", [round(x, 10) for x in oc.get_last_lr()], [0.0811745654])
r.raises("OneCycleLR past total_steps", ValueError, oc.step, contains="Tried to step 4 times")
r.raises("resuming without initial_lr", KeyError, S.StepLR, torch.optim.SGD(params, lr=0.1), 3, last_epoch=4,
         contains="initial_lr")
sched = S.StepLR(torch.optim.SGD(params, lr=1.0), 2, 0.5)
for _ in range(3):
    sched.step()
state = sched.state_dict()
r.same("scheduler state_dict", (state["last_epoch"], state["base_lrs"], "optimizer" in state), (3, [1.0], False))
r.same("get_last_lr", sched.get_last_lr(), [0.5])
sched.step(6)
r.same("step(epoch) closed form", sched.get_last_lr(), [0.125])
r.finish()
