"""Datasets, as torch.utils.data: Dataset (map-style: __getitem__ and __len__),
IterableDataset (__iter__), TensorDataset, Subset, ConcatDataset, ChainDataset, and
random_split (lengths or fractions, with an optional torch.Generator)."""
import math
import ml


class Dataset:
    """Map-style dataset base: subclasses define __getitem__(index) (and usually __len__)."""

    def __getitem__(self, index):
        raise NotImplementedError("Subclasses of Dataset should implement __getitem__.")

    def __add__(self, other):
        return ConcatDataset([self, other])


class IterableDataset(Dataset):
    """Iterable-style dataset base: subclasses define __iter__."""

    def __iter__(self):
        raise NotImplementedError("Subclasses of IterableDataset should implement __iter__.")

    def __add__(self, other):
        return ChainDataset([self, other])


class TensorDataset(Dataset):
    """Samples are tuple(t[i] for t in tensors). Errors: ValueError when the first sizes differ
    (torch asserts "Size mismatch between tensors")."""

    def __init__(self, *tensors):
        if tensors and any(tensors[0].shape[0] != t.shape[0] for t in tensors):
            raise ValueError("Size mismatch between tensors")
        self.tensors = tensors

    def __getitem__(self, index):
        return tuple(t[index] for t in self.tensors)

    def __len__(self):
        return self.tensors[0].shape[0]


class Subset(Dataset):
    """The samples of dataset at `indices`."""

    def __init__(self, dataset, indices):
        self.dataset = dataset
        self.indices = indices

    def __getitem__(self, idx):
        if isinstance(idx, list):
            return self.dataset[[self.indices[i] for i in idx]]
        return self.dataset[self.indices[idx]]

    def __len__(self):
        return len(self.indices)


class ConcatDataset(Dataset):
    """Several map-style datasets one after the other.

    Errors: ValueError for no datasets or a negative index past the length; TypeError for an
    IterableDataset part (torch asserts).
    """

    def __init__(self, datasets):
        self.datasets = list(datasets)
        if len(self.datasets) == 0:
            raise ValueError("datasets should not be an empty iterable")
        for d in self.datasets:
            if isinstance(d, IterableDataset):
                raise TypeError("ConcatDataset does not support IterableDataset")
        self.cumulative_sizes = []
        total = 0
        for d in self.datasets:
            total += len(d)
            self.cumulative_sizes.append(total)

    def __len__(self):
        return self.cumulative_sizes[-1]

    def __getitem__(self, idx):
        if idx < 0:
            if -idx > len(self):
                raise ValueError("absolute value of index should not exceed dataset length")
            idx = len(self) + idx
        lo, hi = 0, len(self.cumulative_sizes)
        while lo < hi:  # first dataset whose cumulative size exceeds idx
            mid = (lo + hi) // 2
            if self.cumulative_sizes[mid] <= idx:
                lo = mid + 1
            else:
                hi = mid
        sample_idx = idx if lo == 0 else idx - self.cumulative_sizes[lo - 1]
        return self.datasets[lo][sample_idx]


class ChainDataset(IterableDataset):
    """Several iterable datasets chained."""

    def __init__(self, datasets):
        self.datasets = datasets

    def __iter__(self):
        for d in self.datasets:
            for x in d:
                yield x

    def __len__(self):
        return sum(len(d) for d in self.datasets)


def random_split(dataset, lengths, generator=None):
    """Split dataset into non-overlapping random Subsets of the given lengths (or fractions
    summing to 1: floor(n * f) each, the remainder given out one by one from the first).

    Errors: ValueError when the lengths don't sum to len(dataset) or a fraction is outside [0, 1].
    """
    from ..._generator import permutation
    n = len(dataset)
    lengths = list(lengths)
    if math.isclose(sum(lengths), 1) and sum(lengths) <= 1:
        counts = []
        for i, frac in enumerate(lengths):
            if frac < 0 or frac > 1:
                raise ValueError(f"Fraction at index {i} is not between 0 and 1")
            counts.append(int(math.floor(n * frac)))
        remainder = n - sum(counts)
        for i in range(remainder):
            counts[i % len(counts)] += 1
        lengths = counts
    if sum(lengths) != n:
        raise ValueError("Sum of input lengths does not equal the length of the input dataset!")
    order = permutation(sum(lengths), generator)
    out = []
    offset = 0
    for length in lengths:
        out.append(Subset(dataset, order[offset:offset + length]))
        offset += length
    return out
