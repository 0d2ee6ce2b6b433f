"""logging: the standard logging package, written for TensorPy.

This file owns the vocabulary every other part uses: the severity levels and their names,
LogRecord (one logged event), the three format styles ('%', '{', '$') with Formatter and
BufferingFormatter, and Filter/Filterer. Handlers live in logging/_handlers.py and the
logger tree (Logger, Manager, basicConfig, the module-level shortcuts) in
logging/_loggers.py; both are re-exported here, so user code only sees `logging`.

Behaviour follows CPython 3.11 (same names, defaults, reprs and error messages). No locks:
the VM runs one bytecode at a time, so the lock hooks are no-ops.
"""

import sys
import os
import time
import io
import traceback

_load_time = time.time()
raiseExceptions = True
logThreads = True
logMultiprocessing = True
logProcesses = True

# ---- levels ----------------------------------------------------------------------------
# (name, number); FATAL and WARN are aliases that map to the names listed before them.
_LEVEL_TABLE = (("CRITICAL", 50), ("FATAL", 50), ("ERROR", 40), ("WARNING", 30),
                ("WARN", 30), ("INFO", 20), ("DEBUG", 10), ("NOTSET", 0))
CRITICAL = FATAL = 50
ERROR = 40
WARNING = WARN = 30
INFO = 20
DEBUG = 10
NOTSET = 0

_name_of_level = {}
_level_of_name = {}
for _label, _number in _LEVEL_TABLE:
    _name_of_level.setdefault(_number, _label)
    _level_of_name[_label] = _number


def getLevelNamesMapping():
    """A fresh dict of every known level name to its number."""
    return dict(_level_of_name)


def getLevelName(level):
    """Number -> name, name -> number, or "Level N" for an unregistered number."""
    if level in _name_of_level:
        return _name_of_level[level]
    if level in _level_of_name:
        return _level_of_name[level]
    return "Level %s" % level


def addLevelName(level, levelName):
    _name_of_level[level] = levelName
    _level_of_name[levelName] = level


def _checkLevel(level):
    """Validate a level given as a number or a registered name; return the number."""
    if isinstance(level, int):
        return level
    if str(level) != level:
        raise TypeError("Level not an integer or a valid string: %r" % (level,))
    if level not in _level_of_name:
        raise ValueError("Unknown level: %r" % level)
    return _level_of_name[level]


# ---- where a call came from ------------------------------------------------------------

def _current_frame():
    """The frame that called this function."""
    getter = getattr(sys, "_getframe", None)
    if getter is not None:
        return getter(1)
    try:
        raise RuntimeError
    except RuntimeError as probe:
        return probe.__traceback__.tb_frame.f_back


# Source files of this package. findCaller walks past frames from these files so that
# %(lineno)d and friends describe the user's call, not logging's own machinery.
_internal_files = {(lambda: 0).__code__.co_filename}


def _is_internal_frame(frame):
    path = frame.f_code.co_filename
    if path in _internal_files:
        return True
    return "importlib" in path and "_bootstrap" in path


def _threading_value(attribute, fallback):
    threading = sys.modules.get("threading")
    getter = getattr(threading, attribute, None) if threading is not None else None
    return fallback if getter is None else getter()


# ---- records ---------------------------------------------------------------------------

class LogRecord:
    """One logging event: who logged what, at which level, from where and when.

    `args` of a single non-empty dict is unwrapped so that "%(key)s" messages work.
    """

    def __init__(self, name, level, pathname, lineno, msg, args, exc_info, func=None,
                 sinfo=None, **kwargs):
        now = time.time()
        if args and len(args) == 1 and isinstance(args[0], dict) and args[0]:
            args = args[0]
        self.name, self.msg, self.args = name, msg, args
        self.levelno, self.levelname = level, getLevelName(level)
        self.pathname, self.lineno, self.funcName = pathname, lineno, func
        try:
            self.filename = os.path.basename(pathname)
            self.module = os.path.splitext(self.filename)[0]
        except (TypeError, ValueError, AttributeError):
            self.filename, self.module = pathname, "Unknown module"
        self.exc_info, self.exc_text, self.stack_info = exc_info, None, sinfo
        self.created = now
        self.msecs = float(int((now - int(now)) * 1000))
        self.relativeCreated = (now - _load_time) * 1000
        if logThreads:
            self.thread = _threading_value("get_ident", 1)
            current = _threading_value("current_thread", None)
            self.threadName = getattr(current, "name", "MainThread")
        else:
            self.thread = self.threadName = None
        self.processName = "MainProcess" if logMultiprocessing else None
        self.process = os.getpid() if logProcesses and hasattr(os, "getpid") else None

    def getMessage(self):
        """The message with its arguments substituted ('%' formatting)."""
        text = str(self.msg)
        return text % self.args if self.args else text

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (
            self.name, self.levelno, self.pathname, self.lineno, self.msg)


_record_factory = LogRecord


def setLogRecordFactory(factory):
    global _record_factory
    _record_factory = factory


def getLogRecordFactory():
    return _record_factory


def makeLogRecord(dict):
    """A record whose attributes come from `dict` (e.g. one received over a socket)."""
    record = _record_factory(None, None, "", 0, "", (), None, None)
    record.__dict__.update(dict)
    return record


# ---- format styles ---------------------------------------------------------------------

_PERCENT_FLAGS = "#0+- "
_PERCENT_CONVERSIONS = "diouxefgcrsa%"


def _has_percent_field(text):
    """True when `text` holds at least one complete "%(name)<spec><conversion>" field."""
    start = text.find("%(")
    while start >= 0:
        close = text.find(")", start + 2)
        if close < 0:
            return False
        key = text[start + 2:close]
        pos = close + 1
        while pos < len(text) and (text[pos] in _PERCENT_FLAGS or text[pos] in "*.0123456789"):
            pos += 1
        if (key and all(ch.isalnum() or ch == "_" for ch in key) and pos < len(text)
                and text[pos].lower() in _PERCENT_CONVERSIONS):
            return True
        start = text.find("%(", start + 2)
    return False


def _has_brace_field(text):
    """True when `text` holds a "{name" opening."""
    for pos in range(len(text) - 1):
        if text[pos] == "{" and (text[pos + 1].isalnum() or text[pos + 1] == "_"):
            return True
    return False


def _dollar_pieces(text):
    """Split a '$' template into literal strings and ("name",) placeholders."""
    pieces = []
    literal = ""
    pos = 0
    while pos < len(text):
        ch = text[pos]
        if ch != "$" or pos + 1 >= len(text):
            literal += ch
            pos += 1
            continue
        after = text[pos + 1]
        if after == "$":
            literal += "$"
            pos += 2
            continue
        if after == "{":
            end = text.find("}", pos + 2)
            name = text[pos + 2:end] if end > 0 else ""
            if name and all(c.isalnum() or c == "_" for c in name):
                pieces.append(literal)
                pieces.append((name,))
                literal = ""
                pos = end + 1
                continue
        end = pos + 1
        while end < len(text) and (text[end].isalnum() or text[end] == "_"):
            end += 1
        if end > pos + 1:
            pieces.append(literal)
            pieces.append((text[pos + 1:end],))
            literal = ""
            pos = end
            continue
        literal += ch
        pos += 1
    pieces.append(literal)
    return pieces


class PercentStyle:
    """'%(name)s' fields, filled with the record's attributes (and optional defaults)."""

    default_format = "%(message)s"
    asctime_format = "%(asctime)s"
    asctime_search = "%(asctime)"

    def __init__(self, fmt, *, defaults=None):
        self._fmt = fmt if fmt else self.default_format
        self._defaults = defaults

    def usesTime(self):
        return self.asctime_search in self._fmt

    def validate(self):
        if not _has_percent_field(self._fmt):
            raise ValueError("Invalid format '%s' for '%s' style"
                             % (self._fmt, self.default_format[0]))

    def _fields(self, record):
        if not self._defaults:
            return record.__dict__
        merged = dict(self._defaults)
        merged.update(record.__dict__)
        return merged

    def _format(self, record):
        return self._fmt % self._fields(record)

    def format(self, record):
        try:
            return self._format(record)
        except KeyError as missing:
            raise ValueError("Formatting field not found in record: %s" % missing)


class StrFormatStyle(PercentStyle):
    """'{name}' fields, filled by str.format."""

    default_format = "{message}"
    asctime_format = "{asctime}"
    asctime_search = "{asctime"

    def validate(self):
        if not _has_brace_field(self._fmt):
            raise ValueError("invalid format: no fields")

    def _format(self, record):
        return self._fmt.format(**self._fields(record))


class StringTemplateStyle(PercentStyle):
    """'$name' / '${name}' fields, as string.Template substitutes them."""

    default_format = "${message}"
    asctime_format = "${asctime}"
    asctime_search = "${asctime}"

    def usesTime(self):
        return "$asctime" in self._fmt or self.asctime_search in self._fmt

    def validate(self):
        if not any(isinstance(piece, tuple) for piece in _dollar_pieces(self._fmt)):
            raise ValueError("invalid format: no fields")

    def _format(self, record):
        fields = self._fields(record)
        return "".join(str(fields[piece[0]]) if isinstance(piece, tuple) else piece
                       for piece in _dollar_pieces(self._fmt))


BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"

# style character -> (style class, format basicConfig uses when none is given)
_STYLES = {
    "%": (PercentStyle, BASIC_FORMAT),
    "{": (StrFormatStyle, "{levelname}:{name}:{message}"),
    "$": (StringTemplateStyle, "${levelname}:${name}:${message}"),
}


def _check_style(style):
    if style not in _STYLES:
        raise ValueError("Style must be one of: %s" % ",".join(_STYLES))


# ---- time stamps without time.strftime -------------------------------------------------

def _two_digits(n):
    return str(n).rjust(2, "0")


def _utc_fields(stamp):
    """Calendar fields of a UNIX time stamp (UTC), by the days-to-civil-date method."""
    days, seconds = divmod(int(stamp), 86400)
    shifted = days + 719468
    era = shifted // 146097
    day_of_era = shifted - era * 146097
    year_of_era = (day_of_era - day_of_era // 1460 + day_of_era // 36524
                   - day_of_era // 146096) // 365
    day_of_year = day_of_era - (365 * year_of_era + year_of_era // 4 - year_of_era // 100)
    month_index = (5 * day_of_year + 2) // 153
    day = day_of_year - (153 * month_index + 2) // 5 + 1
    month = month_index + 3 if month_index < 10 else month_index - 9
    year = year_of_era + era * 400 + (1 if month <= 2 else 0)
    return {"Y": str(year), "y": _two_digits(year % 100), "m": _two_digits(month),
            "d": _two_digits(day), "H": _two_digits(seconds // 3600),
            "M": _two_digits(seconds // 60 % 60), "S": _two_digits(seconds % 60), "%": "%"}


def _simple_strftime(pattern, stamp):
    fields = _utc_fields(stamp)
    out = []
    pos = 0
    while pos < len(pattern):
        if pattern[pos] == "%" and pos + 1 < len(pattern):
            out.append(fields.get(pattern[pos + 1], pattern[pos:pos + 2]))
            pos += 2
        else:
            out.append(pattern[pos])
            pos += 1
    return "".join(out)


# ---- formatters ------------------------------------------------------------------------

def _append_block(text, block):
    """`text`, a newline if it lacks one, then `block`."""
    if not text.endswith("\n"):
        text += "\n"
    return text + block


class Formatter:
    """Turns a LogRecord into text: the message line, then any traceback and stack."""

    converter = getattr(time, "localtime", None)
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True, *, defaults=None):
        _check_style(style)
        style_class = _STYLES[style][0]
        self._style = style_class(fmt, defaults=defaults)
        if validate:
            self._style.validate()
        self._fmt = self._style._fmt
        self.datefmt = datefmt

    def formatTime(self, record, datefmt=None):
        pattern = datefmt or self.default_time_format
        convert = self.converter
        if convert is None or not hasattr(time, "strftime"):
            stamp = _simple_strftime(pattern, record.created)
        else:
            stamp = time.strftime(pattern, convert(record.created))
        if datefmt or not self.default_msec_format:
            return stamp
        return self.default_msec_format % (stamp, record.msecs)

    def formatException(self, ei):
        buffer = io.StringIO()
        traceback.print_exception(ei[0], ei[1], ei[2], None, buffer)
        text = buffer.getvalue()
        return text[:-1] if text.endswith("\n") else text

    def formatStack(self, stack_info):
        return stack_info

    def usesTime(self):
        return self._style.usesTime()

    def formatMessage(self, record):
        return self._style.format(record)

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        text = self.formatMessage(record)
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            text = _append_block(text, record.exc_text)
        if record.stack_info:
            text = _append_block(text, self.formatStack(record.stack_info))
        return text


_defaultFormatter = Formatter()


class BufferingFormatter:
    """Formats a batch of records: header, each record through `linefmt`, footer."""

    def __init__(self, linefmt=None):
        self.linefmt = linefmt or _defaultFormatter

    def formatHeader(self, records):
        return ""

    def formatFooter(self, records):
        return ""

    def format(self, records):
        if not records:
            return ""
        body = "".join(self.linefmt.format(one) for one in records)
        return self.formatHeader(records) + body + self.formatFooter(records)


# ---- filters ---------------------------------------------------------------------------

class Filter:
    """Passes records from the logger called `name` and its descendants (all if "")."""

    def __init__(self, name=""):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if not self.name or record.name == self.name:
            return True
        return record.name.startswith(self.name + ".")


class Filterer:
    """Base of loggers and handlers: an ordered list of filters, all of which must pass.

    A filter is an object with a .filter(record) method or a plain callable.
    """

    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if filter not in self.filters:
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        for check in self.filters:
            verdict = check.filter(record) if hasattr(check, "filter") else check(record)
            if not verdict:
                return False
        return True


from logging._handlers import (Handler, StreamHandler, FileHandler, NullHandler,  # noqa
                               _StderrHandler, _handlers, _handlerList)

lastResort = _StderrHandler(WARNING)

from logging._loggers import (Logger, RootLogger, Manager, LoggerAdapter, PlaceHolder,  # noqa
                              root, getLogger, setLoggerClass, getLoggerClass, basicConfig,
                              critical, fatal, error, exception, warning, warn, info, debug,
                              log, disable, shutdown, captureWarnings, _acquireLock,
                              _releaseLock, set_level, get_level)

__all__ = sorted(["BASIC_FORMAT", "FileHandler", "Filter", "Formatter", "Handler",
                  "LogRecord", "Logger", "LoggerAdapter", "NullHandler", "StreamHandler",
                  "addLevelName", "basicConfig", "critical", "debug", "disable", "error",
                  "exception", "fatal", "getLevelName", "getLogger", "getLoggerClass", "info",
                  "log", "makeLogRecord", "setLoggerClass", "shutdown", "warn", "warning",
                  "getLevelNamesMapping", "lastResort", "raiseExceptions"]
                 + [label for label, _ in _LEVEL_TABLE])
