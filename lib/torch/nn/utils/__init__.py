"""torch.nn.utils: gradient clipping and flat parameter vectors, as torch 1.13.

clip_grad_norm_(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False) -> total norm
  (a 0-dim tensor): the norm of all gradients together; when it exceeds max_norm every
  gradient is scaled in place by max_norm / (total + 1e-6) (torch's formula; scaled by the
  clamped coefficient min(1, ...)).
clip_grad_value_(parameters, clip_value): clamps every gradient to [-clip_value, clip_value].
parameters_to_vector / vector_to_parameters: one flat 1-D tensor <-> the parameters' data.
"""
import math
import ml
from . import rnn


def _grads(parameters):
    if isinstance(parameters, ml.Tensor):
        parameters = [parameters]
    return [p.grad for p in parameters if p.grad is not None], [p for p in parameters if p.grad is not None]


def clip_grad_norm_(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    """Scales all gradients so that their joint norm is at most max_norm; returns the norm before.

    Errors: RuntimeError when the norm is nan/inf and error_if_nonfinite.
    """
    if isinstance(parameters, ml.Tensor):
        parameters = [parameters]
    params = [p for p in parameters if p.grad is not None]
    max_norm = float(max_norm)
    norm_type = float(norm_type)
    if not params:
        return ml.tensor(0.0)
    with ml.no_grad():
        grads = [p.grad for p in params]
        if norm_type == math.inf:
            norms = [g.detach().abs().amax() for g in grads]
            total = norms[0] if len(norms) == 1 else ml.stack(norms).amax()
        else:
            norms = [ml.norm(g.detach(), norm_type) for g in grads]
            total = ml.norm(ml.stack(norms), norm_type)
        value = total.item()
        if error_if_nonfinite and (value != value or value in (math.inf, -math.inf)):
            raise RuntimeError(f"The total norm of order {norm_type} for gradients from `parameters` is non-finite, "
                               "so it cannot be clipped. To disable this error and scale the gradients by the "
                               "non-finite norm anyway, set `error_if_nonfinite=False`")
        coef = max_norm / (total + 1e-6)
        coef = ml.clamp(coef, max=1.0)
        for p in params:
            g = p.grad
            g.mul_(coef.to(g.dtype))
            p.grad = g
    return total


def clip_grad_norm(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False):
    """Deprecated alias of clip_grad_norm_."""
    return clip_grad_norm_(parameters, max_norm, norm_type, error_if_nonfinite)


def clip_grad_value_(parameters, clip_value, foreach=None):
    """Clamps every gradient to [-clip_value, clip_value] in place."""
    if isinstance(parameters, ml.Tensor):
        parameters = [parameters]
    clip_value = float(clip_value)
    with ml.no_grad():
        for p in parameters:
            if p.grad is not None:
                g = p.grad
                g.clamp_(-clip_value, clip_value)
                p.grad = g


def parameters_to_vector(parameters):
    """The parameters flattened and concatenated into one 1-D tensor (differentiable, as torch)."""
    return ml.cat([p.reshape(-1) for p in parameters])


def vector_to_parameters(vec, parameters):
    """Copies consecutive slices of vec into the parameters' data.

    Errors: TypeError when vec is not a tensor; RuntimeError when it is too short.
    """
    if not isinstance(vec, ml.Tensor):
        raise TypeError(f"expected torch.Tensor, but got: {type(vec).__name__}")
    pointer = 0
    with ml.no_grad():
        for p in parameters:
            n = p.numel()
            if pointer + n > vec.numel():
                raise RuntimeError("vector_to_parameters: the vector is shorter than the parameters")
            p.copy_(vec[pointer:pointer + n].reshape(p.shape))
            pointer += n
