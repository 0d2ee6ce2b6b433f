"""asyncio.timeouts (3.11): `async with timeout(delay)` / timeout_at(when).

On expiry the current task is cancelled; __aexit__ turns that cancellation into
TimeoutError (raised from the CancelledError) unless the task was also cancelled from
outside (Task.cancelling() counts the requests).
"""

from . import events
from . import exceptions
from . import tasks

__all__ = ("Timeout", "timeout", "timeout_at")

_CREATED, _ENTERED, _EXPIRING, _EXPIRED, _EXITED = "created", "active", "expiring", "expired", "finished"


class Timeout:
    def __init__(self, when):
        self._state = _CREATED
        self._timeout_handler = None
        self._task = None
        self._when = when

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._state is not _ENTERED:
            raise RuntimeError(f"Cannot change state of {self._state} Timeout")
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
        else:
            loop = events.get_running_loop()
            if when <= loop.time():
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._state in (_EXPIRING, _EXPIRED)

    def __repr__(self):
        info = [""]
        if self._state is _ENTERED:
            when = round(self._when, 3) if self._when is not None else None
            info.append(f"when={when}")
        return f"<Timeout [{self._state}]{' '.join(info)}>"

    async def __aenter__(self):
        self._state = _ENTERED
        self._task = tasks.current_task()
        self._cancelling = self._task.cancelling()
        if self._task is None:
            raise RuntimeError("Timeout should be used inside a task")
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state is _EXPIRING:
            self._state = _EXPIRED
            if self._task.uncancel() <= self._cancelling and exc_type is exceptions.CancelledError:
                raise TimeoutError from exc_val
        elif self._state is _ENTERED:
            self._state = _EXITED
        return None

    def _on_timeout(self):
        self._task.cancel()
        self._state = _EXPIRING
        self._timeout_handler = None


def timeout(delay):
    """An async context manager cancelling the block after `delay` seconds (None: never)."""
    loop = events.get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    """Like timeout() with an absolute loop time."""
    return Timeout(when)
