"""torch.utils.data: datasets, samplers, DataLoader, random_split, default_collate (torch 1.13)."""
from .dataset import (Dataset, IterableDataset, TensorDataset, Subset, ConcatDataset, ChainDataset,
                      random_split)
from .sampler import (Sampler, SequentialSampler, RandomSampler, SubsetRandomSampler, WeightedRandomSampler,
                      BatchSampler)
from .dataloader import DataLoader, default_collate, default_convert, get_worker_info
from . import dataloader
