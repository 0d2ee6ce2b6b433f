"""torch.xpu: no Intel GPU here (newer PyTorch examples probe torch.xpu.is_available())."""


def is_available():
    return False


def device_count():
    return 0


def manual_seed(seed):
    return None


def synchronize():
    return None


def empty_cache():
    return None
