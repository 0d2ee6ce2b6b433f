"""logging handlers: Handler, StreamHandler, FileHandler, NullHandler and lastResort's type.

Owns how a formatted record reaches a stream or file, handler levels and filters, and
handleError's "--- Logging error ---" report.
"""

import sys
import os
import traceback
import logging

_handlers = {}
_handlerList = []


class Handler(logging.Filterer):
    def __init__(self, level=logging.NOTSET):
        logging.Filterer.__init__(self)
        self._name = None
        self.level = logging._checkLevel(level)
        self.formatter = None
        self._closed = False
        self.lock = None
        _handlerList.append(self)

    def get_name(self):
        return self._name

    def set_name(self, name):
        if self._name in _handlers:
            del _handlers[self._name]
        self._name = name
        if name:
            _handlers[name] = self

    name = property(get_name, set_name)

    def createLock(self):
        self.lock = None

    def acquire(self):
        pass

    def release(self):
        pass

    def setLevel(self, level):
        self.level = logging._checkLevel(level)

    def format(self, record):
        if self.formatter:
            fmt = self.formatter
        else:
            fmt = logging._defaultFormatter
        return fmt.format(record)

    def emit(self, record):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def handle(self, record):
        rv = self.filter(record)
        if rv:
            self.emit(record)
        return rv

    def setFormatter(self, fmt):
        self.formatter = fmt

    def flush(self):
        pass

    def close(self):
        self._closed = True
        if self._name and self._name in _handlers:
            del _handlers[self._name]

    def handleError(self, record):
        if logging.raiseExceptions and sys.stderr:
            t, v, tb = sys.exc_info()
            try:
                sys.stderr.write("--- Logging error ---\n")
                traceback.print_exception(t, v, tb, None, sys.stderr)
                sys.stderr.write("Call stack:\n")
                sys.stderr.write("Message: %r\nArguments: %s\n" % (record.msg, record.args))
            except Exception:
                pass

    def __repr__(self):
        level = logging.getLevelName(self.level)
        return "<%s (%s)>" % (self.__class__.__name__, level)


class StreamHandler(Handler):
    terminator = "\n"

    def __init__(self, stream=None):
        Handler.__init__(self)
        if stream is None:
            stream = sys.stderr
        self.stream = stream

    def flush(self):
        if self.stream and hasattr(self.stream, "flush"):
            self.stream.flush()

    def emit(self, record):
        try:
            msg = self.format(record)
            stream = self.stream
            stream.write(msg + self.terminator)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def setStream(self, stream):
        if stream is self.stream:
            result = None
        else:
            result = self.stream
            self.flush()
            self.stream = stream
        return result

    def __repr__(self):
        level = logging.getLevelName(self.level)
        name = getattr(self.stream, "name", "")
        name = str(name)
        if name:
            name += " "
        return "<%s %s(%s)>" % (self.__class__.__name__, name, level)


class FileHandler(StreamHandler):
    def __init__(self, filename, mode="a", encoding=None, delay=False, errors=None):
        filename = os.fspath(filename) if hasattr(os, "fspath") else filename
        self.baseFilename = os.path.abspath(filename)
        self.mode = mode
        self.encoding = encoding
        if "b" not in mode:
            self.encoding = encoding or "utf-8"
        self.errors = errors
        self.delay = delay
        if delay:
            Handler.__init__(self)
            self.stream = None
        else:
            StreamHandler.__init__(self, self._open())

    def close(self):
        try:
            if self.stream:
                try:
                    self.flush()
                finally:
                    stream = self.stream
                    self.stream = None
                    if hasattr(stream, "close"):
                        stream.close()
        finally:
            StreamHandler.close(self)

    def _open(self):
        return open(self.baseFilename, self.mode, encoding=self.encoding)

    def emit(self, record):
        if self.stream is None:
            if self.mode != "w" or not self._closed:
                self.stream = self._open()
        if self.stream:
            StreamHandler.emit(self, record)

    def __repr__(self):
        level = logging.getLevelName(self.level)
        return "<%s %s (%s)>" % (self.__class__.__name__, self.baseFilename, level)


class _StderrHandler(StreamHandler):
    """Writes to whatever sys.stderr is at emit time (used by lastResort)."""

    def __init__(self, level=logging.NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return sys.stderr


class NullHandler(Handler):
    def handle(self, record):
        pass

    def emit(self, record):
        pass

    def createLock(self):
        self.lock = None


logging._internal_files.add((lambda: 0).__code__.co_filename)
