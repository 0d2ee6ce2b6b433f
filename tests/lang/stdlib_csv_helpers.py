# csv: TensorPy's additions (loads, dumps, read_rows, read_dicts, write_rows). CPython lacks
# them, so the expected values are assertions here and the .exp holds the "ok" lines.
import csv
import os

rows = csv.loads("a,b\r\n1,\"x,y\"\r\n2,z\n")
assert rows == [["a", "b"], ["1", "x,y"], ["2", "z"]], rows
print("loads ok")
assert csv.loads("") == []
assert csv.loads("x;y\n", delimiter=";") == [["x", "y"]]
print("loads options ok")
text = csv.dumps([["a", "b"], [1, "c,d"], ["q\"r", None]])
assert text == 'a,b\r\n1,"c,d"\r\n"q""r",\r\n', repr(text)
assert csv.dumps([[1, 2]], lineterminator="\n") == "1,2\n"
print("dumps ok")
path = "stdlib_csv_helpers_tmp.csv"
csv.write_rows(path, [["id", "name"], [1, "ann"], [2, "b, c"]])
with open(path, newline="") as f:
    assert f.read() == 'id,name\r\n1,ann\r\n2,"b, c"\r\n'
assert csv.read_rows(path) == [["id", "name"], ["1", "ann"], ["2", "b, c"]]
print("read_rows ok")
dicts = csv.read_dicts(path)
assert dicts == [{"id": "1", "name": "ann"}, {"id": "2", "name": "b, c"}], dicts
print("read_dicts ok")
os.remove(path)
try:
    csv.read_rows(path)
except OSError as e:
    print("missing file", type(e).__name__)
# The original's forms: the delimiter as second argument, blank lines skipped, short rows
# padded with "" in read_dicts.
assert csv.loads("a;b\n\n1;2\n", ";") == [["a", "b"], ["1", "2"]]
assert csv.loads("a,b\n\n") == [["a", "b"]]
assert csv.loads("a\tb\n", "excel-tab") == [["a", "b"]]
with open(path, "w") as f:
    f.write("id|name\n\n1|ann\n2\n")
assert csv.read_rows(path, "|") == [["id", "name"], ["1", "ann"], ["2"]]
assert csv.read_dicts(path, "|") == [{"id": "1", "name": "ann"}, {"id": "2", "name": ""}]
os.remove(path)
print("original forms ok")
