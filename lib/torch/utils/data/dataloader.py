"""DataLoader and default_collate, as torch.utils.data (torch 1.13).

DataLoader(dataset, batch_size=1, shuffle=None, sampler=None, batch_sampler=None,
num_workers=0, collate_fn=None, pin_memory=False, drop_last=False, timeout=0,
worker_init_fn=None, generator=None, ...) iterates batches in the calling thread:
num_workers, pin_memory, prefetch_factor and persistent_workers are accepted and change
nothing but speed (worker_init_fn is not called: there are no workers).

Note [TensorDataset batches]
With the default collate, a batch of a TensorDataset is t[indices] for each tensor: one
gather per tensor instead of batch_size row views stacked (the result is the same tensor
torch.stack gives), and a copied slice when the indices are consecutive (no shuffle). That keeps
the loader's cost per batch independent of batch_size.
"""
import ml
from .dataset import IterableDataset, TensorDataset
from .sampler import SequentialSampler, RandomSampler, BatchSampler

_COLLATE_ERROR = "default_collate: batch must contain tensors, numpy arrays, numbers, dicts or lists; found {}"


def default_collate(batch):
    """Stack samples into a batch: tensors stacked on a new dim 0, floats -> float64 tensor,
    ints (and bools) -> int64 (bool) tensor, str/bytes kept as a list, dicts by key, tuples
    and lists transposed (a list of collated fields; a namedtuple keeps its type).

    Errors: TypeError for other element types; RuntimeError when the sequences in a batch
    differ in length.
    """
    elem = batch[0]
    if isinstance(elem, ml.Tensor):
        return ml.stack(list(batch), 0)
    if isinstance(elem, float):
        return ml.tensor(batch, dtype=ml.float64)
    if isinstance(elem, int):  # bool too: torch.tensor([True, ...]) is a bool tensor
        return ml.tensor(batch)
    if isinstance(elem, (str, bytes)):
        return batch
    if isinstance(elem, dict):
        out = {key: default_collate([d[key] for d in batch]) for key in elem}
        if type(elem) is not dict:
            try:
                return type(elem)(out)
            except TypeError:
                return out
        return out
    if isinstance(elem, tuple) and hasattr(elem, "_fields"):
        return type(elem)(*(default_collate(list(samples)) for samples in zip(*batch)))
    if isinstance(elem, (tuple, list)):
        it = iter(batch)
        size = len(next(it))
        if not all(len(e) == size for e in it):
            raise RuntimeError("each element in list of batch should be of equal size")
        transposed = list(zip(*batch))
        return [default_collate(list(samples)) for samples in transposed]
    raise TypeError(_COLLATE_ERROR.format(type(elem)))


def default_convert(data):
    """The collate of batch_size=None: samples pass through (containers converted element-wise)."""
    if isinstance(data, dict):
        return {k: default_convert(v) for k, v in data.items()}
    if isinstance(data, tuple) and hasattr(data, "_fields"):
        return type(data)(*(default_convert(d) for d in data))
    if isinstance(data, tuple):
        return [default_convert(d) for d in data]
    if isinstance(data, list):
        return [default_convert(d) for d in data]
    return data


def get_worker_info():
    """None: batches are always loaded in the main process here."""
    return None


class DataLoader:
    """Batches of a dataset (see the module docstring).

    Errors (torch's messages): ValueError for shuffle/sampler/batch_sampler combinations
    torch rejects, for shuffle or a sampler with an IterableDataset, for negative
    num_workers or timeout.
    """

    def __init__(self, dataset, batch_size=1, shuffle=None, sampler=None, batch_sampler=None, num_workers=0,
                 collate_fn=None, pin_memory=False, drop_last=False, timeout=0, worker_init_fn=None,
                 multiprocessing_context=None, generator=None, *, prefetch_factor=2, persistent_workers=False,
                 pin_memory_device=""):
        if num_workers < 0:
            raise ValueError("num_workers option should be non-negative; use num_workers=0 to disable "
                             "multiprocessing.")
        if timeout < 0:
            raise ValueError("timeout option should be non-negative")
        self.dataset = dataset
        self.num_workers = num_workers
        self.pin_memory = pin_memory
        self.timeout = timeout
        self.worker_init_fn = worker_init_fn
        self.prefetch_factor = prefetch_factor
        self.persistent_workers = persistent_workers
        self.generator = generator
        self._iterable = isinstance(dataset, IterableDataset)
        if self._iterable:
            if shuffle not in (None, False):
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified shuffle option, but got "
                                 f"shuffle={shuffle}")
            if sampler is not None:
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified sampler option, but got "
                                 f"sampler={sampler}")
            if batch_sampler is not None:
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified batch_sampler option, "
                                 f"but got batch_sampler={batch_sampler}")
        else:
            shuffle = bool(shuffle)
            if sampler is not None and shuffle:
                raise ValueError("sampler option is mutually exclusive with shuffle")
        if batch_sampler is not None:
            if batch_size != 1 or shuffle or sampler is not None or drop_last:
                raise ValueError("batch_sampler option is mutually exclusive with batch_size, shuffle, sampler, "
                                 "and drop_last")
            batch_size = None
            drop_last = False
        elif batch_size is None and drop_last:
            raise ValueError("batch_size=None option disables auto-batching and is mutually exclusive with "
                             "drop_last")
        if sampler is None and not self._iterable:
            sampler = RandomSampler(dataset, generator=generator) if shuffle else SequentialSampler(dataset)
        if batch_size is not None and batch_sampler is None and not self._iterable:
            batch_sampler = BatchSampler(sampler, batch_size, drop_last)
        self.batch_size = batch_size
        self.drop_last = drop_last
        self.sampler = sampler
        self.batch_sampler = batch_sampler
        self._default_collate = collate_fn is None
        if collate_fn is None:
            collate_fn = default_collate if batch_size is not None or batch_sampler is not None else default_convert
        self.collate_fn = collate_fn

    def __len__(self):
        if self._iterable:
            n = len(self.dataset)
            if self.batch_size is None:
                return n
            return n // self.batch_size if self.drop_last else (n + self.batch_size - 1) // self.batch_size
        if self.batch_sampler is not None:
            return len(self.batch_sampler)
        return len(self.sampler)

    def __iter__(self):
        if self._iterable:
            return self._iter_iterable()
        if self.batch_sampler is None:
            return (self.collate_fn(self.dataset[i]) for i in self.sampler)
        if self._default_collate and type(self.dataset) is TensorDataset:
            return self._iter_tensor_batches()
        return (self.collate_fn([self.dataset[i] for i in batch]) for batch in self.batch_sampler)

    def _iter_iterable(self):
        if self.batch_size is None:
            for x in self.dataset:
                yield self.collate_fn(x)
            return
        batch = []
        for x in self.dataset:
            batch.append(x)
            if len(batch) == self.batch_size:
                yield self.collate_fn(batch)
                batch = []
        if batch and not self.drop_last:
            yield self.collate_fn(batch)

    def _iter_tensor_batches(self):
        # Note [TensorDataset batches]
        tensors = self.dataset.tensors
        for batch in self.batch_sampler:
            first = batch[0]
            n = len(batch)
            if batch[n - 1] - first == n - 1 and batch == list(range(first, first + n)):
                yield [t[first:first + n].clone() for t in tensors]
            else:
                index = ml.tensor(batch, dtype=ml.int64)
                yield [t[index] for t in tensors]
