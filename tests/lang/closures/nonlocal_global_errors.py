# SyntaxErrors of `nonlocal` and `global` declarations: every message CPython 3.11 gives,
# each with its line, offset and end position (a declaration conflicting with a parameter,
# an earlier declaration, or no binding is reported at the first declaration of the name;
# "assigned to before" / "used prior to" at the declaration itself).
cases = [
    "def f():\n    nonlocal x\n",
    "nonlocal x\n",
    "x = 1\nif x:\n    nonlocal x\n",
    "def f(x):\n    nonlocal x\n",
    "def g():\n  x=1\n  def f():\n    x = 2\n    nonlocal x\n",
    "def g():\n  x=1\n  def f():\n    print(x)\n    nonlocal x\n",
    "def g():\n  x=1\n  def f():\n    global x\n    nonlocal x\n",
    "def g():\n  x=1\n  def f():\n    nonlocal x\n    global x\n",
    "def f(x):\n    global x\n",
    "def f(*, x):\n    global x\n",
    "def f(*x):\n    global x\n",
    "def f(**x):\n    global x\n",
    "lambda x: [None for _ in ()]\ndef f(x):\n  def g():\n    def h(y): nonlocal y\n",
    "def f():\n    x = 2\n    global x\n",
    "def f():\n    print(x)\n    global x\n",
    "x = 1\nglobal x\n",
    "print(x)\nglobal x\n",
    "class C:\n    nonlocal x\n",
    "class C:\n    x = 1\n    global x\n",
    "def g():\n  x=1\n  class C:\n    x = 2\n    nonlocal x\n",
    "def g():\n  x=1\n  class C:\n    print(x)\n    nonlocal x\n",
    "def f():\n    def x(): pass\n    global x\n",
    "def f():\n    for x in y: pass\n    global x\n",
    "def f():\n    x: int\n    global x\n",
    "def f():\n    x: int = 3\n    global x\n",
    "def g():\n  x=1\n  def f():\n    x: int\n    nonlocal x\n",
    "def f():\n    global x\n    x: int\n",
    "def f():\n    del x\n    global x\n",
    "def f():\n    (x := 1)\n    global x\n",
    "def f():\n    with a as x: pass\n    global x\n",
    "def f():\n    try: pass\n    except E as x: pass\n    global x\n",
    "def f():\n    class x: pass\n    global x\n",
    "def f():\n  def g(): nonlocal y\n",
    "def f():\n  global y\n  def g(): nonlocal y\n",
    "def f():\n  x = 1\n  def g(x):\n    nonlocal x\n",
    "def f():\n    x += 1\n    global x\n",
    "def f():\n    global x, y\n    y = 1\n    x = 2\n    global y\n",
    "def f():\n  a = 1\n  def g():\n    nonlocal a, b\n",
    "def f():\n  x = 1\n  def g():\n    if x: pass\n    nonlocal x\n",
    "def f():\n    global x\n    global x\n    x = 1\n",
    "def f():\n    import x\n    global x\n",
    "def f():\n  [x for x in y]\n  global x\n",
    "def f():\n  y = 1\n  def g():\n    def h(): nonlocal y\n",
    "def f():\n  x = 1\n  class C:\n    def m(self):\n      nonlocal x\n",
    "def f():\n  class C:\n    x = 1\n    def m(self):\n      nonlocal x\n",
]
for c in cases:
    try:
        compile(c, "<s>", "exec")
        print("OK", repr(c))
    except SyntaxError as e:
        print(repr(c), "->", e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset)
for c in cases[:3]:
    try:
        compile(c, "<s>", "single")
    except SyntaxError as e:
        print("single", e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset)
# Also through exec() of source text and at import time of the main program's functions.
try:
    exec("def f():\n    nonlocal q\n")
except SyntaxError as e:
    print(type(e).__name__, e, e.filename)
