# unittest fixtures: setUp/tearDown order, addCleanup (LIFO, run after a failing setUp's
# no-test), setUpClass/tearDownClass, setUpModule/tearDownModule, class and module
# cleanups, failing fixtures reported as "setUpClass (module.Class)" errors, SkipTest in
# fixtures, skipped classes, skipIf/skipUnless, enterContext, debug().
import contextlib
import io
import re
import sys
import unittest

log = []


def norm(text):
    text = re.sub(r'in \d+\.\d+s', 'in T', text)
    text = re.sub(r'File "[^"]*/', 'File "', text)  # the script's directory
    return '\n'.join(l for l in text.split('\n') if not re.fullmatch(r'\s*[~^]+\s*', l))


def run(*classes, verbosity=2):
    suite = unittest.TestSuite()
    for c in classes:
        suite.addTests(unittest.defaultTestLoader.loadTestsFromTestCase(c))
    stream = io.StringIO()
    r = unittest.TextTestRunner(stream=stream, verbosity=verbosity).run(suite)
    print(norm(stream.getvalue()))
    print(log)
    log.clear()
    return r


def setUpModule():
    log.append('setUpModule')


def tearDownModule():
    log.append('tearDownModule')


@contextlib.contextmanager
def ctx(name):
    log.append('enter ' + name)
    yield name.upper()
    log.append('exit ' + name)


class Order(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        log.append('setUpClass')
        cls.addClassCleanup(log.append, 'class cleanup')

    @classmethod
    def tearDownClass(cls):
        log.append('tearDownClass')

    def setUp(self):
        log.append('setUp ' + self._testMethodName)
        self.addCleanup(log.append, 'cleanup 1')
        self.addCleanup(lambda: log.append('cleanup 2'))
        self.value = self.enterContext(ctx('c'))

    def tearDown(self):
        log.append('tearDown')

    def test_a(self):
        log.append('test_a ' + self.value)

    def test_b(self):
        log.append('test_b')
        self.fail('b fails')


run(Order)


class BadSetUp(unittest.TestCase):
    def setUp(self):
        self.addCleanup(log.append, 'cleanup still runs')
        raise RuntimeError('setUp broke')

    def test_x(self):
        log.append('not reached')

    def tearDown(self):
        log.append('not reached either')


run(BadSetUp)


class BadTearDown(unittest.TestCase):
    def test_x(self):
        log.append('test ran')

    def tearDown(self):
        raise KeyError('tearDown broke')


run(BadTearDown)


class BadCleanup(unittest.TestCase):
    def test_x(self):
        self.addCleanup(log.append, 'second cleanup runs')
        self.addCleanup(lambda: 1 / 0)


run(BadCleanup)


class BadSetUpClass(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.addClassCleanup(log.append, 'class cleanup after failed setUpClass')
        raise ValueError('class setup failed')

    def test_1(self):
        log.append('never')

    def test_2(self):
        log.append('never')


r = run(BadSetUpClass, Order)
print(r.testsRun, [str(t) for t, _ in r.errors])


class BadTearDownClass(unittest.TestCase):
    @classmethod
    def tearDownClass(cls):
        raise OSError('tear down class')

    def test_1(self):
        pass


r = run(BadTearDownClass)
print([str(t) for t, _ in r.errors])


class SkipInSetUpClass(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise unittest.SkipTest('no resource')

    def test_1(self):
        pass


r = run(SkipInSetUpClass)
print([(str(t), why) for t, why in r.skipped])


@unittest.skip('whole class')
class Skipped(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        log.append('not called for a skipped class')

    def test_1(self):
        pass

    def test_2(self):
        pass


class Conditional(unittest.TestCase):
    @unittest.skipIf(True, 'if true')
    def test_if(self):
        pass

    @unittest.skipIf(False, 'if false')
    def test_if_runs(self):
        pass

    @unittest.skipUnless(False, 'unless false')
    def test_unless(self):
        pass

    @unittest.skipUnless(sys.version_info >= (3,), 'unless true')
    def test_unless_runs(self):
        pass

    def setUp(self):
        if self._testMethodName == 'test_unless_runs':
            self.skipTest('skipped in setUp')


r = run(Skipped, Conditional)
print(r.testsRun, len(r.skipped), Skipped.__unittest_skip__, Skipped.__unittest_skip_why__)


class Nested(unittest.TestCase):
    def test_nested(self):
        with self.subTest(outer=1):
            with self.subTest(inner=2):
                self.assertEqual(1, 0)
            with self.subTest(outer=3, more='y'):
                raise unittest.SkipTest('skip in subtest')


r = run(Nested)
print([str(t) for t, _ in r.failures], [t.id() for t, _ in r.failures])
print([(str(t), why) for t, why in r.skipped])

print("--- debug()")
try:
    Order('test_b').debug()
except AssertionError as e:
    print("debug raised:", e)
print(log)
log.clear()
try:
    Skipped('test_1').debug()
except unittest.SkipTest as e:
    print("SkipTest:", e)

print("--- module cleanups")
unittest.addModuleCleanup(log.append, 'module cleanup 1')
unittest.addModuleCleanup(log.append, 'module cleanup 2')
unittest.doModuleCleanups()
print(log)
log.clear()
unittest.addModuleCleanup(lambda: 1 / 0)
try:
    unittest.doModuleCleanups()
except ZeroDivisionError as e:
    print("raised:", e)
print(unittest.enterModuleContext(ctx('m')), log)
unittest.doModuleCleanups()
print(log)
log.clear()
try:
    Order('test_a').enterContext(42)
except TypeError as e:
    print("TypeError:", e)

print("--- suite API")
s = unittest.TestSuite()
s.addTest(Order('test_a'))
s.addTests([Order('test_b'), unittest.TestSuite([Conditional('test_if')])])
print(s.countTestCases(), len(list(s)))
print(s)
for bad in (1, Order, 'abc'):
    try:
        s.addTest(bad) if bad != 'abc' else s.addTests(bad)
    except TypeError as e:
        print("TypeError:", e)
print(unittest.TestSuite([Order('test_a')]) == unittest.TestSuite([Order('test_a')]))
r = unittest.TestResult()
s.run(r)
print(r.testsRun, len(r.failures), len(r.skipped), s.countTestCases())
log.clear()
