# doctest: testmod (quiet and verbose reports, failures, unexpected exceptions, expected
# tracebacks, option flags and directives, diff reports), testfile, run_docstring_examples,
# DocTestParser/Example/DocTest, DocTestFinder naming and line numbers, OutputChecker,
# DebugRunner, DocTestSuite with unittest, script_from_examples, and the parser's errors.
import doctest
import io
import re
import sys
import unittest

sys.path.insert(0, 'doctest_data')
import sample_mod


def norm(text):
    # Paths differ by checkout; the traceback module prints no position markers.
    text = re.sub(r'File "[^"]*/', 'File "', text)
    # doctest's own frame in an unexpected exception's traceback
    text = re.sub(r' {6}File "doctest.py", line \d+, in __run\n(?: {8}[^\n]*\n)?', '', text)
    text = re.sub(r'in \d+\.\d+s', 'in T', text)
    return '\n'.join(l for l in text.split('\n') if not re.fullmatch(r'\s*[~^]+\s*', l))


def capture(fn, *args, **kwargs):
    old = sys.stdout
    sys.stdout = buf = io.StringIO()
    try:
        result = fn(*args, **kwargs)
    finally:
        sys.stdout = old
    print(norm(buf.getvalue()), end='')
    return result


def add(a, b):
    """Adds.

    >>> add(1, 2)
    3
    >>> add('a', 'b')
    'ab'
    >>> add(1, 'x')
    Traceback (most recent call last):
        ...
    TypeError: unsupported operand type(s) for +: 'int' and 'str'
    >>> add([1], [2])   # doctest: +NORMALIZE_WHITESPACE
    [1,     2]
    >>> list(range(20))  # doctest: +ELLIPSIS
    [0, 1, ..., 19]
    >>> print('x\\n\\ny')
    x
    <BLANKLINE>
    y
    >>> True
    1
    >>> this_is_skipped  # doctest: +SKIP
    >>> raise ValueError('detail differs')  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ValueError: something else
    >>> x = 5
    >>> for i in range(2):
    ...     print(i + x)
    5
    6
    """
    return a + b


def failing():
    """Failures of each kind.

    >>> 1 + 1
    3
    >>> print('printed')
    >>> None
    42
    >>> undefined_name
    >>> raise KeyError('k')
    Traceback (most recent call last):
    KeyError: 'other'
    >>> 1
    1
    """


print(capture(doctest.run_docstring_examples, add, {'add': add}))
print("--- failing")
capture(doctest.run_docstring_examples, failing, {}, name='failing')
print("--- verbose")
capture(doctest.run_docstring_examples, add, {'add': add}, verbose=True, name='add')
print("--- testmod on a module")
r = capture(doctest.testmod, sample_mod)
print(r, r.failed, r.attempted)
r = capture(doctest.testmod, sample_mod, verbose=True)
print(r)
r = capture(doctest.testmod, sample_mod, report=False)
print(r)
try:
    doctest.testmod(42)
except TypeError as e:
    print("TypeError:", e)
print("--- finder")
tests = doctest.DocTestFinder().find(sample_mod)
for t in tests:
    print(t.name, t.lineno, len(t.examples), norm(repr(t)).split(' from ')[0])
print([t.name for t in doctest.DocTestFinder(exclude_empty=False).find(sample_mod)])
print([t.name for t in doctest.DocTestFinder(recurse=False).find(sample_mod)])
print("--- testfile")
r = capture(doctest.testfile, 'doctest_data/example.txt')
print(r)
r = capture(doctest.testfile, 'doctest_data/example.txt', verbose=True)
try:
    doctest.testfile('/abs/path.txt')
except ValueError as e:
    print("ValueError:", e)
print("--- option flags and diffs")


def diffs():
    """
    >>> print('\\n'.join('abcdef'))
    a
    B
    c
    d
    E
    f
    """


for flag in (0, doctest.REPORT_UDIFF, doctest.REPORT_CDIFF, doctest.REPORT_NDIFF):
    capture(doctest.run_docstring_examples, diffs, {}, name='diffs', optionflags=flag)


def two_failures():
    """
    >>> 1
    2
    >>> 3
    4
    """


capture(doctest.run_docstring_examples, two_failures, {}, name='first_only',
        optionflags=doctest.REPORT_ONLY_FIRST_FAILURE)
capture(doctest.run_docstring_examples, two_failures, {}, name='fail_fast',
        optionflags=doctest.FAIL_FAST)
print(sorted(doctest.OPTIONFLAGS_BY_NAME.items(), key=lambda kv: kv[1]))
print(doctest.register_optionflag('MY_FLAG'), doctest.register_optionflag('MY_FLAG'))
print(doctest.COMPARISON_FLAGS, doctest.REPORTING_FLAGS)

print("--- parser")
parser = doctest.DocTestParser()
pieces = parser.parse("Text\n  >>> a = 1\n  >>> a +\\\n  ... 1\n  2\n\nmore text\n")
for p in pieces:
    if isinstance(p, doctest.Example):
        print('Example', repr(p.source), repr(p.want), p.lineno, p.indent, p.options, p.exc_msg)
    else:
        print('text', repr(p))
ex = parser.get_examples(">>> 1/0\nTraceback (most recent call last):\n  ...\nZeroDivisionError: division by zero\n")
print(repr(ex[0].exc_msg), repr(ex[0].want))
for bad in (">>>x = 1\n", "  >>> x = 1\n ... y\n", ">>> x  # doctest: +NOPE\n",
            "  >>> x\n y\n", ">>> # doctest: +ELLIPSIS\n"):
    try:
        parser.parse(bad, 'bad')
    except ValueError as e:
        print("ValueError:", e)
dt = parser.get_doctest(">>> 2 + 2\n4\n", {}, 'named', 'file.txt', 7)
print(dt, dt.name, dt.filename, dt.lineno, len(dt.examples))
print(doctest.DocTest([], {}, 'empty', None, None, ''))
e = doctest.Example('x', 'y')
print(repr(e.source), repr(e.want), e == doctest.Example('x\n', 'y\n'))

print("--- checker")
c = doctest.OutputChecker()
print(c.check_output('1\n', 'True\n', 0), c.check_output('1\n', 'True\n', doctest.DONT_ACCEPT_TRUE_FOR_1))
print(c.check_output('a ... b\n', 'a xyz b\n', doctest.ELLIPSIS), c.check_output('a ... b\n', 'a xyz c\n', doctest.ELLIPSIS))
print(c.check_output('a   b\n', 'a\nb\n', doctest.NORMALIZE_WHITESPACE))
print(c.check_output('<BLANKLINE>\n', '\n', 0), c.check_output('<BLANKLINE>\n', '\n', doctest.DONT_ACCEPT_BLANKLINE))
print(repr(c.output_difference(doctest.Example('x', 'a\n'), 'b\n', 0)))
print(repr(c.output_difference(doctest.Example('x', ''), 'b\n\n', 0)))
print(repr(c.output_difference(doctest.Example('x', 'a\n'), '', 0)))

print("--- runner")
runner = doctest.DocTestRunner(verbose=False)
out = []
res = runner.run(parser.get_doctest(">>> 1\n1\n>>> 2\n3\n", {}, 'r', None, 0), out=out.append)
print(res, runner.failures, runner.tries)
print(norm(''.join(out)), end='')
res = capture(runner.summarize, verbose=True)
print(res)
debug = doctest.DebugRunner(verbose=False)
try:
    debug.run(parser.get_doctest(">>> 1\n2\n", {}, 'dbg', None, 0))
except doctest.DocTestFailure as f:
    print("DocTestFailure:", f.example.source.strip(), repr(f.got))
try:
    debug.run(parser.get_doctest(">>> 1/0\n", {}, 'dbg2', None, 0))
except doctest.UnexpectedException as f:
    print("UnexpectedException:", f.exc_info[0].__name__)

print("--- unittest integration")
suite = doctest.DocTestSuite(sample_mod)
print(suite.countTestCases(), sorted(t.id() for t in suite))
stream = io.StringIO()
result = unittest.TextTestRunner(stream=stream, verbosity=0).run(suite)
print(result.testsRun, len(result.failures))
print(norm(result.failures[0][1]).splitlines()[-8:])
fsuite = doctest.DocFileSuite('doctest_data/example.txt')
result = unittest.TestResult()
fsuite.run(result)
print(result.testsRun, len(result.failures), result.wasSuccessful())
print(doctest.script_from_examples("Intro text\n>>> x = 1\n>>> x\n1\nDone.\n"))
