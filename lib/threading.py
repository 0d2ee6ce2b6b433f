"""threading: CPython's threading API (Thread, Lock, RLock, Condition, Event, Semaphore,
BoundedSemaphore, Timer, local, current_thread, get_ident, ...).

Owns the Python-level thread objects. When the VM provides a native `_thread` module
(start_new_thread, allocate_lock, get_ident) threads are real and the synchronisation
classes are built on its locks as in CPython. Until then (the current state) Thread.start()
runs the target to completion immediately, in the caller, and locks are counters with the
same semantics; a blocking acquire that could only be satisfied by another thread raises
RuntimeError instead of hanging (see docs/stdlib.md).
"""

import sys
import time

try:
    import _thread
except ImportError:
    _thread = None

__all__ = ["get_ident", "active_count", "Condition", "current_thread", "enumerate",
           "main_thread", "Event", "Lock", "RLock", "Semaphore", "BoundedSemaphore",
           "Thread", "Barrier", "BrokenBarrierError", "Timer", "ThreadError", "local",
           "TIMEOUT_MAX", "excepthook", "ExceptHookArgs", "get_native_id"]

TIMEOUT_MAX = 9223372036.0
ThreadError = RuntimeError
_REAL_THREADS = _thread is not None


# ---- locks -----------------------------------------------------------------------------

class _FallbackLock:
    """A mutex for a single-threaded VM: acquiring a held lock can never succeed."""

    def __init__(self):
        self._locked = False

    def acquire(self, blocking=True, timeout=-1):
        if not blocking and timeout != -1:
            raise ValueError("can't specify a timeout for a non-blocking call")
        if timeout < 0 and timeout != -1:
            raise ValueError("timeout value must be a non-negative number")
        if not self._locked:
            self._locked = True
            return True
        if not blocking:
            return False
        if timeout >= 0:
            time.sleep(timeout)
            return False
        raise RuntimeError("deadlock: acquiring a held lock with no other thread to "
                           "release it")

    acquire_lock = acquire

    def release(self):
        if not self._locked:
            raise RuntimeError("release unlocked lock")
        self._locked = False

    release_lock = release

    def locked(self):
        return self._locked

    def __enter__(self):
        return self.acquire()

    def __exit__(self, *args):
        self.release()

    def _at_fork_reinit(self):
        self._locked = False

    def __repr__(self):
        return "<%s _thread.lock object>" % ("locked" if self._locked else "unlocked")


if _REAL_THREADS:
    Lock = _thread.allocate_lock
    _allocate_lock = _thread.allocate_lock
    _get_ident = _thread.get_ident
else:
    Lock = _FallbackLock
    _allocate_lock = _FallbackLock


_main_ident = 1


def get_ident():
    if _REAL_THREADS:
        return _thread.get_ident()
    return _current.ident if _current is not None else _main_ident


def get_native_id():
    return get_ident()


class _RLock:
    """A reentrant lock: the owning thread may acquire it again; release as many times."""

    def __init__(self):
        self._block = _allocate_lock()
        self._owner = None
        self._count = 0

    def __repr__(self):
        owner = self._owner
        return "<%s %s.%s object owner=%r count=%d>" % (
            "locked" if self._block.locked() else "unlocked",
            self.__class__.__module__, self.__class__.__qualname__, owner, self._count)

    def acquire(self, blocking=True, timeout=-1):
        me = get_ident()
        if self._owner == me:
            self._count += 1
            return True
        rc = self._block.acquire(blocking, timeout)
        if rc:
            self._owner = me
            self._count = 1
        return rc

    __enter__ = acquire

    def release(self):
        if self._owner != get_ident():
            raise RuntimeError("cannot release un-acquired lock")
        self._count = count = self._count - 1
        if not count:
            self._owner = None
            self._block.release()

    def __exit__(self, t, v, tb):
        self.release()

    def _is_owned(self):
        return self._owner == get_ident()

    def _release_save(self):
        count = self._count
        self._count = 0
        owner = self._owner
        self._owner = None
        self._block.release()
        return (count, owner)

    def _acquire_restore(self, state):
        self._block.acquire()
        self._count, self._owner = state


def RLock(*args, **kwargs):
    return _RLock(*args, **kwargs)


# ---- condition, semaphore, event, barrier ----------------------------------------------

class Condition:
    def __init__(self, lock=None):
        if lock is None:
            lock = RLock()
        self._lock = lock
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = []

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *args):
        return self._lock.__exit__(*args)

    def __repr__(self):
        return "<Condition(%s, %d)>" % (self._lock, len(self._waiters))

    def _release_save(self):
        if hasattr(self._lock, "_release_save"):
            return self._lock._release_save()
        self._lock.release()

    def _acquire_restore(self, x):
        if hasattr(self._lock, "_acquire_restore"):
            self._lock._acquire_restore(x)
        else:
            self._lock.acquire()

    def _is_owned(self):
        if hasattr(self._lock, "_is_owned"):
            return self._lock._is_owned()
        if self._lock.acquire(False):
            self._lock.release()
            return False
        return True

    def wait(self, timeout=None):
        if not self._is_owned():
            raise RuntimeError("cannot wait on un-acquired lock")
        if not _REAL_THREADS:
            # nobody else can notify us
            if timeout is None:
                raise RuntimeError("deadlock: Condition.wait() with no other thread to "
                                   "notify it")
            if timeout > 0:
                time.sleep(timeout)
            return False
        waiter = _allocate_lock()
        waiter.acquire()
        self._waiters.append(waiter)
        saved_state = self._release_save()
        gotit = False
        try:
            if timeout is None:
                waiter.acquire()
                gotit = True
            else:
                if timeout > 0:
                    gotit = waiter.acquire(True, timeout)
                else:
                    gotit = waiter.acquire(False)
            return gotit
        finally:
            self._acquire_restore(saved_state)
            if not gotit:
                try:
                    self._waiters.remove(waiter)
                except ValueError:
                    pass

    def wait_for(self, predicate, timeout=None):
        endtime = None
        waittime = timeout
        result = predicate()
        while not result:
            if waittime is not None:
                if endtime is None:
                    endtime = time.monotonic() + waittime
                else:
                    waittime = endtime - time.monotonic()
                    if waittime <= 0:
                        break
            self.wait(waittime)
            result = predicate()
            if not _REAL_THREADS:
                break
        return result

    def notify(self, n=1):
        if not self._is_owned():
            raise RuntimeError("cannot notify on un-acquired lock")
        waiters = self._waiters
        while waiters and n > 0:
            waiter = waiters.pop(0)
            try:
                waiter.release()
            except RuntimeError:
                pass
            n -= 1

    def notify_all(self):
        self.notify(len(self._waiters))

    notifyAll = notify_all


class Semaphore:
    def __init__(self, value=1):
        if value < 0:
            raise ValueError("semaphore initial value must be >= 0")
        self._cond = Condition(Lock())
        self._value = value

    def __repr__(self):
        return "<%s.%s at value=%d>" % (self.__class__.__module__,
                                        self.__class__.__qualname__, self._value)

    def acquire(self, blocking=True, timeout=None):
        if not blocking and timeout is not None:
            raise ValueError("can't specify timeout for non-blocking acquire")
        rc = False
        endtime = None
        with self._cond:
            while self._value == 0:
                if not blocking:
                    break
                if timeout is not None:
                    if endtime is None:
                        endtime = time.monotonic() + timeout
                    else:
                        timeout = endtime - time.monotonic()
                        if timeout <= 0:
                            break
                if not _REAL_THREADS and timeout is None:
                    raise RuntimeError("deadlock: Semaphore.acquire() with no other thread "
                                       "to release it")
                self._cond.wait(timeout)
                if not _REAL_THREADS:
                    break
            else:
                self._value -= 1
                rc = True
        return rc

    __enter__ = acquire

    def release(self, n=1):
        if n < 1:
            raise ValueError("n must be one or more")
        with self._cond:
            self._value += n
            for i in range(n):
                self._cond.notify()

    def __exit__(self, t, v, tb):
        self.release()


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        Semaphore.__init__(self, value)
        self._initial_value = value

    def __repr__(self):
        return "<%s.%s at value=%d/%d>" % (self.__class__.__module__,
                                           self.__class__.__qualname__, self._value,
                                           self._initial_value)

    def release(self, n=1):
        if n < 1:
            raise ValueError("n must be one or more")
        with self._cond:
            if self._value + n > self._initial_value:
                raise ValueError("Semaphore released too many times")
            self._value += n
            for i in range(n):
                self._cond.notify()


class Event:
    def __init__(self):
        self._cond = Condition(Lock())
        self._flag = False

    def __repr__(self):
        status = "set" if self._flag else "unset"
        return "<%s.%s: %s>" % (self.__class__.__module__, self.__class__.__qualname__,
                                status)

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
        with self._cond:
            signaled = self._flag
            if not signaled:
                if not _REAL_THREADS and timeout is None:
                    raise RuntimeError("deadlock: Event.wait() with no other thread to "
                                       "set it")
                signaled = self._cond.wait(timeout)
                signaled = signaled or self._flag
            return signaled


class BrokenBarrierError(RuntimeError):
    pass


class Barrier:
    """A barrier for `parties` threads (single-threaded VM: parties must be 1)."""

    def __init__(self, parties, action=None, timeout=None):
        if parties < 1:
            raise ValueError("parties must be > 0")
        self._parties = parties
        self._action = action
        self._timeout = timeout
        self._count = 0
        self._broken = False
        self._cond = Condition(Lock())
        self._generation = 0

    def wait(self, timeout=None):
        with self._cond:
            if self._broken:
                raise BrokenBarrierError
            index = self._count
            self._count += 1
            if self._count == self._parties:
                if self._action:
                    self._action()
                self._count = 0
                self._generation += 1
                self._cond.notify_all()
                return index
            gen = self._generation
            if not _REAL_THREADS:
                self._broken = True
                raise BrokenBarrierError
            if timeout is None:
                timeout = self._timeout
            while gen == self._generation and not self._broken:
                if not self._cond.wait(timeout):
                    self._broken = True
                    self._cond.notify_all()
                    raise BrokenBarrierError
            if self._broken:
                raise BrokenBarrierError
            return index

    def reset(self):
        with self._cond:
            self._broken = False
            self._count = 0
            self._cond.notify_all()

    def abort(self):
        with self._cond:
            self._broken = True
            self._cond.notify_all()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        return self._count

    @property
    def broken(self):
        return self._broken


# ---- threads ---------------------------------------------------------------------------

_counter = [0]
_next_ident = [_main_ident + 1]
_active = {}
_current = None


def _newname(name_template="Thread-%d"):
    _counter[0] += 1
    return name_template % _counter[0]


class ExceptHookArgs:
    def __init__(self, exc_type, exc_value, exc_traceback, thread):
        self.exc_type = exc_type
        self.exc_value = exc_value
        self.exc_traceback = exc_traceback
        self.thread = thread


def excepthook(args):
    """Print 'Exception in thread NAME:' and the traceback to stderr."""
    if args.exc_type is SystemExit:
        return
    import traceback
    stderr = sys.stderr
    name = args.thread.name if args.thread is not None else get_ident()
    print("Exception in thread %s:" % name, file=stderr, flush=True)
    traceback.print_exception(args.exc_type, args.exc_value, args.exc_traceback,
                              file=stderr)


__excepthook__ = excepthook


class Thread:
    """A class that represents a thread of control."""

    _initialized = False

    def __init__(self, group=None, target=None, name=None, args=(), kwargs=None, *,
                 daemon=None):
        if group is not None:
            raise AssertionError("group argument must be None for now")
        if kwargs is None:
            kwargs = {}
        if name:
            name = str(name)
        else:
            name = _newname("Thread-%d")
            if target is not None:
                try:
                    name += " (%s)" % target.__name__
                except AttributeError:
                    pass
        self._target = target
        self._name = name
        self._args = args
        self._kwargs = kwargs
        if daemon is not None:
            self._daemonic = daemon
        else:
            self._daemonic = current_thread().daemon
        self._ident = None
        self._started = False
        self._is_stopped = False
        self._done = None
        self._initialized = True

    def __repr__(self):
        status = "initial"
        if self._started:
            status = "started"
        if self._is_stopped:
            status = "stopped"
        if self._daemonic:
            status += " daemon"
        if self._ident is not None:
            status += " %s" % self._ident
        return "<%s(%s, %s)>" % (self.__class__.__name__, self._name, status)

    def start(self):
        if not self._initialized:
            raise RuntimeError("thread.__init__() not called")
        if self._started:
            raise RuntimeError("threads can only be started once")
        self._started = True
        if _REAL_THREADS:
            self._done = _allocate_lock()
            self._done.acquire()
            _thread.start_new_thread(self._bootstrap, ())
            return
        global _current
        self._ident = _next_ident[0]
        _next_ident[0] += 1
        _active[self._ident] = self
        previous = _current
        _current = self
        try:
            self._run_and_report()
        finally:
            _current = previous
            self._is_stopped = True
            del _active[self._ident]

    def _run_and_report(self):
        try:
            self.run()
        except BaseException as exc:
            excepthook(ExceptHookArgs(type(exc), exc, exc.__traceback__, self))

    def _bootstrap(self):
        self._ident = _thread.get_ident()
        _active[self._ident] = self
        try:
            self._run_and_report()
        finally:
            self._is_stopped = True
            _active.pop(self._ident, None)
            self._done.release()

    def run(self):
        try:
            if self._target is not None:
                self._target(*self._args, **self._kwargs)
        finally:
            del self._target, self._args, self._kwargs

    def join(self, timeout=None):
        if not self._initialized:
            raise RuntimeError("Thread.__init__() not called")
        if not self._started:
            raise RuntimeError("cannot join thread before it is started")
        if self is current_thread():
            raise RuntimeError("cannot join current thread")
        if self._is_stopped or self._done is None:
            return
        if timeout is None:
            self._done.acquire()
            self._done.release()
        elif self._done.acquire(True, max(timeout, 0)):
            self._done.release()

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

    def is_alive(self):
        return self._started and not self._is_stopped

    @property
    def daemon(self):
        return self._daemonic

    @daemon.setter
    def daemon(self, daemonic):
        if self._started:
            raise RuntimeError("cannot set daemon status of active thread")
        self._daemonic = daemonic

    def isDaemon(self):
        return self.daemon

    def setDaemon(self, daemonic):
        self.daemon = daemonic

    def getName(self):
        return self.name

    def setName(self, name):
        self.name = name


class _MainThread(Thread):
    def __init__(self):
        self._target = None
        self._name = "MainThread"
        self._args = ()
        self._kwargs = {}
        self._daemonic = False
        self._ident = get_ident() if _REAL_THREADS else _main_ident
        self._started = True
        self._is_stopped = False
        self._done = None
        self._initialized = True
        _active[self._ident] = self


_main_thread = _MainThread()


def current_thread():
    if _REAL_THREADS:
        return _active.get(_thread.get_ident(), _main_thread)
    return _current if _current is not None else _main_thread


currentThread = current_thread


def main_thread():
    return _main_thread


def active_count():
    return len(_active)


activeCount = active_count


def enumerate():
    return list(_active.values())


class Timer(Thread):
    """Call a function after a specified number of seconds."""

    def __init__(self, interval, function, args=None, kwargs=None):
        Thread.__init__(self)
        self.interval = interval
        self.function = function
        self.args = args if args is not None else []
        self.kwargs = kwargs if kwargs is not None else {}
        self.finished = Event()

    def cancel(self):
        self.finished.set()

    def run(self):
        if not self.finished.is_set():
            if not _REAL_THREADS:
                time.sleep(self.interval)
            else:
                self.finished.wait(self.interval)
        if not self.finished.is_set():
            self.function(*self.args, **self.kwargs)
        self.finished.set()


class local:
    """Thread-local data (one namespace per thread)."""

    def __init__(self, *args, **kw):
        object.__setattr__(self, "_local__dicts", {})
        object.__setattr__(self, "_local__init", (args, kw))

    def _local__dict(self):
        dicts = object.__getattribute__(self, "_local__dicts")
        ident = get_ident()
        if ident not in dicts:
            dicts[ident] = {}
        return dicts[ident]

    def __getattribute__(self, name):
        if name.startswith("_local__") or name in ("__class__", "__init__"):
            return object.__getattribute__(self, name)
        d = object.__getattribute__(self, "_local__dict")()
        if name == "__dict__":
            return d
        if name in d:
            return d[name]
        return object.__getattribute__(self, name)

    def __setattr__(self, name, value):
        object.__getattribute__(self, "_local__dict")()[name] = value

    def __delattr__(self, name):
        d = object.__getattribute__(self, "_local__dict")()
        if name not in d:
            raise AttributeError(name)
        del d[name]


def _shutdown():
    """Called at interpreter exit: wait for the non-daemon threads."""
    for t in list(_active.values()):
        if t is not _main_thread and not t.daemon and t.is_alive():
            t.join()


def settrace(func):
    pass


def setprofile(func):
    pass


def stack_size(size=0):
    return 0
