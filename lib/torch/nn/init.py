"""torch.nn.init: nn.init under torch's name (every initialiser of nn.init, plus the
deprecated un-suffixed aliases torch keeps: uniform, normal, constant, xavier_uniform,
kaiming_uniform ...)."""
from nn.init import *
import nn.init as _init

for _name in dir(_init):
    if not _name.startswith("__"):
        globals()[_name] = getattr(_init, _name)
    if _name.endswith("_") and not _name.startswith("_") and _name[:-1] not in globals():
        globals()[_name[:-1]] = getattr(_init, _name)
del _name
if "_calculate_fan_in_and_fan_out" not in globals() and hasattr(_init, "calculate_fan_in_and_fan_out"):
    _calculate_fan_in_and_fan_out = _init.calculate_fan_in_and_fan_out
