"""torch.autograd.Function: custom differentiable operations written in Python.

    class Cube(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x ** 3
        @staticmethod
        def backward(ctx, grad_output):
            x, = ctx.saved_tensors
            return 3 * x ** 2 * grad_output
    y = Cube.apply(x)

apply(*args) runs forward(ctx, *args) under no_grad, then (grad mode on and some tensor
argument requiring grad) gives the differentiable output a grad_fn named
"<Class>Backward" whose backward the engine calls with the output's gradient
(ml._record_function, src/stdlib/ml/custom_function.cpp, Note [Custom function nodes]).
backward returns one gradient per forward argument (None for non-tensors and for inputs
that need none), as torch checks. ctx: save_for_backward / saved_tensors (the node's
saved tensors, version-checked, freed after backward), needs_input_grad,
mark_non_differentiable, set_materialize_grads, mark_dirty (accepted), and any
attribute the forward stores. Several differentiable outputs are packed into one node
(Note [Functions with several outputs]).
"""
import ml


class FunctionCtx:
    """The ctx of one Function application."""

    def save_for_backward(self, *tensors):
        for i, t in enumerate(tensors):
            if t is not None and not isinstance(t, ml.Tensor):
                raise TypeError(f"save_for_backward can only save variables, but argument {i} is of type "
                                f"{type(t).__name__}")
        self._tp_to_save = tensors

    @property
    def saved_tensors(self):
        key = self.__dict__.get("_tp_key")
        if key is None:
            return tuple(self.__dict__.get("_tp_to_save", ()))
        return ml._function_saved(key)

    def mark_non_differentiable(self, *tensors):
        self._tp_non_diff = tensors

    def mark_dirty(self, *tensors):
        self._tp_dirty = tensors

    def set_materialize_grads(self, value):
        self.materialize_grads = bool(value)

    def _tp_backward(self, grad):
        # Called by the engine: runs backward and maps its results onto the tensor inputs.
        cls = self._tp_cls
        name = cls.__name__ + "Backward"
        multi = self.__dict__.get("_tp_multi")
        if multi is None:
            result = cls.backward(self, grad)
        else:  # Note [Functions with several outputs]: split the packed gradient
            grads = []
            packed = sum(1 for m in multi if m[0] == "diff") > 1
            for kind, shape, dtype, off, n in multi:
                if kind == "diff":
                    grads.append(grad[off:off + n].reshape(shape) if packed else grad)
                elif kind == "tensor":
                    grads.append(ml.zeros(shape, dtype=dtype) if self.materialize_grads else None)
                else:
                    grads.append(None)
            result = cls.backward(self, *grads)
        if not isinstance(result, tuple):
            result = (result,)
        n = len(self._tp_is_tensor)
        if len(result) != n:
            if len(result) > n and all(g is None for g in result[n:]):
                result = result[:n]
            else:
                raise RuntimeError(f"function {name} returned an incorrect number of gradients (expected {n}, "
                                   f"got {len(result)})")
        grads = []
        for i, (g, is_tensor) in enumerate(zip(result, self._tp_is_tensor)):
            if not is_tensor:
                if g is not None:
                    raise RuntimeError(f"function {name} returned a gradient different than None at position "
                                       f"{i + 1}, but the corresponding forward input was not a Variable")
                continue
            if g is not None and not isinstance(g, ml.Tensor):
                raise TypeError(f"function {name} returned a gradient of type {type(g).__name__} at position "
                                f"{i + 1}: expected a Tensor or None")
            grads.append(g)
        return tuple(grads)


class BackwardCFunction(FunctionCtx):
    """torch's name for the ctx class."""


class Function:
    """Base class of custom autograd functions: subclasses define the static methods
    forward(ctx, *args) and backward(ctx, *grad_outputs) and are called through apply."""

    def __init__(self, *args, **kwargs):
        pass

    def __call__(self, *args, **kwargs):
        raise RuntimeError("Legacy autograd function with non-static forward method is deprecated. Please use new-style "
                           "autograd function with static forward method. (Example: "
                           "https://pytorch.org/docs/stable/autograd.html#torch.autograd.Function)")

    @staticmethod
    def forward(ctx, *args, **kwargs):
        raise NotImplementedError("You must implement the forward function for custom autograd.Function.")

    @staticmethod
    def backward(ctx, *grad_outputs):
        raise NotImplementedError("You must implement either the backward or vjp method for your custom "
                                  "autograd.Function to use it with backward mode AD.")

    vjp = backward

    @classmethod
    def apply(cls, *args, **kwargs):
        if kwargs:
            raise TypeError("apply() takes no keyword arguments")
        ctx = BackwardCFunction()
        ctx._tp_cls = cls
        is_tensor = tuple(isinstance(a, ml.Tensor) for a in args)
        ctx._tp_is_tensor = is_tensor
        ctx.needs_input_grad = tuple(t and a.requires_grad for a, t in zip(args, is_tensor))
        ctx.materialize_grads = True
        with ml.no_grad():
            outputs = cls.forward(ctx, *args)
        if not ml.is_grad_enabled() or not any(ctx.needs_input_grad):
            ctx.__dict__.pop("_tp_to_save", None)
            return outputs
        inputs = [a for a in args if isinstance(a, ml.Tensor)]
        non_diff = ctx.__dict__.get("_tp_non_diff", ())
        single = isinstance(outputs, ml.Tensor)
        seq = (outputs,) if single else tuple(outputs) if isinstance(outputs, (tuple, list)) else None
        if seq is None:
            return outputs
        diff = [i for i, o in enumerate(seq) if isinstance(o, ml.Tensor) and o.dtype.is_floating_point
                and not any(o is nd for nd in non_diff)]
        if not diff:
            return outputs
        saved = ctx.__dict__.pop("_tp_to_save", ())
        if len(diff) > 1 or not single:
            return _apply_multi(cls, ctx, inputs, seq, diff, saved, outputs)
        out, key = ml._record_function(ctx, inputs, seq[diff[0]], tuple(saved), cls.__name__ + "Backward",
                                       ctx._tp_backward)
        ctx._tp_key = key
        if single:
            return out
        result = list(seq)
        result[diff[0]] = out
        return tuple(result) if isinstance(outputs, tuple) else result


# Note [Functions with several outputs]
# The engine's custom-function node has one output. A forward returning several
# differentiable tensors is recorded as one node whose output is their concatenation
# (flattened, in order); each returned tensor is a reshaped slice of it, so the engine
# delivers one packed gradient (zeros where an output got none) that _tp_backward splits
# back into one gradient per forward output (zeros, or None without materialize_grads,
# for the non-differentiable ones) before calling backward(ctx, *grads). The outputs'
# grad_fn is therefore the slice's (ViewBackward0), not <Class>Backward; all
# differentiable outputs must share one dtype. With one differentiable output among
# several, that output is the node's own (grad_fn <Class>Backward) and backward still gets
# one gradient per forward output, as torch.
def _apply_multi(cls, ctx, inputs, seq, diff, saved, outputs):
    dtypes = {seq[i].dtype for i in diff}
    if len(dtypes) > 1:
        raise NotImplementedError(f"{cls.__name__}: differentiable outputs of different dtypes in one "
                                  "torch.autograd.Function are not supported in TensorPy")
    multi = []
    off = 0
    for i, o in enumerate(seq):
        if i in diff:
            multi.append(("diff", tuple(o.shape), o.dtype, off, o.numel()))
            off += o.numel()
        elif isinstance(o, ml.Tensor):
            multi.append(("tensor", tuple(o.shape), o.dtype, 0, 0))
        else:
            multi.append(("other", None, None, 0, 0))
    ctx._tp_multi = multi
    packed = len(diff) > 1
    flat = ml.cat([seq[i].reshape(-1) for i in diff]) if packed else seq[diff[0]]
    out, key = ml._record_function(ctx, inputs, flat, tuple(saved), cls.__name__ + "Backward", ctx._tp_backward)
    ctx._tp_key = key
    result = list(seq)
    for i, (kind, shape, _, start, n) in enumerate(multi):
        if kind == "diff":
            result[i] = out[start:start + n].reshape(shape) if packed else out
    return tuple(result) if isinstance(outputs, tuple) else result


class InplaceFunction(Function):
    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace


class NestedIOFunction(Function):
    pass


def once_differentiable(fn):
    """Marks a backward as not differentiable twice (always the case here): returns fn."""
    return fn
