"""nn behaviours PyTorch programs rely on, with the values torch 1.13 gives (checked by hand
against /usr/bin/python3 + torch): replacing a registered submodule or parameter keeps its
place in children()/state_dict(); channel dropout zeroes whole channels; nn.init's
initialisers have torch's bounds, gains and errors; LSTM.flatten_parameters exists;
MSELoss with an int64 target fails in backward as torch 1.13 does."""
import math

import nncheck
import nn

report = nncheck.Report("torch surface modules")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 2, 3)
        self.bn = nn.BatchNorm2d(2)
        self.fc = nn.Linear(2, 3)
        self.scale = nn.Parameter(ml.ones(1))
        self.shift = nn.Parameter(ml.zeros(1))


net = Net()
net.conv1 = nn.Conv2d(3, 2, 3)  # the ResNet trick: a new first layer, same name
net.scale = nn.Parameter(ml.ones(2))
report.same("replaced submodule keeps its place in children()", [n for n, _ in net.named_children()],
            ["conv1", "bn", "fc"])
report.same("replaced submodule keeps its place in named_modules()", [n for n, _ in net.named_modules()],
            ["", "conv1", "bn", "fc"])
report.same("replaced parameter and submodule keep their places in state_dict()", list(net.state_dict().keys()),
            ["scale", "shift", "conv1.weight", "conv1.bias", "bn.weight", "bn.bias", "bn.running_mean",
             "bn.running_var", "bn.num_batches_tracked", "fc.weight", "fc.bias"])
report.same("the new submodule is used", list(net.conv1.weight.shape), [2, 3, 3, 3])
seq = nn.Sequential(nn.Linear(2, 2), nn.ReLU(), nn.Linear(2, 1))
seq.add_module("0", nn.Linear(2, 2))
report.same("add_module on an existing name keeps its place", [n for n, _ in seq.named_children()], ["0", "1", "2"])
net.fc = None
report.same("a submodule set to None stays registered", list(net._modules.keys()), ["conv1", "bn", "fc"])

ml.manual_seed(0)
x = ml.ones(4, 6, 3, 3)
y = nn.Dropout2d(0.5)(x)
per_channel = (y.sum((2, 3)) / 9).reshape(-1).tolist()
report.check("Dropout2d zeroes whole channels, scales the rest by 2",
             all(v in (0.0, 2.0) for v in per_channel) and 0.0 in per_channel and 2.0 in per_channel, str(per_channel))
report.check("Dropout2d in eval mode is the identity", nn.Dropout2d(0.5).eval()(x) is x)
report.same("Dropout1d on [C, L] draws per channel", sorted(set((nn.Dropout1d(0.5)(ml.ones(8, 5)).sum(1) / 5).tolist())) in
            ([0.0, 2.0], [0.0], [2.0]), True)
report.raises("Dropout1d rejects 4-D input", RuntimeError, nn.Dropout1d(), ml.ones(1, 2, 3, 4),
              contains="dropout1d: Expected 2D or 3D input, but received a 4D input")
report.raises("Dropout2d needs 2 dims", RuntimeError, nn.Dropout2d(), ml.ones(3),
              contains="Feature dropout requires at least 2 dimensions in the input")
report.raises("Dropout2d p out of range", ValueError, nn.Dropout2d, 1.5,
              contains="dropout probability has to be between 0 and 1, but got 1.5")

w = ml.empty(4, 6)
nn.init.orthogonal_(w)
gram = (w @ w.t()).reshape(-1).tolist()
eye = ml.eye(4).reshape(-1).tolist()
report.check("orthogonal_ rows are orthonormal", *nncheck.compare_lists(gram, eye, atol=1e-5))
w = ml.empty(6, 2, 2)
nn.init.orthogonal_(w, gain=2.0)
flat = w.reshape(6, 4)
report.check("orthogonal_ (gain 2) columns of the [6, 4] view are orthogonal with norm 2",
             *nncheck.compare_lists((flat.t() @ flat).reshape(-1).tolist(), (ml.eye(4) * 4).reshape(-1).tolist(),
                                    atol=1e-4))
report.raises("orthogonal_ of a vector", ValueError, nn.init.orthogonal_, ml.empty(3),
              contains="Only tensors with 2 or more dimensions are supported")
w = ml.empty(200, 300)
nn.init.xavier_uniform_(w, gain=2.0)
bound = 2.0 * math.sqrt(6.0 / 500)
report.check("xavier_uniform_ stays within gain*sqrt(6/(fan_in+fan_out))",
             w.abs().max().item() <= bound and w.abs().max().item() > 0.9 * bound)
nn.init.xavier_normal_(w)
report.check("xavier_normal_ std is sqrt(2/(fan_in+fan_out))", abs(w.std().item() - math.sqrt(2.0 / 500)) < 0.003)
nn.init.kaiming_normal_(w, mode="fan_out", nonlinearity="relu")
report.check("kaiming_normal_ std is sqrt(2/fan_out)", abs(w.std().item() - math.sqrt(2.0 / 200)) < 0.003)
nn.init.kaiming_uniform_(w, a=1.0)
report.check("kaiming_uniform_ bound is sqrt(3)*gain/sqrt(fan_in)", w.abs().max().item() <= math.sqrt(3.0 / 300) + 1e-7)
nn.init.trunc_normal_(w, std=1.0, a=-0.5, b=0.5)
report.check("trunc_normal_ stays in [a, b]", w.abs().max().item() <= 0.5)
report.raises("kaiming mode", ValueError, nn.init.kaiming_uniform_, ml.empty(3, 4), mode="x",
              contains="Mode x not supported, please use one of ['fan_in', 'fan_out']")
report.raises("calculate_gain of an unknown nonlinearity", ValueError, nn.init.calculate_gain, "foo",
              contains="Unsupported nonlinearity foo")
report.raises("calculate_gain leaky_relu slope", ValueError, nn.init.calculate_gain, "leaky_relu", "a",
              contains="negative_slope a not a valid number")
report.same("calculate_gain leaky_relu 0.2", nn.init.calculate_gain("leaky_relu", 0.2), math.sqrt(2.0 / 1.04))
report.raises("eye_ of 3 dims", ValueError, nn.init.eye_, ml.empty(2, 2, 2), contains="Only tensors with 2 dimensions are supported")
report.same("eye_", nn.init.eye_(ml.empty(2, 3)).tolist(), [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])

lstm = nn.LSTM(3, 4)
report.same("LSTM.flatten_parameters() is a no-op returning None", lstm.flatten_parameters(), None)

x = ml.randn(4, requires_grad=True)
loss = nn.MSELoss()(x, ml.tensor([1, 2, 3, 0]))
report.same("MSELoss with an int64 target: grad_fn", loss.grad_fn.name(), "MseLossBackward0")
report.raises("MSELoss with an int64 target: backward raises as torch 1.13", RuntimeError, loss.backward,
              contains="Found dtype Long but expected Float")
loss = ml.mse_loss(x, ml.tensor([1, 2, 3, 0]))
loss.backward()
report.check("ml.mse_loss (the original API) promotes the int target and trains", x.grad is not None)
report.finish()
