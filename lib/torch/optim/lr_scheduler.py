"""torch.optim.lr_scheduler: nn.lr_scheduler under torch's name (the same classes)."""
from nn.lr_scheduler import (LRScheduler, _LRScheduler, LambdaLR, MultiplicativeLR, StepLR, MultiStepLR,
                             ConstantLR, LinearLR, ExponentialLR, CosineAnnealingLR, ReduceLROnPlateau,
                             OneCycleLR, CyclicLR)
