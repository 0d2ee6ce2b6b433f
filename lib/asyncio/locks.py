"""asyncio.locks: Lock, Event, Condition, Semaphore, BoundedSemaphore, Barrier.

Each primitive keeps a FIFO of waiter Futures; waking one sets its result. Waiters that
are cancelled are skipped, and a lock or semaphore handed to a waiter that was then
cancelled is passed on to the next one.
"""

from collections import deque

from . import events
from . import exceptions

__all__ = ("Lock", "Event", "Condition", "Semaphore", "BoundedSemaphore", "Barrier")


class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


def _loop():
    return events.get_running_loop()


class Lock(_ContextManagerMixin):
    """A mutual-exclusion lock for coroutines."""

    def __init__(self):
        self._waiters = None
        self._locked = False

    def __repr__(self):
        extra = "locked" if self._locked else "unlocked"
        if self._waiters:
            extra = f"{extra}, waiters:{len(self._waiters)}"
        return f"<{type(self).__module__}.{type(self).__qualname__} object at {hex(id(self))} [{extra}]>"

    def locked(self):
        return self._locked

    async def acquire(self):
        if not self._locked and (self._waiters is None or all(w.cancelled() for w in self._waiters)):
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = deque()
        fut = _loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except exceptions.CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if self._locked:
            self._locked = False
            self._wake_up_first()
        else:
            raise RuntimeError("Lock is not acquired.")

    def _wake_up_first(self):
        if not self._waiters:
            return
        fut = self._waiters[0]
        if not fut.done():
            fut.set_result(True)


class Event:
    """A flag coroutines can wait on until it is set."""

    def __init__(self):
        self._waiters = deque()
        self._value = False

    def __repr__(self):
        extra = "set" if self._value else "unset"
        if self._waiters:
            extra = f"{extra}, waiters:{len(self._waiters)}"
        return f"<{type(self).__module__}.{type(self).__qualname__} object at {hex(id(self))} [{extra}]>"

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        fut = _loop().create_future()
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            self._waiters.remove(fut)


class Condition(_ContextManagerMixin):
    """A condition variable: wait() releases the lock until notified."""

    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = deque()

    def __repr__(self):
        extra = "locked" if self.locked() else "unlocked"
        if self._waiters:
            extra = f"{extra}, waiters:{len(self._waiters)}"
        return f"<{type(self).__module__}.{type(self).__qualname__} object at {hex(id(self))} [{extra}]>"

    async def wait(self):
        if not self.locked():
            raise RuntimeError("cannot wait on un-acquired lock")
        self.release()
        try:
            fut = _loop().create_future()
            self._waiters.append(fut)
            try:
                await fut
                return True
            finally:
                self._waiters.remove(fut)
        finally:
            cancelled = False
            while True:
                try:
                    await self.acquire()
                    break
                except exceptions.CancelledError:
                    cancelled = True
            if cancelled:
                raise exceptions.CancelledError

    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError("cannot notify on un-acquired lock")
        idx = 0
        for fut in self._waiters:
            if idx >= n:
                break
            if not fut.done():
                idx += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class Semaphore(_ContextManagerMixin):
    """A counter: acquire() waits while it is zero, release() increments it."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError("Semaphore initial value must be >= 0")
        self._waiters = None
        self._value = value

    def __repr__(self):
        extra = "locked" if self.locked() else f"unlocked, value:{self._value}"
        if self._waiters:
            extra = f"{extra}, waiters:{len(self._waiters)}"
        return f"<{type(self).__module__}.{type(self).__qualname__} object at {hex(id(self))} [{extra}]>"

    def locked(self):
        return self._value == 0 or any(not w.cancelled() for w in (self._waiters or ()))

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = deque()
        fut = _loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except exceptions.CancelledError:
            if not fut.cancelled():
                self._value += 1
                self._wake_up_next()
            raise
        if self._value > 0:
            self._wake_up_next()
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        if not self._waiters:
            return False
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return True
        return False


class BoundedSemaphore(Semaphore):
    """A Semaphore whose release() past the initial value raises ValueError."""

    def __init__(self, value=1):
        self._bound_value = value
        super().__init__(value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError("BoundedSemaphore released too many times")
        super().release()


class Barrier:
    """Blocks `parties` tasks until all have called wait()."""

    def __init__(self, parties):
        if parties < 1:
            raise ValueError("parties must be > 0")
        self._cond = Condition()
        self._parties = parties
        self._state = "filling"
        self._count = 0

    async def __aenter__(self):
        return await self.wait()

    async def __aexit__(self, *args):
        pass

    async def wait(self):
        async with self._cond:
            await self._block()
            try:
                index = self._count
                self._count += 1
                if index + 1 == self._parties:
                    self._state = "draining"
                    self._cond.notify_all()
                else:
                    await self._cond.wait_for(lambda: self._state != "filling")
                    if self._state in ("broken", "resetting"):
                        raise exceptions.BrokenBarrierError("Barrier aborted")
                return index
            finally:
                self._count -= 1
                if self._count == 0 and self._state == "draining":
                    self._state = "filling"
                    self._cond.notify_all()

    async def _block(self):
        await self._cond.wait_for(lambda: self._state not in ("draining", "resetting"))
        if self._state == "broken":
            raise exceptions.BrokenBarrierError("Barrier aborted")

    async def reset(self):
        async with self._cond:
            if self._count > 0:
                if self._state != "resetting":
                    self._state = "resetting"
            else:
                self._state = "filling"
            self._cond.notify_all()

    async def abort(self):
        async with self._cond:
            self._state = "broken"
            self._cond.notify_all()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        return self._count if self._state == "filling" else 0

    @property
    def broken(self):
        return self._state == "broken"
