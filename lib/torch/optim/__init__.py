"""torch.optim: the optimisers of the nn package under torch's names (one implementation:
torch.optim.SGD IS nn.SGD), and lr_scheduler."""
from nn.optim import Optimizer, SGD, Adam, AdamW
from nn.optim_adaptive import Adagrad, Adadelta, RMSprop
from nn.optim_lbfgs import LBFGS
from . import lr_scheduler
