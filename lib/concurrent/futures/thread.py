"""ThreadPoolExecutor: runs submitted calls on a pool of worker threads (CPython 3.11's
API: max_workers, thread_name_prefix, initializer/initargs, submit, map, shutdown with
wait and cancel_futures).

Work items go through one SimpleQueue. A worker is started by submit() when no worker
is idle, up to max_workers; each takes items until it gets None (shutdown) or the
interpreter exits (threading._register_atexit wakes every worker with None so that the
exit's join of non-daemon threads ends).
"""

import itertools
import os
import queue
import threading
import types


def _class_getitem(cls, params):
    return types.GenericAlias(cls, params)


from concurrent.futures import _base

_live_queues = []          # the work queues of executors not yet shut down
_shutting_down = [False]


def _python_exit():
    _shutting_down[0] = True
    for q in list(_live_queues):
        q.put(None)


threading._register_atexit(_python_exit)


class BrokenThreadPool(_base.BrokenExecutor):
    """Raised when a worker thread in a ThreadPoolExecutor failed initializing."""


class _WorkItem:
    def __init__(self, future, fn, args, kwargs):
        self.future = future
        self.fn = fn
        self.args = args
        self.kwargs = kwargs

    def run(self):
        if not self.future.set_running_or_notify_cancel():
            return
        try:
            result = self.fn(*self.args, **self.kwargs)
        except BaseException as exc:
            self.future.set_exception(exc)
            self = None
        else:
            self.future.set_result(result)

    __class_getitem__ = classmethod(_class_getitem)


def _worker(executor, work_queue, initializer, initargs):
    if initializer is not None:
        try:
            initializer(*initargs)
        except BaseException:
            import traceback
            import sys
            sys.stderr.write('Exception in initializer:\n')
            traceback.print_exc()
            executor._initializer_failed()
            return
    while True:
        item = work_queue.get(block=True)
        if item is not None:
            item.run()
            del item
            executor._idle_semaphore.release()
            continue
        # None: shutdown. Pass the news on to the other workers.
        if _shutting_down[0] or executor._shutdown:
            executor._shutdown = True
            work_queue.put(None)
            return


class ThreadPoolExecutor(_base.Executor):
    """An Executor running calls on at most max_workers threads."""

    _counter = itertools.count().__next__

    def __init__(self, max_workers=None, thread_name_prefix='', initializer=None,
                 initargs=()):
        if max_workers is None:
            max_workers = min(32, (os.cpu_count() or 1) + 4)
        if max_workers <= 0:
            raise ValueError('max_workers must be greater than 0')
        if initializer is not None and not callable(initializer):
            raise TypeError('initializer must be a callable')
        self._max_workers = max_workers
        self._work_queue = queue.SimpleQueue()
        self._idle_semaphore = threading.Semaphore(0)
        self._threads = set()
        self._broken = False
        self._shutdown = False
        self._shutdown_lock = threading.Lock()
        self._thread_name_prefix = (thread_name_prefix or
                                    ('ThreadPoolExecutor-%d' % self._counter()))
        self._initializer = initializer
        self._initargs = initargs
        _live_queues.append(self._work_queue)

    def submit(self, fn, /, *args, **kwargs):
        with self._shutdown_lock:
            if self._broken:
                raise BrokenThreadPool(self._broken)
            if self._shutdown:
                raise RuntimeError('cannot schedule new futures after shutdown')
            if _shutting_down[0]:
                raise RuntimeError('cannot schedule new futures after '
                                   'interpreter shutdown')
            f = _base.Future()
            self._work_queue.put(_WorkItem(f, fn, args, kwargs))
            self._adjust_thread_count()
            return f
    submit.__doc__ = _base.Executor.submit.__doc__

    def _adjust_thread_count(self):
        # An idle worker takes the new item; otherwise start one more (up to the cap).
        if self._idle_semaphore.acquire(timeout=0):
            return
        num_threads = len(self._threads)
        if num_threads < self._max_workers:
            name = '%s_%d' % (self._thread_name_prefix or self, num_threads)
            t = threading.Thread(name=name, target=_worker,
                                 args=(self, self._work_queue, self._initializer,
                                       self._initargs))
            t.start()
            self._threads.add(t)

    def _initializer_failed(self):
        with self._shutdown_lock:
            self._broken = ('A thread initializer failed, the thread pool '
                            'is not usable anymore')
            # Fail every pending work item.
            while True:
                try:
                    item = self._work_queue.get_nowait()
                except queue.Empty:
                    break
                if item is not None:
                    item.future.set_exception(BrokenThreadPool(self._broken))

    def shutdown(self, wait=True, *, cancel_futures=False):
        with self._shutdown_lock:
            self._shutdown = True
            if cancel_futures:
                while True:
                    try:
                        item = self._work_queue.get_nowait()
                    except queue.Empty:
                        break
                    if item is not None:
                        item.future.cancel()
            # Wake a worker; each passes the None on.
            self._work_queue.put(None)
            if self._work_queue in _live_queues:
                _live_queues.remove(self._work_queue)
        if wait:
            for t in list(self._threads):
                t.join()
    shutdown.__doc__ = _base.Executor.shutdown.__doc__
