"""Checks nn.Module's bookkeeping against torch: registration order, dotted names, state_dict
keys, repr (fixtures/repr.json), modes, zero_grad, load_state_dict errors, containers,
to_inference, default initialisation bounds, Dropout statistics."""
import math

import ml
import nn
import nncheck

report = nncheck.Report("module")
fx = nncheck.fixture("repr.json")


class LeNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 5, padding=2)
        self.pool = nn.MaxPool2d(2)
        self.conv2 = nn.Conv2d(16, 32, 5)
        self.bn = nn.BatchNorm2d(32)
        self.flatten = nn.Flatten()
        self.fc1 = nn.Linear(800, 128)
        self.fc2 = nn.Linear(128, 10)


models = {
    "lenet_sequential": nn.Sequential(
        nn.Conv2d(1, 16, 5, padding=2), nn.ReLU(), nn.MaxPool2d(2), nn.Conv2d(16, 32, 5), nn.ReLU(),
        nn.MaxPool2d(2), nn.Flatten(), nn.Linear(800, 128), nn.ReLU(), nn.Linear(128, 10)),
    "misc_sequential": nn.Sequential(
        nn.Conv2d(4, 6, 3, stride=2, padding=1, dilation=2, groups=2, bias=False), nn.AvgPool2d(2),
        nn.BatchNorm2d(6), nn.Dropout(0.25), nn.GELU(), nn.SiLU(), nn.Sigmoid(), nn.Tanh(),
        nn.Softmax(dim=1), nn.LogSoftmax(dim=1), nn.LayerNorm(6), nn.Embedding(10, 3, padding_idx=0),
        nn.Linear(3, 2, bias=False), nn.CrossEntropyLoss(), nn.MSELoss()),
    "recurrent_list": nn.ModuleList([
        nn.RNN(3, 4), nn.LSTM(3, 4, num_layers=2, batch_first=True, bidirectional=True),
        nn.GRU(3, 4, num_layers=2, dropout=0.5), nn.RNNCell(3, 4, nonlinearity="relu"), nn.LSTMCell(3, 4),
        nn.GRUCell(3, 4, bias=False)]),
}
for name, model in models.items():
    expected = fx[name]
    report.same(f"{name}: repr as torch", repr(model), expected["repr"])
    report.same(f"{name}: named_parameters as torch", [k for k, _ in model.named_parameters()],
                expected["parameters"])
    report.same(f"{name}: state_dict keys as torch", list(model.state_dict().keys()), expected["state_dict"])
lenet = LeNet()
report.same("LeNet module: named_parameters as torch", [k for k, _ in lenet.named_parameters()],
            fx["lenet_module_keys"]["parameters"])
report.same("LeNet module: state_dict keys as torch", list(lenet.state_dict().keys()),
            fx["lenet_module_keys"]["state_dict"])
report.same("children in assignment order", [type(m).__name__ for m in lenet.children()],
            ["Conv2d", "MaxPool2d", "Conv2d", "BatchNorm2d", "Flatten", "Linear", "Linear"])
report.same("modules() includes self first", [type(m).__name__ for m in lenet.modules()][:2], ["LeNet", "Conv2d"])
report.same("parameters() count", len(list(lenet.parameters())), 10)
report.check("parameters are ml.Parameter", all(isinstance(p, ml.Parameter) for p in lenet.parameters()))
report.check("attribute access returns the registered parameter", lenet.fc1.weight is lenet.fc1._parameters["weight"])

# Modes.
lenet.eval()
report.check("eval() reaches every module", all(not m.training for m in lenet.modules()))
report.check("train() returns self", lenet.train() is lenet)
report.check("train() reaches every module", all(m.training for m in lenet.modules()))

# zero_grad.
lin = nn.Linear(3, 2)
lin(ml.ones(4, 3)).sum().backward()
report.check("backward fills .grad", lin.weight.grad is not None and lin.bias.grad is not None)
lin.zero_grad(set_to_none=False)
report.same("zero_grad(set_to_none=False) zeroes", nncheck.flat(lin.bias.grad), [0.0, 0.0])
lin.zero_grad()
report.check("zero_grad() sets None", lin.weight.grad is None)

# load_state_dict.
a = nn.Linear(3, 2)
b = nn.Linear(3, 2)
result = b.load_state_dict(a.state_dict())
report.same("load_state_dict copies values", nncheck.flat(b.weight), nncheck.flat(a.weight))
report.same("load_state_dict result", (list(result.missing_keys), list(result.unexpected_keys)), ([], []))
report.check("loaded parameter keeps identity and requires_grad", isinstance(b.weight, ml.Parameter) and b.weight.requires_grad)
report.raises("missing key raises", RuntimeError, b.load_state_dict, {"weight": a.weight.detach()},
              contains='Missing key(s) in state_dict: "bias"')
report.raises("unexpected key raises", RuntimeError, b.load_state_dict,
              {"weight": a.weight.detach(), "bias": a.bias.detach(), "extra": ml.zeros(1)},
              contains='Unexpected key(s) in state_dict: "extra"')
report.raises("size mismatch raises", RuntimeError, b.load_state_dict,
              {"weight": ml.zeros(2, 4), "bias": ml.zeros(2)}, contains="size mismatch for weight")
result = b.load_state_dict({"weight": ml.zeros(2, 3), "extra": ml.zeros(1)}, strict=False)
report.same("strict=False reports keys", (list(result.missing_keys), list(result.unexpected_keys)),
            (["bias"], ["extra"]))
report.same("strict=False still loads the rest", nncheck.flat(b.weight), [0.0] * 6)
bn = nn.BatchNorm2d(2)
report.same("BatchNorm2d state_dict keys", list(bn.state_dict().keys()),
            ["weight", "bias", "running_mean", "running_var", "num_batches_tracked"])

# Registration rules.


class Bad(nn.Module):
    def __init__(self):
        self.w = ml.Parameter(ml.zeros(1))


report.raises("parameter before Module.__init__", AttributeError, Bad)
m = nn.Module()
m.w = ml.Parameter(ml.zeros(2))
m.child = nn.Linear(2, 2)
m.register_buffer("stat", ml.ones(2))
m.plain = 5
report.same("named_parameters of ad-hoc module", [k for k, _ in m.named_parameters()],
            ["w", "child.weight", "child.bias"])
report.same("state_dict of ad-hoc module", list(m.state_dict().keys()), ["w", "stat", "child.weight", "child.bias"])
del m.child
report.same("del removes a child", [k for k, _ in m.named_parameters()], ["w"])
shared = nn.Linear(2, 2)
twice = nn.Sequential(shared, shared)
report.same("shared parameters listed once", len(list(twice.parameters())), 2)

# Containers.
seq = nn.Sequential([nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1)])
report.same("Sequential(list) length", len(seq), 3)
report.same("Sequential indexing", type(seq[1]).__name__, "ReLU")
report.same("Sequential negative index", seq[-1].out_features, 1)
report.same("Sequential slice", type(seq[0:2]).__name__ + str(len(seq[0:2])), "Sequential2")
report.same("Sequential iteration", [type(x).__name__ for x in seq], ["Linear", "ReLU", "Linear"])
report.raises("Sequential index out of range", IndexError, lambda: seq[3])
report.same("Sequential forward shape", list(seq(ml.ones(4, 2)).shape), [4, 1])
ml_list = nn.ModuleList([nn.Linear(1, 1)])
ml_list.append(nn.Linear(1, 2))
ml_list.insert(0, nn.ReLU())
report.same("ModuleList order after insert", [type(x).__name__ for x in ml_list], ["ReLU", "Linear", "Linear"])
report.same("ModuleList names", [k for k, _ in ml_list.named_parameters()], ["1.weight", "1.bias", "2.weight", "2.bias"])

# to_inference.
cnn = nn.SimpleCNN(28, 1, 8, 3, 10)
report.check("to_inference returns self", cnn.to_inference(ml.cpu) is cnn)
report.check("to_inference: eval mode", not cnn.training and not cnn.conv.training)
report.check("to_inference: no parameter requires grad", not any(p.requires_grad for p in cnn.parameters()))
with ml.no_grad():
    out = cnn(ml.zeros(2, 1, 28, 28))
report.same("SimpleCNN output shape", list(out.shape), [2, 10])
report.same("SimpleCNN unbatched output shape", list(cnn(ml.zeros(1, 28, 28)).shape), [10])
report.same("SimpleCNN parameter shapes", [list(p.shape) for p in cnn.parameters()],
            [[8, 1, 3, 3], [8], [10, 5408], [10]])
report.same("SimpleCNN default form", [list(p.shape) for p in nn.SimpleCNN().parameters()],
            [[4, 1, 3, 3], [4], [10, 2704], [10]])
moved = nn.Linear(2, 2).to(ml.cpu)
report.check("to(device) keeps parameters registered", len(list(moved.parameters())) == 2)
dbl = nn.Linear(2, 2).to(ml.float64)
report.check("to(float64) casts parameters", dbl.weight.dtype == ml.float64 and isinstance(dbl.weight, ml.Parameter))

# Default initialisation bounds (torch: kaiming_uniform_(a=sqrt(5)) -> 1/sqrt(fan_in)).
ml.manual_seed(1)
big = nn.Linear(400, 300)
bound = 1.0 / math.sqrt(400)
w = nncheck.flat(big.weight)
report.check("Linear weight within 1/sqrt(fan_in)", max(abs(v) for v in w) <= bound)
std = math.sqrt(sum(v * v for v in w) / len(w))
report.check("Linear weight std = bound/sqrt(3)", abs(std - bound / math.sqrt(3)) < 0.02 * bound, f"std {std}")
report.check("Linear bias within 1/sqrt(fan_in)", max(abs(v) for v in nncheck.flat(big.bias)) <= bound)
conv = nn.Conv2d(8, 16, 3, groups=2)
cbound = 1.0 / math.sqrt(4 * 9)
report.check("Conv2d weight within 1/sqrt(fan_in)", max(abs(v) for v in nncheck.flat(conv.weight)) <= cbound)
report.check("Conv2d bias within 1/sqrt(fan_in)", max(abs(v) for v in nncheck.flat(conv.bias)) <= cbound)
rnn = nn.LSTM(5, 16)
report.check("LSTM weights within 1/sqrt(hidden)",
             max(abs(v) for p in rnn.parameters() for v in nncheck.flat(p)) <= 0.25)
emb = nncheck.flat(nn.Embedding(1000, 10).weight)
mean = sum(emb) / len(emb)
report.check("Embedding weight ~ N(0, 1)", abs(mean) < 0.1 and abs(sum(v * v for v in emb) / len(emb) - 1) < 0.1)

# Dropout.
drop = nn.Dropout(0.5)
x = ml.ones(20000)
y = nncheck.flat(drop(x))
zeros = sum(1 for v in y if v == 0.0)
report.check("Dropout(0.5) zeroes about half", abs(zeros / 20000 - 0.5) < 0.03, f"{zeros} zeros")
report.check("Dropout scales survivors by 2", all(v == 0.0 or abs(v - 2.0) < 1e-6 for v in y))
drop.eval()
report.same("Dropout in eval is the identity", nncheck.flat(drop(ml.ones(5))), [1.0] * 5)
report.raises("Dropout p out of range", ValueError, nn.Dropout, 1.5)
report.raises("Conv2d groups must divide channels", ValueError, nn.Conv2d, 3, 4, 3, groups=2)
report.raises("BatchNorm2d wants 4-D input", ValueError, nn.BatchNorm2d(2), ml.ones(3, 2))

report.finish()
