try:
    raise OSError("first")
except OSError:
    raise RuntimeError("second")
