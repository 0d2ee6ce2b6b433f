"""csv: CPython's CSV reader and writer, plus the original project's helpers.

Owns the dialect model (Dialect, excel, excel_tab, unix_dialect, register/get/list/
unregister_dialect, the QUOTE_* constants, field_size_limit), reader (a port of _csv.c's
state machine, same errors), writer (quoting rules and escaping as _csv.c), DictReader and
DictWriter. TensorPy additions: loads(text) -> rows, dumps(rows) -> text, read_rows(path),
read_dicts(path) and write_rows(path, rows). Differs from CPython: no Sniffer.
"""

QUOTE_MINIMAL = 0
QUOTE_ALL = 1
QUOTE_NONNUMERIC = 2
QUOTE_NONE = 3

__version__ = "1.0"

_field_limit = 128 * 1024


class Error(Exception):
    pass


def field_size_limit(*args):
    global _field_limit
    if len(args) > 1:
        raise TypeError("field_size_limit expected at most 1 argument, got %d" % len(args))
    old = _field_limit
    if args:
        if not isinstance(args[0], int):
            raise TypeError("limit must be an integer")
        _field_limit = args[0]
    return old


class Dialect:
    """Base of dialect classes: a set of formatting parameters as class attributes.
    Instantiating a subclass validates them (as reader() and writer() would)."""

    def __init__(self):
        if type(self) is not Dialect:
            self._valid = True
        _validate(self)


# Every parameter a dialect can set, with the base class's (unset) value.
_DIALECT_FIELDS = {"_name": "", "_valid": False, "delimiter": None, "quotechar": None,
                   "escapechar": None, "doublequote": None, "skipinitialspace": None,
                   "lineterminator": None, "quoting": None, "strict": False}
for _field, _value in _DIALECT_FIELDS.items():
    setattr(Dialect, _field, _value)


class excel(Dialect):
    """Comma-separated, '"' quoting only where needed, CRLF row ends (Excel's CSV)."""


class excel_tab(excel):
    """As excel, with tabs between fields."""


class unix_dialect(Dialect):
    """Comma-separated, every field quoted, LF row ends."""


# The parameters each predefined dialect sets (on top of what it inherits).
_PREDEFINED = (
    (excel, {"delimiter": ",", "quotechar": '"', "doublequote": True,
             "skipinitialspace": False, "lineterminator": "\r\n", "quoting": QUOTE_MINIMAL}),
    (excel_tab, {"delimiter": "\t"}),
    (unix_dialect, {"delimiter": ",", "quotechar": '"', "doublequote": True,
                    "skipinitialspace": False, "lineterminator": "\n", "quoting": QUOTE_ALL}),
)
for _cls, _settings in _PREDEFINED:
    for _field, _value in _settings.items():
        setattr(_cls, _field, _value)

_dialects = {"excel": excel, "excel-tab": excel_tab, "unix": unix_dialect}


class _ResolvedDialect:
    """The effective parameters of a reader or writer (CPython's _csv.Dialect)."""

    def __init__(self, dialect, params):
        if isinstance(dialect, str):
            dialect = get_dialect(dialect)
        def pick(name, default):
            if name in params:
                return params[name]
            if dialect is not None and getattr(dialect, name, None) is not None:
                return getattr(dialect, name)
            return default
        self.delimiter = pick("delimiter", ",")
        self.quotechar = pick("quotechar", '"')
        self.escapechar = pick("escapechar", None)
        self.doublequote = bool(pick("doublequote", True))
        self.skipinitialspace = bool(pick("skipinitialspace", False))
        self.lineterminator = pick("lineterminator", "\r\n")
        self.quoting = pick("quoting", QUOTE_MINIMAL)
        self.strict = bool(pick("strict", False))
        if "quotechar" in params and params["quotechar"] is None and "quoting" not in params:
            self.quoting = QUOTE_NONE
        for key in params:
            if key not in ("delimiter", "quotechar", "escapechar", "doublequote",
                           "skipinitialspace", "lineterminator", "quoting", "strict"):
                raise TypeError("'%s' is an invalid keyword argument for Dialect()" % key)
        _validate(self)


def _check_char(name, value, allow_none):
    if value is None and allow_none:
        return
    if not isinstance(value, str) or len(value) != 1:
        if allow_none:
            raise TypeError('"%s" must be a 1-character string' % name)
        raise TypeError('"%s" must be a 1-character string' % name)


def _validate(d):
    _check_char("delimiter", d.delimiter, False)
    _check_char("quotechar", d.quotechar, True)
    _check_char("escapechar", d.escapechar, True)
    if not isinstance(d.lineterminator, str):
        raise TypeError('"lineterminator" must be a string')
    if d.quoting not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE):
        raise TypeError("bad \"quoting\" value")
    if d.quotechar is None and d.quoting != QUOTE_NONE and d.quoting != QUOTE_MINIMAL:
        raise TypeError("quotechar must be set if quoting enabled")


def register_dialect(name, dialect=None, **fmtparams):
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    if dialect is None:
        dialect = excel
    d = _ResolvedDialect(dialect, fmtparams)
    _dialects[name] = d


def unregister_dialect(name):
    if name not in _dialects:
        raise Error("unknown dialect")
    del _dialects[name]


def get_dialect(name):
    if name not in _dialects:
        raise Error("unknown dialect")
    return _dialects[name]


def list_dialects():
    return list(_dialects)


# ---- reader ----------------------------------------------------------------------------

_START_RECORD = 0
_START_FIELD = 1
_ESCAPED_CHAR = 2
_IN_FIELD = 3
_IN_QUOTED_FIELD = 4
_ESCAPE_IN_QUOTED_FIELD = 5
_QUOTE_IN_QUOTED_FIELD = 6
_EAT_CRNL = 7
_AFTER_ESCAPED_CRNL = 8
_EOL = None  # the end-of-line pseudo character


class _Reader:
    def __init__(self, csvfile, dialect="excel", **fmtparams):
        self._input = iter(csvfile)
        self.dialect = _ResolvedDialect(dialect, fmtparams)
        self.line_num = 0
        self._fields = None
        self._field = []
        self._state = _START_RECORD
        self._unquoted = True

    def __iter__(self):
        return self

    def _save_field(self):
        field = "".join(self._field)
        self._field = []
        if self._unquoted and field and self.dialect.quoting == QUOTE_NONNUMERIC:
            field = float(field)
        self._unquoted = True
        self._fields.append(field)

    def _add_char(self, c):
        if len(self._field) >= _field_limit:
            raise Error("field larger than field limit (%d)" % _field_limit)
        self._field.append(c)

    def _process(self, c):
        d = self.dialect
        state = self._state
        if state == _START_RECORD:
            if c is _EOL:
                return
            if c == "\n" or c == "\r":
                self._state = _EAT_CRNL
                return
            state = self._state = _START_FIELD
        if state == _START_FIELD:
            if c is _EOL or c == "\n" or c == "\r":
                self._save_field()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                self._unquoted = False
                self._state = _IN_QUOTED_FIELD
            elif c == d.escapechar:
                self._state = _ESCAPED_CHAR
            elif c == " " and d.skipinitialspace:
                pass
            elif c == d.delimiter:
                self._save_field()
            else:
                self._add_char(c)
                self._state = _IN_FIELD
            return
        if state == _ESCAPED_CHAR:
            if c == "\n" or c == "\r":
                self._add_char(c)
                self._state = _AFTER_ESCAPED_CRNL
                return
            if c is _EOL:
                c = "\n"
            self._add_char(c)
            self._state = _IN_FIELD
            return
        if state == _AFTER_ESCAPED_CRNL:
            if c is _EOL:
                return
            state = _IN_FIELD
        if state == _IN_FIELD:
            if c is _EOL or c == "\n" or c == "\r":
                self._save_field()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif c == d.escapechar:
                self._state = _ESCAPED_CHAR
            elif c == d.delimiter:
                self._save_field()
                self._state = _START_FIELD
            else:
                self._add_char(c)
                self._state = _IN_FIELD
            return
        if state == _IN_QUOTED_FIELD:
            if c is _EOL:
                pass
            elif c == d.escapechar:
                self._state = _ESCAPE_IN_QUOTED_FIELD
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                self._state = _QUOTE_IN_QUOTED_FIELD if d.doublequote else _IN_FIELD
            else:
                self._add_char(c)
            return
        if state == _ESCAPE_IN_QUOTED_FIELD:
            if c is _EOL:
                c = "\n"
            self._add_char(c)
            self._state = _IN_QUOTED_FIELD
            return
        if state == _QUOTE_IN_QUOTED_FIELD:
            if d.quoting != QUOTE_NONE and c == d.quotechar:
                self._add_char(c)
                self._state = _IN_QUOTED_FIELD
            elif c == d.delimiter:
                self._save_field()
                self._state = _START_FIELD
            elif c is _EOL or c == "\n" or c == "\r":
                self._save_field()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif not d.strict:
                self._add_char(c)
                self._state = _IN_FIELD
            else:
                raise Error("'%s' expected after '%s'" % (d.delimiter, d.quotechar))
            return
        if state == _EAT_CRNL:
            if c == "\n" or c == "\r":
                pass
            elif c is _EOL:
                self._state = _START_RECORD
            else:
                raise Error("new-line character seen in unquoted field - do you need to "
                            "open the file in universal-newline mode?")

    def __next__(self):
        self._fields = []
        self._field = []
        self._state = _START_RECORD
        self._unquoted = True
        while True:
            try:
                line = next(self._input)
            except StopIteration:
                if len(self._field) != 0 or self._state == _IN_QUOTED_FIELD:
                    if self.dialect.strict:
                        raise Error("unexpected end of data")
                    self._save_field()
                    break
                raise
            if not isinstance(line, str):
                raise Error("iterator should return strings, not %.200s (the file should be "
                            "opened in text mode)" % type(line).__name__)
            self.line_num += 1
            for c in line:
                self._process(c)
            self._process(_EOL)
            if self._state == _START_RECORD:
                break
        fields = self._fields
        self._fields = None
        return fields


def reader(csvfile, dialect="excel", **fmtparams):
    """csv_reader = reader(iterable [, dialect='excel'] [optional keyword args])"""
    return _Reader(csvfile, dialect, **fmtparams)


# ---- writer ----------------------------------------------------------------------------

def _is_number(x):
    return isinstance(x, (int, float)) or hasattr(type(x), "__float__") \
        and not isinstance(x, str)


class _Writer:
    def __init__(self, fileobj, dialect="excel", **fmtparams):
        if not hasattr(fileobj, "write"):
            raise TypeError('argument 1 must have a "write" method')
        self._write = fileobj.write
        self.dialect = _ResolvedDialect(dialect, fmtparams)

    def _quote_field(self, field, quoted):
        d = self.dialect
        out = []
        for c in field:
            want_escape = False
            if (c == d.delimiter or c == d.escapechar or c == d.quotechar
                    or c in d.lineterminator):
                if d.quoting == QUOTE_NONE:
                    want_escape = True
                else:
                    if c == d.quotechar:
                        if d.doublequote:
                            out.append(d.quotechar)
                        else:
                            want_escape = True
                    elif c == d.escapechar:
                        want_escape = True
                    if not want_escape:
                        quoted = True
                if want_escape:
                    if d.escapechar is None:
                        raise Error("need to escape, but no escapechar set")
                    out.append(d.escapechar)
            out.append(c)
        text = "".join(out)
        if quoted:
            return d.quotechar + text + d.quotechar
        return text

    def _format_row(self, row):
        d = self.dialect
        try:
            items = iter(row)
        except TypeError:
            raise Error("iterable expected, not %s" % type(row).__name__)
        parts = []
        for field in items:
            if d.quoting == QUOTE_NONNUMERIC:
                quoted = not _is_number(field)
            elif d.quoting == QUOTE_ALL:
                quoted = True
            else:
                quoted = False
            if field is None:
                text = ""
            elif isinstance(field, str):
                text = field
            else:
                text = str(field)
            parts.append(self._quote_field(text, quoted))
        if len(parts) == 1 and parts[0] == "":
            if d.quoting == QUOTE_NONE:
                raise Error("single empty field record must be quoted")
            parts[0] = d.quotechar * 2
        return d.delimiter.join(parts) + d.lineterminator

    def writerow(self, row):
        return self._write(self._format_row(row))

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


def writer(fileobj, dialect="excel", **fmtparams):
    """csv_writer = csv.writer(fileobj [, dialect='excel'] [optional keyword args])"""
    return _Writer(fileobj, dialect, **fmtparams)


# ---- dict reader/writer ----------------------------------------------------------------

def _as_list_if_iterator(names):
    """A one-shot iterator of field names becomes a list (it is read more than once)."""
    if names is not None and iter(names) is names:
        return list(names)
    return names


class DictReader:
    """Reads rows as dicts keyed by `fieldnames` (by default, the first row's values).

    Extra values in a row go, as a list, under `restkey`; missing ones get `restval`.
    Blank rows are skipped.
    """

    def __init__(self, f, fieldnames=None, restkey=None, restval=None, dialect="excel",
                 *args, **kwds):
        self._fieldnames = _as_list_if_iterator(fieldnames)
        self.restkey, self.restval = restkey, restval
        self.dialect = dialect
        self.reader = reader(f, dialect, *args, **kwds)
        self.line_num = 0

    def __iter__(self):
        return self

    def _get_fieldnames(self):
        if self._fieldnames is None:
            self._fieldnames = next(self.reader, None)
        self.line_num = self.reader.line_num
        return self._fieldnames

    def _set_fieldnames(self, value):
        self._fieldnames = value

    fieldnames = property(_get_fieldnames, _set_fieldnames)

    def __next__(self):
        if self.line_num == 0:
            self._get_fieldnames()  # the header row is consumed before the first record
        values = next(self.reader)
        self.line_num = self.reader.line_num  # the line of the first row read, as CPython
        while not values:
            values = next(self.reader)
        names = self.fieldnames
        record = dict(zip(names, values))
        if len(values) > len(names):
            record[self.restkey] = values[len(names):]
        for missing in names[len(values):]:
            record[missing] = self.restval
        return record


class DictWriter:
    """Writes dicts as rows, values in `fieldnames` order (`restval` for absent keys).

    Keys outside `fieldnames` raise ValueError, or are dropped when extrasaction is
    "ignore".
    """

    def __init__(self, f, fieldnames, restval="", extrasaction="raise", dialect="excel",
                 *args, **kwds):
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.fieldnames = _as_list_if_iterator(fieldnames)
        self.restval = restval
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def _row_values(self, rowdict):
        if self.extrasaction == "raise":
            unknown = [key for key in rowdict if key not in self.fieldnames]
            if unknown:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join(repr(key) for key in unknown))
        return [rowdict.get(name, self.restval) for name in self.fieldnames]

    def writeheader(self):
        return self.writer.writerow(list(self.fieldnames))

    def writerow(self, rowdict):
        return self.writer.writerow(self._row_values(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows([self._row_values(one) for one in rowdicts])


# ---- TensorPy helpers (the original project's csv surface) -----------------------------

def loads(text, dialect="excel", **fmtparams):
    """Parse CSV text into a list of rows (lists of strings)."""
    return list(reader(text.splitlines(True), dialect, **fmtparams))


def dumps(rows, dialect="excel", **fmtparams):
    """Format rows as CSV text (lineterminator '\\r\\n' unless the dialect says otherwise)."""
    parts = []

    class _Sink:
        def write(self, s):
            parts.append(s)
    writer(_Sink(), dialect, **fmtparams).writerows(rows)
    return "".join(parts)


def read_rows(path, dialect="excel", encoding="utf-8", **fmtparams):
    """Read a CSV file into a list of rows."""
    with open(path, newline="", encoding=encoding) as f:
        return list(reader(f, dialect, **fmtparams))


def read_dicts(path, dialect="excel", encoding="utf-8", **fmtparams):
    """Read a CSV file with a header row into a list of dicts."""
    with open(path, newline="", encoding=encoding) as f:
        return list(DictReader(f, dialect=dialect, **fmtparams))


def write_rows(path, rows, dialect="excel", encoding="utf-8", **fmtparams):
    """Write rows to a CSV file (overwriting it)."""
    with open(path, "w", newline="", encoding=encoding) as f:
        writer(f, dialect, **fmtparams).writerows(rows)
