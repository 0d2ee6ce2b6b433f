"""select: waiting for I/O readiness, as CPython 3.11's select() and poll() on POSIX (no
epoll/devpoll/kqueue). Objects are descriptor numbers or anything with fileno(); select()
returns the ready objects themselves. The waits are native (_select) and resume after a
signal handler runs (PEP 475)."""

import _select
from _select import (POLLIN, POLLPRI, POLLOUT, POLLERR, POLLHUP, POLLNVAL, POLLRDNORM,
                     POLLRDBAND, POLLWRNORM, POLLWRBAND, POLLMSG, POLLRDHUP, PIPE_BUF)

error = OSError


def _fileno(obj):
    if isinstance(obj, int):
        fd = obj
    else:
        try:
            method = obj.fileno
        except AttributeError:
            raise TypeError("argument must be an int, or have a fileno() method.") from None
        fd = method()
        if not isinstance(fd, int):
            raise TypeError("fileno() returned a non-integer")
    if fd < 0:
        raise ValueError("file descriptor cannot be a negative integer (%d)" % fd)
    return fd


def select(rlist, wlist, xlist, timeout=None):
    """Waits until some of the objects are ready for reading, writing or have an
    "exceptional condition"; returns the three lists of ready objects. timeout in seconds
    (None waits forever)."""
    if timeout is not None:
        if not isinstance(timeout, (int, float)) and not hasattr(timeout, '__float__'):
            raise TypeError("timeout must be a float or None")
        timeout = float(timeout)
        if timeout != timeout:
            raise ValueError("Invalid value NaN (not a number)")
        if timeout < 0:
            raise ValueError("timeout must be non-negative")
    lists = []
    for seq in (rlist, wlist, xlist):
        objs = list(seq)
        lists.append((objs, [_fileno(o) for o in objs]))
    ready = _select.select(lists[0][1], lists[1][1], lists[2][1], timeout)
    out = []
    for (objs, fds), got in zip(lists, ready):
        got = set(got)
        out.append([o for o, fd in zip(objs, fds) if fd in got])
    return out[0], out[1], out[2]


class _Poll:
    """The object poll() returns: register/modify/unregister descriptors, then poll()."""

    def __init__(self):
        self._fds = {}

    def register(self, fd, eventmask=POLLIN | POLLPRI | POLLOUT):
        """Adds (or updates) `fd` with the events to wait for."""
        self._fds[_fileno(fd)] = eventmask & 0xffff

    def modify(self, fd, eventmask):
        """Changes the events of a registered `fd` (FileNotFoundError if not registered)."""
        fd = _fileno(fd)
        if fd not in self._fds:
            raise FileNotFoundError(2, 'No such file or directory')
        self._fds[fd] = eventmask & 0xffff

    def unregister(self, fd):
        """Removes `fd` (KeyError if not registered)."""
        fd = _fileno(fd)
        if fd not in self._fds:
            raise KeyError(fd)
        del self._fds[fd]

    def poll(self, timeout=None):
        """A list of (fd, events) for the ready descriptors; timeout in milliseconds
        (None or negative waits forever)."""
        if timeout is not None:
            try:
                timeout = float(timeout)
            except (TypeError, ValueError):
                raise TypeError("timeout must be an integer or None") from None
            if timeout < 0:
                timeout = None
        return _select.poll(list(self._fds.items()), timeout)


def poll():
    """A new polling object."""
    return _Poll()
