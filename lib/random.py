"""Pseudo-random numbers: integers, choices from sequences and real-valued distributions.

TensorPy's random module. The bit source is the native _random.Random (MT19937, seeded
exactly as CPython seeds it), so an integer, str or bytes seed reproduces CPython 3.11's
sequences value for value. Everything built on top of random() and getrandbits() lives
here: bounded integers (randrange, randint), sequence helpers (choice, choices, sample,
shuffle), bytes (randbytes) and the continuous distributions. Each of them draws from the
generator in the same order and with the same arithmetic as CPython's, which is what keeps
seeded programs portable between the two.
"""

# Owned here: Random (state, seeding rules, derived draws), SystemRandom (os.urandom based,
# stateless) and the module-level functions bound to one shared Random instance.

import math as _math
from posix import urandom as _urandom
import _random
try:
    from _random import sha512_digest as _sha512_digest
except ImportError:   # CPython's _random (when this file is checked under CPython)
    import hashlib as _hashlib

    def _sha512_digest(data):
        return _hashlib.sha512(data).digest()

__all__ = [
    "Random", "SystemRandom", "betavariate", "choice", "choices", "expovariate",
    "gammavariate", "gauss", "getrandbits", "getstate", "lognormvariate",
    "normalvariate", "paretovariate", "randbytes", "randint", "random", "randrange",
    "sample", "seed", "setstate", "shuffle", "triangular", "uniform",
    "vonmisesvariate", "weibullvariate",
]

# Constants of the distributions below (public in CPython's module as well).
TWOPI = 2.0 * _math.pi
LOG4 = _math.log(4.0)
SG_MAGICCONST = 1.0 + _math.log(4.5)      # Cheng's gamma sampler
NV_MAGICCONST = 4.0 * _math.exp(-0.5) / _math.sqrt(2.0)   # Kinderman-Monahan bound
BPF = 53                                  # bits in a float's significand
RECIP_BPF = 2.0 ** -BPF

_SEED_TYPE_ERROR = ('The only supported seed types are: None,\n'
                    'int, float, str, bytes, and bytearray.')


def _as_index(value):
    """value as an int through __index__, or TypeError."""
    if isinstance(value, int):
        return value
    hook = getattr(type(value), '__index__', None)
    if hook is None:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(value).__name__)
    return hook(value)


def _randrange_int(value, which):
    """A randrange() argument as an int. Integral floats still pass (deprecated in 3.10,
    as in CPython); other values give CPython's ValueError naming the argument."""
    try:
        return _as_index(value)
    except TypeError:
        whole = int(value)
        if whole != value:
            raise ValueError('non-integer %s for randrange()' % which)
        return whole


def _looks_like_sequence(obj):
    """True for objects sample() accepts: indexable, sized and not a mapping or set."""
    if isinstance(obj, (list, tuple, str, range, bytes, bytearray)):
        return True
    if isinstance(obj, (dict, set, frozenset)):
        return False
    cls = type(obj)
    return (hasattr(cls, '__getitem__') and hasattr(cls, '__len__')
            and not hasattr(cls, 'keys'))


def _running_totals(values):
    totals = []
    acc = None
    for v in values:
        acc = v if acc is None else acc + v
        totals.append(acc)
    return totals


def _first_greater(sorted_values, x, lo, hi):
    """Index of the first item in sorted_values[lo:hi] greater than x (hi if none)."""
    while lo < hi:
        mid = (lo + hi) // 2
        if x < sorted_values[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _legacy_str_seed(text):
    """Version-1 seeding of str/bytes: the 64-bit string hash Python 2 used."""
    if isinstance(text, bytes):
        text = text.decode('latin-1')
    h = (ord(text[0]) << 7) if text else 0
    for ch in text:
        h = ((1000003 * h) ^ ord(ch)) & 0xFFFFFFFFFFFFFFFF
    h ^= len(text)
    return -2 if h == -1 else h


class Random(_random.Random):
    """A Mersenne Twister generator with its own state.

    Instances do not share state with each other or with the module functions. A
    subclass may supply its own core by overriding random(), seed(), getstate() and
    setstate(); if it also supplies getrandbits(), integer draws use it for any size.
    """

    VERSION = 3   # tag of the tuple getstate() returns

    def __init__(self, x=None):
        self.seed(x)
        self.gauss_next = None

    # ---- state -------------------------------------------------------------------

    def seed(self, a=None, version=2):
        """Reset the generator from a: None (OS entropy), int, float, str, bytes or
        bytearray. Version 2 uses every bit of str/bytes seeds; version 1 reproduces
        the old string hash."""
        if isinstance(a, (str, bytes, bytearray)):
            if version == 1 and not isinstance(a, bytearray):
                a = _legacy_str_seed(a)
            elif version == 2:
                raw = a.encode() if isinstance(a, str) else bytes(a)
                a = int.from_bytes(raw + _sha512_digest(raw), 'big')
        elif not (a is None or isinstance(a, (int, float))):
            raise TypeError(_SEED_TYPE_ERROR)
        super().seed(a)
        self.gauss_next = None

    def getstate(self):
        """A tuple that setstate() accepts to resume this exact sequence."""
        return (self.VERSION, super().getstate(), self.gauss_next)

    def setstate(self, state):
        """Resume from a tuple produced by getstate() (format 3, or the older 2)."""
        tag = state[0]
        if tag == 3:
            _, words, self.gauss_next = state
        elif tag == 2:
            _, signed_words, self.gauss_next = state
            try:
                words = tuple(w % 4294967296 for w in signed_words)
            except ValueError as exc:
                raise TypeError from exc
        else:
            raise ValueError("state with version %s passed to Random.setstate() "
                             "of version %s" % (tag, self.VERSION))
        super().setstate(words)

    def __getstate__(self):
        return self.getstate()

    def __setstate__(self, state):
        self.setstate(state)

    def __reduce__(self):
        return self.__class__, (), self.getstate()

    # ---- uniform integers --------------------------------------------------------

    def _randbelow(self, n):
        """A uniform int in [0, n), n > 0: draws of n.bit_length() bits, redrawn while
        too large. Falls back to scaling random() when a subclass replaced random()
        without providing getrandbits()."""
        if not self._core_has_bits():
            return self._randbelow_from_floats(n)
        nbits = n.bit_length()
        draw = self.getrandbits
        r = draw(nbits)
        while r >= n:
            r = draw(nbits)
        return r

    def _core_has_bits(self):
        cls = type(self)
        for klass in cls.__mro__:
            own = klass.__dict__
            if 'getrandbits' in own:
                return True
            if 'random' in own:
                return klass is Random or klass is _random.Random
        return True

    def _randbelow_from_floats(self, n, limit=1 << BPF):
        draw = self.random
        if n >= limit:
            return _math.floor(draw() * n)
        if n == 0:
            raise ValueError("Boundary cannot be zero")
        usable = (limit - limit % n) / limit
        r = draw()
        while r >= usable:
            r = draw()
        return _math.floor(r * limit) % n

    def randrange(self, start, stop=None, step=1):
        """A random member of range(start, stop, step), without building the range."""
        lo = _randrange_int(start, 'arg 1')
        if stop is None:
            if step != 1:
                raise TypeError('Missing a non-None stop argument')
            if lo > 0:
                return self._randbelow(lo)
            raise ValueError('empty range for randrange()')
        hi = _randrange_int(stop, 'stop')
        span = hi - lo
        stride = _randrange_int(step, 'step')
        if stride == 1:
            if span > 0:
                return lo + self._randbelow(span)
            raise ValueError('empty range for randrange() (%d, %d, %d)' % (lo, hi, span))
        if stride == 0:
            raise ValueError('zero step for randrange()')
        if stride > 0:
            count = (span + stride - 1) // stride
        else:
            count = (span + stride + 1) // stride
        if count <= 0:
            raise ValueError('empty range for randrange()')
        return lo + stride * self._randbelow(count)

    def randint(self, a, b):
        """A random int N with a <= N <= b."""
        return self.randrange(a, b + 1)

    def randbytes(self, n):
        """n random bytes."""
        return self.getrandbits(n * 8).to_bytes(n, 'little')

    # ---- sequences ---------------------------------------------------------------

    def choice(self, seq):
        """One element of a non-empty sequence."""
        size = len(seq)
        if not size:
            raise IndexError('Cannot choose from an empty sequence')
        return seq[self._randbelow(size)]

    def shuffle(self, x):
        """Permute the mutable sequence x in place (Fisher-Yates, last slot first)."""
        below = self._randbelow
        for last in range(len(x) - 1, 0, -1):
            other = below(last + 1)
            x[last], x[other] = x[other], x[last]

    def sample(self, population, k, *, counts=None):
        """k distinct picks from population, in selection order. counts=[...] repeats
        each element that many times without building the expanded list."""
        if not _looks_like_sequence(population):
            raise TypeError("Population must be a sequence.  "
                            "For dicts or sets, use sorted(d).")
        size = len(population)
        if counts is not None:
            bounds = _running_totals(counts)
            if len(bounds) != size:
                raise ValueError('The number of counts does not match the population')
            total = bounds.pop()
            if not isinstance(total, int):
                raise TypeError('Counts must be integers')
            if total <= 0:
                raise ValueError('Total of counts must be greater than zero')
            picks = self.sample(range(total), k=k)
            last = len(bounds)
            return [population[_first_greater(bounds, p, 0, last)] for p in picks]
        if k < 0 or k > size:
            raise ValueError('Sample larger than population or is negative')
        picked = [None] * k
        below = self._randbelow
        # Small populations (relative to k) are copied and drawn from without
        # replacement; large ones are drawn by index, retrying indices already taken.
        # The cut-off is the one CPython uses, so both pick identical elements.
        pool_limit = 21
        if k > 5:
            pool_limit += 4 ** _math.ceil(_math.log(k * 3, 4))
        if size <= pool_limit:
            pool = list(population)
            for i in range(k):
                j = below(size - i)
                picked[i] = pool[j]
                pool[j] = pool[size - i - 1]
        else:
            taken = set()
            for i in range(k):
                j = below(size)
                while j in taken:
                    j = below(size)
                taken.add(j)
                picked[i] = population[j]
        return picked

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        """k picks with replacement, optionally weighted (relative or cumulative)."""
        draw = self.random
        size = len(population)
        if cum_weights is None:
            if weights is None:
                scale = size + 0.0
                floor = _math.floor
                return [population[floor(draw() * scale)] for _ in range(k)]
            try:
                cum_weights = _running_totals(weights)
            except TypeError:
                if not isinstance(weights, int):
                    raise
                raise TypeError('The number of choices must be a keyword argument: '
                                'k=%d' % weights)
        elif weights is not None:
            raise TypeError('Cannot specify both weights and cumulative weights')
        if len(cum_weights) != size:
            raise ValueError('The number of weights does not match the population')
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError('Total of weights must be greater than zero')
        if not _math.isfinite(total):
            raise ValueError('Total of weights must be finite')
        top = size - 1
        return [population[_first_greater(cum_weights, draw() * total, 0, top)]
                for _ in range(k)]

    # ---- real-valued distributions ----------------------------------------------

    def uniform(self, a, b):
        """A float between a and b."""
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        """Triangular distribution on [low, high] peaking at mode (default: midpoint)."""
        u = self.random()
        try:
            c = 0.5 if mode is None else (mode - low) / (high - low)
        except ZeroDivisionError:
            return low
        if u > c:
            u, c = 1.0 - u, 1.0 - c
            low, high = high, low
        return low + (high - low) * _math.sqrt(u * c)

    def normalvariate(self, mu=0.0, sigma=1.0):
        """Normal distribution by the Kinderman-Monahan ratio-of-uniforms method."""
        draw = self.random
        while True:
            u = draw()
            v = 1.0 - draw()
            z = NV_MAGICCONST * (u - 0.5) / v
            if z * z / 4.0 <= -_math.log(v):
                return mu + z * sigma

    def gauss(self, mu=0.0, sigma=1.0):
        """Normal distribution by Box-Muller: each pair of uniforms yields two normals;
        the second is kept for the next call (the state getstate() saves)."""
        z = self.gauss_next
        self.gauss_next = None
        if z is None:
            angle = self.random() * TWOPI
            radius = _math.sqrt(-2.0 * _math.log(1.0 - self.random()))
            z = _math.cos(angle) * radius
            self.gauss_next = _math.sin(angle) * radius
        return mu + z * sigma

    def lognormvariate(self, mu, sigma):
        """exp() of a normal draw with mean mu and deviation sigma."""
        return _math.exp(self.normalvariate(mu, sigma))

    def expovariate(self, lambd):
        """Exponential distribution with rate lambd (mean 1/lambd)."""
        return -_math.log(1.0 - self.random()) / lambd

    def vonmisesvariate(self, mu, kappa):
        """Circular (von Mises) distribution: angle in [0, 2*pi) around mu with
        concentration kappa (Best and Fisher's rejection method)."""
        draw = self.random
        if kappa <= 1e-6:
            return TWOPI * draw()
        half = 0.5 / kappa
        rho = half + _math.sqrt(1.0 + half * half)
        while True:
            z = _math.cos(_math.pi * draw())
            d = z / (rho + z)
            u = draw()
            if u < 1.0 - d * d or u <= (1.0 - d) * _math.exp(d):
                break
        q = 1.0 / rho
        f = (q + z) / (1.0 + q * z)
        if draw() > 0.5:
            return (mu + _math.acos(f)) % TWOPI
        return (mu - _math.acos(f)) % TWOPI

    def gammavariate(self, alpha, beta):
        """Gamma distribution with shape alpha and scale beta (both > 0)."""
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError('gammavariate: alpha and beta must be > 0.0')
        draw = self.random
        if alpha > 1.0:
            # R.C.H. Cheng's rejection method (1977).
            a_inv = _math.sqrt(2.0 * alpha - 1.0)
            b = alpha - LOG4
            c = alpha + a_inv
            while True:
                u1 = draw()
                if not 1e-7 < u1 < 0.9999999:
                    continue
                u2 = 1.0 - draw()
                v = _math.log(u1 / (1.0 - u1)) / a_inv
                x = alpha * _math.exp(v)
                z = u1 * u1 * u2
                r = b + c * v - x
                if r + SG_MAGICCONST - 4.5 * z >= 0.0 or r >= _math.log(z):
                    return x * beta
        if alpha == 1.0:
            return -_math.log(1.0 - draw()) * beta
        # alpha < 1: Ahrens and Dieter's GS algorithm.
        while True:
            bound = (_math.e + alpha) / _math.e
            p = bound * draw()
            if p <= 1.0:
                x = p ** (1.0 / alpha)
            else:
                x = -_math.log((bound - p) / alpha)
            u = draw()
            if p > 1.0:
                if u <= x ** (alpha - 1.0):
                    return x * beta
            elif u <= _math.exp(-x):
                return x * beta

    def betavariate(self, alpha, beta):
        """Beta distribution on [0, 1], from the ratio of two gamma draws."""
        y = self.gammavariate(alpha, 1.0)
        if y:
            return y / (y + self.gammavariate(beta, 1.0))
        return 0.0

    def paretovariate(self, alpha):
        """Pareto distribution with shape alpha."""
        return (1.0 - self.random()) ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        """Weibull distribution with scale alpha and shape beta."""
        return alpha * (-_math.log(1.0 - self.random())) ** (1.0 / beta)


class SystemRandom(Random):
    """Draws from os.urandom(): not reproducible, no state to save or seed."""

    def random(self):
        return (int.from_bytes(_urandom(7), 'big') >> 3) * RECIP_BPF

    def getrandbits(self, k):
        if k < 0:
            raise ValueError('number of bits must be non-negative')
        nbytes = (k + 7) // 8
        return int.from_bytes(_urandom(nbytes), 'big') >> (nbytes * 8 - k)

    def randbytes(self, n):
        return _urandom(n)

    def seed(self, *args, **kwds):
        return None

    def _stateless(self, *args, **kwds):
        raise NotImplementedError('System entropy source does not have state.')

    getstate = setstate = _stateless


# The module-level functions share one generator seeded from OS entropy at import.
_inst = Random()
for _name in __all__:
    if _name[0].islower():
        globals()[_name] = getattr(_inst, _name)
del _name
