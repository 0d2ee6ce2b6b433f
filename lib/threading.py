"""Threads and the objects that coordinate them.

TensorPy's threading module, CPython 3.11's API on the native `_thread` module: Thread,
Timer, local, Lock, RLock, Condition, Semaphore, BoundedSemaphore, Event, Barrier, the
module queries (current_thread, main_thread, get_ident, get_native_id, active_count,
enumerate), excepthook, settrace/setprofile, with CPython's names, reprs and messages.

Threads are OS threads. One interpreter lock per interpreter serialises Python code, as
CPython's GIL does: it is let go of in blocking waits (these locks, time.sleep, joins),
around tensor kernels, and every sys.getswitchinterval() seconds (5 ms) when another
thread wants it. See docs/threads.md.
"""

import sys
import time
import _thread

__all__ = ['get_ident', 'active_count', 'Condition', 'current_thread', 'enumerate',
           'main_thread', 'TIMEOUT_MAX', 'Event', 'Lock', 'RLock', 'Semaphore',
           'BoundedSemaphore', 'Thread', 'Barrier', 'BrokenBarrierError', 'Timer',
           'ThreadError', 'ExceptHookArgs', 'setprofile', 'settrace', 'local',
           'stack_size', 'excepthook', 'get_native_id', 'getprofile', 'gettrace']

TIMEOUT_MAX = _thread.TIMEOUT_MAX
ThreadError = _thread.error
get_ident = _thread.get_ident
get_native_id = _thread.get_native_id
_new_mutex = _thread.allocate_lock
Lock = _thread.allocate_lock
_CRLock = _thread.RLock
Atomic = _thread.Atomic  # TensorPy: an atomic int (SPEC section 7; not in CPython)

_trace_hook = None
_profile_hook = None


def settrace(func):
    """Remember a trace function for threads started from now on (TensorPy has no
    sys.settrace: it is stored and returned by gettrace(), not called)."""
    global _trace_hook
    _trace_hook = func


def gettrace():
    return _trace_hook


def setprofile(func):
    """Remember a profile function for threads started from now on (stored only, as
    settrace)."""
    global _profile_hook
    _profile_hook = func


def getprofile():
    return _profile_hook


def stack_size(size=0):
    return _thread.stack_size(size)


# ---- reentrant lock ------------------------------------------------------------------

class _PyRLock:
    """A lock its owning thread may take again; it is free once released as many
    times as it was acquired. (RLock() makes the native _thread.RLock; this is the
    pure-Python one, as CPython's threading._PyRLock.)"""

    def __init__(self):
        self._block = _new_mutex()
        self._owner = None
        self._count = 0

    def acquire(self, blocking=True, timeout=-1):
        me = get_ident()
        if self._owner == me:
            self._count += 1
            return True
        if not self._block.acquire(blocking, timeout):
            return False
        self._owner = me
        self._count = 1
        return True

    __enter__ = acquire

    def release(self):
        if self._owner != get_ident():
            raise RuntimeError('cannot release un-acquired lock')
        self._count -= 1
        if self._count == 0:
            self._owner = None
            self._block.release()

    def __exit__(self, *exc_info):
        self.release()

    def __repr__(self):
        owner = self._owner
        return '<%s %s.%s object owner=%r count=%d at %s>' % (
            'locked' if self._block.locked() else 'unlocked',
            self.__class__.__module__, self.__class__.__qualname__,
            owner, self._count, hex(id(self)))

    def _recursion_count(self):
        return self._count if self._owner == get_ident() else 0

    # Used by Condition to let go of every level while waiting, then take them back.
    def _is_owned(self):
        return self._owner == get_ident()

    def _release_save(self):
        if self._count == 0:
            raise RuntimeError('cannot release un-acquired lock')
        saved = (self._count, self._owner)
        self._count = 0
        self._owner = None
        self._block.release()
        return saved

    def _acquire_restore(self, saved):
        self._block.acquire()
        self._count, self._owner = saved


def RLock(*args, **kwargs):
    """A new reentrant lock (the native _thread.RLock)."""
    return _CRLock(*args, **kwargs)


# ---- condition variables and what is built from them ---------------------------------

class Condition:
    """A lock (an RLock by default) plus a queue of waiting threads. wait() releases the
    lock until notify() wakes the waiter, then takes it back."""

    def __init__(self, lock=None):
        self._lock = RLock() if lock is None else lock
        self.acquire = self._lock.acquire
        self.release = self._lock.release
        self._sleepers = []
        # The ownership test, looked up once (it runs on every notify()).
        probe = getattr(self._lock, '_is_owned', None)
        if probe is not None:
            self._owned = probe
        elif type(self._lock) is _thread.LockType:
            # A plain lock is "owned" when held by anyone: locked() says that in one
            # native call (the generic test below tries to acquire and releases).
            self._owned = self._lock.locked

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *exc_info):
        return self._lock.__exit__(*exc_info)

    def __repr__(self):
        return '<Condition(%s, %d)>' % (self._lock, len(self._sleepers))

    def _owned(self):
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
        if not self._sleepers:
            return
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

    def __repr__(self):
        return ('_thread._ExceptHookArgs(exc_type=%r, exc_value=%r, exc_traceback=%r, '
                'thread=%r)' % (self.exc_type, self.exc_value, self.exc_traceback,
                                self.thread))


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

_live_threads = {}     # ident -> Thread, for every started, unfinished thread
_counter = [0]         # Thread-N numbering


def _newname(template='Thread-%d'):
    _counter[0] += 1
    return template % _counter[0]


def _invoke_excepthook(thread, exc):
    hook = excepthook
    try:
        hook(ExceptHookArgs(type(exc), exc, exc.__traceback__, thread))
    except BaseException as hook_exc:
        # As CPython: a failing hook is reported through sys.excepthook.
        stream = sys.stderr
        if stream is not None:
            stream.write('Exception in threading.excepthook:\n')
            stream.flush()
        sys.excepthook(type(hook_exc), hook_exc, hook_exc.__traceback__)


class Thread:
    """A thread of control: run() (by default target(*args, **kwargs)) executes in it
    after start()."""

    _initialized = False

    def __init__(self, group=None, target=None, name=None, args=(), kwargs=None, *,
                 daemon=None):
        if group is not None:
            raise AssertionError('group argument must be None for now')
        if kwargs is None:
            kwargs = {}
        if name:
            name = str(name)
        else:
            name = _newname('Thread-%d')
            if target is not None:
                try:
                    name += ' (%s)' % target.__name__
                except AttributeError:
                    pass
        self._target = target
        self._name = name
        self._args = args
        self._kwargs = kwargs
        self._daemonic = current_thread().daemon if daemon is None else daemon
        self._ident = None
        self._native_id = None
        self._started = Event()
        self._is_stopped = False
        self._done = None          # a held mutex, released when the thread ends
        self._initialized = True
        self._stderr = sys.stderr

    def __repr__(self):
        assert self._initialized, 'Thread.__init__() was not called'
        status = 'initial'
        if self._started.is_set():
            status = 'started'
        if self._is_stopped:
            status = 'stopped'
        if self._daemonic:
            status += ' daemon'
        if self._ident is not None:
            status += ' %s' % self._ident
        return '<%s(%s, %s)>' % (self.__class__.__name__, self._name, status)

    def start(self):
        """Start the thread's activity: run() in a new thread of control. Returns once
        the thread is running."""
        if not self._initialized:
            raise RuntimeError('thread.__init__() not called')
        if self._started.is_set():
            raise RuntimeError('threads can only be started once')
        self._done = _new_mutex()
        self._done.acquire()
        try:
            _thread.start_new_thread(self._bootstrap, ())
        except Exception:
            self._done = None
            raise
        self._started.wait()

    def _bootstrap(self):
        self._ident = get_ident()
        self._native_id = get_native_id()
        _live_threads[self._ident] = self
        self._started.set()
        try:
            try:
                self.run()
            except BaseException as exc:
                _invoke_excepthook(self, exc)
        finally:
            self._is_stopped = True
            _live_threads.pop(self._ident, None)
            self._done.release()

    def run(self):
        """The thread body; by default calls target(*args, **kwargs)."""
        try:
            if self._target is not None:
                self._target(*self._args, **self._kwargs)
        finally:
            # Drop the references so the target's arguments can be collected.
            del self._target, self._args, self._kwargs

    def join(self, timeout=None):
        """Wait (at most timeout seconds) until the thread finishes."""
        if not self._initialized:
            raise RuntimeError('Thread.__init__() not called')
        if not self._started.is_set():
            raise RuntimeError('cannot join thread before it is started')
        if self is current_thread():
            raise RuntimeError('cannot join current thread')
        done = self._done
        if self._is_stopped or done is None:
            return
        if timeout is None:
            got = done.acquire()
        else:
            got = done.acquire(True, max(timeout, 0))
        if got:
            done.release()

    def is_alive(self):
        """True from start() until run() ends."""
        assert self._initialized, 'Thread.__init__() not called'
        return self._started.is_set() and not self._is_stopped

    @property
    def name(self):
        assert self._initialized, 'Thread.__init__() not called'
        return self._name

    @name.setter
    def name(self, name):
        assert self._initialized, 'Thread.__init__() not called'
        self._name = str(name)

    @property
    def ident(self):
        assert self._initialized, 'Thread.__init__() not called'
        return self._ident

    @property
    def native_id(self):
        assert self._initialized, 'Thread.__init__() not called'
        return self._native_id

    @property
    def daemon(self):
        assert self._initialized, 'Thread.__init__() not called'
        return self._daemonic

    @daemon.setter
    def daemon(self, daemonic):
        if not self._initialized:
            raise RuntimeError('Thread.__init__() not called')
        if self._started.is_set():
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
    """The thread the interpreter started in: alive until the interpreter exits."""

    def __init__(self):
        Thread.__init__(self, name='MainThread', daemon=False)
        self._started.set()
        self._ident = get_ident()
        self._native_id = get_native_id()
        _live_threads[self._ident] = self


class _DummyThread(Thread):
    """The Thread object of a thread not started by this module (_thread): daemonic,
    always alive, cannot be joined."""

    def __init__(self):
        Thread.__init__(self, name=_newname('Dummy-%d'), daemon=True)
        self._started.set()
        self._ident = get_ident()
        self._native_id = get_native_id()
        _live_threads[self._ident] = self

    def is_alive(self):
        assert not self._is_stopped and self._started.is_set()
        return True

    def join(self, timeout=None):
        assert False, 'cannot join a dummy thread'


def current_thread():
    """The Thread object of the caller (a _DummyThread for threads that _thread
    started)."""
    try:
        return _live_threads[get_ident()]
    except KeyError:
        return _DummyThread()


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
        self.args = args if args is not None else []
        self.kwargs = kwargs if kwargs is not None else {}
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
    """Attributes set on an instance are visible only to the thread that set them.
    Each thread's attributes live in a dict keyed by its Thread object (kept until the
    local dies: an ident can be reused by a later thread, its Thread object cannot)."""

    def __new__(cls, *args, **kw):
        if (args or kw) and (cls.__init__ is object.__init__):
            raise TypeError('Initialization arguments are not supported')
        self = object.__new__(cls)
        object.__setattr__(self, '_local__per_thread', {})
        object.__setattr__(self, '_local__args', (args, kw))
        return self

    def _local__namespace(self):
        spaces = object.__getattribute__(self, '_local__per_thread')
        me = current_thread()
        space = spaces.get(me)
        if space is None:
            space = spaces[me] = {}
            init = type(self).__init__
            if init is not object.__init__ and me is not None:
                args, kw = object.__getattribute__(self, '_local__args')
                spaces[me] = space
                init(self, *args, **kw)
        return space

    def __getattribute__(self, name):
        if name.startswith('_local__') or name == '__class__':
            return object.__getattribute__(self, name)
        space = object.__getattribute__(self, '_local__namespace')()
        if name == '__dict__':
            return space
        if name in space:
            return space[name]
        return object.__getattribute__(self, name)

    def __setattr__(self, name, value):
        if name == '__dict__':
            raise AttributeError("%r object attribute '__dict__' is read-only"
                                 % self.__class__.__name__)
        object.__getattribute__(self, '_local__namespace')()[name] = value

    def __delattr__(self, name):
        if name == '__dict__':
            raise AttributeError("%r object attribute '__dict__' is read-only"
                                 % self.__class__.__name__)
        space = object.__getattribute__(self, '_local__namespace')()
        if name not in space:
            raise AttributeError(name)
        del space[name]


_main_thread = _MainThread()
_atexit_calls = []


def _register_atexit(func, *arg, **kwargs):
    """Call func(*arg, **kwargs) at interpreter exit before the non-daemon threads are
    joined (as CPython's threading._register_atexit; used by concurrent.futures)."""
    if _SHUTTING_DOWN[0]:
        raise RuntimeError("can't register atexit after shutdown")
    _atexit_calls.append(lambda: func(*arg, **kwargs))


_SHUTTING_DOWN = [False]


def _shutdown():
    """At interpreter exit (called by the VM): run the _register_atexit calls (last
    registered first), then wait for every non-daemon thread."""
    _SHUTTING_DOWN[0] = True
    for call in reversed(_atexit_calls):
        call()
    while True:
        waiting = [t for t in list(_live_threads.values())
                   if t is not _main_thread and not t.daemon and t.is_alive()
                   and not isinstance(t, _DummyThread)]
        if not waiting:
            break
        for thread in waiting:
            thread.join()
    _main_thread._is_stopped = True
