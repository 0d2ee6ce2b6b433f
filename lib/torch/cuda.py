"""torch.cuda on a machine without CUDA: is_available() False, device_count() 0; the
functions programs call unconditionally (manual_seed, manual_seed_all, synchronize,
empty_cache) do nothing; anything that needs a GPU raises RuntimeError."""
import ml


def is_available():
    return False


def device_count():
    return 0


def manual_seed(seed):
    return None


def manual_seed_all(seed):
    return None


def synchronize(device=None):
    return None


def empty_cache():
    return None


def is_initialized():
    return False


def current_device():
    raise RuntimeError("Torch not compiled with CUDA enabled")


def get_device_name(device=None):
    raise RuntimeError("Torch not compiled with CUDA enabled")


def set_device(device):
    raise RuntimeError("Torch not compiled with CUDA enabled")


def memory_allocated(device=None):
    return 0


def max_memory_allocated(device=None):
    return 0


class amp:
    """torch.cuda.amp: autocast is a no-op context here; GradScaler passes losses through."""

    class autocast:
        def __init__(self, enabled=True, dtype=None, cache_enabled=True):
            self.enabled = enabled

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

    class GradScaler:
        def __init__(self, init_scale=65536.0, growth_factor=2.0, backoff_factor=0.5, growth_interval=2000,
                     enabled=True):
            self._enabled = enabled

        def scale(self, outputs):
            return outputs

        def step(self, optimizer, *args, **kwargs):
            return optimizer.step(*args, **kwargs)

        def update(self, new_scale=None):
            return None

        def unscale_(self, optimizer):
            return None

        def is_enabled(self):
            return False
