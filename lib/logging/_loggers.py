"""logging's logger tree: Logger, RootLogger, Manager, LoggerAdapter, basicConfig and the
module-level shortcuts (logging.info(...) and friends).

Loggers are named with dots ("app.db.conn"). The Manager keeps one logger per name; each
logger's `parent` is its nearest existing ancestor by name, or the root. A new logger takes
over as parent of the existing loggers below it. The per-level methods are generated from
one table (_LEVEL_METHODS) for Logger, LoggerAdapter and the module shortcuts alike.
"""

import sys
import logging
from logging._handlers import StreamHandler, FileHandler, _handlerList

_UNKNOWN_CALLER = ("(unknown file)", 0, "(unknown function)", None)

# method name -> level; exception() and log() are written out by hand.
_LEVEL_METHODS = (("debug", logging.DEBUG), ("info", logging.INFO),
                  ("warning", logging.WARNING), ("error", logging.ERROR),
                  ("critical", logging.CRITICAL))


def _acquireLock():
    pass


def _releaseLock():
    pass


def _named(function, name):
    function.__name__ = name
    function.__qualname__ = name
    return function


def _is_below(name, ancestor):
    """True when logger `name` sits under `ancestor` in the dotted hierarchy."""
    return name.startswith(ancestor + ".")


def _check_logger_class(klass):
    if klass is not Logger and not issubclass(klass, Logger):
        raise TypeError("logger not derived from logging.Logger: " + klass.__name__)


class PlaceHolder:
    """Present for API compatibility; the Manager here stores real loggers only."""

    def __init__(self, alogger):
        self.loggerMap = {alogger: None}

    def append(self, alogger):
        self.loggerMap[alogger] = None


class Manager:
    """Owns the name -> logger table and keeps the parent links consistent."""

    def __init__(self, rootnode):
        self.root = rootnode
        self.disable = 0
        self.emittedNoHandlerWarning = False
        self.loggerDict = {}
        self.loggerClass = None
        self.logRecordFactory = None

    def getLogger(self, name):
        if not isinstance(name, str):
            raise TypeError("A logger name must be a string")
        found = self.loggerDict.get(name)
        if found is not None:
            return found
        made = (self.loggerClass or _logger_class)(name)
        made.manager = self
        self.loggerDict[name] = made
        made.parent = self._nearest_ancestor(name)
        for other in self.loggerDict.values():
            if other is made or not _is_below(other.name, name):
                continue
            # `other` keeps its parent only if that parent is itself below the new logger.
            if other.parent is self.root or not _is_below(other.parent.name, name):
                other.parent = made
        return made

    def _nearest_ancestor(self, name):
        parts = name.split(".")
        for cut in range(len(parts) - 1, 0, -1):
            candidate = self.loggerDict.get(".".join(parts[:cut]))
            if candidate is not None:
                return candidate
        return self.root

    def setLoggerClass(self, klass):
        _check_logger_class(klass)
        self.loggerClass = klass

    def setLogRecordFactory(self, factory):
        self.logRecordFactory = factory

    def _clear_cache(self):
        self.root._cache.clear()
        for member in self.loggerDict.values():
            member._cache.clear()


def _logger_level_method(name, level):
    def method(self, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)
    return _named(method, name)


class Logger(logging.Filterer):
    """A named channel for messages. A record passes if its level reaches the logger's
    effective level; it then goes to this logger's handlers and, while `propagate` holds,
    to each ancestor's handlers."""

    def __init__(self, name, level=logging.NOTSET):
        logging.Filterer.__init__(self)
        self.name = name
        self.level = logging._checkLevel(level)
        self.parent = None
        self.propagate = True
        self.handlers = []
        self.disabled = False
        self._cache = {}

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            if logging.raiseExceptions:
                raise TypeError("level must be an integer")
            return
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def setLevel(self, level):
        self.level = logging._checkLevel(level)
        self.manager._clear_cache()

    def getEffectiveLevel(self):
        """The first non-zero level found walking from this logger up to the root."""
        node = self
        while node is not None:
            if node.level:
                return node.level
            node = node.parent
        return logging.NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        if level not in self._cache:
            allowed = self.manager.disable < level and level >= self.getEffectiveLevel()
            self._cache[level] = allowed
        return self._cache[level]

    def getChild(self, suffix):
        full = suffix if self is self.root else self.name + "." + suffix
        return self.manager.getLogger(full)

    def findCaller(self, stack_info=False, stacklevel=1):
        """(file, line, function, stack text) of the user code that logged; frames
        inside the logging package are skipped, then stacklevel-1 more callers."""
        frame = logging._current_frame()
        hops = stacklevel
        while frame is not None:
            if logging._is_internal_frame(frame):
                frame = frame.f_back
                continue
            if hops <= 1:
                break
            hops -= 1
            frame = frame.f_back
        if frame is None:
            return _UNKNOWN_CALLER
        stack_text = None
        if stack_info:
            stack_text = "Stack (most recent call last):\n" + "".join(
                logging.traceback.format_stack(frame))
            if stack_text.endswith("\n"):
                stack_text = stack_text[:-1]
        code = frame.f_code
        return code.co_filename, frame.f_lineno, code.co_name, stack_text

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info, func=None, extra=None,
                   sinfo=None):
        record = logging._record_factory(name, level, fn, lno, msg, args, exc_info, func,
                                         sinfo)
        for key in (extra or {}):
            if key in ("message", "asctime") or key in record.__dict__:
                raise KeyError("Attempt to overwrite %r in LogRecord" % key)
            record.__dict__[key] = extra[key]
        return record

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False,
             stacklevel=1):
        try:
            where = self.findCaller(stack_info, stacklevel)
        except ValueError:
            where = _UNKNOWN_CALLER
        if isinstance(exc_info, BaseException):
            exc_info = (type(exc_info), exc_info, exc_info.__traceback__)
        elif exc_info and not isinstance(exc_info, tuple):
            exc_info = sys.exc_info()
        record = self.makeRecord(self.name, level, where[0], where[1], msg, args, exc_info,
                                 where[2], extra, where[3])
        self.handle(record)

    def handle(self, record):
        if not self.disabled and self.filter(record):
            self.callHandlers(record)

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def _propagation_path(self):
        """This logger, then its ancestors for as long as propagation continues."""
        node = self
        while node is not None:
            yield node
            node = node.parent if node.propagate else None

    def hasHandlers(self):
        return any(node.handlers for node in self._propagation_path())

    def callHandlers(self, record):
        seen_any = False
        for node in self._propagation_path():
            for handler in node.handlers:
                seen_any = True
                if record.levelno >= handler.level:
                    handler.handle(record)
        if seen_any:
            return
        fallback = logging.lastResort
        if fallback:
            if record.levelno >= fallback.level:
                fallback.handle(record)
        elif logging.raiseExceptions and not self.manager.emittedNoHandlerWarning:
            sys.stderr.write('No handlers could be found for logger "%s"\n' % self.name)
            self.manager.emittedNoHandlerWarning = True

    def __repr__(self):
        return "<%s %s (%s)>" % (type(self).__name__, self.name,
                                 logging.getLevelName(self.getEffectiveLevel()))


for _method_name, _method_level in _LEVEL_METHODS:
    setattr(Logger, _method_name, _logger_level_method(_method_name, _method_level))
Logger.fatal = Logger.critical


class RootLogger(Logger):
    """The logger at the top of the tree, named "root"."""

    def __init__(self, level):
        Logger.__init__(self, "root", level)

    def __reduce__(self):
        return getLogger, ()


def _adapter_level_method(name, level):
    def method(self, msg, *args, **kwargs):
        self.log(level, msg, *args, **kwargs)
    return _named(method, name)


class LoggerAdapter:
    """Wraps a logger, passing every call through process() (which, by default, attaches
    `extra` to the record)."""

    def __init__(self, logger, extra=None):
        self.logger = logger
        self.extra = extra

    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return msg, kwargs

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(logging.ERROR, msg, *args, exc_info=exc_info, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            msg, kwargs = self.process(msg, kwargs)
            self.logger.log(level, msg, *args, **kwargs)

    @property
    def name(self):
        return self.logger.name

    def __repr__(self):
        target = self.logger
        return "<%s %s (%s)>" % (type(self).__name__, target.name,
                                 logging.getLevelName(target.getEffectiveLevel()))


def _forward_to_logger(name):
    def forward(self, *args):
        return getattr(self.logger, name)(*args)
    return _named(forward, name)


# Queries and settings an adapter passes straight to its logger.
for _method_name in ("isEnabledFor", "setLevel", "getEffectiveLevel", "hasHandlers"):
    setattr(LoggerAdapter, _method_name, _forward_to_logger(_method_name))
for _method_name, _method_level in _LEVEL_METHODS:
    setattr(LoggerAdapter, _method_name, _adapter_level_method(_method_name, _method_level))

_logger_class = Logger
root = RootLogger(logging.WARNING)
Logger.root = root
Logger.manager = Manager(root)
root.manager = Logger.manager


def setLoggerClass(klass):
    global _logger_class
    _check_logger_class(klass)
    _logger_class = klass


def getLoggerClass():
    return _logger_class


def getLogger(name=None):
    """The logger called `name`, created on first request; the root for None/""/"root"."""
    if not name or name == root.name:
        return root
    return Logger.manager.getLogger(name)


def _handlers_from_options(options, encoding, errors):
    """The handler list basicConfig installs: given, a file, or a stream."""
    given = options.pop("handlers", None)
    wants_stream = "stream" in options
    wants_file = "filename" in options
    if given is not None:
        if wants_stream or wants_file:
            raise ValueError("'stream' or 'filename' should not be "
                             "specified together with 'handlers'")
        return given
    if wants_stream and wants_file:
        raise ValueError("'stream' and 'filename' should not be specified together")
    filename = options.pop("filename", None)
    mode = options.pop("filemode", "a")
    if not filename:
        return [StreamHandler(options.pop("stream", None))]
    if "b" in mode:
        errors = None
    else:
        encoding = encoding or "utf-8"
    return [FileHandler(filename, mode, encoding=encoding, errors=errors)]


def basicConfig(*args, **kwargs):
    """Give the root logger a handler and formatter, unless it already has handlers
    (force=True removes and closes those first). TensorPy addition: the level may also be
    given as the one positional argument, `basicConfig(logging.DEBUG)` (CPython accepts
    keywords only, so this breaks no CPython call)."""
    options = dict(kwargs)
    if len(args) > 1:
        raise TypeError("basicConfig() takes at most 1 positional argument (%d given)" % len(args))
    if args:
        if "level" in options:
            raise TypeError("basicConfig() got multiple values for argument 'level'")
        options["level"] = args[0]
    force = options.pop("force", False)
    encoding = options.pop("encoding", None)
    errors = options.pop("errors", "backslashreplace")
    if force:
        for old in list(root.handlers):
            root.removeHandler(old)
            old.close()
    if root.handlers:
        return
    installed = _handlers_from_options(options, encoding, errors)
    style = options.pop("style", "%")
    logging._check_style(style)
    datefmt = options.pop("datefmt", None)
    layout = options.pop("format", logging._STYLES[style][1])
    shared = logging.Formatter(layout, datefmt, style)
    for handler in installed:
        if handler.formatter is None:
            handler.setFormatter(shared)
        root.addHandler(handler)
    level = options.pop("level", None)
    if level is not None:
        root.setLevel(level)
    if options:
        raise ValueError("Unrecognised argument(s): %s" % ", ".join(options))


def set_level(level):
    """TensorPy addition (the original project's API): set the root logger's level."""
    root.setLevel(level)


def get_level():
    """TensorPy addition: the root logger's level (a number)."""
    return root.level


def _ensure_configured():
    if not root.handlers:
        basicConfig()


def _module_level_function(name):
    def shortcut(msg, *args, **kwargs):
        _ensure_configured()
        getattr(root, name)(msg, *args, **kwargs)
    return _named(shortcut, name)


debug, info, warning, error, critical = [_module_level_function(method_name)
                                         for method_name, _ in _LEVEL_METHODS]
fatal = critical


def warn(msg, *args, **kwargs):
    warning(msg, *args, **kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


def log(level, msg, *args, **kwargs):
    _ensure_configured()
    root.log(level, msg, *args, **kwargs)


def disable(level=logging.CRITICAL):
    """Ignore every message at `level` or below, whatever the loggers' own levels."""
    root.manager.disable = level
    root.manager._clear_cache()


def shutdown(handlerList=_handlerList):
    """Flush and close every handler, newest first, ignoring I/O errors."""
    for handler in reversed(list(handlerList)):
        try:
            handler.flush()
            handler.close()
        except (OSError, ValueError):
            pass


def captureWarnings(capture):
    pass


logging._internal_files.add((lambda: 0).__code__.co_filename)
