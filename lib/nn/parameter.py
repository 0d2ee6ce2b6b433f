"""nn.Parameter: torch's nn name for ml.Parameter.

ml.Parameter(data) is a leaf Tensor subclass with requires_grad=True;
Module.__setattr__ registers values for which isinstance(value, ml.Parameter)
holds, and isinstance(value, nn.Parameter) is the same test.
"""
import ml

Parameter = ml.Parameter
