"""Futures, the Executor interface, wait() and as_completed() (CPython 3.11's
concurrent.futures._base API).

A Future moves PENDING -> RUNNING -> FINISHED, or PENDING -> CANCELLED (then
CANCELLED_AND_NOTIFIED once an executor saw the cancellation). Its state is guarded by
a Condition; result()/exception() wait on it. wait() and as_completed() hang a _Waiter on
every future they watch; a future that completes tells its waiters, which wake the
watching thread through an Event.
"""

import threading
import time
import types


def _class_getitem(cls, params):
    return types.GenericAlias(cls, params)


FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'
_AS_COMPLETED = '_AS_COMPLETED'

PENDING = 'PENDING'
RUNNING = 'RUNNING'
CANCELLED = 'CANCELLED'
CANCELLED_AND_NOTIFIED = 'CANCELLED_AND_NOTIFIED'
FINISHED = 'FINISHED'

_STATE_TO_DESCRIPTION_MAP = {
    PENDING: 'pending',
    RUNNING: 'running',
    CANCELLED: 'cancelled',
    CANCELLED_AND_NOTIFIED: 'cancelled',
    FINISHED: 'finished',
}


class Error(Exception):
    """Base class for all future-related exceptions."""
    pass


class CancelledError(Error):
    """The Future was cancelled."""
    pass


TimeoutError = TimeoutError


class InvalidStateError(Error):
    """The operation is not allowed in this state."""
    pass


class BrokenExecutor(RuntimeError):
    """Raised when a executor has become non-functional after a severe failure."""


class _Waiter:
    """What wait()/as_completed() hang on futures: collects the finished ones and sets
    `event` when the watcher should look (every completion for FIRST_COMPLETED and
    as_completed; the first exception or all done for the others)."""

    def __init__(self, mode, pending_count):
        self.mode = mode
        self.pending = pending_count
        self.event = threading.Event()
        self.lock = threading.Lock()
        self.finished = []

    def _arrived(self, future, failed):
        with self.lock:
            self.finished.append(future)
            self.pending -= 1
            if (self.mode in (FIRST_COMPLETED, _AS_COMPLETED) or self.pending <= 0
                    or (self.mode == FIRST_EXCEPTION and failed)):
                self.event.set()

    def add_result(self, future):
        self._arrived(future, False)

    def add_exception(self, future):
        self._arrived(future, True)

    def add_cancelled(self, future):
        self._arrived(future, self.mode == FIRST_EXCEPTION)


class Future:
    """The result of an asynchronous call, available once the call finished."""

    def __init__(self):
        self._condition = threading.Condition()
        self._state = PENDING
        self._result = None
        self._exception = None
        self._waiters = []
        self._done_callbacks = []

    def _invoke_callbacks(self):
        for callback in self._done_callbacks:
            try:
                callback(self)
            except Exception:
                import sys
                import traceback
                sys.stderr.write('exception calling callback for %r\n' % (self,))
                traceback.print_exc()

    def __repr__(self):
        with self._condition:
            if self._state == FINISHED:
                if self._exception:
                    return '<%s at %#x state=%s raised %s>' % (
                        self.__class__.__name__, id(self),
                        _STATE_TO_DESCRIPTION_MAP[self._state],
                        self._exception.__class__.__name__)
                return '<%s at %#x state=%s returned %s>' % (
                    self.__class__.__name__, id(self),
                    _STATE_TO_DESCRIPTION_MAP[self._state],
                    self._result.__class__.__name__)
            return '<%s at %#x state=%s>' % (self.__class__.__name__, id(self),
                                             _STATE_TO_DESCRIPTION_MAP[self._state])

    def cancel(self):
        """Cancel the future if possible; True if it is (now) cancelled."""
        with self._condition:
            if self._state in (RUNNING, FINISHED):
                return False
            if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                return True
            self._state = CANCELLED
            self._condition.notify_all()
        self._invoke_callbacks()
        return True

    def cancelled(self):
        """True if the future was cancelled."""
        with self._condition:
            return self._state in (CANCELLED, CANCELLED_AND_NOTIFIED)

    def running(self):
        """True if the future is currently executing."""
        with self._condition:
            return self._state == RUNNING

    def done(self):
        """True if the future was cancelled or finished executing."""
        with self._condition:
            return self._state in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED)

    def __get_result(self):
        if self._exception:
            try:
                raise self._exception
            finally:
                # Break the cycle exception -> traceback -> this frame -> self.
                self = None
        return self._result

    def add_done_callback(self, fn):
        """Call fn(future) when the future completes (at once if it already has)."""
        with self._condition:
            if self._state not in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED):
                self._done_callbacks.append(fn)
                return
        try:
            fn(self)
        except Exception:
            import sys
            import traceback
            sys.stderr.write('exception calling callback for %r\n' % (self,))
            traceback.print_exc()

    def result(self, timeout=None):
        """The call's return value, waiting at most timeout seconds (TimeoutError);
        CancelledError if cancelled; the call's exception if it raised."""
        try:
            with self._condition:
                if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                    raise CancelledError()
                elif self._state == FINISHED:
                    return self.__get_result()
                self._condition.wait(timeout)
                if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                    raise CancelledError()
                elif self._state == FINISHED:
                    return self.__get_result()
                else:
                    raise TimeoutError()
        finally:
            self = None

    def exception(self, timeout=None):
        """The call's exception (None if it returned), waiting as result() does."""
        with self._condition:
            if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                raise CancelledError()
            elif self._state == FINISHED:
                return self._exception
            self._condition.wait(timeout)
            if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                raise CancelledError()
            elif self._state == FINISHED:
                return self._exception
            else:
                raise TimeoutError()

    # For executors and tests.
    def set_running_or_notify_cancel(self):
        """Mark the future running (True), or, if it was cancelled, notify waiters and
        return False. Raises RuntimeError if it was already running or done."""
        with self._condition:
            if self._state == CANCELLED:
                self._state = CANCELLED_AND_NOTIFIED
                for waiter in self._waiters:
                    waiter.add_cancelled(self)
                return False
            elif self._state == PENDING:
                self._state = RUNNING
                return True
            else:
                raise RuntimeError('Future in unexpected state')

    def set_result(self, result):
        """Set the result and wake every waiter."""
        with self._condition:
            if self._state in {CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED}:
                raise InvalidStateError('{}: {!r}'.format(self._state, self))
            self._result = result
            self._state = FINISHED
            for waiter in self._waiters:
                waiter.add_result(self)
            self._condition.notify_all()
        self._invoke_callbacks()

    def set_exception(self, exception):
        """Set the exception and wake every waiter."""
        with self._condition:
            if self._state in {CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED}:
                raise InvalidStateError('{}: {!r}'.format(self._state, self))
            self._exception = exception
            self._state = FINISHED
            for waiter in self._waiters:
                waiter.add_exception(self)
            self._condition.notify_all()
        self._invoke_callbacks()

    __class_getitem__ = classmethod(_class_getitem)


class Executor:
    """The interface of executors: submit(), map(), shutdown(), and `with`."""

    def submit(self, fn, /, *args, **kwargs):
        """Schedule fn(*args, **kwargs); returns its Future."""
        raise NotImplementedError()

    def map(self, fn, *iterables, timeout=None, chunksize=1):
        """Like map(fn, *iterables), the calls made concurrently: the results come in
        the iterables' order; timeout (seconds from this call) bounds the whole wait."""
        if timeout is not None:
            end_time = timeout + time.monotonic()
        fs = [self.submit(fn, *args) for args in zip(*iterables)]

        def result_iterator():
            try:
                fs.reverse()
                while fs:
                    if timeout is None:
                        yield _result_or_cancel(fs.pop())
                    else:
                        yield _result_or_cancel(fs.pop(), end_time - time.monotonic())
            finally:
                for future in fs:
                    future.cancel()
        return result_iterator()

    def shutdown(self, wait=True, *, cancel_futures=False):
        """Free the executor's resources once the pending futures are done."""
        pass

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.shutdown(wait=True)
        return False


def _result_or_cancel(fut, timeout=None):
    try:
        try:
            return fut.result(timeout)
        finally:
            fut.cancel()
    finally:
        del fut


def _split(fs):
    done = set(f for f in fs if f._state in (CANCELLED_AND_NOTIFIED, FINISHED))
    return done, set(fs) - done


class _Watch:
    """Holds every future's condition while hanging a waiter on them or taking it off."""

    def __init__(self, futures):
        self.futures = sorted(futures, key=id)

    def __enter__(self):
        for f in self.futures:
            f._condition.acquire()

    def __exit__(self, *args):
        for f in self.futures:
            f._condition.release()


def as_completed(fs, timeout=None):
    """An iterator over the futures of fs yielding each as it completes (finished or
    cancelled); TimeoutError if some are still pending after timeout seconds."""
    if timeout is not None:
        end_time = timeout + time.monotonic()
    fs = set(fs)
    total = len(fs)
    with _Watch(fs):
        finished, pending = _split(fs)
        waiter = _Waiter(_AS_COMPLETED, len(pending))
        for f in fs:
            f._waiters.append(waiter)
    try:
        yield from finished
        while pending:
            if timeout is None:
                wait_timeout = None
            else:
                wait_timeout = end_time - time.monotonic()
                if wait_timeout < 0:
                    raise TimeoutError('%d (of %d) futures unfinished' % (len(pending), total))
            waiter.event.wait(wait_timeout)
            with waiter.lock:
                arrived = waiter.finished
                waiter.finished = []
                waiter.event.clear()
            for f in reversed(arrived):
                if f in pending:
                    pending.remove(f)
                    yield f
    finally:
        for f in fs:
            with f._condition:
                if waiter in f._waiters:
                    f._waiters.remove(waiter)


class DoneAndNotDoneFutures(tuple):
    """wait()'s result: the named pair (done, not_done)."""

    def __new__(cls, done, not_done):
        return tuple.__new__(cls, (done, not_done))

    @property
    def done(self):
        return self[0]

    @property
    def not_done(self):
        return self[1]

    def __repr__(self):
        return 'DoneAndNotDoneFutures(done=%r, not_done=%r)' % (self[0], self[1])


def wait(fs, timeout=None, return_when=ALL_COMPLETED):
    """Wait until the futures of fs complete as return_when says (FIRST_COMPLETED,
    FIRST_EXCEPTION, ALL_COMPLETED) or timeout passes; returns (done, not_done) sets."""
    fs = set(fs)
    with _Watch(fs):
        done, not_done = _split(fs)
        if return_when == FIRST_COMPLETED and done:
            return DoneAndNotDoneFutures(done, not_done)
        if return_when == FIRST_EXCEPTION and done:
            if any(f for f in done if not f.cancelled() and f.exception() is not None):
                return DoneAndNotDoneFutures(done, not_done)
        if len(done) == len(fs):
            return DoneAndNotDoneFutures(done, not_done)
        waiter = _Waiter(return_when, len(not_done))
        for f in fs:
            f._waiters.append(waiter)
    waiter.event.wait(timeout)
    for f in fs:
        with f._condition:
            if waiter in f._waiters:
                f._waiters.remove(waiter)
    with waiter.lock:
        done.update(waiter.finished)
    return DoneAndNotDoneFutures(done, fs - done)
