# unittest's TestLoader (from classes, modules, names; sort order, prefixes, -k patterns,
# load_tests, import failures), discover() on a package tree, and unittest.main with argv
# (verbosity, -k, -f, test names, exit status, usage errors).
import io
import re
import sys
import unittest


def norm(text):
    text = re.sub(r'in \d+\.\d+s', 'in T', text)
    return '\n'.join(l for l in text.split('\n') if not re.fullmatch(r'\s*[~^]+\s*', l))


def ids(suite):
    out = []
    for t in suite:
        if isinstance(t, unittest.TestSuite):
            out.extend(ids(t))
        else:
            out.append(t.id())
    return out


class Zeta(unittest.TestCase):
    def test_b(self):
        pass

    def test_a(self):
        pass

    def check_c(self):
        pass

    test_not_callable = 5


class WithRunTest(unittest.TestCase):
    def runTest(self):
        pass


loader = unittest.TestLoader()
print(loader.getTestCaseNames(Zeta))
print(ids(loader.loadTestsFromTestCase(Zeta)))
print(ids(loader.loadTestsFromTestCase(WithRunTest)))
loader.testMethodPrefix = 'check'
print(loader.getTestCaseNames(Zeta))
loader = unittest.TestLoader()
loader.sortTestMethodsUsing = lambda a, b: (a < b) - (a > b)
print(loader.getTestCaseNames(Zeta))
loader = unittest.TestLoader()
loader.testNamePatterns = ['*_a']
print(loader.getTestCaseNames(Zeta))
loader = unittest.TestLoader()
try:
    loader.loadTestsFromTestCase(unittest.TestSuite)
except TypeError as e:
    print("TypeError:", e)
print(unittest.getTestCaseNames(Zeta, 'test'))
print(ids(unittest.makeSuite(Zeta)))
main_mod = sys.modules[__name__]
print(ids(loader.loadTestsFromModule(main_mod)))
print(ids(loader.loadTestsFromName('Zeta.test_a', main_mod)))
print(ids(loader.loadTestsFromName('Zeta', main_mod)))
print(ids(loader.loadTestsFromNames(['Zeta.test_b', 'WithRunTest'], main_mod)))
print(ids(loader.loadTestsFromName('unittest_pkg.test_alpha')))
print(ids(loader.loadTestsFromName('unittest_pkg.test_alpha.AlphaTest.test_two')))
s = loader.loadTestsFromName('unittest_pkg.test_nothere')
print(ids(s))
r = unittest.TestResult()
s.run(r)
print(r.errors[0][1].splitlines()[-1][:60] if r.errors else None)
s = loader.loadTestsFromName('Zeta.test_missing', main_mod)
print(ids(s))
r = unittest.TestResult()
s.run(r)
print(r.errors[0][1].splitlines()[-1])

print("--- discover")
loader = unittest.TestLoader()
suite = loader.discover('unittest_pkg', top_level_dir='.')
print(ids(suite))
print(suite.countTestCases(), len(loader.errors))
print(loader.errors[0].splitlines()[0])
print(loader.errors[0].splitlines()[-1])
stream = io.StringIO()
unittest.TextTestRunner(stream=stream).run(suite)
text = norm(stream.getvalue())
# The import failure's text holds the loader's own frames (file paths, line numbers).
text = re.sub(r'  File "[^"]*/unittest/[^\n]*\n[^\n]*\n', '', text)
text = re.sub(r'File "[^"]*/', 'File "', text)
print(text)
print(ids(unittest.TestLoader().discover('unittest_pkg', pattern='oth*.py', top_level_dir='.')))
print(ids(unittest.TestLoader().discover('unittest_pkg', pattern='test_g*.py', top_level_dir='.')))

print("--- main")


def main(*argv, **kw):
    stream = io.StringIO()
    try:
        prog = unittest.main(module=main_mod, argv=['prog'] + list(argv),
                             testRunner=unittest.TextTestRunner(stream=stream,
                                                                verbosity=kw.pop('v', 1)),
                             **kw)
    except SystemExit as e:
        print(norm(stream.getvalue()))
        print("SystemExit", e.code)
    else:
        print(norm(stream.getvalue()))
        print("result", prog.result.wasSuccessful(), prog.result.testsRun)


main('Zeta')
main('Zeta.test_a', 'WithRunTest', exit=False)
main('-k', 'test_b', 'Zeta', exit=False)
main('-k', '*_a', exit=False, defaultTest='Zeta')


class Failing(unittest.TestCase):
    def test_1(self):
        self.fail('x')

    def test_2(self):
        pass


main('Failing')
main('Failing', '-f', v=2, exit=False)
main(defaultTest=['Zeta', 'WithRunTest'], exit=False)
saved = sys.stderr
sys.stderr = sys.stdout
try:
    unittest.main(module=main_mod, argv=['prog', '--nope'])
except SystemExit as e:
    print("SystemExit", e.code)
try:
    unittest.main(module=main_mod, argv=['prog', '-h'])
except SystemExit as e:
    print("SystemExit", e.code)
sys.stderr = saved
