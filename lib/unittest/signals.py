"""Ctrl-C handling of unittest (-c/--catch): the first SIGINT stops the run after the
current test, a second one interrupts. Results register here to be stopped."""

__unittest = True

_results = {}
_installed = [False]


def registerResult(result):
    _results[id(result)] = result


def removeResult(result):
    return _results.pop(id(result), None) is not None


def installHandler():
    # The handler sets shouldStop on every registered result; default_int_handler is
    # restored by removeHandler.
    import signal
    if _installed[0]:
        return
    default = signal.getsignal(signal.SIGINT)

    def handler(signum, frame):
        if signal.getsignal(signal.SIGINT) is not handler:
            return default(signum, frame)
        if _installed[0] == 'called':
            return default(signum, frame)
        _installed[0] = 'called'
        for r in list(_results.values()):
            r.stop()

    _installed.append(default)
    signal.signal(signal.SIGINT, handler)
    _installed[0] = True


def removeHandler(method=None):
    if method is not None:
        import functools

        @functools.wraps(method)
        def inner(*args, **kwargs):
            removeHandler()
            return method(*args, **kwargs)
        return inner
    if _installed[0]:
        import signal
        signal.signal(signal.SIGINT, _installed.pop())
        _installed[0] = False
