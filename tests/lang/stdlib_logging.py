# logging: levels, hierarchy, propagation, formatters, handlers, basicConfig, exceptions.
# Output goes to sys.stdout streams so that the runner compares it.
import logging
import sys
import os


def show_error(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__, e)


class ListStream:
    def __init__(self):
        self.lines = []

    def write(self, s):
        self.lines.append(s)

    def flush(self):
        pass


print(logging.DEBUG, logging.INFO, logging.WARNING, logging.ERROR, logging.CRITICAL,
      logging.NOTSET, logging.FATAL, logging.WARN)
print(logging.getLevelName(10), logging.getLevelName("ERROR"), logging.getLevelName(25))
logging.addLevelName(25, "NOTICE")
print(logging.getLevelName(25), logging.getLevelName("NOTICE"))

root = logging.getLogger()
print(root, root.name, root is logging.getLogger("root"), root is logging.root)
a = logging.getLogger("app")
ab = logging.getLogger("app.db")
abc = logging.getLogger("app.db.conn")
print(a, ab.parent is a, abc.parent is ab, a.parent is root, logging.getLogger("app") is a)
x = logging.getLogger("x.y.z")
xy = logging.getLogger("x.y")
print(x.parent is xy, xy.parent is root, a.getChild("db") is ab)
print(a.getEffectiveLevel(), a.isEnabledFor(logging.INFO), a.isEnabledFor(logging.WARNING))
a.setLevel(logging.DEBUG)
print(a, ab, ab.getEffectiveLevel(), ab.isEnabledFor(logging.DEBUG))
a.setLevel("INFO")
print(a.level)
show_error(lambda: a.setLevel("LOUD"))
show_error(lambda: a.setLevel(1.5))

h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("%(levelname)s|%(name)s|%(message)s"))
a.addHandler(h)
a.info("hello %s", "world")
ab.debug("hidden")
ab.info("from child %d", 42)
ab.warning("warn %(k)s", {"k": "dict-arg"})
abc.error("deep error")
a.log(25, "notice level")
show_error(lambda: a.log("INFO", "x"))
print(a.hasHandlers(), ab.hasHandlers(), logging.getLogger("other").hasHandlers())

ab.propagate = False
ab.error("not propagated, no handler -> lastResort on stderr")
ab.propagate = True

only = logging.StreamHandler(sys.stdout)
only.setLevel(logging.ERROR)
only.setFormatter(logging.Formatter("ONLY %(levelname)s %(message)s"))
ab.addHandler(only)
ab.warning("to parent only")
ab.error("to both")
ab.removeHandler(only)


class OddFilter(logging.Filter):
    def filter(self, record):
        return record.args[0] % 2 == 1


h.addFilter(OddFilter())
for i in range(4):
    a.info("n=%d", i)
h.filters.clear()
fl = logging.Filter("app.db")
rec = logging.LogRecord("app.db.conn", logging.INFO, "p.py", 1, "m", (), None)
print(fl.filter(rec), logging.Filter("app.d").filter(rec), logging.Filter().filter(rec))

f = logging.Formatter("%(name)s:%(levelno)d:%(filename)s:%(module)s:%(funcName)s:%(message)s")
h.setFormatter(f)


def some_function():
    a.warning("from function")


some_function()
h.setFormatter(logging.Formatter("{levelname:>8} {message}", style="{"))
a.error("brace style")
h.setFormatter(logging.Formatter("$levelname ${message}", style="$"))
a.error("dollar style")
h.setFormatter(logging.Formatter("%(message)s [%(lineno)d > 0]"))
h.setFormatter(logging.Formatter("%(message)s %(custom)s", defaults={"custom": "dflt"}))
a.info("defaults")
a.info("extra", extra={"custom": "given"})
show_error(lambda: logging.Formatter("no fields"))
show_error(lambda: logging.Formatter("x", style="?"))

h.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
try:
    1 / 0
except ZeroDivisionError:
    s = ListStream()
    hh = logging.StreamHandler(s)
    hh.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    lg = logging.getLogger("exc")
    lg.propagate = False
    lg.addHandler(hh)
    lg.exception("caught it")
    text = "".join(s.lines)
    print(text.splitlines()[0], text.splitlines()[1], text.splitlines()[-1])
    lg.error("with exc_info", exc_info=True)
    print("".join(s.lines).count("Traceback"))

rec = logging.LogRecord("n", logging.WARNING, "/x/y/mod.py", 7, "v=%s", ("q",), None, "fn")
print(rec.getMessage(), rec.levelname, rec.filename, rec.module, rec.lineno, rec.funcName)
print(rec)
fmt = logging.Formatter("%(asctime)s %(message)s", datefmt="%Y-%m-%d %H:%M:%S")
fmt.converter = getattr(__import__("time"), "gmtime", None)
rec.created = 86400 * 365 + 3661.25
rec.msecs = 250.0
print(fmt.formatTime(rec, "%Y/%m/%d %H:%M:%S"), fmt.format(rec))
fmt2 = logging.Formatter("%(asctime)s")
fmt2.converter = getattr(__import__("time"), "gmtime", None)
print(fmt2.format(rec))

logging.disable(logging.WARNING)
a.warning("disabled")
a.error("error still shown")
logging.disable(logging.NOTSET)
a.warning("enabled again")

print(repr(h).startswith("<StreamHandler"), repr(logging.NullHandler()))
a.removeHandler(h)

logging.basicConfig(level=logging.INFO, stream=sys.stdout, format="%(levelname)s:%(name)s:%(message)s")
logging.info("root info via basicConfig")
logging.debug("root debug hidden")
logging.getLogger("app.db").warning("child to root")
logging.basicConfig(level=logging.DEBUG, stream=sys.stdout, format="IGNORED %(message)s")
logging.info("second basicConfig ignored")
logging.basicConfig(level=logging.DEBUG, stream=sys.stdout, format="FORCED %(message)s",
                    force=True)
logging.debug("forced")
show_error(lambda: logging.basicConfig(force=True, stream=sys.stdout, filename="x.log"))
show_error(lambda: logging.basicConfig(force=True, bogus=1))

path = "stdlib_logging_tmp.log"
logging.basicConfig(filename=path, filemode="w", level=logging.INFO, format="%(message)s",
                    force=True)
logging.info("line one")
logging.warning("line two")
for hd in logging.getLogger().handlers:
    hd.close()
with open(path) as fh:
    print(repr(fh.read()))
os.remove(path)
fh2 = logging.FileHandler(path, mode="w")
fh2.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
lg2 = logging.getLogger("file")
lg2.propagate = False
lg2.addHandler(fh2)
lg2.error("to file")
fh2.close()
with open(path) as fh:
    print(repr(fh.read()))
os.remove(path)
adapter = logging.LoggerAdapter(logging.getLogger("app"), {"custom": "adapted"})
print(adapter, adapter.isEnabledFor(logging.INFO))
