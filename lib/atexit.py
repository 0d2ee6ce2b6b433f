"""atexit: functions to run when the interpreter exits, as CPython 3.11's atexit.

The callbacks live in this module's globals, so each Context (Note [C API boundary]) has
its own list: the `tensorpy` command calls _run_exitfuncs() when the program ends (also by
sys.exit() or an uncaught exception), after threading._shutdown() as CPython's
finalisation does, and tpContextDestroy() calls it for an embedded Context. Callbacks run
last registered first; an exception in one (SystemExit too) is reported on stderr as
"Exception ignored in atexit callback: <callback>" and a traceback, and the rest still
run. As CPython, unregister() leaves an empty slot that _ncallbacks() still counts, and a
callback registered while the callbacks run is not run. Written for TensorPy from the
library reference and black-box comparison.
"""

# The registered callbacks in order: (func, args, kwargs), or None where unregister()
# removed one.
_callbacks = []


def register(*args, **kwargs):
    """Register a function to be executed upon normal program termination

    func - function to be called at exit
    args - optional arguments to pass to func
    kwargs - optional keyword arguments to pass to func

    func is returned to facilitate usage as a decorator."""
    if not args:
        raise TypeError("register() takes at least 1 argument (0 given)")
    func, args = args[0], args[1:]
    if not callable(func):
        raise TypeError("the first argument must be callable")
    _callbacks.append((func, args, kwargs))
    return func


def unregister(*func):
    """Unregister an exit function which was previously registered using
    atexit.register

    func - function to be unregistered"""
    if len(func) != 1:
        raise TypeError("atexit.unregister() takes exactly one argument (%d given)" % len(func))
    func = func[0]
    for i, entry in enumerate(_callbacks):
        if entry is not None and entry[0] == func:
            _callbacks[i] = None


def _clear():
    """Clear the list of previously registered exit functions."""
    del _callbacks[:]


def _ncallbacks():
    """Return the number of registered exit functions."""
    return len(_callbacks)


def _report(func, exc):
    try:
        import sys
        import traceback
        err = sys.stderr
        err.write("Exception ignored in atexit callback: %r\n" % (func,))
        # The traceback starts at the callback, without _run_exitfuncs' frame.
        tb = exc.__traceback__
        traceback.print_exception(type(exc), exc, tb.tb_next if tb else None, file=err)
        err.flush()
    except BaseException:
        pass


def _run_exitfuncs():
    """Run all registered exit functions.

    If a callback raises an exception, it is logged with sys.unraisablehook."""
    pending = list(_callbacks)
    for entry in reversed(pending):
        if entry is None:
            continue
        func, args, kwargs = entry
        try:
            func(*args, **kwargs)
        except BaseException as e:
            _report(func, e)
    del _callbacks[:]
