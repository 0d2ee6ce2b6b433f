"""The systems primitives of the `ml` module (SPEC section 7): ml.ThreadPool, ml.parallel_for,
ml.Atomic, ml.Mutex, ml.Condition. `ml` imports this module on the first use of one of
these names (its PEP 562 __getattr__, src/stdlib/ml/module.cpp) and keeps the value.

ThreadPool(n) runs submitted calls on n Python threads (concurrent.futures underneath, so
submit() returns a concurrent.futures.Future). parallel_for(n, fn, grain) splits range(n)
into chunks of at least `grain` indices and calls fn(begin, end) for each, on the caller
and on a shared pool of ml.get_num_threads() - 1 helper threads. Python bodies run under
the interpreter lock (correct, not faster); tensor kernels and blocking calls inside them
let go of it and run in parallel (docs/threads.md).
"""

import threading
from concurrent.futures import ThreadPoolExecutor

__all__ = ['ThreadPool', 'parallel_for', 'Atomic', 'Mutex', 'Condition']

Atomic = threading.Atomic
Mutex = threading.Lock
Condition = threading.Condition


def _default_threads():
    import ml
    return ml.get_num_threads()


class ThreadPool:
    """ThreadPool(n=None): n worker threads (default: ml.get_num_threads()).

    submit(fn, *args, **kwargs) -> Future; map(fn, *iterables) -> list of results in
    order (the first exception raised by a call is raised); close() refuses new work;
    join() waits for the submitted work and the workers (after close()); a `with` block
    closes and joins on exit.
    """

    def __init__(self, n=None):
        if n is None:
            n = _default_threads()
        if not isinstance(n, int) or isinstance(n, bool):
            raise TypeError('ThreadPool() argument must be an int, not %s' % type(n).__name__)
        if n < 1:
            raise ValueError('ThreadPool() needs at least one thread, got %d' % n)
        self._n = n
        self._closed = False
        self._executor = ThreadPoolExecutor(max_workers=n, thread_name_prefix='ml.ThreadPool')

    @property
    def num_threads(self):
        return self._n

    def __repr__(self):
        state = 'closed' if self._closed else 'running'
        return '<ml.ThreadPool num_threads=%d %s>' % (self._n, state)

    def _check_open(self):
        if self._closed:
            raise RuntimeError('ThreadPool is closed')

    def submit(self, fn, /, *args, **kwargs):
        self._check_open()
        return self._executor.submit(fn, *args, **kwargs)

    def map(self, fn, *iterables):
        self._check_open()
        futures = [self._executor.submit(fn, *args) for args in zip(*iterables)]
        return [f.result() for f in futures]

    def close(self):
        self._closed = True

    def join(self):
        if not self._closed:
            raise ValueError('ThreadPool is still running (call close() first)')
        self._executor.shutdown(wait=True)

    def __enter__(self):
        self._check_open()
        return self

    def __exit__(self, *exc_info):
        self.close()
        self.join()
        return False


_local = threading.local()
_shared = {'pool': None, 'threads': 0}
_shared_lock = threading.Lock()


def _helpers(count):
    # The shared helper pool for parallel_for, resized when ml.set_num_threads changed.
    with _shared_lock:
        if _shared['pool'] is None or _shared['threads'] != count:
            old = _shared['pool']
            _shared['pool'] = ThreadPoolExecutor(max_workers=count, thread_name_prefix='ml.parallel_for')
            _shared['threads'] = count
            if old is not None:
                old.shutdown(wait=False)
        return _shared['pool']


def _run_chunks(fn, chunks, next_chunk, lock, errors):
    _local.inside = True
    try:
        while True:
            with lock:
                if errors or next_chunk[0] >= len(chunks):
                    return
                begin, end = chunks[next_chunk[0]]
                next_chunk[0] += 1
            try:
                fn(begin, end)
            except BaseException as e:
                with lock:
                    errors.append(e)
                return
    finally:
        _local.inside = False


def parallel_for(n, fn, grain=1):
    """Call fn(begin, end) over chunks covering range(n), each at least `grain` long, on up
    to ml.get_num_threads() threads (the caller included); return when all are done. The
    first exception a chunk raises is raised here (chunks not yet started are skipped).
    Runs fn(0, n) inline when n <= grain, with one thread, or inside another parallel_for
    body."""
    for name, v in (('n', n), ('grain', grain)):
        if not isinstance(v, int) or isinstance(v, bool):
            raise TypeError('parallel_for() argument %s must be an int, not %s' % (name, type(v).__name__))
    if not callable(fn):
        raise TypeError('parallel_for() argument fn must be callable')
    if grain < 1:
        raise ValueError('parallel_for() grain must be >= 1, got %d' % grain)
    if n <= 0:
        return None
    threads = _default_threads()
    if n <= grain or threads <= 1 or getattr(_local, 'inside', False):
        fn(0, n)
        return None
    pieces = min(threads * 4, (n + grain - 1) // grain)
    size = max(grain, (n + pieces - 1) // pieces)
    chunks = [(b, min(n, b + size)) for b in range(0, n, size)]
    helpers = min(threads - 1, len(chunks) - 1)
    lock = threading.Lock()
    next_chunk = [0]
    errors = []
    pool = _helpers(threads - 1)
    futures = [pool.submit(_run_chunks, fn, chunks, next_chunk, lock, errors) for _ in range(helpers)]
    _run_chunks(fn, chunks, next_chunk, lock, errors)
    for f in futures:
        f.result()
    if errors:
        raise errors[0]
    return None
