"""torch.accelerator: no accelerator here (is_available() False, current_accelerator() None)."""


def is_available():
    return False


def current_accelerator(check_available=False):
    return None


def device_count():
    return 0


def synchronize(device=None):
    return None
