"""Generate tests/ml/fixtures_ml/torch_surface.json from PyTorch (run once with a Python that has torch):

    /usr/bin/python3 tests/ml/gen_torch_surface_fixtures.py

Each case is a small program run by both sides with `T` bound to torch here and to ml in
test_torch_surface.py, and the named inputs bound to fixed tensors. Float inputs require
grad; the case sets `out`. Recorded: out's value (tensor or Python value), its grad_fn
name, and the gradients of sum(out * seed) for every float input. Error cases record the
exception type and message torch raises.
"""
import json
import os

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fixtures_ml", "torch_surface.json")
DTYPES = {torch.float32: "float32", torch.float64: "float64", torch.int64: "int64", torch.bool: "bool",
          torch.int32: "int32", torch.uint8: "uint8"}


def enc(t):
    t = t.detach()
    return {"dtype": DTYPES[t.dtype], "shape": list(t.shape), "data": t.reshape(-1).tolist()}


def make(spec, gen):
    kind = spec[0]
    if kind == "randn":
        return torch.randn(*spec[1], generator=gen, dtype=torch.float64 if len(spec) > 2 else torch.float32)
    if kind == "int":
        return torch.randint(0, spec[2], tuple(spec[1]), generator=gen)
    if kind == "bool":
        return torch.rand(*spec[1], generator=gen) > 0.5
    if kind == "pos":
        return torch.rand(*spec[1], generator=gen) + 0.1
    raise ValueError(kind)


# (name, program, inputs)
CASES = [
    ("norm_default", "out = x.norm()", {"x": ("randn", [3, 4])}),
    ("norm_p1_dim", "out = x.norm(p=1, dim=1)", {"x": ("randn", [3, 4])}),
    ("norm_p2_dim_keepdim", "out = x.norm(2, 0, True)", {"x": ("randn", [3, 4])}),
    ("norm_inf", "out = x.norm(float('inf'), dim=1)", {"x": ("randn", [3, 4])}),
    ("norm_p3_dims", "out = T.norm(x, p=3, dim=(0, 2))", {"x": ("randn", [2, 3, 4])}),
    ("narrow", "out = x.narrow(1, 1, 2)", {"x": ("randn", [3, 4])}),
    ("narrow_negative_start", "out = x.narrow(0, -2, 2) * 2", {"x": ("randn", [3, 4])}),
    ("narrow_end_empty", "out = x.narrow(1, 4, 0)", {"x": ("randn", [3, 4])}),
    ("new_zeros", "out = x.new_zeros(2, 3)", {"x": ("randn", [3], 64)}),
    ("new_ones_tuple_dtype", "out = x.new_ones((2,), dtype=T.int64)", {"x": ("randn", [3])}),
    ("new_full_keeps_dtype", "out = x.long().new_full((2, 2), 3.5)", {"x": ("randn", [3])}),
    ("new_tensor", "out = x.new_tensor([[1, 2], [3, 4]])", {"x": ("randn", [3], 64)}),
    ("new_tensor_int_self", "out = x.new_tensor([1.5, 2.7])", {"x": ("int", [3], 5)}),
    ("new_empty_shape", "out = list(x.new_empty(2, 5).shape)", {"x": ("randn", [3])}),
    ("type_str_float", "out = x.type()", {"x": ("randn", [3])}),
    ("type_str_long", "out = x.long().type()", {"x": ("randn", [3])}),
    ("type_str_double", "out = x.double().type()", {"x": ("randn", [3])}),
    ("type_str_bool", "out = (x > 0).type()", {"x": ("randn", [3])}),
    ("type_str_byte", "out = x.byte().type()", {"x": ("pos", [3])}),
    ("type_to_dtype", "out = x.type(T.int64)", {"x": ("pos", [3])}),
    ("type_to_name", "out = (x * 3).type('torch.LongTensor')", {"x": ("pos", [3])}),
    ("log1p", "out = x.log1p()", {"x": ("pos", [5])}),
    ("log1p_fn", "out = T.log1p(x)", {"x": ("pos", [2, 3])}),
    ("expm1", "out = x.expm1()", {"x": ("randn", [5])}),
    ("expm1_fn_small", "out = T.expm1(x * 1e-6)", {"x": ("randn", [4], 64)}),
    ("diag_vector", "out = T.diag(x)", {"x": ("randn", [3])}),
    ("diag_vector_above", "out = x.diag(1)", {"x": ("randn", [3])}),
    ("diag_vector_below", "out = T.diag(x, -2)", {"x": ("randn", [2])}),
    ("diag_matrix", "out = T.diag(x)", {"x": ("randn", [3, 4])}),
    ("diag_matrix_offset", "out = x.diag(2)", {"x": ("randn", [3, 4])}),
    ("diag_matrix_below", "out = T.diag(x, -1)", {"x": ("randn", [3, 4])}),
    ("diag_matrix_last", "out = T.diag(x, 3)", {"x": ("randn", [3, 4])}),
    ("diag_int", "out = T.diag(i)", {"i": ("int", [3], 9)}),
    ("tensor_sizes", "out = T.Tensor(2, 3).shape[0] * 10 + T.Tensor(2, 3).shape[1]", {}),
    ("tensor_data", "out = T.Tensor([1, 2])", {}),
    ("tensor_data_nested", "out = T.Tensor([[1, 2], [3, 4]]) * 2", {}),
    ("index_range", "out = x[range(1, 3)]", {"x": ("randn", [4, 3])}),
    ("index_range_dim1", "out = x[:, range(0, 3, 2)]", {"x": ("randn", [4, 3])}),
    ("index_list", "out = x[[0, 2, 2]]", {"x": ("randn", [4, 3])}),
    ("index_two_lists", "out = x[[0, 1, 3], [2, 0, 1]]", {"x": ("randn", [4, 3])}),
    ("index_int_tensor", "out = x[i]", {"x": ("randn", [4, 3]), "i": ("int", [2, 2], 4)}),
    ("index_bool_tensor", "out = x[b]", {"x": ("randn", [4, 3]), "b": ("bool", [4, 3])}),
    ("index_bool_rows", "out = x[b]", {"x": ("randn", [4, 3]), "b": ("bool", [4])}),
    ("index_mixed", "out = x[1:, [0, 2]]", {"x": ("randn", [4, 3])}),
    ("index_tensor_slice_tensor", "out = x[i, :, j]", {"x": ("randn", [3, 2, 4]), "i": ("int", [2], 3),
                                                       "j": ("int", [2], 4)}),
    ("setitem_list", "z = x * 1\nz[[0, 2]] = y\nout = z", {"x": ("randn", [4, 3]), "y": ("randn", [3])}),
    ("setitem_range", "z = x * 1\nz[range(1, 3)] = y\nout = z", {"x": ("randn", [4, 3]), "y": ("randn", [2, 3])}),
    ("setitem_bool", "z = x * 1\nz[b] = 0.5\nout = z", {"x": ("randn", [4, 3]), "b": ("bool", [4, 3])}),
    ("setitem_int_tensor", "z = x * 1\nz[i] = y\nout = z", {"x": ("randn", [5]), "i": ("int", [2], 5),
                                                            "y": ("randn", [2])}),
    ("grad_fn_addmm", "out = F.linear(x, w, b)",
     {"x": ("randn", [2, 3]), "w": ("randn", [4, 3]), "b": ("randn", [4])}),
    ("grad_fn_mul", "out = x * y", {"x": ("randn", [3]), "y": ("randn", [3])}),
    ("grad_fn_sum", "out = (x * 2).sum()", {"x": ("randn", [3])}),
    ("grad_fn_next_functions", "out = [f[0].name() if f[0] is not None else None "
                               "for f in (x * 2 + y).grad_fn.next_functions]",
     {"x": ("randn", [3]), "y": ("randn", [3])}),
    ("mse_int_target_forward_no_backward", "out = F.mse_loss(x, i)",
     {"x": ("randn", [4]), "i": ("int", [4], 3)}),
]

ERRORS = [
    ("narrow_start_out_of_range", "x.narrow(1, 5, 1)", {"x": ("randn", [3, 4])}),
    ("narrow_too_long", "x.narrow(1, 2, 3)", {"x": ("randn", [3, 4])}),
    ("narrow_negative_length", "x.narrow(1, 0, -1)", {"x": ("randn", [3, 4])}),
    ("narrow_0dim", "x.sum().narrow(0, 0, 1)", {"x": ("randn", [3, 4])}),
    ("narrow_bad_dim", "x.narrow(2, 0, 1)", {"x": ("randn", [3, 4])}),
    ("type_bad_name", "x.type('torch.Foo')", {"x": ("randn", [3])}),
    ("diag_3d", "T.diag(x)", {"x": ("randn", [2, 3, 4])}),
    ("from_numpy_list", "T.from_numpy([1, 2])", {}),
    ("mse_int_target_backward", "F.mse_loss(x, i).backward()",
     {"x": ("randn", [4]), "i": ("int", [4], 3)}),
    ("mse_long_long", "F.mse_loss(i, i)", {"i": ("int", [4], 3)}),
    ("mse_float64_input_float32_target_backward", "F.mse_loss(x, y.float()).backward()",
     {"x": ("randn", [4], 64), "y": ("randn", [4])}),
]


def run_program(program, inputs):
    env = {"T": torch, "F": torch.nn.functional}
    env.update(inputs)
    exec(program, env)
    return env["out"]


def main():
    cases = []
    for k, (name, program, specs) in enumerate(CASES):
        gen = torch.Generator().manual_seed(1000 + k)
        inputs = {n: make(s, gen) for n, s in specs.items()}
        for t in inputs.values():
            if t.is_floating_point():
                t.requires_grad_(True)
        try:
            out = run_program(program, inputs)
        except Exception as e:
            raise SystemExit(f"{name}: {type(e).__name__}: {e}")
        case = {"name": name, "program": program, "inputs": {n: enc(t) for n, t in inputs.items()}}
        if isinstance(out, torch.Tensor):
            case["out"] = enc(out)
            case["grad_fn"] = out.grad_fn.name() if out.grad_fn is not None else None
            if out.requires_grad and "no_backward" not in name:
                seed = torch.randn(out.shape, generator=gen, dtype=out.dtype)
                (out * seed).sum().backward()
                case["seed"] = enc(seed)
                case["grads"] = {n: enc(t.grad) for n, t in inputs.items() if t.grad is not None}
        else:
            case["value"] = out
        cases.append(case)
    errors = []
    for k, (name, program, specs) in enumerate(ERRORS):
        gen = torch.Generator().manual_seed(2000 + k)
        inputs = {n: make(s, gen) for n, s in specs.items()}
        for t in inputs.values():
            if t.is_floating_point():
                t.requires_grad_(True)
        try:
            run_program("out = " + program, inputs)
            raise SystemExit(f"{name}: torch raised nothing")
        except Exception as e:  # the case records what torch raises
            errors.append({"name": name, "program": program, "inputs": {n: enc(t) for n, t in inputs.items()},
                           "type": type(e).__name__, "message": str(e).split("\n")[0]})
    with open(OUT, "w") as f:
        json.dump({"cases": cases, "errors": errors}, f, indent=1)
        f.write("\n")
    print(f"wrote {OUT}: {len(cases)} cases, {len(errors)} error cases")


if __name__ == "__main__":
    main()
