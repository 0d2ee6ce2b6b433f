"""logging handlers: where formatted records go.

Owns Handler (level, formatter, filters, the registry of named handlers and the
"--- Logging error ---" report), StreamHandler, FileHandler (optionally opened on first
use), NullHandler, and the stderr handler behind logging.lastResort.
"""

import sys
import os
import traceback
import logging

# name -> handler, for handlers given a name; and every handler created, for shutdown().
_handlers = {}
_handlerList = []


class Handler(logging.Filterer):
    """Base class: decides whether a record passes (level is checked by the logger,
    filters here) and hands it to emit(), which subclasses implement."""

    def __init__(self, level=logging.NOTSET):
        logging.Filterer.__init__(self)
        self.level = logging._checkLevel(level)
        self.formatter = None
        self.lock = None
        self._name = None
        self._closed = False
        _handlerList.append(self)

    def get_name(self):
        return self._name

    def set_name(self, name):
        _handlers.pop(self._name, None)
        self._name = name
        if name:
            _handlers[name] = self

    name = property(get_name, set_name)

    # The VM runs one bytecode at a time, so handlers need no real lock.
    def createLock(self):
        self.lock = None

    def acquire(self):
        pass

    def release(self):
        pass

    def setLevel(self, level):
        self.level = logging._checkLevel(level)

    def setFormatter(self, fmt):
        self.formatter = fmt

    def format(self, record):
        chosen = self.formatter or logging._defaultFormatter
        return chosen.format(record)

    def emit(self, record):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def handle(self, record):
        """Emit `record` if the filters accept it; return the filters' verdict."""
        accepted = self.filter(record)
        if accepted:
            self.emit(record)
        return accepted

    def flush(self):
        pass

    def close(self):
        self._closed = True
        if self._name and _handlers.get(self._name) is self:
            del _handlers[self._name]

    def handleError(self, record):
        """Report an exception raised inside emit() on stderr, then carry on."""
        if not (logging.raiseExceptions and sys.stderr):
            return
        kind, exc, trace = sys.exc_info()
        err = sys.stderr
        try:
            err.write("--- Logging error ---\n")
            traceback.print_exception(kind, exc, trace, None, err)
            err.write("Call stack:\n")
            err.write("Message: %r\nArguments: %s\n" % (record.msg, record.args))
        except Exception:
            pass

    def __repr__(self):
        return "<%s (%s)>" % (type(self).__name__, logging.getLevelName(self.level))


class StreamHandler(Handler):
    """Writes each formatted record plus `terminator` to a stream (default sys.stderr)."""

    terminator = "\n"

    def __init__(self, stream=None):
        Handler.__init__(self)
        self.stream = sys.stderr if stream is None else stream

    def flush(self):
        target = self.stream
        if target and hasattr(target, "flush"):
            target.flush()

    def emit(self, record):
        try:
            self.stream.write(self.format(record) + self.terminator)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def setStream(self, stream):
        """Switch to `stream`; return the previous one (None when unchanged)."""
        if stream is self.stream:
            return None
        previous = self.stream
        self.flush()
        self.stream = stream
        return previous

    def __repr__(self):
        label = str(getattr(self.stream, "name", ""))
        if label:
            label += " "
        return "<%s %s(%s)>" % (type(self).__name__, label, logging.getLevelName(self.level))


class FileHandler(StreamHandler):
    """A StreamHandler on a file it opens itself (at once, or at the first record when
    `delay` is true). Text mode defaults to UTF-8."""

    def __init__(self, filename, mode="a", encoding=None, delay=False, errors=None):
        if hasattr(os, "fspath"):
            filename = os.fspath(filename)
        self.baseFilename = os.path.abspath(filename)
        self.mode = mode
        self.encoding = encoding if "b" in mode else (encoding or "utf-8")
        self.errors = errors
        self.delay = delay
        if delay:
            Handler.__init__(self)
            self.stream = None
        else:
            StreamHandler.__init__(self, self._open())

    def _open(self):
        return open(self.baseFilename, self.mode, encoding=self.encoding)

    def emit(self, record):
        # A "w" handler that was closed must not reopen (and truncate) its file.
        if self.stream is None and (self.mode != "w" or not self._closed):
            self.stream = self._open()
        if self.stream:
            StreamHandler.emit(self, record)

    def close(self):
        held = self.stream
        try:
            if held:
                try:
                    self.flush()
                finally:
                    self.stream = None
                    if hasattr(held, "close"):
                        held.close()
        finally:
            StreamHandler.close(self)

    def __repr__(self):
        return "<%s %s (%s)>" % (type(self).__name__, self.baseFilename,
                                 logging.getLevelName(self.level))


class _StderrHandler(StreamHandler):
    """lastResort's handler: always writes to the current sys.stderr."""

    def __init__(self, level=logging.NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return sys.stderr


class NullHandler(Handler):
    """Swallows everything (for libraries that log but leave configuration to apps)."""

    def handle(self, record):
        pass

    def emit(self, record):
        pass


logging._internal_files.add((lambda: 0).__code__.co_filename)
