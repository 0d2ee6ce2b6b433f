"""warnings: issuing and filtering warnings (CPython 3.11's documented surface).

Owns warn (category, stacklevel, source), warn_explicit, the filter list and its
editors (filterwarnings, simplefilter, resetwarnings), the actions "error", "ignore",
"always", "default", "module", "once", showwarning / formatwarning (CPython's stderr text
"file:line: Category: message" then the source line indented by two spaces), the
WarningMessage record and catch_warnings (record=True collects WarningMessage objects;
action/category/lineno/append apply a simplefilter inside the block).

Note [Warning registries]: "default" shows a warning once per (text, category, line) of
the module that issued it, "module" once per (text, category) of the module, "once" once
per (text, category) anywhere (onceregistry). A module's registry is the dict
`__warningregistry__` in the issuing frame's globals; it carries the "version" of the
filter list it was filled under, and any change to the filters bumps that version, so a
warning suppressed as already shown is shown again after the filters change, as CPython
does. The default filters are CPython's release-build ones.
"""

import sys

__all__ = ["warn", "warn_explicit", "showwarning", "formatwarning", "filterwarnings",
           "simplefilter", "resetwarnings", "catch_warnings"]

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")

filters = [
    ("default", None, DeprecationWarning, "__main__", 0),
    ("ignore", None, DeprecationWarning, None, 0),
    ("ignore", None, PendingDeprecationWarning, None, 0),
    ("ignore", None, ImportWarning, None, 0),
    ("ignore", None, ResourceWarning, None, 0),
]
defaultaction = "default"
onceregistry = {}

# Version of the filter list; see Note [Warning registries].
_filters_version = 1


def _filters_mutated():
    global _filters_version
    _filters_version += 1


def _source_line(filename, lineno):
    """The stripped source line, or None when the file cannot be read."""
    try:
        with open(filename, encoding="utf-8", errors="replace") as f:
            for i, text in enumerate(f, 1):
                if i == lineno:
                    return text
    except (OSError, ValueError, TypeError):
        pass
    return None


def formatwarning(message, category, filename, lineno, line=None):
    """The text showwarning prints: "file:line: Category: message\\n" followed by the
    source line (stripped, indented by two spaces) when there is one."""
    msg = WarningMessage(message, category, filename, lineno, None, line)
    return _formatwarnmsg_impl(msg)


def _formatwarnmsg_impl(msg):
    category = msg.category.__name__
    s = f"{msg.filename}:{msg.lineno}: {category}: {msg.message}\n"
    if msg.line is None:
        line = _source_line(msg.filename, msg.lineno)
    else:
        line = msg.line
    if line:
        line = line.strip()
        if line:
            s += "  %s\n" % line
    return s


def _showwarnmsg_impl(msg):
    file = msg.file
    if file is None:
        file = sys.stderr
        if file is None:
            return
    text = _formatwarnmsg(msg)
    try:
        file.write(text)
    except OSError:
        pass


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Writes a warning to file (default sys.stderr). Replaceable: warn() calls the
    module's current showwarning when user code has replaced it."""
    msg = WarningMessage(message, category, filename, lineno, file, line)
    _showwarnmsg_impl(msg)


_showwarning_orig = showwarning
_formatwarning_orig = formatwarning


def _formatwarnmsg(msg):
    if formatwarning is not _formatwarning_orig:
        return formatwarning(msg.message, msg.category, msg.filename, msg.lineno,
                             msg.line)
    return _formatwarnmsg_impl(msg)


def _showwarnmsg(msg):
    if showwarning is not _showwarning_orig:
        if not callable(showwarning):
            raise TypeError("warnings.showwarning() must be set to a function or method")
        showwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.file,
                    msg.line)
        return
    _showwarnmsg_impl(msg)


def filterwarnings(action, message="", category=Warning, module="", lineno=0,
                   append=False):
    """Inserts a filter (at the front, or the end with append=True). message and
    module are regular expressions matched at the start of the warning text
    (case-insensitively) and of the module name."""
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(message, str), "message must be a string"
    assert isinstance(category, type), "category must be a class"
    assert issubclass(category, Warning), "category must be a Warning subclass"
    assert isinstance(module, str), "module must be a string"
    assert isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0"
    if message or module:
        import re
    message = re.compile(message, re.I) if message else None
    module = re.compile(module) if module else None
    _add_filter(action, message, category, module, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """Inserts a filter that matches every message and module."""
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0"
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*item, append):
    # An identical filter moves to its new place instead of appearing twice.
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)
    _filters_mutated()


def resetwarnings():
    """Removes every filter, the default ones too."""
    filters[:] = []
    _filters_mutated()


class _OptionError(Exception):
    """A bad -W option (kept for compatibility; TensorPy has no -W flag)."""


def _frame_at(stacklevel):
    try:
        return sys._getframe(stacklevel + 1)
    except (ValueError, AttributeError):
        return None


def warn(message, category=None, stacklevel=1, source=None):
    """Issues a warning. message is a str or a Warning instance (whose class is then
    the category); category defaults to UserWarning; stacklevel 1 blames the caller of
    warn(), 2 the caller's caller, and so on."""
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '{:s}'"
                        .format(type(category).__name__))
    frame = _frame_at(stacklevel)
    if frame is None:
        globals = sys.__dict__
        filename = "sys"
        lineno = 1
    else:
        globals = frame.f_globals
        filename = frame.f_code.co_filename
        lineno = frame.f_lineno
    if "__name__" in globals:
        module = globals["__name__"]
    else:
        module = "<string>"
    registry = globals.setdefault("__warningregistry__", {})
    warn_explicit(message, category, filename, lineno, module, registry, globals, source)


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None):
    """Issues a warning with every location detail given; the filters and registries
    apply as for warn()."""
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get("version", 0) != _filters_version:
        registry.clear()
        registry["version"] = _filters_version
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry.get(key):
        return
    for item in filters:
        action, msg, cat, mod, ln = item
        if ((msg is None or msg.match(text)) and issubclass(category, cat)
                and (mod is None or _module_matches(mod, module))
                and (ln == 0 or lineno == ln)):
            break
    else:
        action = defaultaction
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action == "once":
        registry[key] = 1
        oncekey = (text, category)
        if onceregistry.get(oncekey):
            return
        onceregistry[oncekey] = 1
    elif action == "always":
        pass
    elif action == "module":
        registry[key] = 1
        altkey = (text, category, 0)
        if registry.get(altkey):
            return
        registry[altkey] = 1
    elif action == "default":
        registry[key] = 1
    else:
        raise RuntimeError("Unrecognized action (%r) in warnings.filters:\n %s"
                           % (action, item))
    msg = WarningMessage(message, category, filename, lineno, source=source)
    _showwarnmsg(msg)


def _module_matches(mod, module):
    # The default filters hold plain strings (as CPython's C module keeps them); the
    # ones filterwarnings() adds hold compiled patterns.
    if isinstance(mod, str):
        return mod == module
    return mod.match(module) is not None


class WarningMessage(object):
    """One warning as catch_warnings(record=True) records it."""

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line",
                        "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None,
                 source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, "
                "line : %r}" % (self.message, self._category_name, self.filename,
                                self.lineno, self.line))


class catch_warnings(object):
    """Saves the filters and showwarning on entry and restores them on exit. With
    record=True, warnings are appended to the list __enter__ returns instead of being
    shown. action/category/lineno/append apply simplefilter() inside the block."""

    def __init__(self, *, record=False, module=None, action=None, category=Warning,
                 lineno=0, append=False):
        self._record = record
        self._module = sys.modules["warnings"] if module is None else module
        self._entered = False
        if action is None:
            self._filter = None
        else:
            self._filter = (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        if self._module is not sys.modules["warnings"]:
            args.append("module=%r" % self._module)
        return "%s(%s)" % (type(self).__name__, ", ".join(args))

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        m = self._module
        self._filters = m.filters
        m.filters = self._filters[:]
        m._filters_mutated()
        self._showwarning = m.showwarning
        self._showwarnmsg_impl = m._showwarnmsg_impl
        if self._filter is not None:
            m.simplefilter(*self._filter)
        if self._record:
            log = []
            m._showwarnmsg_impl = log.append
            m.showwarning = m._showwarning_orig
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        m = self._module
        m.filters = self._filters
        m._filters_mutated()
        m.showwarning = self._showwarning
        m._showwarnmsg_impl = self._showwarnmsg_impl
