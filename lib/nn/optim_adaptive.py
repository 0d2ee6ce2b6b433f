"""Adaptive-rate optimisers, as torch.optim (formulas of torch 1.13, foreach=False):
Adagrad, Adadelta, RMSprop. Same base class and checkpoint format as nn.optim's
(Optimizer: param_groups, state by parameter, state_dict/load_state_dict, save/load).

With g the gradient (negated when maximize) plus weight_decay * p:
  Adagrad   clr = lr / (1 + (step - 1) * lr_decay); sum += g*g; p -= clr * g / (sqrt(sum) + eps)
  Adadelta  v = rho*v + (1-rho)*g*g; delta = sqrt(u + eps) / sqrt(v + eps) * g;
            u = rho*u + (1-rho)*delta*delta; p -= lr * delta
  RMSprop   v = alpha*v + (1-alpha)*g*g; centered: a = alpha*a + (1-alpha)*g, avg = sqrt(v - a*a) + eps,
            else avg = sqrt(v) + eps; momentum: b = momentum*b + g/avg, p -= lr*b; else p -= lr*g/avg
State keys are torch's: step, sum / square_avg, acc_delta / square_avg, momentum_buffer, grad_avg.
"""
import ml
from .optim import Optimizer


def _check(name, value, low=0.0, high=None):
    if value < low or (high is not None and value > high):
        raise ValueError(f"Invalid {name}: {value}")


def _grad(p, g):
    grad = p.grad
    if g["maximize"]:
        grad = -grad
    if g["weight_decay"] != 0:
        grad = grad + p * g["weight_decay"]
    return grad


class Adagrad(Optimizer):
    """torch.optim.Adagrad(params, lr=1e-2, lr_decay=0, weight_decay=0, initial_accumulator_value=0, eps=1e-10).

    Errors: ValueError for a negative lr, lr_decay, weight_decay, initial_accumulator_value or eps.
    """

    def __init__(self, params, lr=1e-2, lr_decay=0, weight_decay=0, initial_accumulator_value=0, eps=1e-10,
                 foreach=None, *, maximize=False):
        _check("learning rate", lr)
        _check("lr_decay value", lr_decay)
        _check("weight_decay value", weight_decay)
        _check("initial_accumulator_value value", initial_accumulator_value)
        _check("epsilon value", eps)
        super().__init__(params, {"lr": lr, "lr_decay": lr_decay, "eps": eps, "weight_decay": weight_decay,
                                  "initial_accumulator_value": initial_accumulator_value, "maximize": maximize})
        # torch creates the state at construction
        for g in self.param_groups:
            for p in g["params"]:
                self.state[id(p)] = {"step": 0, "sum": ml.full_like(p, float(g["initial_accumulator_value"]))}

    def step(self, closure=None):
        loss = None
        if closure is not None:
            with ml.enable_grad():
                loss = closure()
        with ml.no_grad():
            for g in self.param_groups:
                for p in g["params"]:
                    if p.grad is None:
                        continue
                    st = self.state.setdefault(id(p), {"step": 0, "sum": ml.full_like(
                        p, float(g["initial_accumulator_value"]))})
                    grad = _grad(p, g)
                    st["step"] += 1
                    clr = g["lr"] / (1 + (st["step"] - 1) * g["lr_decay"])
                    st["sum"].addcmul_(grad, grad, value=1)
                    std = st["sum"].sqrt() + g["eps"]
                    p.addcdiv_(grad, std, value=-clr)
        return loss


class Adadelta(Optimizer):
    """torch.optim.Adadelta(params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0).

    Errors: ValueError for a negative lr/eps/weight_decay or rho outside [0, 1].
    """

    def __init__(self, params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0, foreach=None, *, maximize=False):
        _check("learning rate", lr)
        _check("rho value", rho, 0.0, 1.0)
        _check("epsilon value", eps)
        _check("weight_decay value", weight_decay)
        super().__init__(params, {"lr": lr, "rho": rho, "eps": eps, "weight_decay": weight_decay,
                                  "maximize": maximize})

    def step(self, closure=None):
        loss = None
        if closure is not None:
            with ml.enable_grad():
                loss = closure()
        with ml.no_grad():
            for g in self.param_groups:
                rho, eps, lr = g["rho"], g["eps"], g["lr"]
                for p in g["params"]:
                    if p.grad is None:
                        continue
                    st = self.state.get(id(p))
                    if st is None:
                        st = {"step": 0, "square_avg": ml.zeros_like(p), "acc_delta": ml.zeros_like(p)}
                        self.state[id(p)] = st
                    grad = _grad(p, g)
                    st["step"] += 1
                    square_avg, acc_delta = st["square_avg"], st["acc_delta"]
                    square_avg.mul_(rho).addcmul_(grad, grad, value=1 - rho)
                    std = (square_avg + eps).sqrt()
                    delta = (acc_delta + eps).sqrt() / std * grad
                    acc_delta.mul_(rho).addcmul_(delta, delta, value=1 - rho)
                    p.add_(delta, alpha=-lr)
        return loss


class RMSprop(Optimizer):
    """torch.optim.RMSprop(params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0, momentum=0, centered=False).

    Errors: ValueError for a negative lr, eps, momentum, weight_decay or alpha.
    """

    def __init__(self, params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0, momentum=0, centered=False,
                 foreach=None, maximize=False, differentiable=False):
        _check("learning rate", lr)
        _check("epsilon value", eps)
        _check("momentum value", momentum)
        _check("weight_decay value", weight_decay)
        _check("alpha value", alpha)
        super().__init__(params, {"lr": lr, "momentum": momentum, "alpha": alpha, "eps": eps,
                                  "centered": centered, "weight_decay": weight_decay, "maximize": maximize})

    def step(self, closure=None):
        loss = None
        if closure is not None:
            with ml.enable_grad():
                loss = closure()
        with ml.no_grad():
            for g in self.param_groups:
                alpha, eps, lr, momentum = g["alpha"], g["eps"], g["lr"], g["momentum"]
                for p in g["params"]:
                    if p.grad is None:
                        continue
                    st = self.state.get(id(p))
                    if st is None:
                        st = {"step": 0, "square_avg": ml.zeros_like(p)}
                        if momentum > 0:
                            st["momentum_buffer"] = ml.zeros_like(p)
                        if g["centered"]:
                            st["grad_avg"] = ml.zeros_like(p)
                        self.state[id(p)] = st
                    grad = _grad(p, g)
                    st["step"] += 1
                    square_avg = st["square_avg"]
                    square_avg.mul_(alpha).addcmul_(grad, grad, value=1 - alpha)
                    if g["centered"]:
                        grad_avg = st.setdefault("grad_avg", ml.zeros_like(p))
                        grad_avg.mul_(alpha).add_(grad, alpha=1 - alpha)
                        avg = (square_avg - grad_avg * grad_avg).sqrt() + eps
                    else:
                        avg = square_avg.sqrt() + eps
                    if momentum > 0:
                        buf = st.setdefault("momentum_buffer", ml.zeros_like(p))
                        buf.mul_(momentum).addcdiv_(grad, avg, value=1)
                        p.add_(buf, alpha=-lr)
                    else:
                        p.addcdiv_(grad, avg, value=-lr)
        return loss
