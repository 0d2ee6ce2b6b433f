"""csv: CPython's CSV reader and writer, plus the original project's helpers.

Owns the dialect model (Dialect, excel, excel_tab, unix_dialect, register/get/list/
unregister_dialect, the QUOTE_* constants, field_size_limit), reader (a cursor-based
scanner, CPython's behaviour and errors), writer (quoting rules and escaping as _csv.c), DictReader and
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
#
# The reader works record by record: it takes one input line, walks over it with a cursor
# (self._line, self._pos) and pulls fields off it one at a time. A field that does not end
# on its line (an open quote, or an escaped line break) asks for the next input line and
# carries on there, so a record may span several lines.

_LINE_BREAKS = "\r\n"


class _Reader:
    def __init__(self, csvfile, dialect="excel", **fmtparams):
        self._input = iter(csvfile)
        self.dialect = _ResolvedDialect(dialect, fmtparams)
        self.line_num = 0
        self._line = ""
        self._pos = 0

    def __iter__(self):
        return self

    def _read_line(self):
        """Moves the cursor to the start of the next input line; False at end of input."""
        try:
            line = next(self._input)
        except StopIteration:
            return False
        if not isinstance(line, str):
            raise Error("iterator should return strings, not %.200s (the file should be "
                        "opened in text mode)" % type(line).__name__)
        self.line_num += 1
        self._line = line
        self._pos = 0
        return True

    def _continue_field(self):
        """A field runs past the end of its line: go on with the next one. At end of input
        the partial field closes the record (an error when strict)."""
        if self._read_line():
            return True
        if self.dialect.strict:
            raise Error("unexpected end of data")
        return False

    def _end_of_line(self):
        """The record ended at the cursor (a line break or the end of the line): only
        line-break characters may remain on the line."""
        for ch in self._line[self._pos:]:
            if ch not in _LINE_BREAKS:
                raise Error("new-line character seen in unquoted field - do you need to "
                            "open the file in universal-newline mode?")
        self._pos = len(self._line)

    @staticmethod
    def _append(chars, ch):
        if len(chars) >= _field_limit:
            raise Error("field larger than field limit (%d)" % _field_limit)
        chars.append(ch)

    def _next_field(self):
        """Scans one field from the cursor. Returns (chars, was_quoted, more_fields)."""
        d = self.dialect
        line = self._line
        while self._pos < len(line):
            ch = line[self._pos]
            if ch in _LINE_BREAKS:
                return [], False, False
            if ch == d.quotechar and d.quoting != QUOTE_NONE:
                self._pos += 1
                return self._quoted_rest()
            if ch == d.escapechar:
                break
            if ch == " " and d.skipinitialspace:
                self._pos += 1
                continue
            if ch == d.delimiter:
                self._pos += 1
                return [], False, True
            break
        else:
            return [], False, False
        return self._plain_rest([], False)

    def _escape(self, chars):
        """The cursor is just past an escape character: take the character it protects.
        Returns "go" (keep scanning this line), "next" (the escape ended the line: a
        newline is added and the field goes on in the next line) or "next-nonblank" (an
        escaped line break ended the line: the field goes on in the next non-empty line)."""
        line = self._line
        if self._pos == len(line):
            self._append(chars, "\n")
            return "next"
        ch = line[self._pos]
        self._append(chars, ch)
        self._pos += 1
        if ch in _LINE_BREAKS and self._pos == len(line):
            return "next-nonblank"
        return "go"

    def _plain_rest(self, chars, quoted):
        """Scans the unquoted remainder of a field into chars."""
        d = self.dialect
        while True:
            line = self._line
            if self._pos == len(line):
                return chars, quoted, False
            ch = line[self._pos]
            if ch in _LINE_BREAKS:
                return chars, quoted, False
            self._pos += 1
            if ch == d.escapechar:
                how = self._escape(chars)
                if how == "go":
                    continue
                if not self._continue_field():
                    return chars, quoted, False
                if how == "next-nonblank":
                    while self._line == "":
                        if not self._continue_field():
                            return chars, quoted, False
            elif ch == d.delimiter:
                return chars, quoted, True
            else:
                self._append(chars, ch)

    def _quoted_rest(self):
        """Scans a field whose opening quote has been consumed."""
        d = self.dialect
        chars = []
        while True:
            line = self._line
            if self._pos == len(line):
                if not self._continue_field():
                    return chars, True, False
                continue
            ch = line[self._pos]
            self._pos += 1
            if ch == d.escapechar:
                if self._pos == len(line):
                    self._append(chars, "\n")
                else:
                    self._append(chars, line[self._pos])
                    self._pos += 1
            elif ch == d.quotechar:
                if not d.doublequote:
                    return self._plain_rest(chars, True)
                if self._pos == len(line):
                    return chars, True, False
                after = line[self._pos]
                if after == d.quotechar:
                    self._append(chars, after)
                    self._pos += 1
                elif after == d.delimiter:
                    self._pos += 1
                    return chars, True, True
                elif after in _LINE_BREAKS:
                    return chars, True, False
                elif d.strict:
                    raise Error("'%s' expected after '%s'" % (d.delimiter, d.quotechar))
                else:
                    self._append(chars, after)
                    self._pos += 1
                    return self._plain_rest(chars, True)
            else:
                self._append(chars, ch)

    def __next__(self):
        if not self._read_line():
            raise StopIteration
        row = []
        line = self._line
        if line == "" or line[0] in _LINE_BREAKS:
            self._end_of_line()
            return row
        numeric = self.dialect.quoting == QUOTE_NONNUMERIC
        while True:
            chars, quoted, more = self._next_field()
            value = "".join(chars)
            if numeric and not quoted and value:
                value = float(value)
            row.append(value)
            if not more:
                self._end_of_line()
                return row


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

def _dialect_or_delimiter(dialect, fmtparams):
    """The original TensorPy's helpers took the delimiter as their second argument
    (loads(text, ";")): a one-character str that names no dialect is a delimiter."""
    if isinstance(dialect, str) and len(dialect) == 1 and dialect not in _dialects:
        fmtparams = dict(fmtparams)
        fmtparams.setdefault("delimiter", dialect)
        dialect = "excel"
    return dialect, fmtparams


def loads(text, dialect="excel", **fmtparams):
    """Parse CSV text into a list of rows (lists of strings); blank lines give no row, as
    in the original TensorPy."""
    dialect, fmtparams = _dialect_or_delimiter(dialect, fmtparams)
    return [row for row in reader(text.splitlines(True), dialect, **fmtparams) if row]


def dumps(rows, dialect="excel", **fmtparams):
    """Format rows as CSV text (lineterminator '\\r\\n' unless the dialect says otherwise)."""
    parts = []

    class _Sink:
        def write(self, s):
            parts.append(s)
    writer(_Sink(), dialect, **fmtparams).writerows(rows)
    return "".join(parts)


def read_rows(path, dialect="excel", encoding="utf-8", **fmtparams):
    """Read a CSV file into a list of rows (blank lines give no row)."""
    dialect, fmtparams = _dialect_or_delimiter(dialect, fmtparams)
    with open(path, newline="", encoding=encoding) as f:
        return [row for row in reader(f, dialect, **fmtparams) if row]


def read_dicts(path, dialect="excel", encoding="utf-8", restval="", **fmtparams):
    """Read a CSV file with a header row into a list of dicts; fields missing from a short
    row are "" (restval), as in the original TensorPy."""
    dialect, fmtparams = _dialect_or_delimiter(dialect, fmtparams)
    with open(path, newline="", encoding=encoding) as f:
        return list(DictReader(f, dialect=dialect, restval=restval, **fmtparams))


def write_rows(path, rows, dialect="excel", encoding="utf-8", **fmtparams):
    """Write rows to a CSV file (overwriting it)."""
    with open(path, "w", newline="", encoding=encoding) as f:
        writer(f, dialect, **fmtparams).writerows(rows)
