"""copy.deepcopy of tensors, parameters, state dicts and modules, as torch 1.13 does it
(Tensor.__deepcopy__): graph leaves only, fresh storage, same type, requires_grad and
.grad copied, identity kept through the memo. Every check but the subclass one passes on torch 1.13
(run with ml -> torch); torch 1.13 refuses a plain subclass whose new_empty() does not
return the subclass, TensorPy copies it with its attributes (docs/differences.md)."""
import copy
import nn
from mlcheck import check_equal, expect_raises, finish

x = ml.ones(2, requires_grad=True)
expect_raises("non_leaf", RuntimeError, lambda: copy.deepcopy(x * 2),
              "Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment")

x.grad = ml.full((2,), 3.0)
z = copy.deepcopy(x)
check_equal("leaf_values", z.tolist(), [1.0, 1.0])
check_equal("leaf_requires_grad", z.requires_grad, True)
check_equal("leaf_is_leaf", z.is_leaf, True)
check_equal("leaf_grad", z.grad.tolist(), [3.0, 3.0])
check_equal("own_storage", z.data_ptr() != x.data_ptr(), True)
check_equal("own_grad_storage", z.grad.data_ptr() != x.grad.data_ptr(), True)

plain = ml.arange(6).reshape(2, 3).t()          # a non-contiguous view, no grad
c = copy.deepcopy(plain)
check_equal("view_values", c.tolist(), plain.tolist())
check_equal("view_dtype", c.dtype, plain.dtype)
check_equal("no_grad_kept", c.requires_grad, False)

p = ml.Parameter(ml.ones(1))
q = copy.deepcopy(p)
check_equal("parameter_type", type(q) is ml.Parameter, True)
check_equal("parameter_requires_grad", q.requires_grad, True)

pair = copy.deepcopy([x, x, {"k": x}])
check_equal("memo_identity", pair[0] is pair[1] and pair[2]["k"] is pair[0], True)


class Tagged(ml.Tensor):
    pass


t = Tagged(ml.ones(2))
t.meta = {"scale": [1, 2]}
u = copy.deepcopy(t)
check_equal("subclass_type", type(u) is Tagged, True)
check_equal("subclass_attrs", u.meta, {"scale": [1, 2]})
check_equal("subclass_attrs_deep", u.meta is not t.meta and u.meta["scale"] is not t.meta["scale"], True)

lin = nn.Linear(3, 2)
best = copy.deepcopy(lin.state_dict())
with ml.no_grad():
    lin.weight.fill_(0.0)
check_equal("state_dict_snapshot", float(best["weight"].abs().sum()) > 0, True)
lin.load_state_dict(best)
check_equal("state_dict_restored", lin.weight.tolist(), best["weight"].tolist())
m2 = copy.deepcopy(lin)
check_equal("module_copy_type", type(m2) is nn.Linear, True)
check_equal("module_params_fresh", m2.weight is not lin.weight and m2.weight.tolist() == lin.weight.tolist(), True)
check_equal("module_param_type", type(m2.weight) is ml.Parameter, True)
expect_raises("memo_arg", TypeError, lambda: x.__deepcopy__())
finish("deepcopy checks")
