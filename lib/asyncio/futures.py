"""asyncio.futures: Future, the result placeholder tasks wait on.

A Future is PENDING, then CANCELLED or FINISHED (with a result or an exception); its done
callbacks are scheduled on its loop with call_soon when it leaves PENDING. `await future`
yields the future itself to the running Task (with _asyncio_future_blocking set), which
resumes when the future is done.
"""

from . import events
from . import exceptions

__all__ = ("Future", "wrap_future", "isfuture")

_PENDING = "PENDING"
_CANCELLED = "CANCELLED"
_FINISHED = "FINISHED"


def isfuture(obj):
    """True for a Future-compatible object (has _asyncio_future_blocking set)."""
    return getattr(type(obj), "_asyncio_future_blocking", None) is not None and \
        obj._asyncio_future_blocking is not None


class Future:
    _state = _PENDING
    _result = None
    _exception = None
    _loop = None
    _asyncio_future_blocking = False
    _log_traceback = False
    _cancel_message = None
    _cancelled_exc = None

    def __init__(self, *, loop=None):
        self._loop = events.get_event_loop() if loop is None else loop
        self._callbacks = []

    def __repr__(self):
        return "<%s %s>" % (type(self).__name__, " ".join(self._repr_info()))

    def _repr_info(self):
        info = [self._state.lower()]
        if self._state == _FINISHED:
            if self._exception is not None:
                info.append(f"exception={self._exception!r}")
            else:
                info.append(f"result={self._result!r}")
        if self._callbacks:
            names = [getattr(cb, "__qualname__", None) or repr(cb) for cb, _ in self._callbacks]
            if len(names) > 2:
                names = [names[0], f"<{len(names) - 2} more>", names[-1]]
            info.append("cb=[%s]" % ", ".join(n + "()" for n in names))
        return info

    def get_loop(self):
        loop = self._loop
        if loop is None:
            raise RuntimeError("Future object is not initialized.")
        return loop

    def _make_cancelled_error(self):
        if self._cancelled_exc is not None:
            exc = self._cancelled_exc
            self._cancelled_exc = None
            return exc
        if self._cancel_message is None:
            return exceptions.CancelledError()
        return exceptions.CancelledError(self._cancel_message)

    def cancel(self, msg=None):
        if self._state != _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def _schedule_callbacks(self):
        callbacks = self._callbacks[:]
        if not callbacks:
            return
        self._callbacks[:] = []
        for callback, ctx in callbacks:
            self._loop.call_soon(callback, self, context=ctx)

    def cancelled(self):
        return self._state == _CANCELLED

    def done(self):
        return self._state != _PENDING

    def result(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise exceptions.InvalidStateError("Result is not set.")
        self._log_traceback = False
        if self._exception is not None:
            raise self._exception.with_traceback(self._exception.__traceback__)
        return self._result

    def exception(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise exceptions.InvalidStateError("Exception is not set.")
        self._log_traceback = False
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        if self._state != _PENDING:
            self._loop.call_soon(fn, self, context=context)
        else:
            self._callbacks.append((fn, context))

    def remove_done_callback(self, fn):
        kept = [(f, ctx) for (f, ctx) in self._callbacks if f != fn]
        removed = len(self._callbacks) - len(kept)
        if removed:
            self._callbacks[:] = kept
        return removed

    def set_result(self, result):
        if self._state != _PENDING:
            raise exceptions.InvalidStateError("invalid state")
        self._result = result
        self._state = _FINISHED
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state != _PENDING:
            raise exceptions.InvalidStateError("invalid state")
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            raise TypeError("StopIteration interacts badly with generators "
                            "and cannot be raised into a Future")
        self._exception = exception
        self._state = _FINISHED
        self._schedule_callbacks()
        self._log_traceback = True

    def __await__(self):
        if not self.done():
            self._asyncio_future_blocking = True
            yield self
        if not self.done():
            raise RuntimeError("await wasn't used with future")
        return self.result()

    __iter__ = __await__

    def __class_getitem__(cls, item):
        return cls


def _set_result_unless_cancelled(fut, result):
    if fut.cancelled():
        return
    fut.set_result(result)


def _get_loop(fut):
    try:
        get_loop = fut.get_loop
    except AttributeError:
        return fut._loop
    return get_loop()


def _chain_future(source, destination):
    """Copies the outcome of `source` into `destination` (both asyncio Futures)."""
    def _copy(src):
        if destination.cancelled():
            return
        if src.cancelled():
            destination.cancel()
        elif src.exception() is not None:
            destination.set_exception(src.exception())
        else:
            destination.set_result(src.result())

    def _cancel_source(dst):
        if dst.cancelled() and not source.done():
            source.cancel()

    destination.add_done_callback(_cancel_source)
    source.add_done_callback(_copy)


def wrap_future(future, *, loop=None):
    if isfuture(future):
        return future
    raise TypeError(f"concurrent.futures.Future is expected, got {future!r}")
