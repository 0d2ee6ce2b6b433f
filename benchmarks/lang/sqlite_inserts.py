# sqlite3: inserts into an in-memory database (one execute per row inside a transaction,
# then executemany), an index, and aggregate queries over the rows.
import sqlite3


def main():
    con = sqlite3.connect(":memory:")
    con.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT, price REAL, qty INTEGER)")
    x = 3
    with con:
        for i in range(6000):
            x = (x * 1103515245 + 12345) & 0x7FFFFFFF
            con.execute("INSERT INTO items (name, price, qty) VALUES (?, ?, ?)",
                        ("item-%d" % (x % 500), (x % 10000) / 100.0, x % 17))
    rows = []
    for i in range(6000):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        rows.append(("bulk-%d" % (x % 300), (x % 5000) / 10.0, x % 9))
    with con:
        con.executemany("INSERT INTO items (name, price, qty) VALUES (?, ?, ?)", rows)
    con.execute("CREATE INDEX by_name ON items (name)")
    total = con.execute("SELECT count(*), sum(qty), round(avg(price), 4) FROM items").fetchone()
    top = con.execute("SELECT name, count(*) AS n FROM items GROUP BY name "
                      "ORDER BY n DESC, name LIMIT 3").fetchall()
    print(total, top)
    con.close()


main()
