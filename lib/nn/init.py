"""Parameter initialisers, as torch.nn.init (the subset the layers use and users ask for).

Every function fills its tensor in place under ml.no_grad() and returns it.
Formulas: torch.nn.init (kaiming_uniform_, xavier_uniform_, calculate_gain,
_calculate_fan_in_and_fan_out). Random draws come from ml's generator
(ml.manual_seed), so values differ from torch's while the distributions match.
"""
import math
import ml


def calculate_gain(nonlinearity, param=None):
    """Recommended gain for a nonlinearity, as torch.nn.init.calculate_gain.

    Errors: ValueError for an unknown nonlinearity.
    """
    if nonlinearity in ("linear", "conv1d", "conv2d", "conv3d", "sigmoid",
                        "conv_transpose1d", "conv_transpose2d", "conv_transpose3d"):
        return 1.0
    if nonlinearity == "tanh":
        return 5.0 / 3
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        slope = 0.01 if param is None else param
        return math.sqrt(2.0 / (1 + slope ** 2))
    if nonlinearity == "selu":
        return 3.0 / 4
    raise ValueError(f"Unsupported nonlinearity {nonlinearity}")


def calculate_fan_in_and_fan_out(tensor):
    """(fan_in, fan_out) of a weight of shape [out, in, *kernel], as torch.

    Errors: ValueError for tensors with fewer than 2 dimensions.
    """
    shape = tensor.shape
    if len(shape) < 2:
        raise ValueError("Fan in and fan out can not be computed for tensor with fewer than 2 dimensions")
    receptive = 1
    for d in shape[2:]:
        receptive *= d
    return shape[1] * receptive, shape[0] * receptive


def uniform_(tensor, a=0.0, b=1.0):
    """Fill tensor with U(a, b) draws; returns it."""
    with ml.no_grad():
        tensor.uniform_(a, b)
    return tensor


def normal_(tensor, mean=0.0, std=1.0):
    """Fill tensor with N(mean, std^2) draws; returns it."""
    with ml.no_grad():
        tensor.normal_(mean, std)
    return tensor


def constant_(tensor, val):
    """Fill tensor with val; returns it."""
    with ml.no_grad():
        tensor.fill_(val)
    return tensor


def zeros_(tensor):
    """Fill tensor with 0; returns it."""
    with ml.no_grad():
        tensor.zero_()
    return tensor


def ones_(tensor):
    """Fill tensor with 1; returns it."""
    return constant_(tensor, 1.0)


def kaiming_uniform_(tensor, a=0.0, mode="fan_in", nonlinearity="leaky_relu"):
    """U(-bound, bound) with bound = gain * sqrt(3 / fan), as torch.nn.init.kaiming_uniform_.

    With a=sqrt(5) (torch's layer default) bound = 1/sqrt(fan_in).
    """
    fan_in, fan_out = calculate_fan_in_and_fan_out(tensor)
    fan = fan_in if mode == "fan_in" else fan_out
    gain = calculate_gain(nonlinearity, a)
    bound = math.sqrt(3.0) * gain / math.sqrt(fan)
    return uniform_(tensor, -bound, bound)


def xavier_uniform_(tensor, gain=1.0):
    """U(-a, a) with a = gain * sqrt(6 / (fan_in + fan_out)), as torch.nn.init.xavier_uniform_."""
    fan_in, fan_out = calculate_fan_in_and_fan_out(tensor)
    bound = gain * math.sqrt(6.0 / (fan_in + fan_out))
    return uniform_(tensor, -bound, bound)


def fan_in_uniform_(tensor, fan_in):
    """U(-1/sqrt(fan_in), 1/sqrt(fan_in)): torch's default bias init for Linear and Conv."""
    bound = 1.0 / math.sqrt(fan_in) if fan_in > 0 else 0.0
    return uniform_(tensor, -bound, bound)
