"""asyncio.tasks: Task (a coroutine driven by the loop) and the functions on awaitables.

A Task steps its coroutine with send()/throw() from loop callbacks. When the coroutine
yields a blocking Future the task waits for it (a done callback wakes the task with the
future's outcome); a bare `yield` (sleep(0)) reschedules it at once. cancel() cancels the
future being waited on, or throws CancelledError at the next step. Also here: gather,
wait, wait_for, sleep, shield, as_completed, ensure_future, current_task, all_tasks.
"""

import itertools
import types

from . import coroutines
from . import events
from . import exceptions
from . import futures

__all__ = ("Task", "create_task", "FIRST_COMPLETED", "FIRST_EXCEPTION", "ALL_COMPLETED",
           "wait", "wait_for", "as_completed", "sleep", "gather", "shield", "ensure_future",
           "current_task", "all_tasks", "run_coroutine_threadsafe")

_task_name_counter = itertools.count(1)
_all_tasks = []        # every task not yet done (a list: no weak sets here)
_current_tasks = {}    # loop -> task being stepped


class Task(futures.Future):
    _log_destroy_pending = True

    def __init__(self, coro, *, loop=None, name=None, context=None):
        super().__init__(loop=loop)
        if not coroutines.iscoroutine(coro):
            raise TypeError(f"a coroutine was expected, got {coro!r}")
        if name is None:
            self._name = f"Task-{next(_task_name_counter)}"
        else:
            self._name = str(name)
        self._num_cancels_requested = 0
        self._must_cancel = False
        self._fut_waiter = None
        self._coro = coro
        self._loop.call_soon(self._step)
        _all_tasks.append(self)

    def _repr_info(self):
        info = super()._repr_info()
        if self._must_cancel:
            info[0] = "cancelling"
        info.insert(1, "name=%r" % self.get_name())
        coro = self._coro
        qualname = getattr(coro, "__qualname__", None) or getattr(coro, "__name__", None) or repr(coro)
        state = "done" if self.done() else "running"
        info.insert(2, f"coro=<{qualname}() {state}>")
        if self._fut_waiter is not None:
            info.insert(3, f"wait_for={self._fut_waiter!r}")
        return info

    def get_coro(self):
        return self._coro

    def get_context(self):
        return None

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def set_result(self, result):
        raise RuntimeError("Task does not support set_result operation")

    def set_exception(self, exception):
        raise RuntimeError("Task does not support set_exception operation")

    def get_stack(self, *, limit=None):
        return []

    def print_stack(self, *, limit=None, file=None):
        pass

    def cancel(self, msg=None):
        if self.done():
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None:
            if self._fut_waiter.cancel(msg=msg):
                return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested

    def _finish(self):
        if self in _all_tasks:
            _all_tasks.remove(self)

    def _step(self, exc=None):
        if self.done():
            raise exceptions.InvalidStateError(f"_step(): already done: {self!r}, {exc!r}")
        if self._must_cancel:
            if not isinstance(exc, exceptions.CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        self._fut_waiter = None
        loop = self._loop
        prev = _current_tasks.get(loop)
        _current_tasks[loop] = self
        try:
            self._step_run(exc)
        finally:
            if prev is None:
                del _current_tasks[loop]
            else:
                _current_tasks[loop] = prev

    def _step_run(self, exc):
        coro = self._coro
        try:
            if exc is None:
                result = coro.send(None)
            else:
                result = coro.throw(exc)
        except StopIteration as stop:
            self._finish()
            if self._must_cancel:
                self._must_cancel = False
                futures.Future.cancel(self, msg=self._cancel_message)
            else:
                futures.Future.set_result(self, stop.value)
        except exceptions.CancelledError as cancelled:
            self._finish()
            self._cancelled_exc = cancelled
            futures.Future.cancel(self)
        except (KeyboardInterrupt, SystemExit) as fatal:
            self._finish()
            futures.Future.set_exception(self, fatal)
            raise
        except BaseException as error:
            self._finish()
            futures.Future.set_exception(self, error)
        else:
            self._await_yielded(result)

    def _await_yielded(self, result):
        blocking = getattr(result, "_asyncio_future_blocking", None)
        if blocking is not None:
            if futures._get_loop(result) is not self._loop:
                err = RuntimeError(f"Task {self!r} got Future {result!r} attached to a different loop")
                self._loop.call_soon(self._step, err)
            elif blocking:
                if result is self:
                    err = RuntimeError(f"Task cannot await on itself: {self!r}")
                    self._loop.call_soon(self._step, err)
                else:
                    result._asyncio_future_blocking = False
                    result.add_done_callback(self._wakeup)
                    self._fut_waiter = result
                    if self._must_cancel:
                        if self._fut_waiter.cancel(msg=self._cancel_message):
                            self._must_cancel = False
            else:
                err = RuntimeError(f"yield was used instead of yield from in task {self!r} with {result!r}")
                self._loop.call_soon(self._step, err)
        elif result is None:
            self._loop.call_soon(self._step)
        elif type(result) is types.GeneratorType:
            err = RuntimeError(f"yield was used instead of yield from for generator in task {self!r} with {result!r}")
            self._loop.call_soon(self._step, err)
        else:
            err = RuntimeError(f"Task got bad yield: {result!r}")
            self._loop.call_soon(self._step, err)

    def _wakeup(self, future):
        try:
            future.result()
        except BaseException as exc:
            self._step(exc)
        else:
            self._step()


def create_task(coro, *, name=None, context=None):
    """Schedules the coroutine on the running loop; returns its Task."""
    loop = events.get_running_loop()
    return loop.create_task(coro, name=name)


def current_task(loop=None):
    if loop is None:
        loop = events.get_running_loop()
    return _current_tasks.get(loop)


def all_tasks(loop=None):
    if loop is None:
        loop = events.get_running_loop()
    return {t for t in _all_tasks if futures._get_loop(t) is loop and not t.done()}


def ensure_future(coro_or_future, *, loop=None):
    if futures.isfuture(coro_or_future):
        if loop is not None and loop is not futures._get_loop(coro_or_future):
            raise ValueError("The future belongs to a different loop than the one specified as the loop argument")
        return coro_or_future
    if not coroutines.iscoroutine(coro_or_future):
        if hasattr(coro_or_future, "__await__"):
            coro_or_future = _wrap_awaitable(coro_or_future)
        else:
            raise TypeError("An asyncio.Future, a coroutine or an awaitable is required")
    if loop is None:
        loop = events.get_event_loop()
    return loop.create_task(coro_or_future)


async def _wrap_awaitable(awaitable):
    return await awaitable


FIRST_COMPLETED = "FIRST_COMPLETED"
FIRST_EXCEPTION = "FIRST_EXCEPTION"
ALL_COMPLETED = "ALL_COMPLETED"


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """Waits for the Futures/Tasks in `fs`; returns (done, pending) sets."""
    if futures.isfuture(fs) or coroutines.iscoroutine(fs):
        raise TypeError(f"expect a list of futures, not {type(fs).__name__}")
    if not fs:
        raise ValueError("Set of Tasks/Futures is empty.")
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f"Invalid return_when value: {return_when}")
    fs = set(fs)
    if any(coroutines.iscoroutine(f) for f in fs):
        raise TypeError("Passing coroutines is forbidden, use tasks explicitly.")
    loop = events.get_running_loop()
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    counter = [len(fs)]

    def _on_completion(f):
        counter[0] -= 1
        if (counter[0] <= 0 or return_when == FIRST_COMPLETED or
                return_when == FIRST_EXCEPTION and (not f.cancelled() and f.exception() is not None)):
            if timeout_handle is not None:
                timeout_handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(_on_completion)
    try:
        await waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(_on_completion)
    done, pending = set(), set()
    for f in fs:
        (done if f.done() else pending).add(f)
    return done, pending


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def _cancel_and_wait(fut):
    loop = events.get_running_loop()
    waiter = loop.create_future()
    cb = lambda f: _release_waiter(waiter)
    fut.add_done_callback(cb)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(cb)


async def wait_for(fut, timeout):
    """Waits for one awaitable with a timeout; cancels it and raises TimeoutError on expiry."""
    loop = events.get_running_loop()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = ensure_future(fut, loop=loop)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except exceptions.CancelledError as exc:
            raise exceptions.TimeoutError() from exc
    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    cb = lambda f: _release_waiter(waiter)
    fut = ensure_future(fut, loop=loop)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except exceptions.CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(cb)
            await _cancel_and_wait(fut)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(cb)
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except exceptions.CancelledError as exc:
            raise exceptions.TimeoutError() from exc
    finally:
        timeout_handle.cancel()


def as_completed(fs, *, timeout=None):
    """Iterator of coroutines that return the results of `fs` in completion order."""
    if futures.isfuture(fs) or coroutines.iscoroutine(fs):
        raise TypeError(f"expect an iterable of futures, not {type(fs).__name__}")
    from .queues import Queue
    loop = events.get_event_loop()
    todo = {ensure_future(f, loop=loop) for f in set(fs)}
    done = Queue()
    timeout_handle = None

    def _on_timeout():
        for f in todo:
            f.remove_done_callback(_on_completion)
            done.put_nowait(None)
        todo.clear()

    def _on_completion(f):
        if not todo:
            return
        todo.remove(f)
        done.put_nowait(f)
        if not todo and timeout_handle is not None:
            timeout_handle.cancel()

    async def _wait_for_one():
        f = await done.get()
        if f is None:
            raise exceptions.TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(_on_completion)
    if todo and timeout is not None:
        timeout_handle = loop.call_later(timeout, _on_timeout)
    for _ in range(len(todo)):
        yield _wait_for_one()


@types.coroutine
def __sleep0():
    yield


async def sleep(delay, result=None):
    """Coroutine that completes after `delay` seconds, returning `result`."""
    if delay <= 0:
        await __sleep0()
        return result
    loop = events.get_running_loop()
    future = loop.create_future()
    h = loop.call_later(delay, futures._set_result_unless_cancelled, future, result)
    try:
        return await future
    finally:
        h.cancel()


class _GatheringFuture(futures.Future):
    """gather()'s result; cancelling it cancels the children."""

    def __init__(self, children, *, loop):
        super().__init__(loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        ret = False
        for child in self._children:
            if child.cancel(msg=msg):
                ret = True
        if ret:
            self._cancel_requested = True
        return ret


def gather(*coros_or_futures, return_exceptions=False):
    """Runs the awaitables concurrently; their results as a list, in argument order."""
    if not coros_or_futures:
        loop = events.get_event_loop()
        outer = loop.create_future()
        outer.set_result([])
        return outer
    state = {"finished": 0, "outer": None}
    arg_to_fut = {}
    children = []
    loop = None

    def _done_callback(fut):
        state["finished"] += 1
        outer = state["outer"]
        if outer is None or outer.done():
            if not fut.cancelled():
                fut.exception()
            return
        if not return_exceptions:
            if fut.cancelled():
                outer.set_exception(fut._make_cancelled_error())
                return
            exc = fut.exception()
            if exc is not None:
                outer.set_exception(exc)
                return
        if state["finished"] == len(arg_to_fut):
            results = []
            for child in children:
                if child.cancelled():
                    msg = child._cancel_message
                    res = exceptions.CancelledError("" if msg is None else msg)
                else:
                    res = child.exception()
                    if res is None:
                        res = child.result()
                results.append(res)
            if outer._cancel_requested:
                outer.set_exception(fut._make_cancelled_error())
            else:
                outer.set_result(results)

    for arg in coros_or_futures:
        key = id(arg)
        if key not in arg_to_fut:
            fut = ensure_future(arg, loop=loop)
            if loop is None:
                loop = futures._get_loop(fut)
            arg_to_fut[key] = (arg, fut)
            fut.add_done_callback(_done_callback)
        else:
            fut = arg_to_fut[key][1]
        children.append(fut)
    outer = _GatheringFuture(children, loop=loop)
    state["outer"] = outer
    return outer


def shield(arg):
    """Protects an awaitable from cancellation of the awaiting task."""
    inner = ensure_future(arg)
    if inner.done():
        return inner
    loop = futures._get_loop(inner)
    outer = loop.create_future()

    def _inner_done_callback(inner):
        if outer.cancelled():
            if not inner.cancelled():
                inner.exception()
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def _outer_done_callback(outer):
        if not inner.done():
            inner.remove_done_callback(_inner_done_callback)

    inner.add_done_callback(_inner_done_callback)
    outer.add_done_callback(_outer_done_callback)
    return outer


def run_coroutine_threadsafe(coro, loop):
    if not coroutines.iscoroutine(coro):
        raise TypeError("A coroutine object is required")
    return loop.create_task(coro)
