"""asyncio.events: the event loop, its handles and the current-loop functions.

Owns Handle/TimerHandle (callbacks scheduled with call_soon/call_later/call_at), the
event loop (a ready queue plus a heap of timers; with no I/O selector it sleeps until the
next timer), and get_event_loop/new_event_loop/set_event_loop/get_running_loop.
run_in_executor runs the function at once in the loop's thread and returns a finished
Future (docs/differences.md).
"""

import heapq
import sys
import time
from collections import deque

from . import exceptions

__all__ = ("AbstractEventLoop", "Handle", "TimerHandle", "get_event_loop", "set_event_loop",
           "new_event_loop", "get_running_loop", "_get_running_loop", "_set_running_loop",
           "get_event_loop_policy", "set_event_loop_policy", "AbstractEventLoopPolicy",
           "DefaultEventLoopPolicy", "BaseEventLoop")


def _format_callback(cb):
    name = getattr(cb, "__qualname__", None) or getattr(cb, "__name__", None)
    return name if name else repr(cb)


class Handle:
    """A callback scheduled on a loop; cancel() keeps it from running."""

    def __init__(self, callback, args, loop, context=None):
        self._callback = callback
        self._args = args
        self._loop = loop
        self._cancelled = False
        self._context = context

    def __repr__(self):
        info = [type(self).__name__]
        if self._cancelled:
            info.append("cancelled")
        if self._callback is not None:
            info.append(_format_callback(self._callback) + "()")
        return "<" + " ".join(info) + ">"

    def cancel(self):
        if not self._cancelled:
            self._cancelled = True
            self._callback = None
            self._args = None

    def cancelled(self):
        return self._cancelled

    def get_context(self):
        return self._context

    def _run(self):
        try:
            self._callback(*self._args)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            self._loop.call_exception_handler({
                "message": "Exception in callback " + _format_callback(self._callback) + "()",
                "exception": exc,
                "handle": self,
            })


class TimerHandle(Handle):
    """A Handle to run at loop time `when`."""

    def __init__(self, when, callback, args, loop, context=None):
        super().__init__(callback, args, loop, context)
        self._when = when
        self._scheduled = False

    def __repr__(self):
        r = super().__repr__()
        return r[:-1] + " when=" + str(self._when) + ">"

    def __hash__(self):
        return hash(self._when)

    def __lt__(self, other):
        if isinstance(other, TimerHandle):
            return self._when < other._when
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, TimerHandle):
            return self._when < other._when or self.__eq__(other)
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, TimerHandle):
            return self._when > other._when
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, TimerHandle):
            return self._when > other._when or self.__eq__(other)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, TimerHandle):
            return (self._when == other._when and self._callback == other._callback and
                    self._args == other._args and self._cancelled == other._cancelled)
        return NotImplemented

    def cancel(self):
        if not self._cancelled:
            self._loop._timer_handle_cancelled(self)
        super().cancel()

    def when(self):
        return self._when


class AbstractEventLoop:
    """The event loop interface (every method is provided by BaseEventLoop)."""


class BaseEventLoop(AbstractEventLoop):
    def __init__(self):
        self._ready = deque()
        self._scheduled = []
        self._stopping = False
        self._closed = False
        self._running = False
        self._debug = False
        self._exception_handler = None
        self._task_factory = None
        self._clock_resolution = 1e-09
        self.slow_callback_duration = 0.1
        self._asyncgens = set()
        self._asyncgens_shutdown_called = False

    def __repr__(self):
        return "<%s running=%s closed=%s debug=%s>" % (
            type(self).__name__, self.is_running(), self.is_closed(), self.get_debug())

    # --- time and scheduling ---
    def time(self):
        return time.monotonic()

    def _check_closed(self):
        if self._closed:
            raise RuntimeError("Event loop is closed")

    def call_soon(self, callback, *args, context=None):
        self._check_closed()
        if self._debug:
            self._check_callback(callback, "call_soon")
        handle = Handle(callback, args, self, context)
        self._ready.append(handle)
        return handle

    call_soon_threadsafe = call_soon

    def _check_callback(self, callback, method):
        from .coroutines import iscoroutine, iscoroutinefunction
        if iscoroutine(callback) or iscoroutinefunction(callback):
            raise TypeError(f"coroutines cannot be used with {method}()")
        if not callable(callback):
            raise TypeError(f"a callable object was expected by {method}(), got {callback!r}")

    def call_later(self, delay, callback, *args, context=None):
        if delay is None:
            raise TypeError("delay must not be None")
        return self.call_at(self.time() + delay, callback, *args, context=context)

    def call_at(self, when, callback, *args, context=None):
        if when is None:
            raise TypeError("when cannot be None")
        self._check_closed()
        if self._debug:
            self._check_callback(callback, "call_at")
        timer = TimerHandle(when, callback, args, self, context)
        heapq.heappush(self._scheduled, timer)
        timer._scheduled = True
        return timer

    def _timer_handle_cancelled(self, handle):
        pass

    # --- futures and tasks ---
    def create_future(self):
        from .futures import Future
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        if self._task_factory is None:
            from .tasks import Task
            task = Task(coro, loop=self, name=name)
        else:
            task = self._task_factory(self, coro)
            if name is not None:
                task.set_name(name)
        return task

    def set_task_factory(self, factory):
        if factory is not None and not callable(factory):
            raise TypeError("task factory must be a callable or None")
        self._task_factory = factory

    def get_task_factory(self):
        return self._task_factory

    def run_in_executor(self, executor, func, *args):
        self._check_closed()
        fut = self.create_future()
        try:
            fut.set_result(func(*args))
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            fut.set_exception(exc)
        return fut

    def set_default_executor(self, executor):
        self._default_executor = executor

    # --- running ---
    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def get_debug(self):
        return self._debug

    def set_debug(self, enabled):
        self._debug = enabled

    def stop(self):
        self._stopping = True

    def close(self):
        if self.is_running():
            raise RuntimeError("Cannot close a running event loop")
        if self._closed:
            return
        self._closed = True
        self._ready.clear()
        self._scheduled.clear()

    def run_forever(self):
        self._check_closed()
        if self.is_running():
            raise RuntimeError("This event loop is already running")
        if _get_running_loop() is not None:
            raise RuntimeError("Cannot run the event loop while another loop is running")
        self._running = True
        old_hooks = sys.get_asyncgen_hooks() if hasattr(sys, "get_asyncgen_hooks") else None
        if old_hooks is not None:
            sys.set_asyncgen_hooks(firstiter=self._asyncgen_firstiter_hook,
                                   finalizer=self._asyncgen_finalizer_hook)
        _set_running_loop(self)
        try:
            while True:
                self._run_once()
                if self._stopping:
                    break
        finally:
            self._stopping = False
            self._running = False
            _set_running_loop(None)
            if old_hooks is not None:
                sys.set_asyncgen_hooks(*old_hooks)

    def run_until_complete(self, future):
        self._check_closed()
        if self.is_running():
            raise RuntimeError("This event loop is already running")
        from .tasks import ensure_future
        new_task = not _isfuture(future)
        future = ensure_future(future, loop=self)
        future.add_done_callback(_run_until_complete_cb)
        try:
            self.run_forever()
        except BaseException:
            if new_task and future.done() and not future.cancelled():
                future.exception()
            raise
        finally:
            future.remove_done_callback(_run_until_complete_cb)
        if not future.done():
            raise RuntimeError("Event loop stopped before Future completed.")
        return future.result()

    def _run_once(self):
        if self._ready or self._stopping:
            timeout = 0
        elif self._scheduled:
            # Drop cancelled timers at the head before deciding how long to wait.
            while self._scheduled and self._scheduled[0]._cancelled:
                heapq.heappop(self._scheduled)._scheduled = False
            timeout = max(0, self._scheduled[0]._when - self.time()) if self._scheduled else 0
        else:
            timeout = None
        if timeout is None:
            # Nothing can ever become ready: CPython would block on its selector forever.
            while True:
                time.sleep(3600)
        if timeout > 0:
            time.sleep(timeout)
        end_time = self.time() + self._clock_resolution
        while self._scheduled:
            handle = self._scheduled[0]
            if handle._when >= end_time:
                break
            handle = heapq.heappop(self._scheduled)
            handle._scheduled = False
            if not handle._cancelled:
                self._ready.append(handle)
        for _ in range(len(self._ready)):
            handle = self._ready.popleft()
            if not handle._cancelled:
                handle._run()

    # --- async generators ---
    def _asyncgen_firstiter_hook(self, agen):
        self._asyncgens.add(agen)

    def _asyncgen_finalizer_hook(self, agen):
        self._asyncgens.discard(agen)
        if not self.is_closed():
            self.call_soon(self.create_task, agen.aclose())

    async def shutdown_asyncgens(self):
        self._asyncgens_shutdown_called = True
        if not self._asyncgens:
            return
        closing = list(self._asyncgens)
        self._asyncgens.clear()
        from .tasks import gather
        results = await gather(*[ag.aclose() for ag in closing], return_exceptions=True)
        for result, agen in zip(results, closing):
            if isinstance(result, Exception):
                self.call_exception_handler({
                    "message": f"an error occurred during closing of asynchronous generator {agen!r}",
                    "exception": result,
                    "asyncgen": agen,
                })

    async def shutdown_default_executor(self):
        pass

    # --- errors ---
    def get_exception_handler(self):
        return self._exception_handler

    def set_exception_handler(self, handler):
        if handler is not None and not callable(handler):
            raise TypeError(f"A callable object or None is expected, got {handler!r}")
        self._exception_handler = handler

    def default_exception_handler(self, context):
        message = context.get("message") or "Unhandled exception in event loop"
        exception = context.get("exception")
        lines = [message]
        for key in sorted(context):
            if key in ("message", "exception"):
                continue
            lines.append(f"{key}: {context[key]!r}")
        text = "\n".join(lines)
        if exception is not None:
            import traceback
            text += "\n" + "".join(traceback.format_exception(type(exception), exception,
                                                              exception.__traceback__)).rstrip("\n")
        sys.stderr.write(text + "\n")

    def call_exception_handler(self, context):
        if self._exception_handler is None:
            try:
                self.default_exception_handler(context)
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException:
                sys.stderr.write("Exception in default exception handler\n")
        else:
            try:
                self._exception_handler(self, context)
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException as exc:
                try:
                    self.default_exception_handler({
                        "message": "Unhandled error in exception handler",
                        "exception": exc,
                        "context": context,
                    })
                except (SystemExit, KeyboardInterrupt):
                    raise
                except BaseException:
                    sys.stderr.write("Exception in default exception handler\n")


class _UnixSelectorEventLoop(BaseEventLoop):
    pass


SelectorEventLoop = _UnixSelectorEventLoop


def _isfuture(obj):
    return getattr(type(obj), "_asyncio_future_blocking", None) is not None and \
        getattr(obj, "_asyncio_future_blocking", None) is not None


def _run_until_complete_cb(fut):
    if not fut.cancelled():
        exc = fut.exception()
        if isinstance(exc, (SystemExit, KeyboardInterrupt)):
            return
    fut.get_loop().stop()


# --- the current loop ---

_running_loop = None


def _get_running_loop():
    return _running_loop


def _set_running_loop(loop):
    global _running_loop
    _running_loop = loop


def get_running_loop():
    loop = _running_loop
    if loop is None:
        raise RuntimeError("no running event loop")
    return loop


class AbstractEventLoopPolicy:
    pass


class DefaultEventLoopPolicy(AbstractEventLoopPolicy):
    def __init__(self):
        self._loop = None
        self._set_called = False

    def get_event_loop(self):
        if self._loop is None and not self._set_called:
            self.set_event_loop(self.new_event_loop())
        if self._loop is None:
            raise RuntimeError("There is no current event loop in thread %r." % "MainThread")
        return self._loop

    def set_event_loop(self, loop):
        self._set_called = True
        if loop is not None and not isinstance(loop, AbstractEventLoop):
            raise TypeError(f"loop must be an instance of AbstractEventLoop or None, not '{type(loop).__name__}'")
        self._loop = loop

    def new_event_loop(self):
        return SelectorEventLoop()


_policy = None


def get_event_loop_policy():
    global _policy
    if _policy is None:
        _policy = DefaultEventLoopPolicy()
    return _policy


def set_event_loop_policy(policy):
    global _policy
    if policy is not None and not isinstance(policy, AbstractEventLoopPolicy):
        raise TypeError(f"policy must be an instance of AbstractEventLoopPolicy or None, not '{type(policy).__name__}'")
    _policy = policy


def get_event_loop():
    loop = _running_loop
    if loop is not None:
        return loop
    return get_event_loop_policy().get_event_loop()


def set_event_loop(loop):
    get_event_loop_policy().set_event_loop(loop)


def new_event_loop():
    return get_event_loop_policy().new_event_loop()
