"""asyncio.runners: run() and Runner, the entry points that own an event loop.

run(main) makes a new loop, runs the coroutine to completion, then cancels the tasks still
pending, closes the async generators and the loop.
"""

from . import coroutines
from . import events
from . import exceptions
from . import tasks

__all__ = ("Runner", "run")


class Runner:
    def __init__(self, *, debug=None, loop_factory=None):
        self._state = "created"
        self._debug = debug
        self._loop_factory = loop_factory
        self._loop = None

    def __enter__(self):
        self._lazy_init()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()

    def close(self):
        if self._state != "initialized":
            return
        try:
            loop = self._loop
            _cancel_all_tasks(loop)
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.run_until_complete(loop.shutdown_default_executor())
        finally:
            if self._loop_factory is None:
                events.set_event_loop(None)
            loop.close()
            self._loop = None
            self._state = "closed"

    def get_loop(self):
        self._lazy_init()
        return self._loop

    def run(self, coro, *, context=None):
        if not coroutines.iscoroutine(coro):
            raise ValueError("a coroutine was expected, got {!r}".format(coro))
        if events._get_running_loop() is not None:
            raise RuntimeError("Runner.run() cannot be called from a running event loop")
        self._lazy_init()
        task = self._loop.create_task(coro)
        return self._loop.run_until_complete(task)

    def _lazy_init(self):
        if self._state == "closed":
            raise RuntimeError("Runner is closed")
        if self._state == "initialized":
            return
        if self._loop_factory is None:
            self._loop = events.new_event_loop()
            events.set_event_loop(self._loop)
        else:
            self._loop = self._loop_factory()
        if self._debug is not None:
            self._loop.set_debug(self._debug)
        self._state = "initialized"


def run(main, *, debug=None):
    """Runs the coroutine `main` in a new event loop and returns its result."""
    if events._get_running_loop() is not None:
        raise RuntimeError("asyncio.run() cannot be called from a running event loop")
    with Runner(debug=debug) as runner:
        return runner.run(main)


def _cancel_all_tasks(loop):
    to_cancel = tasks.all_tasks(loop)
    if not to_cancel:
        return
    for task in to_cancel:
        task.cancel()
    loop.run_until_complete(tasks.gather(*to_cancel, return_exceptions=True))
    for task in to_cancel:
        if task.cancelled():
            continue
        if task.exception() is not None:
            loop.call_exception_handler({
                "message": "unhandled exception during asyncio.run() shutdown",
                "exception": task.exception(),
                "task": task,
            })
