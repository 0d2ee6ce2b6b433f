"""The sqlite3 DB-API 2.0 module (PEP 249) as CPython 3.11 offers it: connect,
Connection (execute/executemany/executescript shortcuts, commit, rollback, context
manager transactions, isolation_level with the implicit BEGIN before INSERT, UPDATE,
DELETE and REPLACE, in_transaction, total_changes, row_factory, text_factory), Cursor
(execute with qmark or named parameters, executemany, executescript, fetchone,
fetchmany, fetchall, iteration, description, rowcount, lastrowid, arraysize), Row,
adapters and converters (PARSE_DECLTYPES, PARSE_COLNAMES), the exception hierarchy with
sqlite_errorcode/sqlite_errorname, and the module constants.

Statements run through _sqlite3 (src/stdlib/sqlite3_module.cpp). Not provided:
create_function/create_aggregate/create_collation/set_authorizer/set_progress_handler/
set_trace_callback (no native callbacks yet), backup, iterdump, blobopen, interrupt."""
import datetime
import time
import collections.abc

import _sqlite3

__all__ = ['connect', 'Connection', 'Cursor', 'Row', 'Error', 'Warning', 'InterfaceError',
           'DatabaseError', 'DataError', 'OperationalError', 'IntegrityError',
           'InternalError', 'ProgrammingError', 'NotSupportedError', 'register_adapter',
           'register_converter', 'PARSE_DECLTYPES', 'PARSE_COLNAMES', 'sqlite_version',
           'sqlite_version_info', 'version', 'version_info', 'apilevel', 'paramstyle',
           'threadsafety', 'complete_statement', 'Binary', 'Date', 'Time', 'Timestamp',
           'DateFromTicks', 'TimeFromTicks', 'TimestampFromTicks', 'adapters',
           'converters', 'enable_callback_tracebacks', 'PrepareProtocol']

_deprecated_names = frozenset()

paramstyle = "qmark"
threadsafety = {0: 0, 1: 3, 2: 1}.get(_sqlite3.threadsafe, 0)
apilevel = "2.0"
version = "2.6.0"
version_info = (2, 6, 0)
sqlite_version = _sqlite3.sqlite_version
sqlite_version_info = tuple(int(x) for x in sqlite_version.split("."))
PARSE_DECLTYPES = 1
PARSE_COLNAMES = 2

Date = datetime.date
Time = datetime.time
Timestamp = datetime.datetime
Binary = bytes  # CPython: memoryview, which this interpreter lacks


def DateFromTicks(ticks):
    return Date(*time.localtime(ticks)[:3])


def TimeFromTicks(ticks):
    return Time(*time.localtime(ticks)[3:6])


def TimestampFromTicks(ticks):
    return Timestamp(*time.localtime(ticks)[:6])


class Warning(Exception):
    pass


class Error(Exception):
    pass


class InterfaceError(Error):
    pass


class DatabaseError(Error):
    pass


class DataError(DatabaseError):
    pass


class OperationalError(DatabaseError):
    pass


class IntegrityError(DatabaseError):
    pass


class InternalError(DatabaseError):
    pass


class ProgrammingError(DatabaseError):
    pass


class NotSupportedError(DatabaseError):
    pass


for _cls in (Warning, Error, InterfaceError, DatabaseError, DataError, OperationalError,
             IntegrityError, InternalError, ProgrammingError, NotSupportedError):
    _cls.__module__ = 'sqlite3'


class PrepareProtocol:
    """The protocol adapters are registered for (the only one there is)."""


PrepareProtocol.__module__ = 'sqlite3'

# SQLite's primary result codes -> the exception class CPython raises.
_ERROR_CLASSES = {2: InternalError, 12: InternalError, 11: DatabaseError, 18: DataError,
                  19: IntegrityError, 20: IntegrityError, 21: InterfaceError,
                  25: InterfaceError}
for _code in (1, 3, 4, 5, 6, 8, 9, 10, 13, 14, 15, 16, 17):
    _ERROR_CLASSES[_code] = OperationalError


def _translate(exc):
    # _sqlite3.error(message, extended code, name) -> the DB-API exception.
    message, code, name = exc.args
    if code & 0xff == 7:
        return MemoryError()
    cls = _ERROR_CLASSES.get(code & 0xff, DatabaseError)
    err = cls(message)
    err.sqlite_errorcode = code
    err.sqlite_errorname = name
    return err


def _call(fn, *args):
    try:
        return fn(*args)
    except _sqlite3.error as e:
        raise _translate(e) from None


adapters = {}
converters = {}


def register_adapter(type, adapter, /):
    """Values of exactly `type` are passed to SQLite as adapter(value)."""
    adapters[(type, PrepareProtocol)] = adapter


def register_converter(name, converter, /):
    """Columns declared (or named with "[name]") as name are read as converter(bytes)."""
    converters[name.upper()] = converter


def _adapt_date(val):
    return val.isoformat()


def _adapt_datetime(val):
    return val.isoformat(" ")


def _convert_date(val):
    return datetime.date(*map(int, val.split(b"-")))


def _convert_timestamp(val):
    datepart, timepart = val.split(b" ")
    year, month, day = map(int, datepart.split(b"-"))
    timepart_full = timepart.split(b".")
    hours, minutes, seconds = map(int, timepart_full[0].split(b":"))
    if len(timepart_full) == 2:
        microseconds = int('{:0<6.6}'.format(timepart_full[1].decode()))
    else:
        microseconds = 0
    return datetime.datetime(year, month, day, hours, minutes, seconds, microseconds)


register_adapter(datetime.date, _adapt_date)
register_adapter(datetime.datetime, _adapt_datetime)
register_converter("date", _convert_date)
register_converter("timestamp", _convert_timestamp)


def enable_callback_tracebacks(flag, /):
    pass


def _skip_space_and_comments(sql, i=0):
    n = len(sql)
    while i < n:
        c = sql[i]
        if c in ' \t\r\n\f':
            i += 1
        elif sql.startswith('--', i):
            j = sql.find('\n', i)
            i = n if j < 0 else j + 1
        elif sql.startswith('/*', i):
            j = sql.find('*/', i + 2)
            if j < 0:
                return n
            i = j + 2
        else:
            break
    return i


def _is_dml(sql):
    i = _skip_space_and_comments(sql)
    word = sql[i:i + 7].upper()
    return word.startswith(('INSERT', 'UPDATE', 'DELETE', 'REPLACE'))


def complete_statement(statement):
    """True when statement holds at least one complete SQL statement (ends with ';'
    outside strings, identifiers and comments)."""
    if not isinstance(statement, str):
        raise TypeError("complete_statement() argument 'statement' must be str, not %s"
                        % type(statement).__name__)
    i, n = 0, len(statement)
    complete = False
    while i < n:
        c = statement[i]
        if c in '\'"`[':
            close = ']' if c == '[' else c
            j = statement.find(close, i + 1)
            if j < 0:
                return False
            i = j + 1
            complete = False
        elif statement.startswith('--', i):
            j = statement.find('\n', i)
            if j < 0:
                return complete
            i = j + 1
        elif statement.startswith('/*', i):
            j = statement.find('*/', i + 2)
            if j < 0:
                return False
            i = j + 2
        elif c == ';':
            complete = True
            i += 1
        elif c in ' \t\r\n\f':
            i += 1
        else:
            complete = False
            i += 1
    return complete


class Row:
    """A result row: indexable by position and by column name (case-insensitively),
    with keys(); made by setting row_factory = sqlite3.Row."""

    def __init__(self, cursor, data, /):
        if not isinstance(cursor, Cursor):
            raise TypeError("argument 1 must be sqlite3.Cursor, not %s" % type(cursor).__name__)
        if not isinstance(data, tuple):
            raise TypeError("argument 2 must be tuple, not %s" % type(data).__name__)
        self._description = cursor.description
        self._data = data

    def keys(self):
        if self._description is None:
            return []
        return [d[0] for d in self._description]

    def __len__(self):
        return len(self._data)

    def __iter__(self):
        return iter(self._data)

    def __getitem__(self, key):
        if isinstance(key, str):
            if self._description is not None:
                folded = key.upper()
                for i, d in enumerate(self._description):
                    if d[0].upper() == folded:
                        return self._data[i]
            raise IndexError("No item with that key")
        if isinstance(key, slice):
            return self._data[key]
        if isinstance(key, int):
            return self._data[key]
        raise IndexError("Index must be int or string")

    def __eq__(self, other):
        if not isinstance(other, Row):
            return NotImplemented
        return self._description == other._description and self._data == other._data

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __hash__(self):
        return hash(tuple(self.keys())) ^ hash(self._data)

    def __repr__(self):
        return "<sqlite3.Row object at %#x>" % id(self)


Row.__module__ = 'sqlite3'


class Cursor:
    """A cursor over a Connection: runs statements and fetches their rows."""

    def __init__(self, connection, /):
        if not isinstance(connection, Connection):
            raise TypeError("argument 1 must be sqlite3.Connection, not %s"
                            % type(connection).__name__)
        self.connection = connection
        self.arraysize = 1
        self.row_factory = connection.row_factory
        self.description = None
        self.rowcount = -1
        self.lastrowid = None
        self._stmt = None
        self._pending = None
        self._closed = False
        self._converters = None

    def _check(self):
        self.connection._check()
        if self._closed:
            raise ProgrammingError("Cannot operate on a closed cursor.")

    def close(self):
        """Closes the cursor; it cannot be used afterwards."""
        self.connection._check()
        self._finish()
        self._closed = True

    def _finish(self):
        if self._stmt is not None:
            self._stmt.finalize()
            self._stmt = None
        self._pending = None

    def _adapt(self, value):
        adapter = adapters.get((type(value), PrepareProtocol))
        if adapter is not None:
            return adapter(value)
        return value

    def _bind(self, stmt, parameters):
        count = stmt.param_count()
        if isinstance(parameters, (tuple, list)) or (
                not isinstance(parameters, dict) and
                isinstance(parameters, collections.abc.Sequence) and
                not isinstance(parameters, (str, bytes, bytearray))):
            if len(parameters) != count:
                raise ProgrammingError("Incorrect number of bindings supplied. The current "
                                       "statement uses %d, and there are %d supplied."
                                       % (count, len(parameters)))
            for i in range(count):
                value = self._adapt(parameters[i])
                if not _call(stmt.bind, i + 1, value):
                    raise ProgrammingError("Error binding parameter %d: type '%s' is not "
                                           "supported" % (i + 1, type(value).__name__))
        elif isinstance(parameters, dict) or isinstance(parameters, collections.abc.Mapping):
            for i in range(1, count + 1):
                name = stmt.param_name(i)
                if name is None:
                    raise ProgrammingError("Binding %d has no name, but you supplied a "
                                           "dictionary (which has only names)." % i)
                key = name[1:]
                try:
                    value = parameters[key]
                except KeyError:
                    raise ProgrammingError("You did not supply a value for binding "
                                           "parameter %s." % name) from None
                value = self._adapt(value)
                if not _call(stmt.bind, i, value):
                    raise ProgrammingError("Error binding parameter %s: type '%s' is not "
                                           "supported" % (name, type(value).__name__))
        else:
            raise ProgrammingError("parameters are of unsupported type")

    def _prepare(self, sql):
        stmt, rest = _call(self.connection._db.prepare, sql)
        i = _skip_space_and_comments(rest)
        if i < len(rest) and rest[i:].strip(' \t\r\n\f;'):
            if stmt is not None:
                stmt.finalize()
            raise ProgrammingError("You can only execute one statement at a time.")
        return stmt

    def _column_converters(self, stmt):
        mode = self.connection._detect_types
        if not mode:
            return None
        convs = []
        for i in range(stmt.column_count()):
            conv = None
            if mode & PARSE_COLNAMES:
                name = stmt.column_name(i) or ''
                a = name.find('[')
                b = name.find(']', a + 1)
                if a >= 0 and b > a:
                    conv = converters.get(name[a + 1:b].upper())
            if conv is None and mode & PARSE_DECLTYPES:
                decl = stmt.column_decltype(i)
                if decl:
                    word = decl.split('(')[0].split()[0] if decl.split() else ''
                    conv = converters.get(word.upper())
            convs.append(conv)
        return convs if any(convs) else None

    def _describe(self, stmt):
        n = stmt.column_count()
        if n == 0:
            return None
        names = []
        for i in range(n):
            name = stmt.column_name(i)
            if self.connection._detect_types & PARSE_COLNAMES:
                cut = name.find(' [')
                if cut >= 0:
                    name = name[:cut]
            names.append((name, None, None, None, None, None, None))
        return tuple(names)

    def _run(self, sql, parameters, many):
        self._check()
        if not isinstance(sql, str):
            raise TypeError("%s() argument 1 must be str, not %s"
                            % ('executemany' if many else 'execute', type(sql).__name__))
        self._finish()
        self.description = None
        self.rowcount = -1
        stmt = self._prepare(sql)
        if stmt is None:
            return self
        conn = self.connection
        dml = _is_dml(sql)
        if dml and conn._isolation_level is not None and _call(conn._db.autocommit):
            _call(conn._db.exec, "BEGIN " + conn._isolation_level)
        if many:
            if not dml and stmt.column_count() == 0 and False:
                pass
            if stmt.column_count() != 0 and not dml:
                stmt.finalize()
                raise ProgrammingError("executemany() can only execute DML statements.")
            total = 0
            try:
                for params in parameters:
                    stmt.reset()
                    self._bind(stmt, params)
                    if _call(stmt.step):
                        stmt.finalize()
                        raise ProgrammingError("executemany() can only execute DML "
                                               "statements.")
                    if dml:
                        total += conn._db.changes()
            except BaseException:
                stmt.finalize()
                raise
            self.rowcount = total if dml else -1
            self.lastrowid = _call(conn._db.last_insert_rowid)
            stmt.finalize()
            return self
        try:
            self._bind(stmt, parameters)
            has_row = _call(stmt.step)
        except BaseException:
            stmt.finalize()
            raise
        self.description = self._describe(stmt)
        self.lastrowid = _call(conn._db.last_insert_rowid)
        if dml:
            self.rowcount = conn._db.changes()
        if has_row:
            self._stmt = stmt
            self._converters = self._column_converters(stmt)
            self._pending = self._read_row()
        else:
            stmt.finalize()
        return self

    def _read_row(self):
        stmt = self._stmt
        text_factory = self.connection.text_factory
        if text_factory is str:
            row = stmt.row(False)
        else:
            raw = stmt.row(True)
            row = tuple(text_factory(v) if isinstance(v, bytes) and text_factory is not bytes
                        else v for v in raw) if text_factory is not bytes else raw
        if self._converters is not None:
            out = []
            for v, conv in zip(row, self._converters):
                if conv is not None and v is not None:
                    if isinstance(v, str):
                        v = v.encode('utf-8')
                    elif not isinstance(v, bytes):
                        v = str(v).encode('ascii')
                    v = conv(v)
                out.append(v)
            row = tuple(out)
        return row

    def execute(self, sql, parameters=(), /):
        """Runs one SQL statement with its parameters (a sequence for ? placeholders, a
        mapping for :name ones); returns the cursor."""
        return self._run(sql, parameters, False)

    def executemany(self, sql, seq_of_parameters, /):
        """Runs one DML statement once per parameter set."""
        return self._run(sql, seq_of_parameters, True)

    def executescript(self, sql_script, /):
        """Commits any pending transaction, then runs every statement of the script."""
        self._check()
        if not isinstance(sql_script, str):
            raise TypeError("executescript() argument must be str, not %s"
                            % type(sql_script).__name__)
        self._finish()
        conn = self.connection
        if not _call(conn._db.autocommit):
            _call(conn._db.exec, "COMMIT")
        _call(conn._db.exec, sql_script)
        return self

    def fetchone(self):
        """The next row, or None when there are no more."""
        self._check()
        row = self._pending
        if row is None:
            return None
        if _call(self._stmt.step):
            self._pending = self._read_row()
        else:
            self._finish()
        if self.row_factory is not None:
            return self.row_factory(self, row)
        return row

    def fetchmany(self, size=None):
        """Up to size (default arraysize) more rows, as a list."""
        if size is None:
            size = self.arraysize
        out = []
        while len(out) < size:
            row = self.fetchone()
            if row is None:
                break
            out.append(row)
        return out

    def fetchall(self):
        """The remaining rows, as a list."""
        out = []
        while True:
            row = self.fetchone()
            if row is None:
                return out
            out.append(row)

    def __iter__(self):
        return self

    def __next__(self):
        row = self.fetchone()
        if row is None:
            raise StopIteration
        return row

    def setinputsizes(self, sizes, /):
        pass

    def setoutputsize(self, size, column=None, /):
        pass


Cursor.__module__ = 'sqlite3'

_ISOLATION_LEVELS = ("", "DEFERRED", "IMMEDIATE", "EXCLUSIVE")


class Connection:
    """An open SQLite database (made by sqlite3.connect)."""

    def __init__(self, database, timeout=5.0, detect_types=0, isolation_level="",
                 check_same_thread=True, factory=None, cached_statements=128, uri=False):
        if hasattr(database, '__fspath__'):
            database = database.__fspath__()
        if isinstance(database, bytes):
            database = database.decode('utf-8', 'surrogateescape')
        if not isinstance(database, str):
            raise TypeError("expected str, bytes or os.PathLike object, not %s"
                            % type(database).__name__)
        flags = _sqlite3.OPEN_READWRITE | _sqlite3.OPEN_CREATE
        if uri:
            flags |= _sqlite3.OPEN_URI
        self._db = None
        self._db = _call(_sqlite3.open, database, flags, int(timeout * 1000))
        self._detect_types = detect_types
        self._isolation_level = None
        self.isolation_level = isolation_level
        self.row_factory = None
        self.text_factory = str
        self.Warning = Warning
        self.Error = Error
        self.InterfaceError = InterfaceError
        self.DatabaseError = DatabaseError
        self.DataError = DataError
        self.OperationalError = OperationalError
        self.IntegrityError = IntegrityError
        self.InternalError = InternalError
        self.ProgrammingError = ProgrammingError
        self.NotSupportedError = NotSupportedError

    def _check(self):
        if self._db is None or not self._db.is_open():
            raise ProgrammingError("Cannot operate on a closed database.")

    @property
    def isolation_level(self):
        return self._isolation_level

    @isolation_level.setter
    def isolation_level(self, value):
        if value is None:
            if self._db is not None and self._db.is_open() and not self._db.autocommit():
                _call(self._db.exec, "COMMIT")
            self._isolation_level = None
            return
        if not isinstance(value, str):
            raise TypeError("isolation_level must be str or None")
        if value.upper() not in _ISOLATION_LEVELS:
            raise ValueError("isolation_level string must be '', 'DEFERRED', 'IMMEDIATE', "
                             "or 'EXCLUSIVE'")
        self._isolation_level = value.upper()

    @property
    def in_transaction(self):
        self._check()
        return not self._db.autocommit()

    @property
    def total_changes(self):
        self._check()
        return self._db.total_changes()

    def cursor(self, factory=Cursor):
        """A new cursor (of class factory)."""
        self._check()
        cur = factory(self)
        if not isinstance(cur, Cursor):
            raise TypeError("factory must return a cursor, not %s" % type(cur).__name__)
        return cur

    def execute(self, sql, parameters=(), /):
        return self.cursor().execute(sql, parameters)

    def executemany(self, sql, parameters, /):
        return self.cursor().executemany(sql, parameters)

    def executescript(self, sql_script, /):
        return self.cursor().executescript(sql_script)

    def commit(self):
        """Commits the pending transaction, if any."""
        self._check()
        if not self._db.autocommit():
            _call(self._db.exec, "COMMIT")

    def rollback(self):
        """Rolls back the pending transaction, if any."""
        self._check()
        if not self._db.autocommit():
            _call(self._db.exec, "ROLLBACK")

    def close(self):
        """Closes the database; a pending transaction is not committed."""
        if self._db is not None:
            self._db.close()

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, tb):
        # Commits on success, rolls back on an exception; never closes.
        if exc_type is None:
            self.commit()
        else:
            self.rollback()
        return False

    def create_function(self, name, narg, func, *, deterministic=False):
        raise NotSupportedError("create_function is not supported by this interpreter")

    def create_aggregate(self, name, n_arg, aggregate_class):
        raise NotSupportedError("create_aggregate is not supported by this interpreter")

    def create_collation(self, name, callable):
        raise NotSupportedError("create_collation is not supported by this interpreter")


Connection.__module__ = 'sqlite3'


def connect(database, timeout=5.0, detect_types=0, isolation_level="",
            check_same_thread=True, factory=Connection, cached_statements=128, uri=False):
    """Opens a connection to the SQLite database file database (':memory:' for a new
    in-memory one)."""
    return factory(database, timeout, detect_types, isolation_level, check_same_thread,
                   factory, cached_statements, uri)
