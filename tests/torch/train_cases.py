"""Small whole training runs written against PyTorch's API, run unchanged by both sides:
gen_fixtures.py runs them with PyTorch 1.13 (/usr/bin/python3) and records the losses and
learning rates step by step; test_training.py runs them on TensorPy's torch and compares.

Every case starts from the same weights and data (made once by the generator with torch's
generator and stored in fixtures/train.json), so the trajectories must agree to rounding.
run(torch, name, fixture) -> {"loss": [...], "lr": [...], ...} for the named case.
"""


def _poly_model(torch, fx):
    model = torch.nn.Linear(3, 1)
    model.load_state_dict({k: torch.tensor(v) for k, v in fx["poly_init"].items()})
    return model


def _poly_data(torch, fx):
    x = torch.tensor(fx["poly_x"])
    feats = torch.cat([x.unsqueeze(1) ** i for i in range(1, 4)], 1)
    y = torch.tensor(fx["poly_y"]).unsqueeze(1)
    return feats, y


def _mlp(torch, fx):
    nn = torch.nn
    model = nn.Sequential(nn.Linear(4, 16), nn.Tanh(), nn.Linear(16, 3))
    model.load_state_dict({k: torch.tensor(v) for k, v in fx["mlp_init"].items()})
    return model


def _mlp_data(torch, fx):
    return torch.tensor(fx["mlp_x"]), torch.tensor(fx["mlp_y"])


OPTIMIZERS = {
    "sgd_momentum": ("SGD", {"lr": 0.01, "momentum": 0.9}),
    "sgd_nesterov_wd": ("SGD", {"lr": 0.01, "momentum": 0.9, "nesterov": True, "weight_decay": 0.01}),
    "sgd_dampening": ("SGD", {"lr": 0.02, "momentum": 0.5, "dampening": 0.3}),
    "adam": ("Adam", {"lr": 0.01}),
    "adam_amsgrad_wd": ("Adam", {"lr": 0.01, "amsgrad": True, "weight_decay": 0.05}),
    "adamw": ("AdamW", {"lr": 0.01, "weight_decay": 0.1}),
    "adamw_amsgrad": ("AdamW", {"lr": 0.02, "amsgrad": True}),
    "rmsprop": ("RMSprop", {"lr": 0.01}),
    "rmsprop_centered_momentum": ("RMSprop", {"lr": 0.005, "momentum": 0.8, "centered": True, "weight_decay": 0.01}),
    "adagrad": ("Adagrad", {"lr": 0.1}),
    "adagrad_decay": ("Adagrad", {"lr": 0.1, "lr_decay": 0.01, "weight_decay": 0.01,
                                  "initial_accumulator_value": 0.1}),
    "adadelta": ("Adadelta", {"lr": 1.0}),
    "adadelta_wd": ("Adadelta", {"lr": 0.5, "rho": 0.8, "weight_decay": 0.02}),
}

SCHEDULERS = {
    "step": ("StepLR", {"step_size": 4, "gamma": 0.5}, "SGD"),
    "multistep": ("MultiStepLR", {"milestones": [3, 7, 7, 12], "gamma": 0.5}, "SGD"),
    "exponential": ("ExponentialLR", {"gamma": 0.9}, "SGD"),
    "cosine": ("CosineAnnealingLR", {"T_max": 6, "eta_min": 0.001}, "SGD"),
    "lambda": ("LambdaLR", {"lr_lambda": "poly"}, "SGD"),
    "onecycle_sgd": ("OneCycleLR", {"max_lr": 0.1, "total_steps": 20}, "SGD"),
    "onecycle_adam_linear": ("OneCycleLR", {"max_lr": 0.05, "total_steps": 20, "anneal_strategy": "linear",
                                            "three_phase": True}, "Adam"),
    "plateau": ("ReduceLROnPlateau", {"factor": 0.5, "patience": 1, "threshold": 0.05}, "SGD"),
    "linear": ("LinearLR", {"start_factor": 0.25, "total_iters": 6}, "SGD"),
    "cyclic": ("CyclicLR", {"base_lr": 0.01, "max_lr": 0.1, "step_size_up": 3, "mode": "triangular2"}, "SGD"),
}


def train_optimizer(torch, fx, name, steps=25):
    """The MLP on the fixed batch with one optimizer config; losses per step and final weights."""
    cls, kwargs = OPTIMIZERS[name]
    model = _mlp(torch, fx)
    x, y = _mlp_data(torch, fx)
    opt = getattr(torch.optim, cls)(model.parameters(), **kwargs)
    loss_fn = torch.nn.CrossEntropyLoss()
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = loss_fn(model(x), y)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    final = {k: v.reshape(-1).tolist() for k, v in model.state_dict().items()}
    return {"loss": losses, "final": final}


def train_scheduler(torch, fx, name, steps=20):
    """The MLP with SGD(momentum) or Adam under one scheduler; loss and lr per step."""
    cls, kwargs, opt_name = SCHEDULERS[name]
    kwargs = dict(kwargs)
    model = _mlp(torch, fx)
    x, y = _mlp_data(torch, fx)
    if opt_name == "SGD":
        opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    else:
        opt = torch.optim.Adam(model.parameters(), lr=0.01)
    if kwargs.get("lr_lambda") == "poly":
        kwargs["lr_lambda"] = lambda epoch: 1.0 / (1.0 + 0.5 * epoch)
    sched = getattr(torch.optim.lr_scheduler, cls)(opt, **kwargs)
    losses, lrs, moms = [], [], []
    for _ in range(steps):
        opt.zero_grad()
        loss = torch.nn.functional.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        if cls == "ReduceLROnPlateau":
            sched.step(loss.item())
        else:
            sched.step()
        losses.append(loss.item())
        lrs.append(opt.param_groups[0]["lr"])
        g = opt.param_groups[0]
        moms.append(g["betas"][0] if "betas" in g else g["momentum"])
    return {"loss": losses, "lr": lrs, "momentum": moms}


def train_poly_sgd(torch, fx, steps=40):
    """Polynomial regression (features x, x^2, x^3) with SGD + momentum and gradient clipping."""
    model = _poly_model(torch, fx)
    feats, y = _poly_data(torch, fx)
    opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    losses, norms = [], []
    for _ in range(steps):
        opt.zero_grad()
        loss = torch.nn.functional.smooth_l1_loss(model(feats), y)
        loss.backward()
        norms.append(float(torch.nn.utils.clip_grad_norm_(model.parameters(), 0.5)))
        opt.step()
        losses.append(loss.item())
    return {"loss": losses, "grad_norm": norms}


def train_lbfgs(torch, fx, line_search_fn=None, steps=6):
    """Polynomial regression with LBFGS and a closure (as the time-sequence example)."""
    model = _poly_model(torch, fx)
    feats, y = _poly_data(torch, fx)
    opt = torch.optim.LBFGS(model.parameters(), lr=0.8, max_iter=4, history_size=3, line_search_fn=line_search_fn)
    evals = []

    def closure():
        opt.zero_grad()
        loss = torch.nn.functional.mse_loss(model(feats), y)
        loss.backward()
        evals.append(loss.item())
        return loss

    losses = []
    for _ in range(steps):
        losses.append(opt.step(closure).item())
    return {"loss": losses, "evals": evals}


def train_legendre(torch, fx, steps=30):
    """y = a + b * P3(c + d x) with P3 a custom autograd Function (0.5 (5x^3 - 3x) and its
    derivative 1.5 (5x^2 - 1)), fitted to the polynomial data by plain gradient steps."""

    class LegendreP3(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return 0.5 * (5 * x ** 3 - 3 * x)

        @staticmethod
        def backward(ctx, grad_output):
            x, = ctx.saved_tensors
            return grad_output * 1.5 * (5 * x ** 2 - 1)

    x = torch.tensor(fx["poly_x"])
    y = torch.tensor(fx["poly_y"])
    coeffs = [torch.full((), v, requires_grad=True) for v in (0.0, -1.0, 0.0, 0.3)]
    losses = []
    for _ in range(steps):
        a, b, c, d = coeffs
        pred = a + b * LegendreP3.apply(c + d * x)
        loss = (pred - y).pow(2).sum()
        loss.backward()
        with torch.no_grad():
            for p in coeffs:
                p -= 0.002 * p.grad
                p.grad = None
        losses.append(loss.item())
    return {"loss": losses, "final": {"coeffs": [p.item() for p in coeffs]}}


def run_all(torch, fx):
    out = {}
    for name in OPTIMIZERS:
        out["optim/" + name] = train_optimizer(torch, fx, name)
    for name in SCHEDULERS:
        out["sched/" + name] = train_scheduler(torch, fx, name)
    out["poly_sgd"] = train_poly_sgd(torch, fx)
    out["lbfgs"] = train_lbfgs(torch, fx)
    out["lbfgs_strong_wolfe"] = train_lbfgs(torch, fx, "strong_wolfe")
    out["legendre"] = train_legendre(torch, fx)
    return out
