"""In-place ops through views, shared by gen_inplace_fixtures.py (run with `ml` = a torch
stand-in) and test_inplace_views.py (run with TensorPy's ml); Note [Views and in-place ops]
in src/autograd/view_inplace.h.

VALUE_CASES: every in-place op applied to every kind of view of a non-leaf base x = a * 1.5
(a a leaf), with the other operand a leaf too. Each case returns the base and the view after
the op, and the gradients of sum(x * W1) + sum(v * W2) reach a (through the base's history
and, for the view's part, through its regenerated grad_fn) and the other operand.
Cases on the base itself (setitem, non-view in-place ops) are there too.
ERROR_CASES: what torch refuses, with its messages."""

SHAPE = (4, 6)


def grid(ml, *shape, shift=0.8, grad=False):
    n = 1
    for s in shape:
        n *= s
    t = (ml.arange(n, dtype=ml.float32).reshape(shape) * 1.37 % 5.0) / 7.0 - shift
    if grad:
        t.requires_grad_(True)
    return t


def weights(ml, shape, k):
    n = 1
    for s in shape:
        n *= s
    return ((ml.arange(n, dtype=ml.float32) * (0.7 + k) % 3.0) - 1.2).reshape(shape)


# --- the views: name -> f(x) returning a view of x ---
VIEWS = {
    "select": lambda ml, x: x[1],
    "select_col": lambda ml, x: x[:, 2],
    "slice": lambda ml, x: x[1:3],
    "slice_step": lambda ml, x: x[:, ::2],
    "basic_mixed": lambda ml, x: x[1:, 3],
    "none_ellipsis": lambda ml, x: x[None, ..., 1:4],
    "view": lambda ml, x: x.view(2, 12),
    "view_as": lambda ml, x: x.view_as(ml.zeros(3, 8)),
    "reshape": lambda ml, x: x.reshape(24),
    "flatten": lambda ml, x: x.flatten(),
    "transpose": lambda ml, x: x.transpose(0, 1),
    "swapaxes": lambda ml, x: x.swapaxes(1, 0),
    "permute": lambda ml, x: x.permute(1, 0),
    "t": lambda ml, x: x.t(),
    "T": lambda ml, x: x.T,
    "mT": lambda ml, x: x.mT,
    "unsqueeze": lambda ml, x: x.unsqueeze(1),
    "squeeze": lambda ml, x: x.view(4, 1, 6).squeeze(1),
    "squeeze_all": lambda ml, x: x[None].squeeze(),
    "view_of_view": lambda ml, x: x[1:3].T[2:5],
    "view_chain": lambda ml, x: x.view(2, 2, 6).permute(2, 0, 1)[1:4, 1],
    # overlapping: torch refuses most in-place ops on it, fill_/zero_/assignment write it
    "expand": lambda ml, x: x[1:2].expand(3, 6),
}


def operand(ml, shape, positive=False):
    o = grid(ml, *shape, shift=-0.3 if positive else 0.45)
    o.requires_grad_(True)
    return o


# --- the in-place ops: name -> f(ml, v) applying the op to v, returns the other leaves ---
def op_add(ml, v):
    o = operand(ml, v.shape)
    v.add_(o)
    return [o]


def op_add_alpha(ml, v):
    o = operand(ml, v.shape)
    v.add_(o, alpha=2.5)
    return [o]


def op_sub_alpha(ml, v):
    o = operand(ml, v.shape)
    v.sub_(o, alpha=0.5)
    return [o]


def op_mul(ml, v):
    o = operand(ml, v.shape)
    v.mul_(o)
    return [o]


def op_div(ml, v):
    o = operand(ml, v.shape, positive=True)
    v.div_(o)
    return [o]


def op_mul_broadcast(ml, v):
    o = operand(ml, v.shape[-1:])
    v.mul_(o)
    return [o]


def op_scalars(ml, v):
    v.add_(2).mul_(3).sub_(0.5).div_(4)
    return []


def op_fill(ml, v):
    v.fill_(2.5)
    return []


def op_zero(ml, v):
    v.zero_()
    return []


def op_copy(ml, v):
    o = operand(ml, v.shape)
    v.copy_(o)
    return [o]


def op_copy_broadcast(ml, v):
    o = operand(ml, v.shape[-1:])
    v.copy_(o)
    return [o]


def op_clamp(ml, v):
    v.clamp_(-0.3, 0.2)
    return []


def op_clip(ml, v):
    v.clip_(min=-0.1)
    return []


def op_relu(ml, v):
    v.relu_()
    return []


def op_addcmul(ml, v):
    o = operand(ml, v.shape)
    p = operand(ml, v.shape, positive=True)
    v.addcmul_(o, p, value=0.5)
    return [o, p]


def op_addcdiv(ml, v):
    o = operand(ml, v.shape)
    p = operand(ml, v.shape, positive=True)
    v.addcdiv_(o, p, value=2.0)
    return [o, p]


def op_lerp(ml, v):
    o = operand(ml, v.shape)
    v.lerp_(o, 0.3)
    return [o]


def op_lerp_tensor(ml, v):
    o = operand(ml, v.shape)
    w = operand(ml, v.shape, positive=True)
    v.lerp_(o, w)
    return [o, w]


def op_iadd(ml, v):
    o = operand(ml, v.shape)
    v += o
    return [o]


def op_isub(ml, v):
    o = operand(ml, v.shape)
    v -= o
    return [o]


def op_imul(ml, v):
    o = operand(ml, v.shape)
    v *= o
    return [o]


def op_idiv(ml, v):
    o = operand(ml, v.shape, positive=True)
    v /= o
    return [o]


def op_ipow(ml, v):
    v **= 2
    return []


def op_ipow_tensor(ml, v):
    v **= ml.full(tuple(v.shape), 3.0)  # a tensor exponent (no gradient: log of negatives)
    return []


def op_setitem_all(ml, v):
    o = operand(ml, v.shape)
    v[...] = o
    return [o]


def op_setitem_first(ml, v):
    o = operand(ml, v.shape[1:])
    v[0] = o
    return [o]


def op_setitem_number(ml, v):
    v[0] = 1.25
    return []


def op_setitem_mask(ml, v):
    o = operand(ml, (1,))
    v[v > 0] = o
    return [o]


def op_setitem_index(ml, v):
    o = operand(ml, v.shape[1:])
    v[ml.tensor([0, 1])] = o
    return [o]


def op_uniform(ml, v):
    v.uniform_()
    return []


def op_normal(ml, v):
    v.normal_()
    return []


OPS = {
    "add": op_add, "add_alpha": op_add_alpha, "sub_alpha": op_sub_alpha, "mul": op_mul, "div": op_div,
    "mul_broadcast": op_mul_broadcast, "scalars": op_scalars, "fill": op_fill, "zero": op_zero,
    "copy": op_copy, "copy_broadcast": op_copy_broadcast, "clamp": op_clamp, "clip": op_clip,
    "relu": op_relu, "addcmul": op_addcmul, "addcdiv": op_addcdiv, "lerp": op_lerp,
    "lerp_tensor": op_lerp_tensor, "iadd": op_iadd, "isub": op_isub, "imul": op_imul, "idiv": op_idiv,
    "ipow": op_ipow, "ipow_tensor": op_ipow_tensor, "setitem_all": op_setitem_all,
    "setitem_first": op_setitem_first, "setitem_number": op_setitem_number, "setitem_mask": op_setitem_mask,
    "setitem_index": op_setitem_index, "uniform": op_uniform, "normal": op_normal,
}
RANDOM_OPS = ("uniform", "normal")  # the region's values differ: masked out before comparing
NEEDS_2D = ("setitem_first", "setitem_index")
# torch names the node of these after the op (AddcmulBackward0, ...); TensorPy records the
# ops it composes them of (docs/ml.md), so only their values and gradients are compared.
UNNAMED_OPS = ("addcmul", "addcdiv", "lerp", "lerp_tensor", "ipow")


def run_case(ml, view_name, op_name):
    """Returns (outputs, leaves, grad_fn names, loss terms): outputs [x] after the op (v's
    values are x's), the loss over [x, v] (v's term reaches a through v's regenerated
    grad_fn)."""
    a = grid(ml, *SHAPE, grad=True)
    x = a * 1.5
    v = VIEWS[view_name](ml, x) if view_name != "base" else x
    others = OPS[op_name](ml, v)
    names = [x.grad_fn.name() if x.grad_fn is not None else None,
             v.grad_fn.name() if v.grad_fn is not None else None]
    if op_name in RANDOM_OPS:  # keep what does not depend on the random values
        m = ml.ones(SHAPE)
        mv = VIEWS[view_name](ml, m) if view_name != "base" else m
        mv.zero_()
        return [x * m], [a] + others, names, [x * m]
    return [x], [a] + others, names, [x, v]


def value_cases():
    cases = []
    for op_name in OPS:
        for view_name in ["base"] + list(VIEWS):
            if op_name in NEEDS_2D and view_name in ("select", "select_col", "basic_mixed", "reshape", "flatten",
                                                     "view_chain", "squeeze_all"):
                continue
            cases.append((f"{op_name}/{view_name}", view_name, op_name))
    return cases


def loss(ml, outs):
    total = None
    for k, o in enumerate(outs):
        term = (o * weights(ml, tuple(o.shape), k)).sum()
        total = term if total is None else total + term
    return total


# --- more graphs: views of the same base, saved tensors, versions ---
def g_sibling_views(ml):
    a = grid(ml, *SHAPE, grad=True)
    x = a * 1.5
    v1 = x[1]
    v2 = x[:, 2]
    o = operand(ml, (6,))
    v1.mul_(o)  # v2 overlaps v1 at x[1, 2]: its grad_fn follows the base's new history
    return [x, v1, v2], [a, o]


def g_twice(ml):
    a = grid(ml, *SHAPE, grad=True)
    x = a * 1.5
    o = operand(ml, (6,))
    x[0].mul_(o)
    x[0].add_(o)
    x[:, 1].mul_(2)
    x.mul_(x.detach() * 0 + 0.5)
    return [x], [a, o]


def g_view_then_base(ml):
    a = grid(ml, *SHAPE, grad=True)
    x = a * 1.5
    v = x[2:]
    x.mul_(3)
    return [v, x], [a]


def g_base_no_grad(ml):
    b = ml.zeros(*SHAPE)
    v = b[1]
    w = b[:, 0]
    o = operand(ml, (6,))
    v.add_(o)
    return [b, v, w], [o]


def g_leaf_view_no_grad(ml):
    a = grid(ml, *SHAPE, grad=True)
    v = a[1]
    with ml.no_grad():
        v.mul_(2)
        a[2].fill_(1.0)
    return [a * a, v * 1], [a]


def g_no_grad_view_no_grad_op(ml):
    a = grid(ml, *SHAPE, grad=True)
    x = a * 1.5
    with ml.no_grad():
        v = x[1]
        v.mul_(2)
    return [x], [a]


def g_saved_output_ok(ml):
    a = grid(ml, *SHAPE, grad=True)
    x = a * 1.5
    y = x.exp()  # saves its output, not x
    x.add_(1)
    return [y, x], [a]


def g_saved_other_view(ml):
    a = grid(ml, *SHAPE, grad=True)
    x = a * 1.5
    y = x[0] * 2  # saves nothing of x
    x[0].mul_(x[1])
    return [y, x], [a]


def g_detach_inplace(ml):
    a = grid(ml, *SHAPE, grad=True)
    x = a * 1.5
    d = x.detach()
    d[0] = 7.0  # changes x's values, not its history
    return [x], [a]


def g_split_no_grad(ml):
    a = grid(ml, *SHAPE, grad=True)
    x = a * 1.5
    with ml.no_grad():
        for p in x.split(2):
            p.mul_(2)
    return [x], [a]


def g_retain_grad(ml):
    a = grid(ml, *SHAPE, grad=True)
    x = a * 1.5
    x.retain_grad()
    x[1].mul_(3)
    return [x], [a]


GRAPH_CASES = [
    ("sibling_views", g_sibling_views), ("twice", g_twice), ("view_then_base", g_view_then_base),
    ("base_no_grad", g_base_no_grad), ("leaf_view_no_grad", g_leaf_view_no_grad),
    ("no_grad_view_no_grad_op", g_no_grad_view_no_grad_op), ("saved_output_ok", g_saved_output_ok),
    ("saved_other_view", g_saved_other_view), ("detach_inplace", g_detach_inplace),
    ("split_no_grad", g_split_no_grad), ("retain_grad", g_retain_grad),
]


# --- what torch refuses ---
def leaf(ml):
    return grid(ml, *SHAPE, grad=True)


def nonleaf(ml):
    return leaf(ml) * 1.5


def e_saved_modified(ml):
    x = nonleaf(ml)
    y = x.sin()
    x.add_(1)
    y.sum().backward()


def e_saved_modified_view(ml):
    x = nonleaf(ml)
    y = x.sin()
    x[0].add_(1)
    y.sum().backward()


def e_saved_self_mul(ml):
    x = nonleaf(ml)
    x.mul_(x)
    x.sum().backward()


def e_no_grad_view(ml):
    x = nonleaf(ml)
    with ml.no_grad():
        v = x[0]
    v.add_(1)


def e_no_grad_view_other(ml):
    x = ml.zeros(*SHAPE)
    with ml.no_grad():
        v = x[0]
    v.add_(operand(ml, (6,)))


def e_split(ml):
    nonleaf(ml).split(2)[0].add_(1)


def e_split_sizes(ml):
    nonleaf(ml).split([1, 3])[1].mul_(2)


def e_chunk(ml):
    nonleaf(ml).chunk(2)[1].fill_(0)


def e_split_base_no_grad(ml):
    ml.zeros(*SHAPE).split(2)[1].copy_(operand(ml, (2, 6)))


def e_split_setitem(ml):
    p = nonleaf(ml).split(2)[0]
    p[0] = 1.0


def e_expand(ml):
    ml.zeros(6).expand(4, 6).add_(1)


def e_expand_grad(ml):
    nonleaf(ml)[:1].expand(3, 6).mul_(2)


def e_expand_copy(ml):
    ml.zeros(6).expand(4, 6).copy_(ml.ones(4, 6))


def e_expand_clamp(ml):
    ml.zeros(6).expand(4, 6).clamp_(0, 1)


def e_div_broadcast(ml):
    nonleaf(ml).div_(ml.ones(2, 4, 6))


def e_add_broadcast_no_grad(ml):
    ml.ones(6).add_(ml.ones(2, 6))


ERROR_CASES = [
    ("leaf_add", lambda ml: leaf(ml).add_(1)),
    ("leaf_mul_tensor", lambda ml: leaf(ml).mul_(ml.ones(6))),
    ("leaf_fill", lambda ml: leaf(ml).fill_(1)),
    ("leaf_zero", lambda ml: leaf(ml).zero_()),
    ("leaf_copy", lambda ml: leaf(ml).copy_(ml.ones(6))),
    ("leaf_clamp", lambda ml: leaf(ml).clamp_(0, 1)),
    ("leaf_relu", lambda ml: leaf(ml).relu_()),
    ("leaf_normal", lambda ml: leaf(ml).normal_()),
    ("leaf_iadd", lambda ml: leaf(ml).__iadd__(1)),
    ("leaf_ipow", lambda ml: leaf(ml).__ipow__(2)),
    ("leaf_setitem_index", lambda ml: leaf(ml).__setitem__(ml.tensor([0]), 1.0)),
    ("leaf_setitem_mask", lambda ml: (lambda a: a.__setitem__(a > 0, 1.0))(leaf(ml))),
    ("leaf_view_add", lambda ml: leaf(ml)[0].add_(1)),
    ("leaf_view_T", lambda ml: leaf(ml).T.mul_(2)),
    ("leaf_view_reshape", lambda ml: leaf(ml).reshape(24).zero_()),
    ("leaf_view_of_view", lambda ml: leaf(ml)[1:][0].copy_(ml.ones(6))),
    ("leaf_view_expand", lambda ml: leaf(ml)[:1].expand(4, 6).fill_(1)),
    ("leaf_setitem", lambda ml: leaf(ml).__setitem__(0, 1.0)),
    ("leaf_setitem_slice", lambda ml: leaf(ml).__setitem__((slice(None), 1), 1.0)),
    ("saved_modified", e_saved_modified),
    ("saved_modified_view", e_saved_modified_view),
    ("saved_self_mul", e_saved_self_mul),
    ("no_grad_view", e_no_grad_view),
    ("no_grad_view_other", e_no_grad_view_other),
    ("split", e_split),
    ("split_sizes", e_split_sizes),
    ("chunk", e_chunk),
    ("split_base_no_grad", e_split_base_no_grad),
    ("split_setitem", e_split_setitem),
    ("expand", e_expand),
    ("expand_grad", e_expand_grad),
    ("expand_copy", e_expand_copy),
    ("expand_clamp", e_expand_clamp),
    ("div_broadcast", e_div_broadcast),
    ("add_broadcast_no_grad", e_add_broadcast_no_grad),
]
