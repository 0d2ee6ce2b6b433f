"""Helpers for the tests/ml scripts: value comparison against torch fixtures, expected
exceptions, and a failure count that becomes the exit status (sys.exit(1) on failure)."""
import sys

failures = []


def fail(name, message):
    failures.append(name)
    print(f"FAIL {name}: {message}")


def close(a, b, rtol, atol):
    if isinstance(a, bool) or isinstance(b, bool):
        return a == b
    if a != a and b != b:  # both NaN
        return True
    if a == b:
        return True
    return abs(a - b) <= atol + rtol * abs(b)


def flat(t):
    return t.reshape(-1).tolist() if t.ndim > 0 else [t.item()]


def describe(t):
    return {"shape": list(t.shape), "dtype": t.dtype.name, "values": flat(t)}


def check_tensor(name, t, expected, rtol=1e-4, atol=1e-5):
    got_shape = list(t.shape)
    if got_shape != expected["shape"]:
        fail(name, f"shape {got_shape} != {expected['shape']}")
        return False
    if t.dtype.name != expected["dtype"]:
        fail(name, f"dtype {t.dtype.name} != {expected['dtype']}")
        return False
    vals = flat(t)
    for i, (a, b) in enumerate(zip(vals, expected["values"])):
        if not close(a, b, rtol, atol):
            fail(name, f"element {i}: {a!r} != {b!r} (rtol {rtol}, atol {atol})")
            return False
    return True


def expect_raises(name, exc_type, fn, message=None):
    try:
        fn()
    except exc_type as e:
        if message is not None and message not in str(e):
            fail(name, f"{exc_type.__name__} message {str(e)!r} lacks {message!r}")
            return False
        return True
    except Exception as e:
        fail(name, f"raised {type(e).__name__}: {e} instead of {exc_type.__name__}")
        return False
    fail(name, f"did not raise {exc_type.__name__}")
    return False


def check_equal(name, got, expected):
    if got != expected:
        fail(name, f"{got!r} != {expected!r}")
        return False
    return True


def finish(total_label="checks"):
    if failures:
        print(f"{len(failures)} failed: {', '.join(failures)}")
        sys.exit(1)
    print(f"ok {total_label}")
