"""Optimisers, as torch.optim (1.13 formulas): Optimizer, SGD, Adam, AdamW.

Each holds param_groups (a list of dicts: "params" plus hyperparameters) and
per-parameter state (momentum buffers, moment estimates, step counts). Updates
run under ml.no_grad() with in-place tensor ops, or with the fused ml kernels
(ml.sgd_step, ml.adam_step) where their semantics equal torch's exactly:
plain SGD and Adam without weight decay or amsgrad. Parameters whose .grad is
None are skipped, as torch.

Checkpoints (save/load): safetensors with tensors "state.<i>.<key>" (i = the
parameter's index over all groups, as torch's state_dict) and the
hyperparameters as float64 scalars "param_groups.<g>.<key>".

Note [Original optimizer attributes]
The original TensorPy's optimizers exposed their settings and state as attributes:
lr, step_count (all), beta1, beta2, eps, m and v (Adam: the first and second moment
tensors, one per parameter in order). Here they are views of torch's layout: lr, beta1,
beta2 and eps read group 0's values and set every group's; step_count is the largest
per-parameter step (SGD counts its step() calls); m and v are the state's exp_avg and
exp_avg_sq tensors, created (zeros, step 0) for parameters without state when read.
state_dict() carries "step_count" (and "m", "v" for Adam) beside torch's "state" and
"param_groups"; load_state_dict() takes either torch's form or the original's (no
"state"/"param_groups": lr, betas, eps, step_count, m, v restored from their keys).
"""
import math
import ml


class Optimizer:
    """Base class, as torch.optim.Optimizer.

    params: an iterable of ml.Parameter, or of dicts {"params": [...], hyper...}
    overriding defaults per group. Errors: ValueError for an empty parameter
    list; TypeError for a parameter that is not a tensor.
    """

    def __init__(self, params, defaults):
        self.defaults = defaults
        self.state = {}  # id(param) -> dict
        self.param_groups = []
        # id(group) -> what a fused step of that group needs, built once (Adam); each
        # entry is checked against the group and the state before use, see Adam._fused_cached.
        self._fused_groups = {}
        groups = list(params)
        if len(groups) == 0:
            raise ValueError("optimizer got an empty parameter list")
        if not isinstance(groups[0], dict):
            groups = [{"params": groups}]
        for g in groups:
            self.add_param_group(g)

    def add_param_group(self, group):
        """Add a dict {"params": ..., hyperparameters...}; missing ones take the defaults."""
        group = dict(group)
        params = group["params"]
        group["params"] = [params] if isinstance(params, ml.Tensor) else list(params)
        for p in group["params"]:
            if not isinstance(p, ml.Tensor):
                raise TypeError(f"optimizer can only optimize Tensors, but one of the params is {type(p).__name__}")
        for k, v in self.defaults.items():
            group.setdefault(k, v)
        self.param_groups.append(group)
        self._fused_groups = {}

    def zero_grad(self, set_to_none=True):
        """Reset each parameter's .grad: to None (default) or to zeros in place."""
        for g in self.param_groups:
            for p in g["params"]:
                if p.grad is None:
                    continue
                if set_to_none:
                    p.grad = None
                else:
                    with ml.no_grad():
                        p.grad.zero_()

    def _all_params(self):
        return [p for g in self.param_groups for p in g["params"]]

    def state_dict(self):
        """{"state": {index: {key: value}}, "param_groups": [{hyper..., "params": [indices]}]}, as torch."""
        index = 0
        groups = []
        for g in self.param_groups:
            packed = {k: v for k, v in g.items() if k != "params"}
            packed["params"] = list(range(index, index + len(g["params"])))
            index += len(g["params"])
            groups.append(packed)
        state = {}
        for i, p in enumerate(self._all_params()):
            if id(p) in self.state:
                state[i] = dict(self.state[id(p)])
        return {"state": state, "param_groups": groups}

    @property
    def lr(self):
        """The learning rate of the first parameter group (setting it sets every group's)."""
        return self.param_groups[0]["lr"]

    @lr.setter
    def lr(self, value):
        for g in self.param_groups:
            g["lr"] = value

    def _load_original(self, state_dict):
        """Restore from the original TensorPy's optimizer state dict (Note [Original optimizer attributes])."""
        for key in ("lr", "beta1", "beta2", "eps"):
            if key in state_dict and hasattr(self, key):
                setattr(self, key, state_dict[key])
        if "step_count" in state_dict:
            self.step_count = int(state_dict["step_count"])

    def load_state_dict(self, state_dict):
        """Restore hyperparameters and state from state_dict() output, matching parameters by order.

        Also accepts the original TensorPy's form (Note [Original optimizer attributes]).
        Errors: ValueError when the group count or a group's size differs.
        """
        if "param_groups" not in state_dict and "state" not in state_dict:
            self._load_original(state_dict)
            return
        groups = state_dict["param_groups"]
        if len(groups) != len(self.param_groups):
            raise ValueError("loaded state dict has a different number of parameter groups")
        for mine, theirs in zip(self.param_groups, groups):
            if len(mine["params"]) != len(theirs["params"]):
                raise ValueError("loaded state dict contains a parameter group that doesn't match "
                                 "the size of optimizer's group")
        params = self._all_params()
        self.state = {}
        for i, entry in state_dict["state"].items():
            p = params[int(i)]
            restored = {}
            for k, v in entry.items():
                restored[k] = v.clone().to(p.dtype) if isinstance(v, ml.Tensor) and k != "step" else v
            self.state[id(p)] = restored
        self._fused_groups = {}
        for mine, theirs in zip(self.param_groups, groups):
            for k, v in theirs.items():
                if k != "params":
                    mine[k] = v

    def save(self, path):
        """Write state_dict() to a safetensors file (see the module docstring); returns self."""
        from . import checkpoint
        sd = self.state_dict()
        tensors = {}
        for i, entry in sd["state"].items():
            for k, v in entry.items():
                if isinstance(v, ml.Tensor):
                    tensors[f"state.{i}.{k}"] = v.detach()
                else:
                    tensors[f"state.{i}.{k}"] = ml.tensor(float(v), dtype=ml.float64)
        for gi, g in enumerate(sd["param_groups"]):
            for k, v in g.items():
                if k == "params" or v is None:
                    continue
                if isinstance(v, (tuple, list)):
                    tensors[f"param_groups.{gi}.{k}"] = ml.tensor([float(x) for x in v], dtype=ml.float64)
                elif isinstance(v, (bool, int, float)):
                    tensors[f"param_groups.{gi}.{k}"] = ml.tensor(float(v), dtype=ml.float64)
        checkpoint.save_state(tensors, path, {"format": "tensorpy.optim.v1", "optimizer": type(self).__name__})
        return self

    def load(self, path):
        """Read a file written by save into this optimizer; returns self.

        Errors: ValueError when it holds parameters this optimizer doesn't have.
        """
        from . import checkpoint
        tensors = checkpoint.load_state(path)
        n = len(self._all_params())
        state = {}
        groups = [{"params": list(g["params"])} for g in self.param_groups]
        for name, t in tensors.items():
            parts = name.split(".")
            if parts[0] == "state":
                i = int(parts[1])
                if i >= n:
                    raise ValueError(f"{path}: state for parameter {i}, the optimizer has {n}")
                key = parts[2]
                state.setdefault(i, {})[key] = int(t.item()) if key == "step" else t
            elif parts[0] == "param_groups":
                gi = int(parts[1])
                key = parts[2]
                current = self.param_groups[gi].get(key)
                if isinstance(current, bool):
                    groups[gi][key] = t.item() != 0
                elif isinstance(current, int):
                    groups[gi][key] = int(t.item())
                elif isinstance(current, (tuple, list)):
                    groups[gi][key] = tuple(t.tolist())
                else:
                    groups[gi][key] = t.item()
        self.load_state_dict({"state": state, "param_groups": groups})
        return self

    def __repr__(self):
        lines = [type(self).__name__ + " ("]
        for i, g in enumerate(self.param_groups):
            lines.append(f"Parameter Group {i}")
            for k in sorted(g):
                if k != "params":
                    lines.append(f"    {k}: {g[k]}")
        lines.append(")")
        return "\n".join(lines)


class SGD(Optimizer):
    """Stochastic gradient descent with momentum, as torch.optim.SGD (formula of torch 1.13).

    d = g + weight_decay * p; with momentum: b = d at the first step, else
    b = momentum * b + (1 - dampening) * d; d = d + momentum * b (nesterov) or b;
    p -= lr * d (maximize: ascent). Errors: ValueError for a negative lr,
    momentum or weight_decay, or nesterov without momentum / with dampening.
    """

    def __init__(self, params, lr=1e-3, momentum=0, dampening=0, weight_decay=0, nesterov=False,
                 maximize=False):
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        if momentum < 0.0:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if weight_decay < 0.0:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("Nesterov momentum requires a momentum and zero dampening")
        super().__init__(params, {"lr": lr, "momentum": momentum, "dampening": dampening,
                                  "weight_decay": weight_decay, "nesterov": nesterov,
                                  "maximize": maximize})
        self.step_count = 0  # step() calls (the original's attribute; torch's SGD keeps none)

    def step(self, closure=None):
        """One update of every parameter with a gradient; returns closure() if given."""
        loss = closure() if closure is not None else None
        with ml.no_grad():
            for g in self.param_groups:
                self._update_group(g)
        self.step_count += 1
        return loss

    @property
    def momentum(self):
        """The momentum of the first parameter group (setting it sets every group's)."""
        return self.param_groups[0]["momentum"]

    @momentum.setter
    def momentum(self, value):
        for g in self.param_groups:
            g["momentum"] = value

    def state_dict(self):
        """torch's {"state", "param_groups"} plus the original's "step_count"."""
        sd = super().state_dict()
        sd["step_count"] = self.step_count
        return sd

    def load_state_dict(self, state_dict):
        super().load_state_dict(state_dict)
        if "step_count" in state_dict:
            self.step_count = int(state_dict["step_count"])

    def _update_group(self, g):
        lr = g["lr"]
        momentum = g["momentum"]
        weight_decay = g["weight_decay"]
        params = [p for p in g["params"] if p.grad is not None]
        if momentum == 0 and weight_decay == 0 and not g["maximize"] and hasattr(ml, "sgd_step"):
            if params:
                ml.sgd_step(params, lr)
            return
        for p in params:
            d = p.grad
            if g["maximize"]:
                d = -d
            if weight_decay != 0:
                d = d.clone()
                d.add_(p, alpha=weight_decay)
            if momentum != 0:
                st = self.state.setdefault(id(p), {})
                buf = st.get("momentum_buffer")
                if buf is None:
                    buf = d.clone().detach()
                    st["momentum_buffer"] = buf
                else:
                    buf.mul_(momentum).add_(d, alpha=1 - g["dampening"])
                if g["nesterov"]:
                    d = d.clone()
                    d.add_(buf, alpha=momentum)
                else:
                    d = buf
            p.add_(d, alpha=-lr)


class Adam(Optimizer):
    """Adam, as torch.optim.Adam (formula of torch 1.13).

    g += weight_decay * p; m = b1*m + (1-b1)*g; v = b2*v + (1-b2)*g*g;
    (amsgrad: vmax = max(vmax, v), used for v); p -= lr/(1-b1^t) * m / (sqrt(v)/sqrt(1-b2^t) + eps).
    The original API's positional form Adam(params, lr) works. Errors:
    ValueError for lr, eps or betas out of range.
    """

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, amsgrad=False,
                 maximize=False, fused=None, *, beta1=None, beta2=None):
        if beta1 is not None or beta2 is not None:  # the original's keywords
            betas = (betas[0] if beta1 is None else beta1, betas[1] if beta2 is None else beta2)
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        if eps < 0.0:
            raise ValueError(f"Invalid epsilon value: {eps}")
        if not 0.0 <= betas[0] < 1.0:
            raise ValueError(f"Invalid beta parameter at index 0: {betas[0]}")
        if not 0.0 <= betas[1] < 1.0:
            raise ValueError(f"Invalid beta parameter at index 1: {betas[1]}")
        if weight_decay < 0.0:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        super().__init__(params, {"lr": lr, "betas": tuple(betas), "eps": eps, "weight_decay": weight_decay,
                                  "amsgrad": amsgrad, "maximize": maximize})
        # fused=None: use ml.adam_step when it exists and the group's options allow it.
        self.fused = hasattr(ml, "adam_step") if fused is None else bool(fused)
        self._decoupled = False

    def step(self, closure=None):
        """One update of every parameter with a gradient; returns closure() if given."""
        loss = closure() if closure is not None else None
        cache = self._fused_groups
        slow = None
        for g in self.param_groups:
            entry = cache.get(id(g))
            if entry is None or not self._fused_cached(g, entry):
                if slow is None:
                    slow = [g]
                else:
                    slow.append(g)
        if slow is not None:
            with ml.no_grad():
                for g in slow:
                    self._update_group(g)
        return loss

    # --- the original's attributes (Note [Original optimizer attributes]) ---
    def _set_group(self, key, value):
        for g in self.param_groups:
            g[key] = value
        self._fused_groups = {}

    @property
    def beta1(self):
        return self.param_groups[0]["betas"][0]

    @beta1.setter
    def beta1(self, value):
        for g in self.param_groups:
            g["betas"] = (value, g["betas"][1])
        self._fused_groups = {}

    @property
    def beta2(self):
        return self.param_groups[0]["betas"][1]

    @beta2.setter
    def beta2(self, value):
        for g in self.param_groups:
            g["betas"] = (g["betas"][0], value)
        self._fused_groups = {}

    @property
    def eps(self):
        return self.param_groups[0]["eps"]

    @eps.setter
    def eps(self, value):
        self._set_group("eps", value)

    @property
    def step_count(self):
        """The number of steps taken: the largest per-parameter step (0 before the first)."""
        steps = [st["step"] for st in self.state.values() if "step" in st]
        return max(steps) if steps else 0

    @step_count.setter
    def step_count(self, value):
        for st in self._states(self._all_params(), False):
            st["step"] = int(value)
        self._fused_groups = {}

    @property
    def m(self):
        """First-moment tensors (exp_avg), one per parameter in order (the state's own tensors)."""
        return [st["exp_avg"] for st in self._states(self._all_params(), False)]

    @m.setter
    def m(self, tensors):
        self._set_moments("exp_avg", tensors)

    @property
    def v(self):
        """Second-moment tensors (exp_avg_sq), one per parameter in order."""
        return [st["exp_avg_sq"] for st in self._states(self._all_params(), False)]

    @v.setter
    def v(self, tensors):
        self._set_moments("exp_avg_sq", tensors)

    def _set_moments(self, key, tensors):
        params = self._all_params()
        tensors = list(tensors)
        if len(tensors) != len(params):
            raise ValueError(f"expected {len(params)} moment tensors, got {len(tensors)}")
        for p, st, t in zip(params, self._states(params, False), tensors):
            t = t if isinstance(t, ml.Tensor) else ml.tensor(t)
            if tuple(t.shape) != tuple(p.shape):
                raise ValueError(f"moment of shape {tuple(t.shape)} for a parameter of shape {tuple(p.shape)}")
            st[key] = t.detach().clone().to(p.dtype)
        self._fused_groups = {}

    def state_dict(self):
        """torch's {"state", "param_groups"} plus the original's "step_count", "m" and "v"."""
        sd = super().state_dict()
        sd["step_count"] = self.step_count
        ms = []
        vs = []
        for p in self._all_params():
            st = self.state.get(id(p))
            ms.append(st["exp_avg"] if st is not None else ml.zeros_like(p))
            vs.append(st["exp_avg_sq"] if st is not None else ml.zeros_like(p))
        sd["m"] = ms
        sd["v"] = vs
        return sd

    def _load_original(self, state_dict):
        if "betas" in state_dict:
            self.beta1, self.beta2 = state_dict["betas"]
        super()._load_original(state_dict)
        if "m" in state_dict:
            self.m = state_dict["m"]
        if "v" in state_dict:
            self.v = state_dict["v"]

    def _fused_cached(self, g, entry):
        """The fused ml.adam_step of group g from its cached lists; False (nothing changed) when stale.

        The entry (built by _update_group) holds the group, its params list object and
        the parameters, their state dicts and moment tensors, and the optimizer's state
        dict it was built from. It applies only while all of those are still the ones in
        use, every parameter has a .grad, the steps agree and the options allow the
        fused kernel; so the result is always that of _update_group. The kernel needs no
        no_grad (it writes the tensors' storage directly).
        """
        group, plist, params, states, ms, vs, state = entry
        if (group is not g or g["params"] is not plist or self.state is not state
                or len(plist) != len(params) or g["weight_decay"] != 0 or g["amsgrad"] or g["maximize"]
                or not self.fused):
            return False
        step = states[0]["step"] + 1
        i = 0
        for p in plist:
            st = states[i]
            if (p is not params[i] or p.grad is None or state.get(id(p)) is not st or st["step"] + 1 != step
                    or st["exp_avg"] is not ms[i] or st["exp_avg_sq"] is not vs[i]):
                return False
            i += 1
        for st in states:
            st["step"] = step
        beta1, beta2 = g["betas"]
        ml.adam_step(params, ms, vs, g["lr"], beta1, beta2, g["eps"], step)
        return True

    def _states(self, params, amsgrad):
        states = []
        for p in params:
            st = self.state.get(id(p))
            if st is None:
                st = {"step": 0, "exp_avg": ml.zeros_like(p), "exp_avg_sq": ml.zeros_like(p)}
                self.state[id(p)] = st
            if amsgrad and "max_exp_avg_sq" not in st:
                st["max_exp_avg_sq"] = ml.zeros_like(p)
            states.append(st)
        return states

    def _update_group(self, g):
        params = [p for p in g["params"] if p.grad is not None]
        if not params:
            return
        lr = g["lr"]
        beta1, beta2 = g["betas"]
        eps = g["eps"]
        weight_decay = g["weight_decay"]
        amsgrad = g["amsgrad"]
        states = self._states(params, amsgrad)
        if self._decoupled and weight_decay != 0:
            for p in params:
                p.mul_(1 - lr * weight_decay)
        if (self.fused and not amsgrad and not g["maximize"] and (weight_decay == 0 or self._decoupled)):
            step = states[0]["step"] + 1
            if all(st["step"] + 1 == step for st in states):
                for st in states:
                    st["step"] = step
                ms = [st["exp_avg"] for st in states]
                vs = [st["exp_avg_sq"] for st in states]
                ml.adam_step(params, ms, vs, lr, beta1, beta2, eps, step)
                if weight_decay == 0 and len(params) == len(g["params"]):
                    # Every parameter of the group took part: later steps reuse these lists.
                    self._fused_groups[id(g)] = (g, g["params"], params, states, ms, vs, self.state)
                return
        for p, st in zip(params, states):
            grad = p.grad
            if g["maximize"]:
                grad = -grad
            if weight_decay != 0 and not self._decoupled:
                grad = grad.clone()
                grad.add_(p, alpha=weight_decay)
            st["step"] += 1
            step = st["step"]
            exp_avg = st["exp_avg"]
            exp_avg_sq = st["exp_avg_sq"]
            exp_avg.mul_(beta1).add_(grad, alpha=1 - beta1)
            exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
            bias_correction1 = 1 - beta1 ** step
            bias_correction2 = 1 - beta2 ** step
            step_size = lr / bias_correction1
            bias_correction2_sqrt = math.sqrt(bias_correction2)
            if amsgrad:
                vmax = st["max_exp_avg_sq"]
                vmax.copy_(ml.maximum(vmax, exp_avg_sq))
                denom = (vmax.sqrt() / bias_correction2_sqrt).add_(eps)
            else:
                denom = (exp_avg_sq.sqrt() / bias_correction2_sqrt).add_(eps)
            p.addcdiv_(exp_avg, denom, value=-step_size)


class AdamW(Adam):
    """Adam with decoupled weight decay, as torch.optim.AdamW (formula of torch 1.13).

    p *= 1 - lr * weight_decay, then the Adam update without weight decay.
    Default weight_decay 1e-2, as torch.
    """

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2, amsgrad=False,
                 maximize=False, fused=None):
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, maximize, fused)
        self._decoupled = True
