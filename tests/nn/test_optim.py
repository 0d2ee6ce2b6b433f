"""Checks each optimiser's 5-step trajectory against torch.optim (fixtures/optim.json),
through the in-place update path and, where ml has it, the fused kernel path; the
original API's positional forms; state_dict/load_state_dict and save/load resuming mid-way."""
import os

import ml
import nn
import nncheck

report = nncheck.Report("optim")
fx = nncheck.fixture("optim.json")
X = nncheck.tensor(fx["x"])
Y = nncheck.tensor(fx["y"])


def fresh_params():
    return [ml.Parameter(nncheck.tensor(fx["weight"])), ml.Parameter(nncheck.tensor(fx["bias"]))]


def make(case, params, **extra):
    kwargs = dict(case["kwargs"])
    kwargs.update(extra)
    return getattr(nn.optim, case["ctor"])(params, **kwargs)


def step(opt, params):
    opt.zero_grad()
    loss = ml.mse_loss(ml.linear(X, params[0], params[1]), Y)
    loss.backward()
    opt.step()
    return loss.item()


def check_trajectory(label, case, opt, params, first=0):
    atol = case["atol"]
    rtol = case["rtol"]
    for i in range(first, 5):
        expected = case["trajectory"][i]
        loss = step(opt, params)
        ok, why = nncheck.compare_lists([loss], [expected["loss"]], atol, rtol)
        report.check(f"{label}: loss before step {i + 1}", ok, why)
        report.check(f"{label}: weight after step {i + 1}", *nncheck.compare(params[0], expected["weight"], atol, rtol))
        report.check(f"{label}: bias after step {i + 1}", *nncheck.compare(params[1], expected["bias"], atol, rtol))


for case in fx["cases"]:
    name = case["name"]
    try:
        params = fresh_params()
        extra = {"fused": False} if case["ctor"] != "SGD" else {}
        check_trajectory(name, case, make(case, params, **extra), params)
        if case["ctor"] != "SGD" and hasattr(ml, "adam_step"):
            params = fresh_params()
            check_trajectory(name + " (fused allowed)", case, make(case, params, fused=True), params)
    except Exception as e:
        report.check(name, False, f"{type(e).__name__}: {e}")

cases = {c["name"]: c for c in fx["cases"]}

# The original API's positional forms.
params = fresh_params()
check_trajectory("nn.Adam(params, lr) positional", cases["adam"], nn.Adam(params, 0.01), params)
params = fresh_params()
check_trajectory("nn.SGD(params, lr) positional", cases["sgd"], nn.SGD(params, 0.1), params)
report.check("nn.AdamW is nn.optim.AdamW", nn.AdamW is nn.optim.AdamW)

# Resume after two steps from state_dict() and from a checkpoint file.
for name in ("sgd_momentum", "adam_amsgrad", "adamw_wd"):
    case = cases[name]
    params = fresh_params()
    opt = make(case, params)
    step(opt, params)
    step(opt, params)
    sd = opt.state_dict()
    report.same(f"{name}: state_dict param indices", sd["param_groups"][0]["params"], [0, 1])
    report.same(f"{name}: state_dict state keys", sorted(sd["state"].keys()), [0, 1])
    clone = [ml.Parameter(p.detach().clone()) for p in params]
    resumed = make(case, clone)
    resumed.load_state_dict(sd)
    check_trajectory(f"{name}: resumed from state_dict", case, resumed, clone, first=2)

    clone = [ml.Parameter(p.detach().clone()) for p in params]
    path = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"tensorpy_nn_optim_{name}.safetensors")
    nn.save(opt, path)
    changed = dict(case["kwargs"])
    changed["lr"] = 123.0
    loaded = getattr(nn.optim, case["ctor"])(clone, **changed)
    nn.load(loaded, path)
    report.same(f"{name}: lr restored from file", loaded.param_groups[0]["lr"], case["kwargs"]["lr"])
    check_trajectory(f"{name}: resumed from file", case, loaded, clone, first=2)
    os.remove(path)

# Errors and gradient-less parameters.
report.raises("empty parameter list", ValueError, nn.Adam, [])
report.raises("negative lr", ValueError, nn.SGD, fresh_params(), -1.0)
report.raises("nesterov without momentum", ValueError, nn.SGD, fresh_params(), 0.1, nesterov=True)
params = fresh_params()
before = nncheck.flat(params[0])
opt = nn.Adam(params, lr=0.1)
opt.step()
report.same("step with no gradients leaves parameters alone", nncheck.flat(params[0]), before)
params = fresh_params()
opt = nn.SGD(params, lr=0.1)
step(opt, params)
opt.zero_grad()
report.check("zero_grad sets grads to None", params[0].grad is None and params[1].grad is None)
step(opt, params)
opt.zero_grad(set_to_none=False)
report.same("zero_grad(set_to_none=False) zeroes", nncheck.flat(params[1].grad), [0.0, 0.0, 0.0])

report.finish()
