"""Cases of the 16- and 8-bit dtypes (float16, bfloat16, int16, int8, uint8): conversions,
the arithmetic and reductions PyTorch 1.13 implements for them on the CPU, type promotion,
finfo/iinfo and printing. Run by both sides:

    /usr/bin/python3 tests/torch/gen_dtype_fixtures.py   # PyTorch 1.13 -> fixtures/dtypes.json
    build/tensorpy tests/torch/test_dtypes.py            # TensorPy, compared exactly

Each case is f(torch) -> a tensor, number, string, or (nested) list of them; an exception is
recorded as its type name. Values are compared exactly: a 16-bit result must round as
PyTorch's does. Only ops PyTorch 1.13 implements for the dtype on the CPU appear here
(TensorPy computes the rest too, docs/differences.md).
"""
import math

CASES = {}
HALF = ("float16", "bfloat16")
SMALL_INT = ("int8", "int16", "uint8")


def case(fn):
    CASES[fn.__name__] = fn
    return fn


def vals(n, scale=3.0):
    return [math.sin(1.3 * i + 0.4) * scale for i in range(n)]


def data(torch, dt, *shape, scale=3.0):
    n = 1
    for s in shape:
        n *= s
    return torch.tensor(vals(n, scale), dtype=torch.float64).reshape(shape).to(getattr(torch, dt))


def per_dtype(names, fn):
    for dt in names:
        def run(torch, dt=dt):
            return fn(torch, dt)
        run.__name__ = f"{fn.__name__}_{dt}"
        CASES[run.__name__] = run


# --- conversions: rounding to nearest even, overflow, subnormals, NaN, from every dtype -----
SPECIAL = [0.0, -0.0, 1.0, 1.0009765625, 1.00048828125, 1.00146484375, 65504.0, 65519.0, 65520.0, 1e6,
           -1e6, 6e-8, 2.9802322387695312e-08, 5.9604644775390625e-08, 1e-40, 3.3895313892515355e+38,
           3.4e38, 1.00390625, 1.01171875, -2.5, 0.1, 1 / 3, float("inf"), float("-inf")]


def conv_special(torch, dt):
    x64 = torch.tensor(SPECIAL, dtype=torch.float64)
    return [x64.to(getattr(torch, dt)), x64.float().to(getattr(torch, dt)),
            torch.tensor(SPECIAL, dtype=getattr(torch, dt))]


per_dtype(HALF, conv_special)


def conv_nan(torch, dt):
    x = torch.tensor([float("nan"), 1.0], dtype=getattr(torch, dt))
    return [torch.isnan(x), x.float().isnan()]


per_dtype(HALF, conv_nan)


def conv_back(torch, dt):
    x = data(torch, dt, 3, 4, scale=100.0)
    return [x.float(), x.double(), x.to(torch.int64), x.to(torch.int32), x.to(torch.bool),
            x.to(torch.float16), x.to(torch.bfloat16)]


per_dtype(HALF + SMALL_INT, conv_back)


def conv_int_wrap(torch, dt):
    x = torch.tensor([-300, -129, -128, 127, 128, 255, 256, 40000, 70000], dtype=torch.int64)
    return [x.to(getattr(torch, dt)), torch.tensor([1.7, -1.7, 126.9, -3.5], dtype=torch.float32).to(getattr(torch, dt))]


per_dtype(SMALL_INT, conv_int_wrap)


@case
def methods(torch):
    x = data(torch, "float32", 2, 3)
    return [x.half(), x.bfloat16(), x.short(), x.char(), x.byte(), x.half().float(),
            x.type(torch.float16), x.to(dtype=torch.bfloat16), x.half().type(), x.bfloat16().type(),
            x.short().type(), x.char().type(), x.type("torch.HalfTensor")]


@case
def creation(torch):
    out = []
    for dt in (torch.float16, torch.bfloat16, torch.int8, torch.int16):
        out += [torch.zeros(2, 3, dtype=dt), torch.ones(3, dtype=dt), torch.full((2,), 7, dtype=dt),
                torch.arange(5, dtype=dt), torch.tensor([[1, 2], [3, 4]], dtype=dt), torch.eye(2, dtype=dt) if dt != torch.bfloat16 else torch.eye(2).to(dt),
                torch.empty(0, dtype=dt), torch.zeros_like(torch.ones(2), dtype=dt)]
    for dt in (torch.float16, torch.bfloat16):
        out += [torch.full((3,), 0.1, dtype=dt), torch.tensor([0.1, 1 / 3, 1e5], dtype=dt),
                torch.linspace(0, 1, 7, dtype=dt)]
    return out


@case
def element_info(torch):
    out = []
    for dt in (torch.float16, torch.bfloat16, torch.int8, torch.int16, torch.uint8):
        x = torch.zeros(3, dtype=dt)
        out += [x.element_size(), x.dtype.is_floating_point, x.dtype.is_signed, x.is_floating_point(),
                str(x.dtype), repr(x.dtype), x.nbytes if hasattr(x, "nbytes") else x.element_size() * 3]
    return out


@case
def dtype_aliases(torch):
    return [torch.half == torch.float16, torch.short == torch.int16, str(torch.half), str(torch.short)]


# --- arithmetic PyTorch 1.13 has for these dtypes on the CPU --------------------------------
def arith(torch, dt):
    x = data(torch, dt, 3, 4)
    y = data(torch, dt, 3, 4, scale=1.7).flip(0)
    return [x + y, x - y, x * y, x / y, x * 1.7, x + 1, 2.5 - x, -x, x.abs(), x * x * x,
            x > y, x == x, x.neg(), torch.maximum(x, y), torch.minimum(x, y), x.sum(), x.sum(0),
            x.sum(1, keepdim=True), x.max(), x.min(), x.amax(1), x.amin(0), x.argmax(), x.argmin(1),
            x.max(1)[0], x.max(1)[1], x.sort(1)[0], x[x > 0], x[[0, 2]], x.t().contiguous(), torch.cat([x, y]),
            torch.stack([x, y]), x.reshape(2, 6), x[1:, ::2], x.clone(), x.masked_fill(x > 1, 0),
            torch.where(x > 0, x, y), x.sign()]


per_dtype(HALF, arith)


def arith_int(torch, dt):
    x = (data(torch, "float32", 3, 4, scale=90.0)).to(getattr(torch, dt))
    y = (data(torch, "float32", 3, 4, scale=9.0) + 10).to(getattr(torch, dt))
    return [x + y, x - y, x * y, x // y, x % y, x / y, x * 3, x + 1000, x * 2.5, -x, x.abs(), x.sum(),
            x.sum(0), x.prod(0), x.max(), x.argmax(1), x.sort(1)[0], x & y, x | y, x ^ y, x > y,
            x.cumsum(1), x.to(torch.float16) + 1]


per_dtype(("int8", "int16"), arith_int)


def inplace(torch, dt):
    x = data(torch, dt, 2, 3)
    x += 1
    x *= 3
    x.add_(x)
    x[0, 0] = 0.333
    x[1] = 7
    return [x]


per_dtype(HALF, inplace)


# --- promotion ---------------------------------------------------------------------------
ALL = ("bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64")


@case
def promote_table(torch):
    return [str(torch.promote_types(getattr(torch, a), getattr(torch, b))) for a in ALL for b in ALL]


@case
def can_cast_table(torch):
    return [torch.can_cast(getattr(torch, a), getattr(torch, b)) for a in ALL for b in ALL]


@case
def result_type_table(torch):
    out = []
    for a in ALL:
        for v in (True, 3, 2.5):
            for zd in (False, True):
                t = torch.zeros(() if zd else (2,), dtype=getattr(torch, a))
                out += [str(torch.result_type(t, v)), str(torch.result_type(v, t))]
        for b in ALL:
            out.append(str(torch.result_type(torch.zeros((), dtype=getattr(torch, a)),
                                             torch.zeros(2, dtype=getattr(torch, b)))))
    out += [str(torch.result_type(2, 3.0)), str(torch.result_type(True, 3)), str(torch.result_type(2.0, True))]
    return out


@case
def mixed_ops(torch):
    h = data(torch, "float16", 4)
    b = data(torch, "bfloat16", 4)
    i8 = torch.tensor([1, -2, 3, 100], dtype=torch.int8)
    u8 = torch.tensor([1, 2, 3, 200], dtype=torch.uint8)
    return [h + b, h * 2, h + torch.tensor(2.5), h + torch.tensor(2.5, dtype=torch.float64), h + i8, b + u8,
            i8 + u8, i8 * 2, i8 + 2.5, u8 + i8.to(torch.int16), h + h.float(), b * b.double(), i8 / 3]


@case
def errors(torch):
    out = []
    for fn in (lambda: torch.finfo(torch.int32), lambda: torch.iinfo(torch.float16),
               lambda: torch.iinfo(torch.bool), lambda: torch.promote_types(torch.int8, 3),
               lambda: torch.tensor([1.0], dtype=torch.float16) & torch.tensor([1.0], dtype=torch.float16)):
        try:
            out.append(repr(fn()))
        except Exception as e:
            out.append(type(e).__name__)
    return out


@case
def finfo_iinfo(torch):
    out = []
    for n in ("float16", "bfloat16", "float32", "float64"):
        f = torch.finfo(getattr(torch, n))
        out += [repr(f), f.bits, f.eps, f.max, f.min, f.tiny, f.smallest_normal, f.resolution, f.dtype]
    for n in ("uint8", "int8", "int16", "int32", "int64"):
        f = torch.iinfo(getattr(torch, n))
        out += [repr(f), f.bits, f.max, f.min, f.dtype]
    out.append(repr(torch.finfo()))
    out.append(torch.finfo(torch.half) == torch.finfo(torch.float16))
    return out


# --- printing ----------------------------------------------------------------------------
@case
def printing(torch):
    out = []
    for dt in (torch.float16, torch.bfloat16):
        out += [repr(torch.tensor([1.0, 2.5, 3.0], dtype=dt)), repr(torch.tensor([0.1, 1 / 3, 1e4], dtype=dt)),
                repr(torch.tensor(3.5, dtype=dt)), repr(torch.tensor([], dtype=dt)),
                repr(torch.tensor([1e-5, 60000.0], dtype=dt)), repr(data(torch, "float32", 3, 4).to(dt)),
                repr(torch.tensor([float("inf"), float("nan"), -1.0], dtype=dt)), str(torch.ones(2, dtype=dt)),
                repr(torch.tensor([1.0], dtype=dt).requires_grad_()), repr(torch.tensor(7.0, dtype=dt).item())]
    for dt in (torch.int8, torch.int16, torch.uint8):
        out += [repr(torch.tensor([1, -2, 100], dtype=dt)), repr(torch.tensor(5, dtype=dt)),
                repr(torch.zeros(2, 2, dtype=dt)), repr(torch.tensor([], dtype=dt))]
    return out


@case
def tolist_item(torch):
    x = data(torch, "float16", 2, 2)
    b = data(torch, "bfloat16", 2, 2)
    i = torch.tensor([[-5, 6]], dtype=torch.int8)
    return [x.tolist(), b.tolist(), i.tolist(), x[0, 1].item(), b[1, 1].item(), i[0, 0].item(),
            float(x[0, 0]), int(i[0, 1]), type(i[0, 0].item()).__name__, type(x[0, 0].item()).__name__]


# --- autograd through a 16-bit tensor -----------------------------------------------------
@case
def grad_half(torch):
    x = data(torch, "float32", 2, 3).requires_grad_()
    y = (x.half() * 3 + 1).float()
    y.sum().backward()
    h = data(torch, "bfloat16", 3).requires_grad_()
    z = (h * h).sum()
    z.backward()
    return [x.grad, y, h.grad, str(h.grad.dtype)]
