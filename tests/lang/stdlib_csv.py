# csv: reader/writer quoting rules, dialects, DictReader/DictWriter, errors.
import csv
import io


def show_error(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__, e)


text = 'name,age,note\r\nalice,30,"likes, commas"\r\nbob,25,"say ""hi"""\r\n\r\n"multi\nline",1,\n'
rows = list(csv.reader(io.StringIO(text, newline="")))
print(rows)
print(list(csv.reader(["a,b,c", "1,2,3"])), list(csv.reader([])), list(csv.reader(["\n"])))
print(list(csv.reader(["a; b;c"], delimiter=";", skipinitialspace=True)))
print(list(csv.reader(["a\tb\t'c\td'"], dialect="excel-tab", quotechar="'")))
print(list(csv.reader(['1,"x",2.5'], quoting=csv.QUOTE_NONNUMERIC)))
print(list(csv.reader(['a\\,b,c'], escapechar="\\")), list(csv.reader(['"a"b,c'])))
print(list(csv.reader(['a,"b', 'c",d'])), list(csv.reader(['"abc'])))
print(list(csv.reader(['a,"q""uote",b'], doublequote=True)),
      list(csv.reader(['"a""b"'], quoting=csv.QUOTE_NONE)))
r = csv.reader(["x,y", "1,2", "3,4"])
for row in r:
    print(r.line_num, row)
show_error(lambda: list(csv.reader(['"a"b,c'], strict=True)))
show_error(lambda: list(csv.reader(['"abc'], strict=True)))
show_error(lambda: list(csv.reader(["a\rb\n", "c"])))
show_error(lambda: list(csv.reader([b"x"])))
show_error(lambda: list(csv.reader(["a\0b"])))
show_error(lambda: csv.reader([], delimiter="ab"))
show_error(lambda: csv.reader([], delimiter=""))
show_error(lambda: csv.reader([], lineterminator=5))
show_error(lambda: csv.reader([], quoting=9))
show_error(lambda: list(csv.reader(["x"], dialect="nope")))

for quoting in (csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC):
    s = io.StringIO()
    w = csv.writer(s, quoting=quoting)
    w.writerow(["a", 1, 2.5, "b,c", 'q"d', "", None, True, "line\nbreak"])
    w.writerow([])
    w.writerow([""])
    print(repr(s.getvalue()))
s = io.StringIO()
w = csv.writer(s, quoting=csv.QUOTE_NONE, escapechar="\\", lineterminator="\n")
w.writerows([["a,b", 'c"d', "e\\f"], [1, 2]])
print(repr(s.getvalue()))
s = io.StringIO()
w = csv.writer(s, lineterminator="\n", doublequote=False, escapechar="\\")
print(w.writerow(['x"y', "a\rb"]), repr(s.getvalue()))
show_error(lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"]))
show_error(lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow([""]))
show_error(lambda: csv.writer(io.StringIO()).writerow(5))
show_error(lambda: csv.writer(5))
s = io.StringIO()
csv.writer(s, dialect="unix").writerow(["u", 1])
csv.writer(s, dialect=csv.excel_tab).writerow(["t", "a\tb"])
print(repr(s.getvalue()))

csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_ALL, lineterminator="\n")
print(sorted(csv.list_dialects()), csv.get_dialect("pipes").delimiter)
s = io.StringIO()
csv.writer(s, "pipes").writerow(["a", "b"])
print(repr(s.getvalue()), list(csv.reader(['"a"|"b"'], "pipes")))
csv.unregister_dialect("pipes")
show_error(lambda: csv.get_dialect("pipes"))
show_error(lambda: csv.unregister_dialect("pipes"))


class Semi(csv.Dialect):
    delimiter = ";"
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\n"
    quoting = csv.QUOTE_MINIMAL


s = io.StringIO()
csv.writer(s, Semi).writerow(["a;b", "c"])
print(repr(s.getvalue()), list(csv.reader(["x;y"], Semi)))

dr = csv.DictReader(io.StringIO("id,name\r\n1,ann\r\n\r\n2,ben,extra\r\n3\r\n"), restkey="more",
                    restval="?")
print(dr.fieldnames)
for row in dr:
    print(dr.line_num, row)
print(list(csv.DictReader(["a,b", "1,2"], fieldnames=["x", "y"])))
print(list(csv.DictReader([])), csv.DictReader([]).fieldnames)
s = io.StringIO()
dw = csv.DictWriter(s, fieldnames=["id", "name"], restval="NA")
dw.writeheader()
dw.writerow({"id": 1, "name": "x, y"})
dw.writerows([{"id": 2}, {"name": "z"}])
print(repr(s.getvalue()))
show_error(lambda: dw.writerow({"id": 1, "bad": 2}))
show_error(lambda: csv.DictWriter(s, ["a"], extrasaction="oops"))
dw2 = csv.DictWriter(io.StringIO(), ["a"], extrasaction="ignore")
dw2.writerow({"a": 1, "b": 2})
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE,
      csv.field_size_limit(), issubclass(csv.Error, Exception), csv.excel.lineterminator == "\r\n")
