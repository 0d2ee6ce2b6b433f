"""torch.nn.parameter: Parameter (= nn.Parameter = ml.Parameter) and UninitializedParameter's absence."""
from nn import Parameter
