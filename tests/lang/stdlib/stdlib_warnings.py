# warnings: warn with categories and stacklevel, the actions and their registries, filter
# editing and its validation, catch_warnings(record=True), showwarning/formatwarning text.
import os
import sys
import warnings

print(warnings.__all__)
print(warnings.filters)
here = os.path.basename(__file__)


def show(ws):
    for w in ws:
        print(w.category.__name__, str(w.message), os.path.basename(w.filename) == here,
              w.lineno, w.line, w.file, w.source)


with warnings.catch_warnings(record=True) as ws:
    warnings.simplefilter("always")
    warnings.warn("plain")
    warnings.warn("dep", DeprecationWarning)
    warnings.warn(RuntimeWarning("instance"))

    def inner():
        warnings.warn("level2", stacklevel=2)
    inner()
    warnings.warn("deep", stacklevel=50)
    warnings.warn_explicit("explicit", SyntaxWarning, "f.py", 12)
show(ws)
print(ws[-2].filename, ws[-1].filename, type(ws[0].message).__name__)
print(str(ws[0]).replace(repr(ws[0].filename), "F"))

# default action: once per location; module: once per module; once: once anywhere
with warnings.catch_warnings(record=True) as ws:
    warnings.simplefilter("default")
    for i in range(3):
        warnings.warn("loop")
    warnings.warn("loop")
    warnings.simplefilter("module")
    for i in range(2):
        warnings.warn("mod")
    warnings.warn("mod")
    warnings.simplefilter("once")
    warnings.warn("o1")
    warnings.warn("o1")
    warnings.warn("o1", DeprecationWarning)
print([str(w.message) for w in ws])

# error and ignore; message and category filters
with warnings.catch_warnings(record=True) as ws:
    warnings.simplefilter("ignore")
    warnings.warn("ignored")
    warnings.filterwarnings("error", message="bad")
    try:
        warnings.warn("BAD thing")
    except UserWarning as e:
        print("raised", repr(e))
    warnings.warn("good thing")
    warnings.filterwarnings("error", category=DeprecationWarning)
    try:
        warnings.warn("d", DeprecationWarning)
    except DeprecationWarning as e:
        print("raised", repr(e))
    try:
        warnings.warn(PendingDeprecationWarning("p"))
    except DeprecationWarning:
        print("wrong")
    warnings.filterwarnings("always", module="__main__")
    warnings.warn("module matched")
    print(warnings.filters[0][1], warnings.filters[0][3], warnings.filters[1][1])
    warnings.filterwarnings("always", append=True)
    print(warnings.filters[-1])
print([str(w.message) for w in ws])

with warnings.catch_warnings():
    warnings.resetwarnings()
    print(warnings.filters)
    warnings.simplefilter("error", UserWarning)
    warnings.simplefilter("error", UserWarning)
    print(len(warnings.filters))
print(len(warnings.filters), warnings.filters[0])

# validation
for call in (lambda: warnings.filterwarnings("bogus"),
             lambda: warnings.filterwarnings("error", message=3),
             lambda: warnings.filterwarnings("error", category=3),
             lambda: warnings.filterwarnings("error", category=int),
             lambda: warnings.filterwarnings("error", module=1),
             lambda: warnings.simplefilter("error", lineno=-1),
             lambda: warnings.simplefilter("nope")):
    try:
        call()
    except AssertionError as e:
        print("AssertionError:", e)
try:
    warnings.warn("x", 3)
except TypeError as e:
    print("TypeError:", e)
try:
    warnings.warn("x", int)
except TypeError as e:
    print("TypeError:", e)

# formatwarning / showwarning
print(repr(warnings.formatwarning("msg", UserWarning, "file.py", 7)))
print(repr(warnings.formatwarning("msg", UserWarning, "file.py", 7, "  code line  ")))
print(repr(warnings.formatwarning("msg", UserWarning, "file.py", 7, "")))
warnings.showwarning("shown", UserWarning, "mod.py", 3, sys.stdout, "x = 1")
sys.stderr = sys.stdout
with warnings.catch_warnings():
    warnings.simplefilter("always")
    warnings.warn_explicit("to stderr", UserWarning, "nofile.py", 5)
    warnings.warn("with stacklevel", stacklevel=20)
sys.stderr = sys.__stderr__

seen = []


def custom(message, category, filename, lineno, file=None, line=None):
    seen.append((str(message), category.__name__, lineno))


with warnings.catch_warnings():
    warnings.simplefilter("always")
    warnings.showwarning = custom
    warnings.warn("custom hook")
print(seen, warnings.showwarning is not custom)

cw = warnings.catch_warnings(record=True)
print(repr(cw), repr(warnings.catch_warnings()))
with cw:
    try:
        with cw:
            pass
    except RuntimeError as e:
        print("RuntimeError:", e)
try:
    warnings.catch_warnings().__exit__(None, None, None)
except RuntimeError as e:
    print("RuntimeError:", e)

with warnings.catch_warnings(record=True, action="error"):
    try:
        warnings.warn("act")
    except UserWarning:
        print("action= applied")

# the default filters: DeprecationWarning shown in __main__, ignored elsewhere
with warnings.catch_warnings(record=True) as ws:
    warnings.warn("main dep", DeprecationWarning)
    warnings.warn_explicit("other dep", DeprecationWarning, "x.py", 1, module="othermod")
    warnings.warn_explicit("pending", PendingDeprecationWarning, "x.py", 1)
    warnings.warn("user", UserWarning)
show(ws)
