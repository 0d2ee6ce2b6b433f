"""Threads and the objects that coordinate them.

TensorPy's threading module: Thread, Timer, local, Lock, RLock, Condition, Semaphore,
BoundedSemaphore, Event, Barrier and the module queries (current_thread, main_thread,
get_ident, active_count, enumerate, excepthook), with CPython 3.11's names, reprs and
error messages.

Everything is built on one primitive, a plain mutex: `_thread.allocate_lock()` when the
VM has a native `_thread` module, else `_SoloLock` below. While there is no `_thread`
(today), threads are deferred: Thread.start() only queues the thread, and queued threads
run to completion, in start() order and nested on the caller's stack (with
current_thread() reporting the running Thread), when some thread reaches a point where it
would block: join() of a queued thread runs that thread; a wait that would block (a held
lock's acquire, Event.wait(), Condition.wait(), Semaphore/Barrier waits, with or without a
timeout) runs queued threads one at a time until the wait can be satisfied. A wait that is
still unsatisfied when nothing is queued can never end: without a timeout it raises
RuntimeError('deadlock: ...') instead of hanging forever; with one it sleeps the timeout
out and reports failure, as it would if no other thread acted. A running thread cannot be
suspended, so a thread that blocks on something only code later in the thread that
(indirectly) ran it could do gets that RuntimeError. time.sleep() runs nothing. See
docs/stdlib.md.
"""

import sys
import time

try:
    import _thread
except ImportError:
    _thread = None

__all__ = ['get_ident', 'active_count', 'Condition', 'current_thread', 'enumerate',
           'main_thread', 'Event', 'Lock', 'RLock', 'Semaphore', 'BoundedSemaphore',
           'Thread', 'Barrier', 'BrokenBarrierError', 'Timer', 'ThreadError', 'local',
           'TIMEOUT_MAX', 'excepthook', 'ExceptHookArgs', 'get_native_id']

TIMEOUT_MAX = 9223372036.0     # the largest timeout a lock accepts (CPython's value)
ThreadError = RuntimeError

_NATIVE = _thread is not None


def _check_acquire_args(blocking, timeout):
    if not blocking and timeout != -1:
        raise ValueError("can't specify a timeout for a non-blocking call")
    if timeout < 0 and timeout != -1:
        raise ValueError('timeout value must be positive')


class _SoloLock:
    """The mutex used while the VM runs a single thread. Acquiring it while held can only
    succeed if someone else releases it, and there is no one else: a timed acquire
    sleeps out its timeout and fails; an untimed one raises RuntimeError."""

    def __init__(self):
        self._held = False

    def acquire(self, blocking=True, timeout=-1):
        _check_acquire_args(blocking, timeout)
        if not self._held:
            self._held = True
            return True
        if not blocking:
            return False
        # Let the queued threads run, one at a time, until one of them frees the lock.
        while self._held and _run_next_pending():
            pass
        if not self._held:
            self._held = True
            return True
        if timeout != -1:
            time.sleep(timeout)
            return False
        raise RuntimeError('deadlock: acquiring a held lock with no other thread to '
                           'release it')

    def release(self):
        if not self._held:
            raise RuntimeError('release unlocked lock')
        self._held = False

    def locked(self):
        return self._held

    acquire_lock = acquire
    release_lock = release
    locked_lock = locked

    def __enter__(self):
        return self.acquire()

    def __exit__(self, *exc_info):
        self.release()

    def _at_fork_reinit(self):
        self._held = False

    def __repr__(self):
        return '<%s _thread.lock object at 0x%x>' % (
            'locked' if self._held else 'unlocked', id(self))


_new_mutex = _thread.allocate_lock if _NATIVE else _SoloLock
Lock = _new_mutex

# ---- thread identity -----------------------------------------------------------------

_MAIN_IDENT = _thread.get_ident() if _NATIVE else 1
_solo_state = {'running': None, 'next_ident': _MAIN_IDENT + 1, 'created': 0}
_live_threads = {}     # ident -> Thread, for every started, unfinished thread
_pending = []          # without _thread: started threads not yet run, in start() order


def _run_deferred(thread):
    """Run a queued thread to completion now, nested in the caller (no `_thread`)."""
    _pending.remove(thread)
    caller = _solo_state['running']
    _solo_state['running'] = thread
    try:
        thread._run_reporting_errors()
    finally:
        _solo_state['running'] = caller
        thread._finished = True
        _live_threads.pop(thread._ident, None)


def _run_next_pending():
    """Run the earliest-started queued thread; False when none is queued."""
    if not _pending:
        return False
    _run_deferred(_pending[0])
    return True


def get_ident():
    """An int identifying the calling thread while it runs."""
    if _NATIVE:
        return _thread.get_ident()
    running = _solo_state['running']
    return _MAIN_IDENT if running is None else running._ident


def get_native_id():
    return get_ident()


# ---- reentrant lock ------------------------------------------------------------------

class _RLock:
    """A lock its owning thread may take again; it is free once released as many
    times as it was acquired."""

    def __init__(self):
        self._mutex = _new_mutex()
        self._owner = None
        self._depth = 0

    def acquire(self, blocking=True, timeout=-1):
        me = get_ident()
        if self._owner == me:
            self._depth += 1
            return True
        if not self._mutex.acquire(blocking, timeout):
            return False
        self._owner = me
        self._depth = 1
        return True

    __enter__ = acquire

    def release(self):
        if self._owner != get_ident():
            raise RuntimeError('cannot release un-acquired lock')
        self._depth -= 1
        if self._depth == 0:
            self._owner = None
            self._mutex.release()

    def __exit__(self, *exc_info):
        self.release()

    def __repr__(self):
        return '<%s %s.%s object owner=%r count=%d at 0x%x>' % (
            'locked' if self._mutex.locked() else 'unlocked', '_thread', 'RLock',
            self._owner or 0, self._depth, id(self))

    # Used by Condition to let go of every level while waiting, then take them back.
    def _is_owned(self):
        return self._owner == get_ident()

    def _release_save(self):
        saved = (self._depth, self._owner)
        self._depth = 0
        self._owner = None
        self._mutex.release()
        return saved

    def _acquire_restore(self, saved):
        self._mutex.acquire()
        self._depth, self._owner = saved


def RLock(*args, **kwargs):
    """A new reentrant lock."""
    return _RLock(*args, **kwargs)


# ---- condition variables and what is built from them ---------------------------------

class Condition:
    """A lock (an RLock by default) plus a queue of waiting threads. wait() releases the
    lock until notify() wakes the waiter, then takes it back."""

    def __init__(self, lock=None):
        self._lock = RLock() if lock is None else lock
        self.acquire = self._lock.acquire
        self.release = self._lock.release
        self._sleepers = []

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *exc_info):
        return self._lock.__exit__(*exc_info)

    def __repr__(self):
        return '<Condition(%s, %d)>' % (self._lock, len(self._sleepers))

    def _owned(self):
        probe = getattr(self._lock, '_is_owned', None)
        if probe is not None:
            return probe()
        # A plain lock: owned if it is held (it cannot tell by whom).
        if self._lock.acquire(False):
            self._lock.release()
            return False
        return True

    def _let_go(self):
        saver = getattr(self._lock, '_release_save', None)
        if saver is not None:
            return saver()
        self._lock.release()
        return None

    def _take_back(self, saved):
        restorer = getattr(self._lock, '_acquire_restore', None)
        if restorer is not None:
            restorer(saved)
        else:
            self._lock.acquire()

    def wait(self, timeout=None):
        """Release the lock, block until notified or until timeout seconds pass, then
        re-acquire. True unless the timeout expired."""
        if not self._owned():
            raise RuntimeError('cannot wait on un-acquired lock')
        bell = _new_mutex()
        bell.acquire()
        self._sleepers.append(bell)
        saved = self._let_go()
        woken = False
        try:
            if timeout is None:
                woken = bell.acquire()
            else:
                woken = bell.acquire(True, timeout) if timeout > 0 else bell.acquire(False)
            return woken
        finally:
            self._take_back(saved)
            if not woken and bell in self._sleepers:
                self._sleepers.remove(bell)

    def wait_for(self, predicate, timeout=None):
        """wait() until predicate() is true or timeout passes; returns the last value
        of predicate()."""
        deadline = None
        remaining = timeout
        outcome = predicate()
        while not outcome:
            if remaining is not None:
                if deadline is None:
                    deadline = time.monotonic() + remaining
                else:
                    remaining = deadline - time.monotonic()
                    if remaining <= 0:
                        break
            self.wait(remaining)
            outcome = predicate()
        return outcome

    def notify(self, n=1):
        """Wake up to n threads waiting on this condition."""
        if not self._owned():
            raise RuntimeError('cannot notify on un-acquired lock')
        woken, self._sleepers = self._sleepers[:n], self._sleepers[n:]
        for bell in woken:
            bell.release()

    def notify_all(self):
        """Wake every waiting thread."""
        self.notify(len(self._sleepers))

    notifyAll = notify_all


class Semaphore:
    """A counter: acquire() takes one (waiting while it is zero), release() gives back."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError('semaphore initial value must be >= 0')
        self._cond = Condition(Lock())
        self._value = value

    def __repr__(self):
        return '<%s.%s at 0x%x: value=%d>' % (self.__class__.__module__,
                                             self.__class__.__qualname__, id(self),
                                             self._value)

    def acquire(self, blocking=True, timeout=None):
        if not blocking and timeout is not None:
            raise ValueError("can't specify timeout for non-blocking acquire")
        with self._cond:
            if self._value == 0:
                if not blocking:
                    return False
                if not self._cond.wait_for(lambda: self._value > 0, timeout):
                    return False
            self._value -= 1
            return True

    __enter__ = acquire

    def release(self, n=1):
        if n < 1:
            raise ValueError('n must be one or more')
        with self._cond:
            self._value += n
            self._cond.notify(n)

    def __exit__(self, *exc_info):
        self.release()


class BoundedSemaphore(Semaphore):
    """A Semaphore that refuses to be released above its initial value."""

    def __init__(self, value=1):
        Semaphore.__init__(self, value)
        self._initial_value = value

    def __repr__(self):
        return '<%s.%s at 0x%x: value=%d/%d>' % (
            self.__class__.__module__, self.__class__.__qualname__, id(self),
            self._value, self._initial_value)

    def release(self, n=1):
        if n < 1:
            raise ValueError('n must be one or more')
        with self._cond:
            if self._value + n > self._initial_value:
                raise ValueError('Semaphore released too many times')
            self._value += n
            self._cond.notify(n)


class Event:
    """A flag threads can wait on: set() wakes every waiter, clear() resets it."""

    def __init__(self):
        self._cond = Condition(Lock())
        self._flag = False

    def __repr__(self):
        return '<%s.%s at 0x%x: %s>' % (self.__class__.__module__,
                                        self.__class__.__qualname__, id(self),
                                        'set' if self._flag else 'unset')

    def is_set(self):
        return self._flag

    isSet = is_set

    def set(self):
        with self._cond:
            self._flag = True
            self._cond.notify_all()

    def clear(self):
        with self._cond:
            self._flag = False

    def wait(self, timeout=None):
        """Block until the flag is set (or timeout passes); returns the flag."""
        with self._cond:
            if not self._flag:
                self._cond.wait(timeout)
            return self._flag


class BrokenBarrierError(RuntimeError):
    pass


class Barrier:
    """Holds `parties` threads in wait() until all have arrived, then releases them
    together (running `action` in one of them first)."""

    def __init__(self, parties, action=None, timeout=None):
        self._cond = Condition(Lock())
        self._parties = parties
        self._action = action
        self._timeout = timeout
        self._arrived = 0
        self._phase = 'filling'     # filling, draining, resetting or broken

    def __repr__(self):
        if self.broken:
            return '<%s.%s at 0x%x: broken>' % (self.__class__.__module__,
                                                self.__class__.__qualname__, id(self))
        return '<%s.%s at 0x%x: waiters=%d/%d>' % (
            self.__class__.__module__, self.__class__.__qualname__, id(self),
            self.n_waiting, self.parties)

    def wait(self, timeout=None):
        """Arrive and wait for the others; returns this thread's arrival index."""
        if timeout is None:
            timeout = self._timeout
        with self._cond:
            self._cond.wait_for(lambda: self._phase in ('filling', 'broken'))
            if self._phase == 'broken':
                raise BrokenBarrierError
            index = self._arrived
            self._arrived += 1
            try:
                if self._arrived == self._parties:
                    if self._action is not None:
                        self._action()
                    self._phase = 'draining'
                    self._cond.notify_all()
                elif not self._cond.wait_for(lambda: self._phase != 'filling', timeout):
                    self._break()
                    raise BrokenBarrierError
                if self._phase == 'broken':
                    raise BrokenBarrierError
                return index
            except BaseException:
                if self._phase != 'broken':
                    self._break()
                raise
            finally:
                self._arrived -= 1
                if self._arrived == 0 and self._phase in ('draining', 'resetting'):
                    self._phase = 'filling'
                    self._cond.notify_all()

    def _break(self):
        self._phase = 'broken'
        self._cond.notify_all()

    def reset(self):
        """Back to the empty state; threads waiting now get BrokenBarrierError."""
        with self._cond:
            if self._arrived > 0:
                self._phase = 'resetting' if self._phase != 'broken' else 'broken'
                self._break()
            self._phase = 'filling'

    def abort(self):
        """Break the barrier: current and future wait() calls raise."""
        with self._cond:
            self._break()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        return self._arrived if self._phase == 'filling' else 0

    @property
    def broken(self):
        return self._phase == 'broken'


# ---- threads -------------------------------------------------------------------------

class ExceptHookArgs:
    """What excepthook receives: exc_type, exc_value, exc_traceback, thread."""

    def __init__(self, exc_type, exc_value, exc_traceback, thread):
        self.exc_type = exc_type
        self.exc_value = exc_value
        self.exc_traceback = exc_traceback
        self.thread = thread


def excepthook(args):
    """Report an exception that escaped Thread.run(): 'Exception in thread NAME:' and
    the traceback, on stderr. SystemExit is silent."""
    if args.exc_type is SystemExit:
        return
    stream = sys.stderr
    if stream is None:
        return
    who = args.thread.name if args.thread is not None else get_ident()
    stream.write('Exception in thread %s:\n' % who)
    import traceback
    traceback.print_exception(args.exc_type, args.exc_value, args.exc_traceback,
                              file=stream)
    stream.flush()


__excepthook__ = excepthook


def _next_thread_name(target):
    _solo_state['created'] += 1
    name = 'Thread-%d' % _solo_state['created']
    label = getattr(target, '__name__', None) if target is not None else None
    if label is not None:
        name += ' (%s)' % label
    return name


class Thread:
    """A thread of control: run() (by default target(*args, **kwargs)) executes in it
    after start()."""

    _initialized = False

    def __init__(self, group=None, target=None, name=None, args=(), kwargs=None, *,
                 daemon=None):
        if group is not None:
            raise AssertionError('group argument must be None for now')
        self._target = target
        self._args = args
        self._kwargs = {} if kwargs is None else kwargs
        self._name = str(name) if name else _next_thread_name(target)
        self._daemonic = current_thread().daemon if daemon is None else daemon
        self._ident = None
        self._started = False
        self._finished = False
        self._finished_signal = None     # a held mutex, released when run() ends
        self._initialized = True

    def __repr__(self):
        if self._finished:
            status = 'stopped'
        elif self._started:
            status = 'started'
        else:
            status = 'initial'
        if self._daemonic:
            status += ' daemon'
        if self._ident is not None:
            status += ' %s' % self._ident
        return '<%s(%s, %s)>' % (type(self).__name__, self._name, status)

    def start(self):
        """Run this thread's run() in a new thread of control (see the module notes)."""
        if not self._initialized:
            raise RuntimeError('thread.__init__() not called')
        if self._started:
            raise RuntimeError('threads can only be started once')
        self._started = True
        if _NATIVE:
            self._finished_signal = _new_mutex()
            self._finished_signal.acquire()
            _thread.start_new_thread(self._native_entry, ())
            return
        # No threads: queue it; it runs at the next blocking wait or its join().
        self._ident = _solo_state['next_ident']
        _solo_state['next_ident'] += 1
        _live_threads[self._ident] = self
        _pending.append(self)

    def _native_entry(self):
        self._ident = _thread.get_ident()
        _live_threads[self._ident] = self
        try:
            self._run_reporting_errors()
        finally:
            self._finished = True
            _live_threads.pop(self._ident, None)
            self._finished_signal.release()

    def _run_reporting_errors(self):
        try:
            self.run()
        except BaseException as exc:
            excepthook(ExceptHookArgs(type(exc), exc, exc.__traceback__, self))

    def run(self):
        """The thread body; by default calls target(*args, **kwargs)."""
        try:
            if self._target is not None:
                self._target(*self._args, **self._kwargs)
        finally:
            # Drop the references so the target's arguments can be collected.
            self._target = self._args = self._kwargs = None

    def join(self, timeout=None):
        """Wait (at most timeout seconds) until the thread finishes."""
        if not self._initialized:
            raise RuntimeError('Thread.__init__() not called')
        if not self._started:
            raise RuntimeError('cannot join thread before it is started')
        if self is current_thread():
            raise RuntimeError('cannot join current thread')
        if not _NATIVE:
            self._solo_join(timeout)
            return
        signal = self._finished_signal
        if self._finished or signal is None:
            return
        if timeout is None:
            got = signal.acquire()
        else:
            got = signal.acquire(True, max(timeout, 0))
        if got:
            signal.release()

    def _solo_join(self, timeout):
        if self._finished:
            return
        if self in _pending:
            _run_deferred(self)
            return
        # It is running but waiting, further down this stack, in a wait that ran the
        # caller: it cannot finish before the caller returns.
        if timeout is not None:
            if timeout > 0:
                time.sleep(timeout)
            return
        raise RuntimeError('deadlock: joining a thread that is blocked waiting on the '
                           'joining thread')

    def is_alive(self):
        return self._started and not self._finished

    @property
    def name(self):
        return self._name

    @name.setter
    def name(self, name):
        self._name = str(name)

    @property
    def ident(self):
        return self._ident

    @property
    def native_id(self):
        return self._ident

    @property
    def daemon(self):
        return self._daemonic

    @daemon.setter
    def daemon(self, daemonic):
        if self._started:
            raise RuntimeError('cannot set daemon status of active thread')
        self._daemonic = daemonic

    # The pre-3.10 camelCase accessors.
    def isDaemon(self):
        return self.daemon

    def setDaemon(self, daemonic):
        self.daemon = daemonic

    def getName(self):
        return self.name

    def setName(self, name):
        self.name = name


class _MainThread(Thread):
    """The thread the interpreter started in: always alive, never started by start()."""

    def __init__(self):
        Thread.__init__(self, name='MainThread', daemon=False)
        self._ident = _MAIN_IDENT
        self._started = True
        _live_threads[self._ident] = self


def current_thread():
    """The Thread object of the caller."""
    if _NATIVE:
        return _live_threads.get(_thread.get_ident(), _main_thread)
    running = _solo_state['running']
    return _main_thread if running is None else running


_main_thread = _MainThread()
currentThread = current_thread


def main_thread():
    return _main_thread


def active_count():
    """How many threads are alive, the main thread included."""
    return len(_live_threads)


activeCount = active_count


def enumerate():
    """The Thread objects of all live threads."""
    return list(_live_threads.values())


class Timer(Thread):
    """A thread that calls function(*args, **kwargs) after interval seconds unless
    cancel() is called first."""

    def __init__(self, interval, function, args=None, kwargs=None):
        Thread.__init__(self)
        self.interval = interval
        self.function = function
        self.args = [] if args is None else args
        self.kwargs = {} if kwargs is None else kwargs
        self.finished = Event()

    def cancel(self):
        """Stop the timer if it has not fired yet."""
        self.finished.set()

    def run(self):
        self.finished.wait(self.interval)
        if not self.finished.is_set():
            self.function(*self.args, **self.kwargs)
        self.finished.set()


class local:
    """Attributes set on an instance are visible only to the thread that set them."""

    def __init__(self, *args, **kw):
        object.__setattr__(self, '_local__per_thread', {})

    def _local__namespace(self):
        spaces = object.__getattribute__(self, '_local__per_thread')
        return spaces.setdefault(get_ident(), {})

    def __getattribute__(self, name):
        if name.startswith('_local__') or name in ('__class__', '__init__'):
            return object.__getattribute__(self, name)
        space = object.__getattribute__(self, '_local__namespace')()
        if name == '__dict__':
            return space
        if name in space:
            return space[name]
        return object.__getattribute__(self, name)

    def __setattr__(self, name, value):
        object.__getattribute__(self, '_local__namespace')()[name] = value

    def __delattr__(self, name):
        space = object.__getattribute__(self, '_local__namespace')()
        if name not in space:
            raise AttributeError(name)
        del space[name]


def _shutdown():
    """At interpreter exit: wait for the non-daemon threads still running. (Without
    `_thread` the VM does not call it yet; it would run the queued threads.)"""
    for thread in list(_live_threads.values()):
        if thread is not _main_thread and not thread.daemon and thread.is_alive():
            thread.join()


def settrace(func):
    """Accepted for compatibility; TensorPy has no per-thread trace hook."""


def setprofile(func):
    """Accepted for compatibility; TensorPy has no per-thread profile hook."""


def stack_size(size=0):
    return 0
