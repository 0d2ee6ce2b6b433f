"""torch's random creation functions with generator=, and the sampling functions ml lacks
(normal, bernoulli, Tensor.bernoulli_/random_/exponential_/geometric_/log_normal_/cauchy_).

Without a generator (or with torch.default_generator) rand/randn/randint are ml's native
ones. With a user torch.Generator the values come from that generator's own Mersenne
Twister (random.Random, lib/torch/_generator.py), drawn in Python one element at a time
(about a million elements a second): reproducible for the same seed within TensorPy, and
independent of the global seed, as torch's; the numbers differ from PyTorch's.
"""
import math
import ml
from ._generator import default_generator

__all__ = ["rand", "randn", "randint", "normal", "bernoulli", "poisson"]


def _own(generator):
    return generator is not None and generator is not default_generator


def _shape(size):
    if len(size) == 1 and isinstance(size[0], (tuple, list, ml.Size)):
        return tuple(size[0])
    return tuple(size)


def _numel(shape):
    n = 1
    for s in shape:
        n *= s
    return n


def _finish(values, shape, dtype, requires_grad):
    t = ml.tensor(values, dtype=dtype).reshape(shape)
    if requires_grad:
        t.requires_grad_()
    return t


def rand(*dims, size=None, generator=None, dtype=None, device=None, requires_grad=False, layout=None,
         pin_memory=False, out=None):
    """Uniform [0, 1) values of the given size."""
    size = dims if size is None else (size,)
    if not _own(generator):
        return ml.rand(*size, dtype=dtype, device=device, requires_grad=requires_grad)
    shape = _shape(size)
    r = generator._random
    return _finish([r.random() for _ in range(_numel(shape))], shape, dtype or ml.float32, requires_grad)


def randn(*dims, size=None, generator=None, dtype=None, device=None, requires_grad=False, layout=None,
          pin_memory=False, out=None):
    """Standard normal values of the given size."""
    size = dims if size is None else (size,)
    if not _own(generator):
        return ml.randn(*size, dtype=dtype, device=device, requires_grad=requires_grad)
    shape = _shape(size)
    r = generator._random
    return _finish([r.gauss(0.0, 1.0) for _ in range(_numel(shape))], shape, dtype or ml.float32, requires_grad)


def randint(low=0, high=None, size=None, *, generator=None, dtype=None, device=None, requires_grad=False,
            layout=None, pin_memory=False, out=None):
    """Integers uniform in [low, high) (int64); randint(high, size) as torch."""
    if size is None and isinstance(high, (tuple, list, ml.Size)):
        low, high, size = 0, low, high  # randint(high, size)
    elif high is None and size is not None:
        low, high = 0, low  # randint(high, size=...)
    if high is None or size is None:
        raise TypeError("randint() missing required argument 'size'")
    if not _own(generator):
        kw = {} if dtype is None else {"dtype": dtype}
        return ml.randint(low, high, size, **kw)
    if high <= low:
        raise RuntimeError(f"random_ expects 'from' to be less than 'to', but got from={low} >= to={high}")
    shape = tuple(size)
    r = generator._random
    return _finish([r.randrange(low, high) for _ in range(_numel(shape))], shape, dtype or ml.int64,
                   requires_grad)


def normal(mean, std=1.0, size=None, *, generator=None, dtype=None, out=None, requires_grad=False, **kw):
    """torch.normal: tensor mean and/or std broadcast (or floats with size=)."""
    if isinstance(mean, ml.Tensor) or isinstance(std, ml.Tensor):
        m = mean if isinstance(mean, ml.Tensor) else ml.tensor(float(mean))
        s = std if isinstance(std, ml.Tensor) else ml.tensor(float(std))
        shape = tuple((m + s).shape)
        z = randn(shape, generator=generator, dtype=(m + s).dtype)
        return (m + s * z).detach()
    if size is None:
        raise TypeError("normal() received an invalid combination of arguments: size is required for float "
                        "mean and std")
    return (randn(tuple(size), generator=generator, dtype=dtype) * std + mean).detach()


def bernoulli(input, p=None, *, generator=None, out=None):
    """1.0 with probability input (or p), else 0.0, in input's dtype."""
    probs = input if p is None else ml.full(tuple(input.shape), float(p), dtype=input.dtype)
    if not input.dtype.is_floating_point:
        raise RuntimeError("bernoulli_ only supports floating-point dtypes")
    u = rand(tuple(input.shape), generator=generator, dtype=input.dtype)
    return (u < probs.detach()).to(input.dtype)


def poisson(input, generator=None):
    """Poisson(rate) samples per element (Knuth's method for small rates, a normal
    approximation with continuity correction past 50)."""
    import random as _random
    r = generator._random if _own(generator) else _random.Random(int(ml.randint(0, 1 << 62, (1,)).item()))
    out = []
    for lam in input.reshape(-1).tolist():
        if lam < 0:
            raise RuntimeError("invalid Poisson rate, expected rate to be non-negative")
        if lam > 50:
            out.append(float(max(0, round(r.gauss(lam, math.sqrt(lam))))))
            continue
        k, p, lim = 0, 1.0, math.exp(-lam)
        while True:
            p *= r.random()
            if p <= lim:
                break
            k += 1
        out.append(float(k))
    return ml.tensor(out, dtype=input.dtype).reshape(tuple(input.shape))


# --- in-place samplers (Tensor methods) ---------------------------------------------------
def _fill_from(self, values):
    with ml.no_grad():
        self.copy_(values.to(self.dtype))
    return self


def bernoulli_(self, p=0.5, *, generator=None):
    probs = p if isinstance(p, ml.Tensor) else ml.full(tuple(self.shape), float(p))
    u = rand(tuple(self.shape), generator=generator)
    return _fill_from(self, (u < probs).to(ml.float32))


def random_(self, from_=0, to=None, *, generator=None):
    if to is None:
        if from_ == 0:
            to = 1 << 24 if self.dtype == ml.float32 else (1 << 53 if self.dtype == ml.float64 else 1 << 31)
            if self.dtype == ml.int64:
                to = 1 << 63
            elif self.dtype == ml.uint8:
                to = 256
            elif self.dtype == ml.bool:
                to = 2
        else:
            from_, to = 0, from_
    return _fill_from(self, randint(from_, to, tuple(self.shape), generator=generator))


def exponential_(self, lambd=1.0, *, generator=None):
    u = rand(tuple(self.shape), generator=generator, dtype=ml.float64)
    return _fill_from(self, -ml.log1p(-u) / lambd)


def geometric_(self, p, *, generator=None):
    u = rand(tuple(self.shape), generator=generator, dtype=ml.float64)
    from ._compose import ceil
    return _fill_from(self, ceil(ml.log1p(-u) / math.log1p(-p)))


def log_normal_(self, mean=1.0, std=2.0, *, generator=None):
    z = randn(tuple(self.shape), generator=generator, dtype=ml.float64)
    return _fill_from(self, ml.exp(z * std + mean))


def cauchy_(self, median=0.0, sigma=1.0, *, generator=None):
    u = rand(tuple(self.shape), generator=generator, dtype=ml.float64)
    from ._compose import tan
    return _fill_from(self, median + sigma * tan(math.pi * (u - 0.5)))


METHODS = {"bernoulli_": bernoulli_, "random_": random_, "exponential_": exponential_,
           "geometric_": geometric_, "log_normal_": log_normal_, "cauchy_": cauchy_,
           "bernoulli": bernoulli}
