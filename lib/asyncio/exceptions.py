"""asyncio.exceptions: the exception classes asyncio raises.

CancelledError derives from BaseException (3.8+), asyncio.TimeoutError is the builtin
TimeoutError (3.11), InvalidStateError reports a Future used in the wrong state.
"""

__all__ = ("BrokenBarrierError", "CancelledError", "InvalidStateError", "TimeoutError",
           "IncompleteReadError", "LimitOverrunError", "SendfileNotAvailableError")

TimeoutError = TimeoutError


class CancelledError(BaseException):
    """The Future or Task was cancelled."""


class InvalidStateError(Exception):
    """The operation is not allowed in this state."""


class SendfileNotAvailableError(RuntimeError):
    """Sendfile syscall is not available."""


class IncompleteReadError(EOFError):
    """Incomplete read error."""

    def __init__(self, partial, expected):
        r_expected = "undefined" if expected is None else repr(expected)
        super().__init__(f"{len(partial)} bytes read on a total of {r_expected} expected bytes")
        self.partial = partial
        self.expected = expected


class LimitOverrunError(Exception):
    """Reached the buffer limit while looking for a separator."""

    def __init__(self, message, consumed):
        super().__init__(message)
        self.consumed = consumed


class BrokenBarrierError(RuntimeError):
    """Barrier is broken by barrier.abort() call."""
