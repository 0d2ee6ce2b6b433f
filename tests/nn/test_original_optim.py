"""The original TensorPy's optimizer attributes (Note [Original optimizer attributes],
lib/nn/optim.py): lr, beta1, beta2, eps, step_count, m, v on Adam (lr, momentum,
step_count on SGD), the extra "step_count"/"m"/"v" keys of state_dict() beside torch's
"state"/"param_groups", loading either form, and nn.save returning the path. Values
after two Adam steps are torch 1.13's for the same program."""
import os

import ml
import nn
import nncheck

report = nncheck.Report("original optimizer attributes")


def close(name, got, expected, tol=1e-6):
    report.check(name, all(abs(a - b) <= tol + 1e-5 * abs(b) for a, b in zip(got, expected)) and len(got) == len(expected),
                 f"{got} != {expected}")


def make():
    return ml.Parameter([1.0, -2.0]), ml.Parameter([[0.5]])


def two_steps(opt, p, q):
    for _ in range(2):
        opt.zero_grad()
        ((p * p).sum() + (q * 3).sum()).backward()
        opt.step()


p, q = make()
opt = nn.Adam([p, q], lr=0.1)
report.same("Adam.lr", opt.lr, 0.1)
report.same("Adam.beta1, beta2, eps", (opt.beta1, opt.beta2, opt.eps), (0.9, 0.999, 1e-8))
report.same("step_count before stepping", opt.step_count, 0)
report.same("state_dict keys", sorted(opt.state_dict().keys()), ["m", "param_groups", "state", "step_count", "v"])
report.same("torch state empty before stepping", opt.state_dict()["state"], {})
two_steps(opt, p, q)
report.same("step_count after two steps", opt.step_count, 2)
close("p after two steps (torch)", nncheck.flat(p), [0.8004122376441956, -1.8001664876937866])
close("q after two steps (torch)", nncheck.flat(q), [0.30000001192092896])
report.same("m and v: one per parameter", (len(opt.m), len(opt.v)), (2, 2))
close("m[0] (torch exp_avg)", nncheck.flat(opt.m[0]), [0.36000001430511475, -0.7400000095367432])
close("v[0] (torch exp_avg_sq)", nncheck.flat(opt.v[0]), [0.007236000616103411, 0.030424000695347786])
close("m[1]", nncheck.flat(opt.m[1]), [0.5699999928474426])
close("v[1]", nncheck.flat(opt.v[1]), [0.017990998923778534])
report.check("m is the state's own tensor", opt.m[0] is opt.state_dict()["state"][0]["exp_avg"])
sd = opt.state_dict()
report.same("state_dict step_count", sd["step_count"], 2)
close("state_dict m", nncheck.flat(sd["m"][0]), [0.36000001430511475, -0.7400000095367432])

# setting the original attributes changes torch's param_groups
opt.lr = 0.05
opt.beta1 = 0.8
opt.eps = 1e-6
report.same("lr setter", opt.param_groups[0]["lr"], 0.05)
report.same("beta1 setter", opt.param_groups[0]["betas"], (0.8, 0.999))
report.same("eps setter", opt.param_groups[0]["eps"], 1e-6)

# the original's state-dict form (no "state"/"param_groups") loads
p2, q2 = make()
other = nn.Adam([p2, q2], lr=0.1)
other.load_state_dict({"lr": 0.05, "beta1": 0.8, "beta2": 0.99, "eps": 1e-6, "step_count": 2,
                       "m": [t.clone() for t in opt.m], "v": [t.clone() for t in opt.v]})
report.same("original form: hyperparameters", (other.lr, other.beta1, other.beta2, other.eps), (0.05, 0.8, 0.99, 1e-6))
report.same("original form: step_count", other.step_count, 2)
close("original form: m", nncheck.flat(other.m[0]), nncheck.flat(opt.m[0]))
close("original form: v", nncheck.flat(other.v[1]), nncheck.flat(opt.v[1]))
report.raises("m of the wrong length", ValueError, other.load_state_dict, {"m": [ml.zeros(2)]})

# a torch-shaped state dict (without the extra keys) still loads
p3, q3 = make()
third = nn.Adam([p3, q3], lr=0.1)
third.load_state_dict({"state": sd["state"], "param_groups": sd["param_groups"]})
report.same("torch form: step_count", third.step_count, 2)
close("torch form: m", nncheck.flat(third.m[0]), [0.36000001430511475, -0.7400000095367432])
# and the superset form continues the trajectory like the original optimizer would
p4, q4 = make()
with ml.no_grad():
    p4.copy_(p)
    q4.copy_(q)
fourth = nn.Adam([p4, q4], lr=0.1)
fourth.load_state_dict(opt.state_dict())
report.same("superset form: lr from param_groups", fourth.lr, 0.05)

# Adam(beta1=, beta2=) keywords
report.same("Adam(beta1=, beta2=)", nn.Adam([ml.Parameter([1.0])], beta1=0.5, beta2=0.9).param_groups[0]["betas"], (0.5, 0.9))

# SGD
p, q = make()
sgd = nn.SGD([p, q], lr=0.1, momentum=0.9)
report.same("SGD.lr, momentum", (sgd.lr, sgd.momentum), (0.1, 0.9))
two_steps(sgd, p, q)
report.same("SGD.step_count", sgd.step_count, 2)
sd = sgd.state_dict()
report.same("SGD state_dict step_count", sd["step_count"], 2)
p2, q2 = make()
sgd2 = nn.SGD([p2, q2], lr=0.1, momentum=0.9)
sgd2.load_state_dict(sd)
report.same("SGD load_state_dict step_count", sgd2.step_count, 2)
sgd.lr = 0.01
report.same("SGD lr setter", sgd.param_groups[0]["lr"], 0.01)

# nn.save returns the path it wrote; nn.load reads it back
path = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"tensorpy_orig_optim_{os.getpid()}.safetensors")
model = nn.Linear(2, 1)
report.same("nn.save returns the path", nn.save(model, path), path)
report.same("nn.save of an optimizer returns the path", nn.save(opt, path), path)
os.remove(path)

report.finish()
