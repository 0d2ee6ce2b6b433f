"""torch.autograd: grad, backward, Function (custom autograd functions written in Python),
the grad-mode context managers, and Variable (a no-op, as in torch since 0.4)."""
import ml
from .function import Function, FunctionCtx, once_differentiable
from .gradcheck import gradcheck, gradgradcheck, GradcheckError
from . import gradcheck as _gradcheck_module

no_grad = ml.no_grad
enable_grad = ml.enable_grad
set_grad_enabled = ml.set_grad_enabled


def _as_tuple(x):
    if isinstance(x, ml.Tensor):
        return (x,)
    return tuple(x)


def grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, only_inputs=True,
         allow_unused=False, is_grads_batched=False):
    """The gradients of sum(outputs * grad_outputs) with respect to inputs, as a tuple (None
    for an unused input when allow_unused). .grad fields are left alone.

    create_graph=True records the backward pass so the result can be differentiated again
    (Note [Double backward]: NotImplementedError for ops whose derivative is not differentiable here).
    Errors: RuntimeError when an input does not require grad or (without allow_unused) is
    not used; NotImplementedError for is_grads_batched=True.
    """
    if is_grads_batched:
        raise NotImplementedError("torch.autograd.grad(is_grads_batched=True) is not implemented in TensorPy")
    outputs = _as_tuple(outputs)
    inputs = _as_tuple(inputs)
    if grad_outputs is not None:
        grad_outputs = list(_as_tuple(grad_outputs))
        if len(grad_outputs) != len(outputs):
            raise RuntimeError(f"grad requires one grad_output per output: got {len(grad_outputs)} for "
                               f"{len(outputs)} outputs")
        for i, g in enumerate(grad_outputs):
            if g is None:  # only for one-element outputs, where it means 1 (checked by ml.grad)
                grad_outputs[i] = ml.ones_like(outputs[i]) if outputs[i].numel() == 1 else None
        if any(g is None for g in grad_outputs):
            raise RuntimeError("grad can be implicitly created only for scalar outputs")
    result = ml.grad(list(outputs), list(inputs), grad_outputs, retain_graph, create_graph, allow_unused)
    return tuple(result)


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, grad_variables=None, inputs=None):
    """Accumulate d(sum(tensors * grad_tensors))/d(leaf) into every leaf's .grad.

    Errors: NotImplementedError for inputs=...; RuntimeError as Tensor.backward.
    """
    if grad_tensors is None:
        grad_tensors = grad_variables
    if inputs is not None:
        raise NotImplementedError("torch.autograd.backward(inputs=...) is not implemented in TensorPy")
    tensors = list(_as_tuple(tensors))
    if grad_tensors is not None:
        grad_tensors = list(_as_tuple(grad_tensors))
    ml.backward(tensors, grad_tensors, retain_graph, create_graph)


def Variable(data, requires_grad=False, volatile=False):
    """torch.autograd.Variable: returns data (a Tensor), marked requires_grad when asked."""
    if requires_grad and not data.requires_grad:
        data.requires_grad_()
    return data
