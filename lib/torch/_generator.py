"""torch.Generator, torch.manual_seed/seed/initial_seed, torch.default_generator.

The default generator is ml's global generator (ml.manual_seed): every ml random op
(rand, randn, randint, randperm, dropout, init) draws from it. A Generator made by the
user owns a private Mersenne Twister (random.Random) and is used where a generator= is
passed to this package's own code: DataLoader/RandomSampler shuffling, random_split,
randperm(generator=). Draws for the same seed are reproducible within TensorPy; they
differ from PyTorch's numbers (docs/torch.md).
"""
import random as _random
import ml

_initial_seed = [67280421310721]  # torch's documented default seed


class Generator:
    """torch.Generator(device='cpu'): manual_seed(s) -> self, seed(), initial_seed(),
    get_state()/set_state(state)."""

    def __init__(self, device="cpu"):
        self.device = ml.device(device) if isinstance(device, str) else device
        self._seed = 67280421310721
        self._random = _random.Random(self._seed)
        self._is_default = False

    def manual_seed(self, seed):
        seed = int(seed)
        self._seed = seed
        if self._is_default:
            ml.manual_seed(seed)
            _initial_seed[0] = seed
        self._random = _random.Random(seed)
        return self

    def seed(self):
        s = _random.SystemRandom().randrange(1 << 63)
        self.manual_seed(s)
        return s

    def initial_seed(self):
        return self._seed

    def get_state(self):
        return self._random.getstate()

    def set_state(self, state):
        self._random.setstate(state)
        return self

    # Used by this package's samplers: n distinct indices in random order.
    def _permutation(self, n):
        if self._is_default:
            return ml.randperm(n).tolist()
        order = list(range(n))
        self._random.shuffle(order)
        return order

    def _randbelow(self, n):
        if self._is_default:
            return int(ml.randint(0, n, (1,)).item())
        return self._random.randrange(n)

    def __repr__(self):
        return "<torch._C.Generator object>"


default_generator = Generator()
default_generator._is_default = True


def manual_seed(seed):
    """Seed the default generator (ml's); returns torch.default_generator, as torch."""
    default_generator.manual_seed(seed)
    return default_generator


def seed():
    """Seed the default generator from the system's entropy; returns the seed."""
    return default_generator.seed()


def initial_seed():
    return _initial_seed[0]


def permutation(n, generator=None):
    """A random order of range(n) as a list, from generator (the default one when None)."""
    return (generator or default_generator)._permutation(n)
