"""torch.utils.data: datasets, samplers, DataLoader options and default_collate, with the
results torch 1.13 documents (collate types, batch counts, errors and their messages)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch
from torch.utils.data import (DataLoader, Dataset, IterableDataset, TensorDataset, Subset, ConcatDataset,
                              random_split, SequentialSampler, RandomSampler, BatchSampler, SubsetRandomSampler,
                              WeightedRandomSampler, default_collate)
import torchcheck

r = torchcheck.Report("data")


class Squares(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        return {"x": torch.tensor([float(i), float(i * i)]), "y": i, "name": f"s{i}", "w": 0.5 * i}


class Count(IterableDataset):
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return iter(range(self.n))

    def __len__(self):
        return self.n


# default_collate
b = default_collate([(torch.ones(2), 1, 2.5, "a"), (torch.zeros(2), 0, 1.5, "b")])
r.same("collate of tuples is a list", type(b), list)
r.same("collate tensors stacked", b[0].tolist(), [[1.0, 1.0], [0.0, 0.0]])
r.same("collate ints -> int64", (b[1].dtype, b[1].tolist()), (torch.int64, [1, 0]))
r.same("collate floats -> float64", (b[2].dtype, b[2].tolist()), (torch.float64, [2.5, 1.5]))
r.same("collate strings stay a list", b[3], ["a", "b"])
r.same("collate bools -> bool tensor", default_collate([True, False]).dtype, torch.bool)
d = default_collate([{"a": 1, "b": [1, 2]}, {"a": 2, "b": [3, 4]}])
r.same("collate dicts by key", (d["a"].tolist(), [t.tolist() for t in d["b"]]), ([1, 2], [[1, 3], [2, 4]]))
r.raises("collate of unequal lists", RuntimeError, default_collate, [[1, 2], [1]],
         contains="each element in list of batch should be of equal size")
r.raises("collate of objects", TypeError, default_collate, [object()], contains="default_collate: batch must contain")

# DataLoader over a map-style dataset
dl = DataLoader(Squares(10), batch_size=4)
batches = list(dl)
r.same("len(DataLoader)", (len(dl), len(batches)), (3, 3))
r.same("last partial batch", batches[-1]["y"].tolist(), [8, 9])
r.same("dict batch keys", sorted(batches[0].keys()), ["name", "w", "x", "y"])
r.same("dict batch tensors", batches[0]["x"].shape, torch.Size([4, 2]))
r.same("dict batch strings", batches[0]["name"], ["s0", "s1", "s2", "s3"])
r.same("drop_last", len(list(DataLoader(Squares(10), batch_size=4, drop_last=True))), 2)
r.same("len with drop_last", len(DataLoader(Squares(10), batch_size=4, drop_last=True)), 2)
r.same("num_workers/pin_memory accepted", len(list(DataLoader(Squares(5), batch_size=2, num_workers=4,
                                                                pin_memory=True, persistent_workers=False))), 3)
torch.manual_seed(1)
order1 = [int(v) for b in DataLoader(Squares(12), batch_size=5, shuffle=True) for v in b["y"]]
torch.manual_seed(1)
order2 = [int(v) for b in DataLoader(Squares(12), batch_size=5, shuffle=True) for v in b["y"]]
r.same("shuffle is a permutation", sorted(order1), list(range(12)))
r.same("shuffle follows manual_seed", order1, order2)
g = torch.Generator().manual_seed(5)
order3 = [int(v) for b in DataLoader(Squares(12), batch_size=5, shuffle=True, generator=g) for v in b["y"]]
g = torch.Generator().manual_seed(5)
order4 = [int(v) for b in DataLoader(Squares(12), batch_size=5, shuffle=True, generator=g) for v in b["y"]]
r.same("shuffle with a generator is reproducible", order3, order4)
custom = DataLoader(Squares(4), batch_size=2, collate_fn=lambda items: [it["y"] for it in items])
r.same("collate_fn", list(custom), [[0, 1], [2, 3]])
r.same("batch_size=None", [s["y"] for s in DataLoader(Squares(3), batch_size=None)], [0, 1, 2])
r.raises("sampler with shuffle", ValueError, DataLoader, Squares(3), sampler=SequentialSampler(range(3)),
         shuffle=True, contains="sampler option is mutually exclusive with shuffle")
r.raises("batch_sampler with batch_size", ValueError, DataLoader, Squares(3),
         batch_sampler=BatchSampler(SequentialSampler(range(3)), 2, False), batch_size=2,
         contains="batch_sampler option is mutually exclusive")
bs = DataLoader(Squares(5), batch_sampler=BatchSampler(SequentialSampler(range(5)), 2, True))
r.same("batch_sampler", [b["y"].tolist() for b in bs], [[0, 1], [2, 3]])
r.raises("negative num_workers", ValueError, DataLoader, Squares(3), num_workers=-1, contains="num_workers option")

# TensorDataset and its batches (Note [TensorDataset batches])
x = torch.arange(20.0).reshape(10, 2)
y = torch.arange(10)
ds = TensorDataset(x, y)
r.same("TensorDataset len/item", (len(ds), ds[3][0].tolist(), ds[3][1].item()), (10, [6.0, 7.0], 3))
r.raises("TensorDataset size mismatch", ValueError, TensorDataset, x, torch.arange(3),
         contains="Size mismatch between tensors")
xb, yb = next(iter(DataLoader(ds, batch_size=3)))
r.same("TensorDataset batch", (xb.tolist(), yb.tolist()), ([[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]], [0, 1, 2]))
xb.add_(100.0)
r.same("a batch is a copy, not a view of the data", x[0].tolist(), [0.0, 1.0])
torch.manual_seed(3)
seen = []
for xb, yb in DataLoader(ds, batch_size=4, shuffle=True):
    r.check("shuffled TensorDataset batch rows match labels", xb[:, 0].tolist() == [2.0 * v for v in yb.tolist()])
    seen += yb.tolist()
r.same("shuffled TensorDataset covers every sample", sorted(seen), list(range(10)))

# IterableDataset
r.same("IterableDataset batches", [b.tolist() for b in DataLoader(Count(5), batch_size=2)], [[0, 1], [2, 3], [4]])
r.same("IterableDataset drop_last", len(list(DataLoader(Count(5), batch_size=2, drop_last=True))), 2)
r.same("IterableDataset len", len(DataLoader(Count(5), batch_size=2)), 3)
r.raises("IterableDataset with shuffle", ValueError, DataLoader, Count(5), shuffle=True,
         contains="expected unspecified shuffle option")

# Subset, ConcatDataset, random_split
sub = Subset(Squares(10), [7, 2])
r.same("Subset", (len(sub), sub[0]["y"], sub[1]["y"]), (2, 7, 2))
cat = ConcatDataset([Squares(3), Squares(2)])
r.same("ConcatDataset", (len(cat), cat[3]["y"], cat[-1]["y"], cat.cumulative_sizes), (5, 0, 1, [3, 5]))
r.same("Dataset + Dataset", len(Squares(3) + Squares(4)), 7)
r.raises("ConcatDataset negative index", ValueError, cat.__getitem__, -6, contains="absolute value of index")
parts = random_split(range(10), [3, 7], generator=torch.Generator().manual_seed(42))
r.same("random_split lengths", [len(p) for p in parts], [3, 7])
r.same("random_split covers the data", sorted(list(parts[0]) + list(parts[1])), list(range(10)))
again = random_split(range(10), [3, 7], generator=torch.Generator().manual_seed(42))
r.same("random_split with a seeded generator is reproducible", list(again[0]), list(parts[0]))
frac = random_split(range(11), [0.5, 0.3, 0.2])
r.same("random_split fractions (remainder to the first)", [len(p) for p in frac], [6, 3, 2])
r.raises("random_split bad lengths", ValueError, random_split, range(5), [2, 2],
         contains="Sum of input lengths does not equal the length of the input dataset!")

# samplers
r.same("SequentialSampler", list(SequentialSampler(range(4))), [0, 1, 2, 3])
r.same("RandomSampler permutation", sorted(RandomSampler(range(6))), list(range(6)))
r.same("RandomSampler num_samples with replacement", len(list(RandomSampler(range(3), True, 7))), 7)
r.same("SubsetRandomSampler", sorted(SubsetRandomSampler([5, 9, 1])), [1, 5, 9])
r.same("BatchSampler", list(BatchSampler(range(5), 2, False)), [[0, 1], [2, 3], [4]])
r.same("len(BatchSampler)", (len(BatchSampler(range(5), 2, False)), len(BatchSampler(range(5), 2, True))), (3, 2))
r.raises("BatchSampler batch_size 0", ValueError, BatchSampler, range(5), 0, False, contains="batch_size should be")
w = list(WeightedRandomSampler([0.0, 0.0, 1.0], 4))
r.same("WeightedRandomSampler", w, [2, 2, 2, 2])
r.finish()
