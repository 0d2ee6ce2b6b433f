"""selectors: high-level I/O multiplexing, as CPython 3.11's, over select.select and
select.poll (there is no epoll here, so DefaultSelector is PollSelector). A selector
maps registered file objects to SelectorKey(fileobj, fd, events, data); select(timeout)
returns [(key, ready_events)]."""

import math
import select
from collections import namedtuple
from collections.abc import Mapping

__all__ = ["EVENT_READ", "EVENT_WRITE", "SelectorKey", "BaseSelector", "SelectSelector",
           "PollSelector", "DefaultSelector"]

EVENT_READ = (1 << 0)
EVENT_WRITE = (1 << 1)

SelectorKey = namedtuple('SelectorKey', ['fileobj', 'fd', 'events', 'data'])


def _fileobj_to_fd(fileobj):
    if isinstance(fileobj, int):
        fd = fileobj
    else:
        try:
            fd = int(fileobj.fileno())
        except (AttributeError, TypeError, ValueError):
            raise ValueError("Invalid file object: {!r}".format(fileobj)) from None
    if fd < 0:
        raise ValueError("Invalid file descriptor: {}".format(fd))
    return fd


class _KeysView(Mapping):
    """selector.get_map(): a read-only file object -> key mapping."""

    def __init__(self, selector):
        self._selector = selector

    def __len__(self):
        return len(self._selector._keys)

    def __getitem__(self, fileobj):
        fd = self._selector._fd_of(fileobj)
        try:
            return self._selector._keys[fd]
        except KeyError:
            raise KeyError("{!r} is not registered".format(fileobj)) from None

    def __iter__(self):
        return iter(self._selector._keys)


class BaseSelector:
    """The selector interface; the concrete classes implement _wait(timeout)."""

    def __init__(self):
        self._keys = {}
        self._map = _KeysView(self)

    def _fd_of(self, fileobj):
        try:
            return _fileobj_to_fd(fileobj)
        except ValueError:
            for key in self._keys.values():
                if key.fileobj is fileobj:
                    return key.fd
            raise

    def register(self, fileobj, events, data=None):
        """Starts watching `fileobj` for `events` (EVENT_READ | EVENT_WRITE)."""
        if (not events) or (events & ~(EVENT_READ | EVENT_WRITE)):
            raise ValueError("Invalid events: {!r}".format(events))
        key = SelectorKey(fileobj, self._fd_of(fileobj), events, data)
        if key.fd in self._keys:
            raise KeyError("{!r} (FD {}) is already registered".format(fileobj, key.fd))
        self._keys[key.fd] = key
        return key

    def unregister(self, fileobj):
        """Stops watching `fileobj`; returns its key."""
        try:
            return self._keys.pop(self._fd_of(fileobj))
        except KeyError:
            raise KeyError("{!r} is not registered".format(fileobj)) from None

    def modify(self, fileobj, events, data=None):
        """Changes the events or data of a registered file object."""
        try:
            key = self._keys[self._fd_of(fileobj)]
        except KeyError:
            raise KeyError("{!r} is not registered".format(fileobj)) from None
        if events != key.events:
            self.unregister(fileobj)
            key = self.register(fileobj, events, data)
        elif data != key.data:
            key = key._replace(data=data)
            self._keys[key.fd] = key
        return key

    def select(self, timeout=None):
        """[(key, events ready)] for the registered objects that are ready; timeout in
        seconds (None blocks, <= 0 polls)."""
        ready = []
        for fd, mask in self._wait(timeout):
            key = self._keys.get(fd)
            if key is not None:
                ready.append((key, mask & key.events))
        return ready

    def close(self):
        self._keys.clear()
        self._map = None

    def get_key(self, fileobj):
        mapping = self.get_map()
        if mapping is None:
            raise RuntimeError('Selector is closed')
        try:
            return mapping[fileobj]
        except KeyError:
            raise KeyError("{!r} is not registered".format(fileobj)) from None

    def get_map(self):
        return self._map

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


class SelectSelector(BaseSelector):
    """A selector over select.select()."""

    def _wait(self, timeout):
        r = [fd for fd, k in self._keys.items() if k.events & EVENT_READ]
        w = [fd for fd, k in self._keys.items() if k.events & EVENT_WRITE]
        if timeout is not None:
            timeout = max(timeout, 0)
        r, w, _ = select.select(r, w, [], timeout)
        masks = {}
        for fd in r:
            masks[fd] = masks.get(fd, 0) | EVENT_READ
        for fd in w:
            masks[fd] = masks.get(fd, 0) | EVENT_WRITE
        return list(masks.items())


class PollSelector(BaseSelector):
    """A selector over select.poll()."""

    def _wait(self, timeout):
        poller = select.poll()
        for fd, key in self._keys.items():
            mask = 0
            if key.events & EVENT_READ:
                mask |= select.POLLIN
            if key.events & EVENT_WRITE:
                mask |= select.POLLOUT
            poller.register(fd, mask)
        if timeout is None:
            ms = None
        elif timeout <= 0:
            ms = 0
        else:
            ms = math.ceil(timeout * 1e3)
        out = []
        for fd, ev in poller.poll(ms):
            mask = 0
            if ev & ~select.POLLIN:
                mask |= EVENT_WRITE
            if ev & ~select.POLLOUT:
                mask |= EVENT_READ
            out.append((fd, mask))
        return out


DefaultSelector = PollSelector
