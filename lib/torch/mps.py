"""torch.mps: no Metal device here."""


def is_available():
    return False


def manual_seed(seed):
    return None


def synchronize():
    return None


def empty_cache():
    return None
