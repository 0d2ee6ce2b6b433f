"""torch.autograd.gradcheck: compares the gradients autograd computes with central finite
differences, input element by input element (so meant for small inputs, in float64).

For every input that requires grad and every element of it, the numerical Jacobian column
is (f(x + eps) - f(x - eps)) / (2 eps) over all outputs; the analytical Jacobian rows come
from torch.autograd.grad with one-hot grad_outputs. They must agree within
atol + rtol * |numerical|. gradgradcheck does the same for the first derivative taken
with create_graph=True (Note [Double backward]).
"""
import ml


class GradcheckError(RuntimeError):
    """torch.autograd.gradcheck.GradcheckError: a gradient check failed."""


def _as_tuple(x):
    return (x,) if isinstance(x, ml.Tensor) else tuple(x)


def _outputs(fn, inputs):
    with ml.enable_grad():  # fn may itself differentiate (gradgradcheck's first derivative)
        out = _as_tuple(fn(*inputs))
    return [o.detach().reshape(-1).clone() for o in out if isinstance(o, ml.Tensor)]


def gradcheck(func, inputs, *, eps=1e-6, atol=1e-5, rtol=1e-3, raise_exception=True, check_sparse_nnz=False,
              nondet_tol=0.0, check_undefined_grad=True, check_grad_dtypes=False, check_batched_grad=False,
              check_batched_forward_grad=False, check_forward_ad=False, check_backward_ad=True,
              fast_mode=False):
    """True when func's analytical gradients match finite differences; otherwise raises
    GradcheckError (or returns False with raise_exception=False)."""
    inputs = _as_tuple(inputs)
    diff = [i for i, x in enumerate(inputs) if isinstance(x, ml.Tensor) and x.requires_grad]
    if not diff:
        raise ValueError("gradcheck expects at least one input tensor to require gradient, but none of the them "
                         "have requires_grad=True.")

    def fail(msg):
        if raise_exception:
            raise GradcheckError(msg)
        return False
    for i in diff:
        if inputs[i].dtype != ml.float64:
            import warnings
            warnings.warn(f"Input #{i} requires gradient and is not a double precision floating point. This check "
                          f"will likely fail if all the inputs are not of double precision floating point. ")
    outs = _as_tuple(func(*inputs))
    outs = [o for o in outs if isinstance(o, ml.Tensor)]
    diff_outs = [k for k, o in enumerate(outs) if o.requires_grad]
    # every analytical Jacobian first: perturbing an input in place invalidates the graph
    analytical = {}
    for k, o in enumerate(outs):
        if not o.dtype.is_floating_point:
            continue
        for i in diff:
            n = inputs[i].numel()
            rows = []
            for j in range(o.numel()):
                if k not in diff_outs:
                    rows.append([0.0] * n)
                    continue
                go = ml.zeros(o.numel(), dtype=o.dtype)
                go[j] = 1.0
                g = ml.grad([o], [inputs[i]], [go.reshape(tuple(o.shape))], True, False, True)[0]
                rows.append([0.0] * n if g is None else g.reshape(-1).tolist())
            analytical[(k, i)] = rows
    for i in diff:
        flat = inputs[i].detach().reshape(-1)
        for c in range(inputs[i].numel()):
            orig = flat[c].item()
            with ml.no_grad():
                flat[c] = orig + eps
            plus = _outputs(func, inputs)
            with ml.no_grad():
                flat[c] = orig - eps
            minus = _outputs(func, inputs)
            with ml.no_grad():
                flat[c] = orig
            for k, o in enumerate(outs):
                if (k, i) not in analytical:
                    continue
                p, m = plus[k].tolist(), minus[k].tolist()
                for j in range(o.numel()):
                    num = (p[j] - m[j]) / (2 * eps)
                    ana = analytical[(k, i)][j][c]
                    if abs(num - ana) > atol + rtol * abs(num):
                        return fail(f"Jacobian mismatch for output {k} with respect to input {i},\n"
                                    f"numerical:{num}\nanalytical:{ana}\n(element {j} of the output, {c} of the "
                                    f"input)")
    return True


def gradgradcheck(func, inputs, grad_outputs=None, *, eps=1e-6, atol=1e-5, rtol=1e-3, gen_non_contig_grad_outputs=False,
                  raise_exception=True, **kwargs):
    """gradcheck of the first derivative: the gradients of func's outputs (with grad_outputs,
    random when None) with respect to its inputs, taken with create_graph=True, checked
    against finite differences of themselves (Note [Double backward])."""
    inputs = _as_tuple(inputs)
    diff = [x for x in inputs if isinstance(x, ml.Tensor) and x.requires_grad]
    if grad_outputs is None:
        outs = [o for o in _as_tuple(func(*inputs)) if isinstance(o, ml.Tensor) and o.requires_grad]
        grad_outputs = tuple(ml.randn_like(o).requires_grad_() for o in outs)
    grad_outputs = _as_tuple(grad_outputs)
    n = len(inputs)

    def first_derivative(*args):
        xs, gos = args[:n], args[n:]
        outs = [o for o in _as_tuple(func(*xs)) if isinstance(o, ml.Tensor) and o.requires_grad]
        wanted = [x for x in xs if isinstance(x, ml.Tensor) and x.requires_grad]
        return tuple(g for g in ml.grad(outs, wanted, list(gos), True, True, True) if g is not None)
    del diff
    return gradcheck(first_derivative, inputs + grad_outputs, eps=eps, atol=atol, rtol=rtol,
                     raise_exception=raise_exception)
