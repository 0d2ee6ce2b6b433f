"""traceback: extract, format and print stack traces of exceptions (CPython 3.11 layout).

Owns FrameSummary/StackSummary, extract_tb/extract_stack, format_* and print_* functions,
format_exc/print_exc, walk_tb/walk_stack and TracebackException-lite chaining (__cause__ and
__context__ with CPython's separator lines). Reads exc.__traceback__ (tb_frame.f_code
.co_filename/co_name, tb_lineno, tb_next) and source lines from the files on disk. Differs
from CPython: no caret (~~^^) lines under source, because code objects carry no columns.
"""

import sys

_cause_message = ("\nThe above exception was the direct cause "
                  "of the following exception:\n\n")
_context_message = ("\nDuring handling of the above exception, "
                    "another exception occurred:\n\n")
_RECURSIVE_CUTOFF = 3

_source_cache = {}


def _getline(filename, lineno):
    lines = _source_cache.get(filename)
    if lines is None:
        try:
            f = open(filename)
            try:
                lines = f.read().split("\n")
            finally:
                f.close()
        except Exception:
            lines = []
        _source_cache[filename] = lines
    if 1 <= lineno <= len(lines):
        return lines[lineno - 1]
    return ""


def clear_cache():
    _source_cache.clear()


class FrameSummary:
    """Information about a single frame from a traceback."""

    def __init__(self, filename, lineno, name, *, lookup_line=True, locals=None, line=None,
                 end_lineno=None, colno=None, end_colno=None):
        self.filename = filename
        self.lineno = lineno
        self.name = name
        self._line = line
        self.end_lineno = end_lineno
        self.colno = colno
        self.end_colno = end_colno
        self.locals = None
        if locals:
            self.locals = dict((k, repr(v)) for k, v in locals.items())
        if lookup_line:
            self.line

    @property
    def line(self):
        if self._line is None:
            if self.lineno is None:
                return None
            self._line = _getline(self.filename, self.lineno)
        return self._line.strip()

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and self.lineno == other.lineno
                    and self.name == other.name and self.locals == other.locals)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __len__(self):
        return 4

    def __repr__(self):
        return "<FrameSummary file {filename}, line {lineno} in {name}>".format(
            filename=self.filename, lineno=self.lineno, name=self.name)


def walk_tb(tb):
    while tb is not None:
        yield tb.tb_frame, tb.tb_lineno
        tb = tb.tb_next


def walk_stack(f):
    if f is None:
        f = _caller_frame(2)
    while f is not None:
        yield f, f.f_lineno
        f = f.f_back


def _caller_frame(depth):
    """The frame `depth` levels above the caller of this function."""
    if hasattr(sys, "_getframe"):
        return sys._getframe(depth + 1)
    try:
        raise ZeroDivisionError
    except ZeroDivisionError as e:
        f = e.__traceback__.tb_frame
    for _ in range(depth + 1):
        if f is None:
            break
        f = f.f_back
    return f


class StackSummary(list):
    """A list of FrameSummary objects, representing a stack of frames."""

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True, capture_locals=False):
        frames = []
        for f, lineno in frame_gen:
            frames.append((f, lineno))
        if limit is None:
            limit = getattr(sys, "tracebacklimit", None)
            if limit is not None and limit < 0:
                limit = 0
        if limit is not None:
            if limit >= 0:
                frames = frames[:limit]
            else:
                frames = frames[limit:]
        result = klass()
        for f, lineno in frames:
            co = f.f_code
            f_locals = f.f_locals if capture_locals else None
            result.append(FrameSummary(co.co_filename, lineno, co.co_name,
                                       lookup_line=lookup_lines, locals=f_locals))
        return result

    @classmethod
    def from_list(klass, a_list):
        result = StackSummary()
        for frame in a_list:
            if isinstance(frame, FrameSummary):
                result.append(frame)
            else:
                filename, lineno, name, line = frame
                result.append(FrameSummary(filename, lineno, name, line=line))
        return result

    def format_frame_summary(self, frame_summary):
        row = ['  File "{}", line {}, in {}\n'.format(
            frame_summary.filename, frame_summary.lineno, frame_summary.name)]
        if frame_summary.line:
            row.append("    {}\n".format(frame_summary.line.strip()))
        if frame_summary.locals:
            for name, value in sorted(frame_summary.locals.items()):
                row.append("    {name} = {value}\n".format(name=name, value=value))
        return "".join(row)

    def format(self):
        result = []
        last_file = None
        last_line = None
        last_name = None
        count = 0
        for frame_summary in self:
            formatted = self.format_frame_summary(frame_summary)
            if (last_file is None or last_file != frame_summary.filename
                    or last_line is None or last_line != frame_summary.lineno
                    or last_name is None or last_name != frame_summary.name):
                if count > _RECURSIVE_CUTOFF:
                    count -= _RECURSIVE_CUTOFF
                    result.append("  [Previous line repeated {} more time{}]\n".format(
                        count, "s" if count > 1 else ""))
                last_file = frame_summary.filename
                last_line = frame_summary.lineno
                last_name = frame_summary.name
                count = 0
            count += 1
            if count > _RECURSIVE_CUTOFF:
                continue
            result.append(formatted)
        if count > _RECURSIVE_CUTOFF:
            count -= _RECURSIVE_CUTOFF
            result.append("  [Previous line repeated {} more time{}]\n".format(
                count, "s" if count > 1 else ""))
        return result


def extract_tb(tb, limit=None):
    return StackSummary.extract(walk_tb(tb), limit=limit)


def extract_stack(f=None, limit=None):
    if f is None:
        f = _caller_frame(1)
    stack = StackSummary.extract(walk_stack(f), limit=limit)
    stack.reverse()
    return stack


def format_list(extracted_list):
    return StackSummary.from_list(extracted_list).format()


def print_list(extracted_list, file=None):
    if file is None:
        file = sys.stderr
    for item in StackSummary.from_list(extracted_list).format():
        print(item, file=file, end="")


def format_tb(tb, limit=None):
    return extract_tb(tb, limit=limit).format()


def print_tb(tb, limit=None, file=None):
    print_list(extract_tb(tb, limit=limit), file=file)


def format_stack(f=None, limit=None):
    if f is None:
        f = _caller_frame(1)
    return format_list(extract_stack(f, limit=limit))


def print_stack(f=None, limit=None, file=None):
    if f is None:
        f = _caller_frame(1)
    print_list(extract_stack(f, limit=limit), file=file)


def _type_name(etype):
    qualname = getattr(etype, "__qualname__", None) or etype.__name__
    module = getattr(etype, "__module__", None)
    if module not in ("__main__", "builtins", None):
        if not isinstance(module, str):
            module = "<unknown>"
        return module + "." + qualname
    return qualname


def _some_str(value):
    try:
        return str(value)
    except Exception:
        return "<exception str() failed>"


def _format_only(etype, value):
    if etype is None or etype is type(None):
        return ["NoneType: None\n"]
    stype = _type_name(etype)
    if not isinstance(value, SyntaxError) or not hasattr(value, "lineno"):
        lines = [_format_final_exc_line(stype, value)]
    else:
        lines = _format_syntax_error(stype, value)
    notes = getattr(value, "__notes__", None)
    if notes is not None:
        if not isinstance(notes, (list, tuple)):
            lines.append("%s\n" % _some_str(notes))
        else:
            for note in notes:
                lines.append("%s\n" % _some_str(note))
    return lines


def _format_final_exc_line(etype, value):
    valuestr = _some_str(value)
    if value is None or not valuestr:
        return "%s\n" % etype
    return "%s: %s\n" % (etype, valuestr)


def _format_syntax_error(stype, value):
    lines = []
    filename_suffix = ""
    if value.lineno is not None:
        lines.append('  File "{}", line {}\n'.format(value.filename or "<string>", value.lineno))
    elif value.filename is not None:
        filename_suffix = " ({})".format(value.filename)
    text = value.text
    if text is not None:
        rtext = text.rstrip("\n")
        ltext = rtext.lstrip(" \n\f")
        spaces = len(rtext) - len(ltext)
        lines.append("    {}\n".format(ltext))
        offset = value.offset
        if offset is not None:
            end_offset = getattr(value, "end_offset", None)
            if end_offset is None or end_offset == 0:
                end_offset = offset
            if offset == end_offset or end_offset == -1:
                end_offset = offset + 1
            colno = offset - 1 - spaces
            end_colno = end_offset - 1 - spaces
            if colno >= 0:
                caretspace = "".join([c if c.isspace() else " " for c in ltext[:colno]])
                lines.append("    {}{}\n".format(caretspace, "^" * (end_colno - colno)))
    msg = value.msg or "<no detail available>"
    lines.append("{}: {}{}\n".format(stype, msg, filename_suffix))
    return lines


_sentinel = object()


def _parse_value_tb(exc, value, tb):
    if (value is _sentinel) != (tb is _sentinel):
        raise ValueError("Both or neither of value and tb must be given")
    if value is tb is _sentinel:
        if exc is not None:
            if isinstance(exc, BaseException):
                return exc, exc.__traceback__
            raise TypeError("Exception expected for value, {} found".format(
                type(exc).__name__))
        return None, None
    return value, tb


def format_exception_only(exc, /, value=_sentinel):
    if value is _sentinel:
        value = exc
        etype = type(value) if value is not None else None
    else:
        etype = exc
    return _format_only(etype, value)


def _format_chain(value, tb, limit, chain, seen):
    lines = []
    if chain and value is not None:
        seen.add(id(value))
        cause = value.__cause__
        context = value.__context__
        if cause is not None and id(cause) not in seen:
            lines = _format_chain(cause, cause.__traceback__, limit, chain, seen)
            lines.append(_cause_message)
        elif (context is not None and not value.__suppress_context__
                and id(context) not in seen):
            lines = _format_chain(context, context.__traceback__, limit, chain, seen)
            lines.append(_context_message)
    if tb is not None:
        lines.append("Traceback (most recent call last):\n")
        lines.extend(extract_tb(tb, limit=limit).format())
    lines.extend(_format_only(type(value) if value is not None else None, value))
    return lines


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    value, tb = _parse_value_tb(exc, value, tb)
    return _format_chain(value, tb, limit, chain, set())


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    value, tb = _parse_value_tb(exc, value, tb)
    if file is None:
        file = sys.stderr
    for line in _format_chain(value, tb, limit, chain, set()):
        print(line, file=file, end="")


def _current_exception():
    info = sys.exc_info()
    return info[1]


def format_exc(limit=None, chain=True):
    value = _current_exception()
    if value is None:
        return "NoneType: None\n"
    return "".join(format_exception(value, limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    value = _current_exception()
    if file is None:
        file = sys.stderr
    if value is None:
        print("NoneType: None", file=file)
        return
    print_exception(value, limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    if not hasattr(sys, "last_value"):
        raise ValueError("no last exception")
    print_exception(sys.last_value, limit=limit, file=file, chain=chain)


class TracebackException:
    """An exception ready for rendering: captures type, value and the stack summary."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None,
                 lookup_lines=True, capture_locals=False, compact=False, _seen=None):
        self.exc_type = exc_type
        self._value = exc_value
        self._tb = exc_traceback
        self._limit = limit
        self.stack = StackSummary.extract(walk_tb(exc_traceback), limit=limit,
                                          capture_locals=capture_locals)
        self._str = _some_str(exc_value)
        self.__notes__ = getattr(exc_value, "__notes__", None)
        self.__cause__ = None
        self.__context__ = None
        self.__suppress_context__ = bool(getattr(exc_value, "__suppress_context__", False))
        if _seen is None:
            _seen = set()
        _seen.add(id(exc_value))
        if exc_value is not None:
            cause = exc_value.__cause__
            if cause is not None and id(cause) not in _seen:
                self.__cause__ = TracebackException(type(cause), cause, cause.__traceback__,
                                                    limit=limit, _seen=_seen)
            context = exc_value.__context__
            if context is not None and id(context) not in _seen:
                self.__context__ = TracebackException(type(context), context,
                                                      context.__traceback__, limit=limit,
                                                      _seen=_seen)

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def format_exception_only(self):
        for line in _format_only(self.exc_type, self._value):
            yield line

    def format(self, *, chain=True):
        for line in _format_chain(self._value, self._tb, self._limit, chain, set()):
            yield line

    def __str__(self):
        return self._str

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self.__dict__ == other.__dict__
        return NotImplemented
