"""logging: CPython's logging package (levels, records, formatters, handlers, loggers).

Owns the level table, LogRecord, Formatter ('%', '{' and '$' styles, asctime, exceptions),
Filter, Handler/StreamHandler/FileHandler/NullHandler, the logger hierarchy (dotted names,
placeholder-free parent fix-ups, propagation, disable), basicConfig and the module-level
shortcuts, and lastResort (unconfigured WARNING+ messages go bare to stderr). Threads are
not locked (the VM serialises bytecode).
"""

import sys
import os
import time
import io
import re
import traceback

__all__ = ["BASIC_FORMAT", "CRITICAL", "DEBUG", "ERROR", "FATAL", "FileHandler", "Filter",
           "Formatter", "Handler", "INFO", "LogRecord", "Logger", "LoggerAdapter", "NOTSET",
           "NullHandler", "StreamHandler", "WARN", "WARNING", "addLevelName", "basicConfig",
           "critical", "debug", "disable", "error", "exception", "fatal", "getLevelName",
           "getLogger", "getLoggerClass", "info", "log", "makeLogRecord", "setLoggerClass",
           "shutdown", "warn", "warning", "getLevelNamesMapping", "lastResort",
           "raiseExceptions"]

_startTime = time.time()
raiseExceptions = True
logThreads = True
logMultiprocessing = True
logProcesses = True

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_levelToName = {CRITICAL: "CRITICAL", ERROR: "ERROR", WARNING: "WARNING", INFO: "INFO",
                DEBUG: "DEBUG", NOTSET: "NOTSET"}
_nameToLevel = {"CRITICAL": CRITICAL, "FATAL": FATAL, "ERROR": ERROR, "WARN": WARNING,
                "WARNING": WARNING, "INFO": INFO, "DEBUG": DEBUG, "NOTSET": NOTSET}


def getLevelNamesMapping():
    return _nameToLevel.copy()


def getLevelName(level):
    result = _levelToName.get(level)
    if result is not None:
        return result
    result = _nameToLevel.get(level)
    if result is not None:
        return result
    return "Level %s" % level


def addLevelName(level, levelName):
    _levelToName[level] = levelName
    _nameToLevel[levelName] = level


def _checkLevel(level):
    if isinstance(level, int):
        rv = level
    elif str(level) == level:
        if level not in _nameToLevel:
            raise ValueError("Unknown level: %r" % level)
        rv = _nameToLevel[level]
    else:
        raise TypeError("Level not an integer or a valid string: %r" % (level,))
    return rv


def _current_frame():
    """The frame of this function's caller (no sys._getframe needed)."""
    if hasattr(sys, "_getframe"):
        return sys._getframe(1)
    try:
        raise Exception
    except Exception as exc:
        return exc.__traceback__.tb_frame.f_back


_srcfile = (lambda: 0).__code__.co_filename
# co_filename of every module of this package: their frames are skipped by findCaller
_internal_files = set([_srcfile])


def _is_internal_frame(frame):
    filename = frame.f_code.co_filename
    return filename in _internal_files or (
        "importlib" in filename and "_bootstrap" in filename)


def _thread_ident():
    mod = sys.modules.get("threading")
    if mod is not None and hasattr(mod, "get_ident"):
        return mod.get_ident()
    return 1


def _thread_name():
    mod = sys.modules.get("threading")
    if mod is not None and hasattr(mod, "current_thread"):
        return mod.current_thread().name
    return "MainThread"


# ---- records ---------------------------------------------------------------------------

class LogRecord:
    """A LogRecord instance represents an event being logged."""

    def __init__(self, name, level, pathname, lineno, msg, args, exc_info, func=None,
                 sinfo=None, **kwargs):
        ct = time.time()
        self.name = name
        self.msg = msg
        if (args and len(args) == 1 and isinstance(args[0], dict) and args[0]):
            args = args[0]
        self.args = args
        self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        try:
            self.filename = os.path.basename(pathname)
            self.module = os.path.splitext(self.filename)[0]
        except (TypeError, ValueError, AttributeError):
            self.filename = pathname
            self.module = "Unknown module"
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.created = ct
        self.msecs = int((ct - int(ct)) * 1000) + 0.0
        self.relativeCreated = (self.created - _startTime) * 1000
        self.thread = _thread_ident() if logThreads else None
        self.threadName = _thread_name() if logThreads else None
        self.processName = "MainProcess" if logMultiprocessing else None
        if logProcesses and hasattr(os, "getpid"):
            self.process = os.getpid()
        else:
            self.process = None

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (self.name, self.levelno,
                                                      self.pathname, self.lineno, self.msg)

    def getMessage(self):
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg


_logRecordFactory = LogRecord


def setLogRecordFactory(factory):
    global _logRecordFactory
    _logRecordFactory = factory


def getLogRecordFactory():
    return _logRecordFactory


def makeLogRecord(dict):
    rv = _logRecordFactory(None, None, "", 0, "", (), None, None)
    rv.__dict__.update(dict)
    return rv


# ---- formatters ------------------------------------------------------------------------

class PercentStyle:
    default_format = "%(message)s"
    asctime_format = "%(asctime)s"
    asctime_search = "%(asctime)"
    validation_pattern = re.compile(r"%\(\w+\)[#0+ -]*(\*|\d+)?(\.(\*|\d+))?[diouxefgcrsa%]",
                                    re.I)

    def __init__(self, fmt, *, defaults=None):
        self._fmt = fmt or self.default_format
        self._defaults = defaults

    def usesTime(self):
        return self._fmt.find(self.asctime_search) >= 0

    def validate(self):
        if not self.validation_pattern.search(self._fmt):
            raise ValueError("Invalid format '%s' for '%s' style" % (self._fmt,
                                                                     self.default_format[0]))

    def _format(self, record):
        defaults = self._defaults
        if defaults:
            values = dict(defaults)
            values.update(record.__dict__)
        else:
            values = record.__dict__
        return self._fmt % values

    def format(self, record):
        try:
            return self._format(record)
        except KeyError as e:
            raise ValueError("Formatting field not found in record: %s" % e)


class StrFormatStyle(PercentStyle):
    default_format = "{message}"
    asctime_format = "{asctime}"
    asctime_search = "{asctime"
    field_spec = re.compile(r"^(\d+|\w+)(\.\w+|\[[^]]+\])*$", re.I)

    def _format(self, record):
        defaults = self._defaults
        if defaults:
            values = dict(defaults)
            values.update(record.__dict__)
        else:
            values = record.__dict__
        return self._fmt.format(**values)

    def validate(self):
        if not re.search(r"\{\w+", self._fmt):
            raise ValueError("invalid format: no fields")


class StringTemplateStyle(PercentStyle):
    default_format = "${message}"
    asctime_format = "${asctime}"
    asctime_search = "${asctime}"
    _pattern = re.compile(r"\$(?:(\$)|(\w+)|\{(\w+)\})")

    def usesTime(self):
        fmt = self._fmt
        return fmt.find("$asctime") >= 0 or fmt.find(self.asctime_search) >= 0

    def validate(self):
        for m in self._pattern.finditer(self._fmt):
            if m.group(2) or m.group(3):
                return
        raise ValueError("invalid format: no fields")

    def _format(self, record):
        values = dict(self._defaults or {})
        values.update(record.__dict__)

        def repl(m):
            if m.group(1):
                return "$"
            return str(values[m.group(2) or m.group(3)])
        return self._pattern.sub(repl, self._fmt)


BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"

_STYLES = {
    "%": (PercentStyle, BASIC_FORMAT),
    "{": (StrFormatStyle, "{levelname}:{name}:{message}"),
    "$": (StringTemplateStyle, "${levelname}:${name}:${message}"),
}


def _pad2(n):
    return ("0" + str(n)) if n < 10 else str(n)


def _fallback_strftime(fmt, t):
    """strftime for the few directives logging uses, when time has no strftime."""
    days = int(t // 86400)
    secs = int(t - days * 86400)
    # civil-from-days (Howard Hinnant)
    z = days + 719468
    era = (z if z >= 0 else z - 146096) // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    y = yoe + era * 400
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + 3 if mp < 10 else mp - 9
    if m <= 2:
        y += 1
    values = {"Y": str(y), "m": _pad2(m), "d": _pad2(d), "H": _pad2(secs // 3600),
              "M": _pad2(secs // 60 % 60), "S": _pad2(secs % 60), "%": "%",
              "y": _pad2(y % 100)}
    out = []
    i = 0
    while i < len(fmt):
        c = fmt[i]
        if c == "%" and i + 1 < len(fmt):
            out.append(values.get(fmt[i + 1], "%" + fmt[i + 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


class Formatter:
    """Formatter instances are used to convert a LogRecord to text."""

    converter = getattr(time, "localtime", None)
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True, *, defaults=None):
        if style not in _STYLES:
            raise ValueError("Style must be one of: %s" % ",".join(_STYLES.keys()))
        self._style = _STYLES[style][0](fmt, defaults=defaults)
        if validate:
            self._style.validate()
        self._fmt = self._style._fmt
        self.datefmt = datefmt

    def formatTime(self, record, datefmt=None):
        converter = self.converter
        if converter is None or not hasattr(time, "strftime"):
            s = _fallback_strftime(datefmt or self.default_time_format, record.created)
        else:
            ct = converter(record.created)
            s = time.strftime(datefmt or self.default_time_format, ct)
        if not datefmt and self.default_msec_format:
            s = self.default_msec_format % (s, record.msecs)
        return s

    def formatException(self, ei):
        sio = io.StringIO()
        tb = ei[2]
        traceback.print_exception(ei[0], ei[1], tb, None, sio)
        s = sio.getvalue()
        sio.close()
        if s[-1:] == "\n":
            s = s[:-1]
        return s

    def usesTime(self):
        return self._style.usesTime()

    def formatMessage(self, record):
        return self._style.format(record)

    def formatStack(self, stack_info):
        return stack_info

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        s = self.formatMessage(record)
        if record.exc_info:
            if not record.exc_text:
                record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + record.exc_text
        if record.stack_info:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + self.formatStack(record.stack_info)
        return s


_defaultFormatter = Formatter()


class BufferingFormatter:
    def __init__(self, linefmt=None):
        self.linefmt = linefmt if linefmt else _defaultFormatter

    def formatHeader(self, records):
        return ""

    def formatFooter(self, records):
        return ""

    def format(self, records):
        rv = ""
        if len(records) > 0:
            rv = rv + self.formatHeader(records)
            for record in records:
                rv = rv + self.linefmt.format(record)
            rv = rv + self.formatFooter(records)
        return rv


# ---- filters ---------------------------------------------------------------------------

class Filter:
    def __init__(self, name=""):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if self.nlen == 0:
            return True
        elif self.name == record.name:
            return True
        elif record.name.find(self.name, 0, self.nlen) != 0:
            return False
        return record.name[self.nlen] == "."


class Filterer:
    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if not (filter in self.filters):
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        rv = True
        for f in self.filters:
            if hasattr(f, "filter"):
                result = f.filter(record)
            else:
                result = f(record)
            if not result:
                rv = False
                break
        return rv


from logging._handlers import (Handler, StreamHandler, FileHandler, NullHandler,  # noqa
                               _StderrHandler, _handlers, _handlerList)

lastResort = _StderrHandler(WARNING)

from logging._loggers import (Logger, RootLogger, Manager, LoggerAdapter, PlaceHolder,  # noqa
                              root, getLogger, setLoggerClass, getLoggerClass, basicConfig,
                              critical, fatal, error, exception, warning, warn, info, debug,
                              log, disable, shutdown, captureWarnings, _acquireLock,
                              _releaseLock)
