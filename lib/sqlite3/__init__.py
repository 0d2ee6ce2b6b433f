"""sqlite3: the DB-API 2.0 interface to SQLite databases (CPython 3.11's), over the
native _sqlite3 binding of Debian's libsqlite3. The implementation is in dbapi2.py."""
from sqlite3.dbapi2 import *  # noqa: F401,F403
from sqlite3.dbapi2 import (_deprecated_names, Row, Connection, Cursor, Error, Warning,
                            InterfaceError, DatabaseError, DataError, OperationalError,
                            IntegrityError, InternalError, ProgrammingError,
                            NotSupportedError, connect, register_adapter,
                            register_converter, adapters, converters, PARSE_DECLTYPES,
                            PARSE_COLNAMES, sqlite_version, sqlite_version_info, version,
                            version_info, apilevel, paramstyle, threadsafety,
                            complete_statement, Binary, Date, Time, Timestamp,
                            DateFromTicks, TimeFromTicks, TimestampFromTicks,
                            enable_callback_tracebacks, PrepareProtocol)
