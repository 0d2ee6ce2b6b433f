"""traceback: turn exceptions and stacks into the text Python prints for them.

What it owns: FrameSummary (one frame as filename, line number, function name and source
text), StackSummary (a list of them that knows how to render itself), the extract_*,
format_*, print_* and walk_* functions, format_exc/print_exc/print_last, and a small
TracebackException. Output follows CPython 3.11's layout, including the two separator
paragraphs between chained exceptions and the "[Previous line repeated N more times]"
folding of recursion. Source text is read from the files on disk and kept in a cache.

Difference from CPython: no caret lines (~~^^) under the source, because our code objects
carry no column positions.
"""

import sys

# Text printed between two exceptions of a chain, keyed by how they are linked.
_LINK_TEXT = {
    "cause": "\nThe above exception was the direct cause of the following exception:\n\n",
    "context": "\nDuring handling of the above exception, another exception occurred:\n\n",
}
# Identical consecutive frames shown before the rest are folded into one summary line.
_SHOWN_REPEATS = 3
# Placeholder default telling "argument not passed" apart from an explicit None.
_UNSET = object()

_file_lines = {}


def _source_line(path, number):
    """Line `number` (1-based) of the file at `path`, or "" when it cannot be read."""
    lines = _file_lines.get(path)
    if lines is None:
        try:
            handle = open(path)
            try:
                lines = handle.read().split("\n")
            finally:
                handle.close()
        except Exception:
            lines = []
        _file_lines[path] = lines
    if 0 < number <= len(lines):
        return lines[number - 1]
    return ""


def clear_cache():
    """Forget every source file read so far."""
    _file_lines.clear()


class FrameSummary:
    """One frame: where it was (filename, lineno, name) and, on demand, its source line.

    Behaves like the 4-tuple (filename, lineno, name, line) for indexing, unpacking and
    comparison. `locals`, when given, is kept as a dict of name -> repr(value).
    """

    def __init__(self, filename, lineno, name, *, lookup_line=True, locals=None, line=None,
                 end_lineno=None, colno=None, end_colno=None):
        self.filename, self.lineno, self.name = filename, lineno, name
        self.end_lineno, self.colno, self.end_colno = end_lineno, colno, end_colno
        self._line = line
        self.locals = {key: repr(val) for key, val in locals.items()} if locals else None
        if lookup_line:
            self.line  # read the source now rather than when first shown

    @property
    def line(self):
        if self._line is None and self.lineno is not None:
            self._line = _source_line(self.filename, self.lineno)
        return None if self._line is None else self._line.strip()

    def _as_tuple(self):
        return (self.filename, self.lineno, self.name, self.line)

    def __eq__(self, other):
        if type(other) is tuple or isinstance(other, tuple):
            return self._as_tuple() == other
        if not isinstance(other, FrameSummary):
            return NotImplemented
        mine = (self.filename, self.lineno, self.name, self.locals)
        return mine == (other.filename, other.lineno, other.name, other.locals)

    def __getitem__(self, index):
        return self._as_tuple()[index]

    def __iter__(self):
        return iter(self._as_tuple())

    def __len__(self):
        return 4

    def __repr__(self):
        return "<FrameSummary file %s, line %s in %s>" % (self.filename, self.lineno, self.name)


def walk_tb(tb):
    """Yield (frame, line number) for each entry of a traceback chain, outermost first."""
    entry = tb
    while entry is not None:
        yield entry.tb_frame, entry.tb_lineno
        entry = entry.tb_next


def walk_stack(f):
    """Yield (frame, line number) from `f` (default: the caller's frame) outwards."""
    frame = f if f is not None else _frame_above(2)
    while frame is not None:
        yield frame, frame.f_lineno
        frame = frame.f_back


def _frame_above(levels):
    """The frame `levels` calls above whoever called this helper."""
    getter = getattr(sys, "_getframe", None)
    if getter is not None:
        return getter(levels + 1)
    try:
        raise RuntimeError
    except RuntimeError as probe:
        frame = probe.__traceback__.tb_frame
    for _ in range(levels + 1):
        if frame is None:
            return None
        frame = frame.f_back
    return frame


def _apply_limit(items, limit):
    """Keep the first `limit` items (or the last -limit when negative); None keeps all,
    after consulting sys.tracebacklimit."""
    if limit is None:
        limit = getattr(sys, "tracebacklimit", None)
        if limit is not None:
            limit = max(limit, 0)
    if limit is None:
        return items
    return items[:limit] if limit >= 0 else items[limit:]


def _repeat_note(extra):
    return "  [Previous line repeated %d more time%s]\n" % (extra, "s" if extra > 1 else "")


class StackSummary(list):
    """A list of FrameSummary objects, ready to be rendered."""

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True, capture_locals=False):
        """Build a summary from (frame, line number) pairs such as walk_tb yields."""
        summary = klass()
        for frame, lineno in _apply_limit(list(frame_gen), limit):
            code = frame.f_code
            summary.append(FrameSummary(
                code.co_filename, lineno, code.co_name, lookup_line=lookup_lines,
                locals=frame.f_locals if capture_locals else None))
        return summary

    @classmethod
    def from_list(klass, a_list):
        """Build a summary from FrameSummary objects or (file, line, name, text) tuples."""
        summary = StackSummary()
        for item in a_list:
            if not isinstance(item, FrameSummary):
                path, number, func, text = item
                item = FrameSummary(path, number, func, line=text)
            summary.append(item)
        return summary

    def format_frame_summary(self, frame_summary):
        """The text block for one frame: location line, source line, captured locals."""
        fs = frame_summary
        text = '  File "%s", line %s, in %s\n' % (fs.filename, fs.lineno, fs.name)
        if fs.line:
            text += "    %s\n" % fs.line.strip()
        for key, val in sorted((fs.locals or {}).items()):
            text += "    %s = %s\n" % (key, val)
        return text

    def format(self):
        """One string per frame, with long runs of the same frame folded."""
        out = []
        previous = None
        run = 0
        for fs in self:
            where = (fs.filename, fs.lineno, fs.name)
            if where != previous:
                if run > _SHOWN_REPEATS:
                    out.append(_repeat_note(run - _SHOWN_REPEATS))
                previous, run = where, 0
            run += 1
            if run <= _SHOWN_REPEATS:
                out.append(self.format_frame_summary(fs))
        if run > _SHOWN_REPEATS:
            out.append(_repeat_note(run - _SHOWN_REPEATS))
        return out


def _write_all(pieces, file):
    stream = sys.stderr if file is None else file
    for piece in pieces:
        print(piece, file=stream, end="")


def extract_tb(tb, limit=None):
    return StackSummary.extract(walk_tb(tb), limit=limit)


def extract_stack(f=None, limit=None):
    start = f if f is not None else _frame_above(1)
    summary = StackSummary.extract(walk_stack(start), limit=limit)
    summary.reverse()
    return summary


def format_list(extracted_list):
    summary = StackSummary.from_list(extracted_list)
    return summary.format()


def print_list(extracted_list, file=None):
    _write_all(format_list(extracted_list), file)


def format_tb(tb, limit=None):
    return StackSummary.extract(walk_tb(tb), limit=limit).format()


def print_tb(tb, limit=None, file=None):
    _write_all(format_tb(tb, limit=limit), file)


def format_stack(f=None, limit=None):
    start = f if f is not None else _frame_above(1)
    return extract_stack(start, limit=limit).format()


def print_stack(f=None, limit=None, file=None):
    start = f if f is not None else _frame_above(1)
    _write_all(extract_stack(start, limit=limit).format(), file)


# ---- the last line(s): "Type: message" --------------------------------------------------

def _qualified_type_name(cls):
    """Type name as printed: bare for builtins and __main__, else module-qualified."""
    name = getattr(cls, "__qualname__", None) or cls.__name__
    module = getattr(cls, "__module__", None)
    if module is None or module in ("__main__", "builtins"):
        return name
    if not isinstance(module, str):
        module = "<unknown>"
    return "%s.%s" % (module, name)


def _safe_str(obj):
    try:
        return str(obj)
    except Exception:
        return "<exception str() failed>"


def _syntax_error_lines(type_name, err):
    """Location, offending text with a caret underline, then the message."""
    out = []
    suffix = ""
    if err.lineno is not None:
        out.append('  File "%s", line %s\n' % (err.filename or "<string>", err.lineno))
    elif err.filename is not None:
        suffix = " (%s)" % err.filename
    if err.text is not None:
        full = err.text.rstrip("\n")
        shown = full.lstrip(" \n\f")
        indent = len(full) - len(shown)
        out.append("    %s\n" % shown)
        if err.offset is not None:
            start = err.offset
            stop = getattr(err, "end_offset", None) or start
            if stop == start or stop == -1:
                stop = start + 1
            first = start - 1 - indent
            if first >= 0:
                pad = "".join(ch if ch.isspace() else " " for ch in shown[:first])
                out.append("    %s%s\n" % (pad, "^" * (stop - start)))
    out.append("%s: %s%s\n" % (type_name, err.msg or "<no detail available>", suffix))
    return out


def _summary_lines(cls, exc):
    """The closing lines for one exception: its type and message, then any notes."""
    if cls is None or cls is type(None):
        return ["NoneType: None\n"]
    type_name = _qualified_type_name(cls)
    if isinstance(exc, SyntaxError) and hasattr(exc, "lineno"):
        out = _syntax_error_lines(type_name, exc)
    else:
        message = _safe_str(exc)
        out = ["%s: %s\n" % (type_name, message) if exc is not None and message
               else type_name + "\n"]
    notes = getattr(exc, "__notes__", None)
    if notes is not None:
        if isinstance(notes, (list, tuple)):
            out.extend(_safe_str(note) + "\n" for note in notes)
        else:
            out.append(_safe_str(notes) + "\n")
    return out


def format_exception_only(exc, /, value=_UNSET):
    if value is _UNSET:
        value = exc
        exc = None if value is None else type(value)
    return _summary_lines(exc, value)


# ---- whole reports, with chained exceptions ---------------------------------------------

def _linked_chain(exc, chain):
    """[(exception, link)] oldest first; link names how the NEXT one relates to it."""
    order = [(exc, None)]
    visited = {id(exc)}
    current = exc
    while chain and current is not None:
        if current.__cause__ is not None:
            prior, link = current.__cause__, "cause"
        elif current.__context__ is not None and not current.__suppress_context__:
            prior, link = current.__context__, "context"
        else:
            break
        if id(prior) in visited:
            break
        visited.add(id(prior))
        order.append((prior, link))
        current = prior
    order.reverse()
    return order


def _report(exc, tb, limit, chain):
    """Every line of the report for `exc`, with its causes/contexts printed first."""
    out = []
    for exc_here, link in _linked_chain(exc, chain):
        trace = tb if exc_here is exc else exc_here.__traceback__
        if trace is not None:
            out.append("Traceback (most recent call last):\n")
            out.extend(extract_tb(trace, limit=limit).format())
        out.extend(_summary_lines(None if exc_here is None else type(exc_here), exc_here))
        if link is not None:
            out.append(_LINK_TEXT[link])
    return out


def _resolve(exc, value, tb):
    """Accept both the (type, value, tb) and the single-exception calling styles."""
    if (value is _UNSET) != (tb is _UNSET):
        raise ValueError("Both or neither of value and tb must be given")
    if value is not _UNSET:
        return value, tb
    if exc is None:
        return None, None
    if not isinstance(exc, BaseException):
        raise TypeError("Exception expected for value, %s found" % type(exc).__name__)
    return exc, exc.__traceback__


def format_exception(exc, /, value=_UNSET, tb=_UNSET, limit=None, chain=True):
    value, tb = _resolve(exc, value, tb)
    return _report(value, tb, limit, chain)


def print_exception(exc, /, value=_UNSET, tb=_UNSET, limit=None, file=None, chain=True):
    value, tb = _resolve(exc, value, tb)
    _write_all(_report(value, tb, limit, chain), file)


def format_exc(limit=None, chain=True):
    active = sys.exc_info()[1]
    return "".join(_report(active, getattr(active, "__traceback__", None), limit, chain))


def print_exc(limit=None, file=None, chain=True):
    active = sys.exc_info()[1]
    _write_all(_report(active, getattr(active, "__traceback__", None), limit, chain), file)


def print_last(limit=None, file=None, chain=True):
    if not hasattr(sys, "last_value"):
        raise ValueError("no last exception")
    print_exception(sys.last_value, limit=limit, file=file, chain=chain)


class TracebackException:
    """A snapshot of an exception for later rendering: its type, message, stack summary,
    notes, and the same for its cause and context (as nested TracebackExceptions)."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None,
                 lookup_lines=True, capture_locals=False, compact=False, _seen=None):
        seen = set() if _seen is None else _seen
        seen.add(id(exc_value))
        self.exc_type = exc_type
        self.stack = StackSummary.extract(walk_tb(exc_traceback), limit=limit,
                                          lookup_lines=lookup_lines,
                                          capture_locals=capture_locals)
        self.__notes__ = getattr(exc_value, "__notes__", None)
        self.__suppress_context__ = bool(getattr(exc_value, "__suppress_context__", False))
        self._exc, self._trace, self._limit = exc_value, exc_traceback, limit
        self._str = _safe_str(exc_value)
        self.__cause__ = self.__context__ = None
        if exc_value is None:
            return
        for attr in ("__cause__", "__context__"):
            linked = getattr(exc_value, attr)
            if linked is not None and id(linked) not in seen:
                setattr(self, attr, TracebackException(
                    type(linked), linked, linked.__traceback__, limit=limit, _seen=seen))

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def format_exception_only(self):
        yield from _summary_lines(self.exc_type, self._exc)

    def format(self, *, chain=True):
        yield from _report(self._exc, self._trace, self._limit, chain)

    def print(self, *, file=None, chain=True):
        _write_all(self.format(chain=chain), file)

    def __str__(self):
        return self._str

    def __eq__(self, other):
        if not isinstance(other, TracebackException):
            return NotImplemented
        return self.__dict__ == other.__dict__


def as_dict(exc):
    """TensorPy addition (the original project's helper; CPython has no such name): a plain
    dict describing an exception: {"type": its class name, "message": its `message`
    attribute (str(exc) unless the exception sets its own), "text": "Type: message", or
    just "Type" when the message is empty}."""
    name = type(exc).__name__
    message = getattr(exc, "message", None)
    if message is None:
        message = _safe_str(exc)
    elif not isinstance(message, str):
        message = str(message)
    return {"type": name, "message": message, "text": name + ": " + message if message else name}
