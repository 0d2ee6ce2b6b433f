"""torch.utils: data (Dataset, DataLoader, ...)."""
from . import data
