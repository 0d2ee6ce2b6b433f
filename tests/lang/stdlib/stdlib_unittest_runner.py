# unittest's runner and result: TextTestRunner output at verbosity 0/1/2 (dots, F/E/s/x/u,
# verbose lines with docstrings, subtests, the error listing with trimmed tracebacks, the
# Ran line and summary), TestResult bookkeeping, failfast and buffer.
import io
import re
import sys
import unittest


def norm(text):
    # The run time varies; the traceback module prints no position markers (see
    # docs/differences.md), so caret lines are dropped on both sides.
    text = re.sub(r'in \d+\.\d+s', 'in T', text)
    text = re.sub(r'File "[^"]*/', 'File "', text)  # the script's directory
    return '\n'.join(l for l in text.split('\n') if not re.fullmatch(r'\s*[~^]+\s*', l))


def run(suite, **kw):
    stream = io.StringIO()
    result = unittest.TextTestRunner(stream=stream, **kw).run(suite)
    print(norm(stream.getvalue()))
    return result


class Mixed(unittest.TestCase):
    def test_ok(self):
        """First line of the docstring.

        Not shown."""
        self.assertEqual(1 + 1, 2)

    def test_fail(self):
        self.assertEqual([1, 2, 3], [1, 2, 4])

    def test_error(self):
        return {}['missing']

    @unittest.skip("not today")
    def test_skip(self):
        pass

    def test_skip_inside(self):
        self.skipTest("inside")

    @unittest.expectedFailure
    def test_xfail(self):
        self.assertTrue(False)

    @unittest.expectedFailure
    def test_xpass(self):
        pass

    def test_sub(self):
        for i in range(4):
            with self.subTest(i=i):
                self.assertEqual(i % 2, 0)

    def test_sub_msg(self):
        with self.subTest("labelled", a=1, b='x'):
            raise ValueError("inner")
        with self.subTest():
            self.fail("bare")

    def test_str_diff(self):
        self.assertEqual("abc\ndef\nghi\n", "abc\nxef\nghi\n")

    def test_msg(self):
        self.assertEqual(1, 2, "custom message")


loader = unittest.TestLoader()
for v in (0, 1, 2):
    print("--- verbosity", v)
    r = run(loader.loadTestsFromTestCase(Mixed), verbosity=v)
    print(r)
    print(r.testsRun, len(r.failures), len(r.errors), len(r.skipped),
          len(r.expectedFailures), len(r.unexpectedSuccesses), r.wasSuccessful())
    print([str(t) for t, _ in r.skipped], [reason for _, reason in r.skipped])
    print(sorted(str(t) for t, _ in r.failures))
    print(sorted(str(t) for t, _ in r.errors))
    print([str(t) for t in r.unexpectedSuccesses])


class AllGood(unittest.TestCase):
    def test_a(self):
        pass

    def test_b(self):
        pass


print("--- all good")
r = run(loader.loadTestsFromTestCase(AllGood))
print(r.wasSuccessful(), r.testsRun)
print("--- one test")
r = run(unittest.TestSuite([AllGood('test_a')]))
print("--- empty")
r = run(unittest.TestSuite())

print("--- failfast")


class Stops(unittest.TestCase):
    def test_1(self):
        self.fail("first")

    def test_2(self):
        print("never")


r = run(loader.loadTestsFromTestCase(Stops), failfast=True)
print(r.testsRun, r.shouldStop)

print("--- buffer")


class Noisy(unittest.TestCase):
    def test_quiet_pass(self):
        print("hidden output")

    def test_loud_fail(self):
        print("shown with the failure")
        sys.stderr.write("err text")
        self.fail("boom")


r = run(loader.loadTestsFromTestCase(Noisy), buffer=True)

print("--- plain TestResult")
res = unittest.TestResult()
print(res, res.wasSuccessful(), res.shouldStop)
Mixed('test_fail').run(res)
Mixed('test_ok').run(res)
print(res)
print(res.failures[0][1].splitlines()[-1])
res.stop()
print(res.shouldStop)
r = Mixed('test_ok').run()
print(type(r).__name__, r.testsRun, r.wasSuccessful())

print("--- TestCase identity")
t = Mixed('test_ok')
print(str(t), repr(t), t.id(), t.shortDescription(), t.countTestCases())
print(Mixed('test_fail').shortDescription())
print(t == Mixed('test_ok'), t == Mixed('test_fail'), hash(t) == hash(Mixed('test_ok')))
try:
    Mixed('test_nope')
except ValueError as e:
    print("ValueError:", e)
f = unittest.FunctionTestCase(lambda: None, description="described")
print(f.shortDescription(), f.countTestCases())


def plain_function():
    """A plain function."""
    assert 1 == 2, "plain assert"


r = run(unittest.FunctionTestCase(plain_function), verbosity=2)
