# compile(src, name, 'single') echoes the value of every expression statement when executed,
# through sys.displayhook: repr() on stdout, None not printed, builtins._ set to the value
# (and left alone for None). Statements that are not expressions print nothing.
import builtins
import sys


def run(src, env=None):
    exec(compile(src, "<single>", "single"), env if env is not None else {})


run("1 + 1\n")
run("'text'\n")
run("None\n")
print(builtins._)
run("x = 5\n")
run("[1, 2] * 2")
print(builtins._)
run("for i in range(3): i\n")
run("if True:\n    'a'\n    'b'\n")
run("def f(): return 42\n")
run("(lambda: 7)()\n")
env = {"y": 10}
run("y * 3", env)
run("y", env)
print(builtins._, sorted(k for k in env if k != "__builtins__"))
run("print('side effect')\n")
print(builtins._)
run("1; 2; None; 3\n")


class R:
    def __repr__(self):
        return "R()"


run("R()", {"R": R})


# A replaced sys.displayhook receives every value, None included.
seen = []
old = sys.displayhook
sys.displayhook = seen.append
try:
    run("5\n")
    run("None\n")
    run("'s'\n")
finally:
    sys.displayhook = old
print(seen)
run("6")
print(builtins._)

# The default hook is sys.__displayhook__; a deleted sys.displayhook is a RuntimeError.
sys.__displayhook__(77)
sys.__displayhook__(None)
print(builtins._)
del sys.displayhook
try:
    run("8")
except RuntimeError as e:
    print("RuntimeError", e)
finally:
    sys.displayhook = old

# 'exec' and 'eval' modes do not echo.
exec(compile("9\n", "<exec>", "exec"))
print(eval(compile("10", "<eval>", "eval")))
# Errors are raised normally.
try:
    run("1 / 0")
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    compile("1\n2\n", "<s>", "single")
except SyntaxError as e:
    print("SyntaxError", e.msg)
# More than one statement: reported at the end of the first simple statement's line, or as
# invalid syntax after a compound statement.
for src in ["1\n2\n", "x = 1\nif x:\n    pass\n", "a=1;b=2\nc\n", "if 1:\n  pass\nx\n",
            "pass\n\n\nfoo(1,2)\n", "x=1\n  \n y\n"]:
    try:
        compile(src, "<s>", "single")
    except SyntaxError as e:
        print(repr(src), e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset, repr(e.text))
