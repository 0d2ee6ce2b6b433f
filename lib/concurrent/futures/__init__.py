"""Running callables asynchronously, as CPython 3.11's concurrent.futures: Future,
Executor, ThreadPoolExecutor, wait(), as_completed() and the completion constants.
ProcessPoolExecutor exists but raises NotImplementedError (TensorPy runs one process;
use ThreadPoolExecutor, whose tensor kernels run in parallel, see docs/threads.md)."""

from concurrent.futures._base import (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED,
                                      CancelledError, TimeoutError, InvalidStateError,
                                      BrokenExecutor, Future, Executor, wait, as_completed)
from concurrent.futures.thread import ThreadPoolExecutor
from concurrent.futures.process import ProcessPoolExecutor

__all__ = ('FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED', 'CancelledError',
           'TimeoutError', 'BrokenExecutor', 'Future', 'Executor', 'wait', 'as_completed',
           'ProcessPoolExecutor', 'ThreadPoolExecutor')


def __dir__():
    return __all__ + ('__author__', '__doc__')
