# sqlite3: connect, execute with ? and :name parameters, executemany, executescript,
# fetchone/fetchmany/fetchall and iteration, description, rowcount, lastrowid, commit,
# rollback, context-manager transactions, isolation_level and in_transaction,
# row_factory (sqlite3.Row and functions), text_factory, the type mapping, adapters and
# converters (PARSE_DECLTYPES, PARSE_COLNAMES), a database file that persists, and the
# exception classes with their messages and sqlite_errorcode/sqlite_errorname.
import datetime
import os
import sqlite3


def attempt(fn, *args):
    try:
        r = fn(*args)
    except Exception as e:
        print(f"  {type(e).__module__}.{type(e).__name__}: {e}",
              getattr(e, 'sqlite_errorcode', None), getattr(e, 'sqlite_errorname', None))
    else:
        print("  ->", r if not isinstance(r, (sqlite3.Cursor, sqlite3.Connection)) else type(r).__name__)


con = sqlite3.connect(":memory:")
cur = con.cursor()
print(type(con).__name__, type(cur).__name__, cur.connection is con, cur.arraysize,
      cur.rowcount, cur.lastrowid, cur.description, con.isolation_level, con.in_transaction)
cur.execute("CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, "
            "age INTEGER, score REAL, photo BLOB)")
print(cur.description, cur.rowcount, con.in_transaction)
cur.execute("INSERT INTO people (name, age, score, photo) VALUES (?, ?, ?, ?)",
            ("ann", 31, 4.5, b"\x00\x01"))
print(cur.rowcount, cur.lastrowid, con.in_transaction, con.total_changes)
cur.execute("INSERT INTO people (name, age, score) VALUES (:name, :age, :score)",
            {"name": "bob", "age": 25, "score": None})
print(cur.rowcount, cur.lastrowid)
cur.executemany("INSERT INTO people (name, age) VALUES (?, ?)",
                [("cy", 40), ("dee", 19), ("eve", 52)])
print(cur.rowcount, con.total_changes)
cur.executemany("INSERT INTO people (name, age) VALUES (?, ?)",
                ((n, a) for n, a in [("fay", 33), ("gus", 28)]))
print(cur.rowcount)
cur.execute("UPDATE people SET age = age + 1 WHERE age > ?", (30,))
print(cur.rowcount, cur.description)
con.commit()
print(con.in_transaction)

cur.execute("SELECT id, name, age, score, photo FROM people ORDER BY id")
print(cur.description)
print(cur.rowcount, cur.fetchone())
print(cur.fetchmany(2))
cur.arraysize = 2
print(cur.fetchmany())
print(cur.fetchall(), cur.fetchone(), cur.fetchall())
print([row for row in con.execute("SELECT name FROM people WHERE age < ? ORDER BY name", (30,))])
print(con.execute("SELECT count(*), sum(age), avg(age), max(score) FROM people").fetchone())
print(con.execute("SELECT 1, 2.5, 'text', x'ff00', NULL, 10000000000000").fetchone())
print(con.execute("SELECT ?, ?, ?, ?, ?, ?", (True, False, 2 ** 62, -1.0, "ünï", bytearray(b"ba"))).fetchone())
print(con.execute("SELECT typeof(?), typeof(?), typeof(?), typeof(?), typeof(?)", (1, 1.0, "s", b"b", None)).fetchone())
print(con.execute("SELECT :a || :b", {"a": "x", "b": "y"}).fetchone())
print(con.execute("SELECT $v, @w", {"v": 1, "w": 2}).fetchone())
print(con.execute("SELECT ?1, ?2, ?1", (5, 6)).fetchone())
print(con.execute("").description, con.execute("-- just a comment").fetchall())
print(con.execute("select 1;  ").fetchall(), con.execute("select 2; -- trailing").fetchall())

print("--- transactions")
con.execute("INSERT INTO people (name) VALUES ('tmp')")
print(con.in_transaction)
con.rollback()
print(con.in_transaction, con.execute("SELECT count(*) FROM people WHERE name = 'tmp'").fetchone())
with con:
    con.execute("INSERT INTO people (name) VALUES ('ctx')")
print(con.in_transaction, con.execute("SELECT count(*) FROM people WHERE name = 'ctx'").fetchone())
try:
    with con:
        con.execute("INSERT INTO people (name) VALUES ('gone')")
        raise KeyError("abort")
except KeyError:
    pass
print(con.execute("SELECT count(*) FROM people WHERE name = 'gone'").fetchone())
con.isolation_level = None
con.execute("INSERT INTO people (name) VALUES ('auto')")
print(con.in_transaction, con.isolation_level)
con.execute("BEGIN")
con.execute("DELETE FROM people WHERE name = 'auto'")
print(con.in_transaction)
con.execute("ROLLBACK")
print(con.execute("SELECT count(*) FROM people WHERE name = 'auto'").fetchone())
con.isolation_level = "IMMEDIATE"
con.execute("UPDATE people SET age = 1 WHERE name = 'auto'")
print(con.in_transaction)
con.isolation_level = None
print(con.in_transaction)
attempt(setattr, con, "isolation_level", "SOMETIMES")
attempt(setattr, con, "isolation_level", 5)
con.isolation_level = "deferred"
print(con.isolation_level)

print("--- executescript")
con.execute("INSERT INTO people (name) VALUES ('pending')")
cur = con.executescript("""
    CREATE TABLE log (msg TEXT);
    INSERT INTO log VALUES ('one');
    INSERT INTO log VALUES ('two');  -- comment
""")
print(type(cur).__name__, con.in_transaction, con.execute("SELECT * FROM log").fetchall())
attempt(con.executescript, 5)
attempt(con.executescript, "INSERT INTO log VALUES ('x'); nonsense;")

print("--- row factories")
con.row_factory = sqlite3.Row
row = con.execute("SELECT id, name AS Name, age FROM people WHERE id = 1").fetchone()
print(type(row).__name__, row.keys(), tuple(row), len(row), row[0], row["name"], row["NAME"], row[-1], row[1:])
attempt(row.__getitem__, "missing")
attempt(row.__getitem__, 7)
row2 = con.execute("SELECT id, name AS Name, age FROM people WHERE id = 1").fetchone()
print(row == row2, row != row2, hash(row) == hash(row2), dict(zip(row.keys(), row)))
con.row_factory = lambda cursor, r: {d[0]: v for d, v in zip(cursor.description, r)}
print(con.execute("SELECT id, name FROM people WHERE id <= 2 ORDER BY id").fetchall())
con.row_factory = None
c2 = con.cursor()
c2.row_factory = lambda cursor, r: r[0]
print(c2.execute("SELECT name FROM people ORDER BY id LIMIT 3").fetchall())
con.text_factory = bytes
print(con.execute("SELECT name, 5 FROM people WHERE id = 1").fetchone())
con.text_factory = lambda b: b.decode().upper()
print(con.execute("SELECT name FROM people WHERE id = 2").fetchone())
con.text_factory = str

print("--- adapters and converters")
dcon = sqlite3.connect(":memory:", detect_types=sqlite3.PARSE_DECLTYPES | sqlite3.PARSE_COLNAMES)
dcon.execute("CREATE TABLE ev (d date, ts timestamp, p point)")


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)


sqlite3.register_adapter(Point, lambda p: "%f;%f" % (p.x, p.y))
sqlite3.register_converter("point", lambda s: Point(*map(float, s.split(b";"))))
dcon.execute("INSERT INTO ev VALUES (?, ?, ?)",
             (datetime.date(2024, 2, 29), datetime.datetime(2024, 2, 29, 13, 5, 7, 123), Point(1, 2.5)))
print(dcon.execute("SELECT d, ts, p FROM ev").fetchone())
print(dcon.execute('SELECT p AS "p [point]", d AS "d [date]" FROM ev').fetchone())
print(dcon.execute('SELECT p AS "p [point]" FROM ev').description)
print(con.execute("SELECT ?", (datetime.date(2020, 1, 2),)).fetchone())
print(sorted(k for k in sqlite3.converters), (Point, sqlite3.PrepareProtocol) in sqlite3.adapters)

print("--- errors")
attempt(con.execute, "INSERT INTO people (name) VALUES (?)", (1, 2))
attempt(con.execute, "INSERT INTO people (name) VALUES (:n)", {"m": 1})
attempt(con.execute, "INSERT INTO people (name) VALUES (?)", ([1],))
attempt(con.execute, "INSERT INTO people (name) VALUES (?)", 5)
attempt(con.execute, "SELECT ?", {"a": 1})
attempt(con.execute, "SELECT 1; SELECT 2")
attempt(con.execute, "SELEC 1")
attempt(con.execute, "SELECT * FROM nowhere")
attempt(con.execute, "INSERT INTO people (name) VALUES ('ann')")
attempt(con.execute, "INSERT INTO people (id, name) VALUES (1, 'zz')")
attempt(con.execute, "INSERT INTO people (age) VALUES (3)")
attempt(con.execute, 42)
attempt(con.executemany, "SELECT ?", [(1,)])
attempt(con.cursor().executemany, 5, [])
attempt(sqlite3.connect, "/nonexistent_dir_x/sub/db.sqlite")
closed = con.cursor()
closed.close()
attempt(closed.execute, "SELECT 1")
attempt(closed.fetchone)
con.close()
con.close()
attempt(con.execute, "SELECT 1")
attempt(con.cursor)
attempt(con.commit)
attempt(getattr, con, "in_transaction")
for cls in (sqlite3.Warning, sqlite3.Error, sqlite3.InterfaceError, sqlite3.DatabaseError,
            sqlite3.DataError, sqlite3.OperationalError, sqlite3.IntegrityError,
            sqlite3.InternalError, sqlite3.ProgrammingError, sqlite3.NotSupportedError):
    print(cls.__module__, cls.__name__, [b.__name__ for b in cls.__mro__[1:-2]])

print("--- a database file")
path = "_sqlite3_test_tmp.db"
try:
    with sqlite3.connect(path) as f:
        f.execute("CREATE TABLE kv (k TEXT PRIMARY KEY, v)")
        f.executemany("INSERT INTO kv VALUES (?, ?)", [("a", 1), ("b", 2.5)])
    f.close()
    g = sqlite3.connect(path)
    print(g.execute("SELECT * FROM kv ORDER BY k").fetchall())
    g.close()
finally:
    if os.path.exists(path):
        os.remove(path)

print("--- module")
print(sqlite3.paramstyle, sqlite3.apilevel, sqlite3.threadsafety in (0, 1, 3), sqlite3.version,
      sqlite3.version_info, sqlite3.PARSE_DECLTYPES, sqlite3.PARSE_COLNAMES)
print(isinstance(sqlite3.sqlite_version, str), sqlite3.sqlite_version_info >= (3, 7))
print(sqlite3.complete_statement("SELECT 1;"), sqlite3.complete_statement("SELECT 1"),
      sqlite3.complete_statement("SELECT ';'"), sqlite3.complete_statement("SELECT 1; -- c"),
      sqlite3.complete_statement("/* x; */ SELECT 1"))
print(sqlite3.Date(2020, 1, 1), sqlite3.Row.__module__, sqlite3.Cursor.__name__)
