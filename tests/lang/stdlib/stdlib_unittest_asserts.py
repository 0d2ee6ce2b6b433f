# Every TestCase assert method: passing calls return None, failing ones raise
# AssertionError with CPython 3.11's message (long reprs shortened, ndiff diffs for
# sequences/dicts/strings, maxDiff truncation, msg= and longMessage), and the argument
# errors (TypeError) of the context-manager forms.
import logging
import unittest
import warnings


class T(unittest.TestCase):
    def runTest(self):
        pass


t = T()


def check(name, *args, **kwargs):
    try:
        r = getattr(t, name)(*args, **kwargs)
    except AssertionError as e:
        print(f"{name}: AssertionError: {e}")
    except Exception as e:
        print(f"{name}: {type(e).__name__}: {e}")
    else:
        print(f"{name}: ok {r!r}")


check('assertEqual', 1, 1)
check('assertEqual', 1, 2)
check('assertEqual', 'a', 'b')
check('assertEqual', 1, 2, 'extra')
check('assertEqual', 1.0, 1)
check('assertEqual', [1, 2], (1, 2))
check('assertEqual', 'x' * 100, 'x' * 99 + 'y')
check('assertEqual', 'a' * 50 + 'b' * 50, 'c' * 100)
check('assertEqual', list(range(30)), list(range(29)) + [99])
check('assertEqual', [1, 2], [1, 2, 3])
check('assertEqual', [1, 2, 3, 4], [1, 2])
check('assertEqual', (1, 'a'), (1, 'b'))
check('assertEqual', {'a': 1}, {'a': 1, 'b': 2})
check('assertEqual', {1, 2}, {2, 3})
check('assertEqual', frozenset([1]), frozenset())
check('assertEqual', "one line", "one lime")
check('assertEqual', "multi\nline\ntext", "multi\nLINE\ntext\n")
check('assertEqual', "tab\there\n", "tab\tthere\n")
check('assertNotEqual', 1, 2)
check('assertNotEqual', 1, 1)
check('assertNotEqual', 1, 1, 'why')
check('assertTrue', 1)
check('assertTrue', 0)
check('assertTrue', [], 'empty')
check('assertFalse', '')
check('assertFalse', 'x')
check('assertIs', None, None)
check('assertIs', 1, None)
check('assertIsNot', 1, None)
check('assertIsNot', None, None)
check('assertIsNone', None)
check('assertIsNone', 0)
check('assertIsNotNone', 0)
check('assertIsNotNone', None)
check('assertIn', 1, [1, 2])
check('assertIn', 3, [1, 2])
check('assertNotIn', 3, [1, 2])
check('assertNotIn', 'a', 'abc')
check('assertIsInstance', 1, int)
check('assertIsInstance', 1, str)
check('assertIsInstance', 1, (str, bytes))
check('assertNotIsInstance', 1, str)
check('assertNotIsInstance', True, int)
check('assertAlmostEqual', 1.0, 1.00000001)
check('assertAlmostEqual', 1.0, 1.1)
check('assertAlmostEqual', 1.0, 1.1, places=0)
check('assertAlmostEqual', 1.0, 1.5, delta=0.1)
check('assertAlmostEqual', 1.0, 1.05, delta=0.1)
check('assertAlmostEqual', 1.0, 1.5, places=1, delta=0.1)
check('assertAlmostEqual', float('inf'), float('inf'))
check('assertNotAlmostEqual', 1.0, 1.1)
check('assertNotAlmostEqual', 1.0, 1.00000001)
check('assertNotAlmostEqual', 1.0, 1.05, delta=0.1)
check('assertNotAlmostEqual', 1.0, 1.0, delta=0.1)
check('assertNotAlmostEqual', 1.0, 2.0, places=1, delta=0.1)
check('assertGreater', 2, 1)
check('assertGreater', 1, 2)
check('assertGreaterEqual', 1, 1)
check('assertGreaterEqual', 1, 2)
check('assertLess', 1, 2)
check('assertLess', 2, 1)
check('assertLessEqual', 2, 2)
check('assertLessEqual', 3, 2)
check('assertRegex', 'hello world', r'w.r')
check('assertRegex', 'hello world', r'^world')
check('assertNotRegex', 'hello world', r'^world')
check('assertNotRegex', 'hello world', r'o w')
check('assertCountEqual', [1, 2, 2], [2, 1, 2])
check('assertCountEqual', [1, 2, 2, 3], [2, 1, 1, 4])
check('assertCountEqual', [[1], [2]], [[2], [1]])
check('assertCountEqual', [[1], [2], [2]], [[2], [1], [3]])
check('assertListEqual', [1], [1])
check('assertListEqual', (1,), [1])
check('assertListEqual', [1], (1,))
check('assertTupleEqual', (1, 2), (1, 3))
check('assertTupleEqual', [1], (1,))
check('assertSequenceEqual', [1, 2], (1, 2))
check('assertSequenceEqual', [1, 2], (1, 3))
check('assertSequenceEqual', 'ab', 'ac')
check('assertSequenceEqual', 1, [1])
check('assertSequenceEqual', [1], 1)
check('assertSetEqual', {1}, {1})
check('assertSetEqual', {1, 2}, {1})
check('assertSetEqual', {1}, {1, 'x'})
check('assertSetEqual', 1, {1})
check('assertSetEqual', {1}, 1)
check('assertDictEqual', {'k': [1, 2]}, {'k': [1, 3]})
check('assertDictEqual', [], {})
check('assertDictEqual', {}, [])
check('assertMultiLineEqual', 'a\nb', 'a\nc')
check('assertMultiLineEqual', 1, 'a')
check('assertMultiLineEqual', 'a', 1)
check('fail')
check('fail', 'explicit')
check('skipTest', 'reason here')

print("--- long diffs and maxDiff")
big1 = list(range(200))
big2 = list(range(199)) + [1000]
check('assertEqual', big1, big2)
t.maxDiff = None
check('assertEqual', [str(i) * 3 for i in range(12)], [str(i) * 3 for i in range(1, 13)])
check('assertEqual', {i: i for i in range(8)}, {i: i + (i == 5) for i in range(8)})
t.maxDiff = 80 * 8
print("--- longMessage off")
t.longMessage = False
check('assertEqual', 1, 2, 'only this')
check('assertEqual', 1, 2)
check('assertIn', 1, [], 'only that')
t.longMessage = True

print("--- assertRaises")
with t.assertRaises(ZeroDivisionError) as cm:
    1 / 0
print(type(cm.exception).__name__, cm.exception, cm.exception.__traceback__)
with t.assertRaises((KeyError, IndexError)) as cm:
    [][0]
print(repr(cm.exception))
check('assertRaises', ValueError, int, 'x')
check('assertRaises', ValueError, int, '1')
check('assertRaises', ValueError, lambda: None)
check('assertRaises', TypeError, int, 'x')


def nothing():
    pass


check('assertRaises', (KeyError, IndexError), nothing)
check('assertRaises', 'notatype')
check('assertRaises', ValueError, foo=1)
try:
    with t.assertRaises(ValueError):
        pass
except AssertionError as e:
    print("cm:", e)
try:
    with t.assertRaises(ValueError, msg="with msg"):
        pass
except AssertionError as e:
    print("cm:", e)
try:
    with t.assertRaises(ValueError):
        raise KeyError('other')
except KeyError as e:
    print("propagated:", repr(e))
with t.assertRaisesRegex(ValueError, r'inv.lid') as cm:
    int('invalid')
print(cm.exception)
try:
    with t.assertRaisesRegex(ValueError, 'nomatch'):
        int('zz')
except AssertionError as e:
    print("regex:", e)
check('assertRaisesRegex', ValueError, 'literal', int, 'x')
check('assertRaisesRegex', ValueError, 'base 10', int, 'x')

print("--- assertWarns")
with t.assertWarns(UserWarning) as cm:
    warnings.warn("careful", UserWarning)
print(type(cm.warning).__name__, cm.warning, cm.lineno > 0, cm.filename.endswith('.py'))
with t.assertWarns(DeprecationWarning):
    warnings.warn("old", DeprecationWarning)
try:
    with t.assertWarns(UserWarning):
        pass
except AssertionError as e:
    print("warns:", e)
with t.assertWarnsRegex(UserWarning, r'care') as cm:
    warnings.warn("careful", UserWarning)
try:
    with t.assertWarnsRegex(UserWarning, r'nomatch'):
        warnings.warn("something else", UserWarning)
except AssertionError as e:
    print("warnsregex:", e)
check('assertWarns', UserWarning, nothing)
check('assertWarns', ValueError)


def warner():
    warnings.warn("from a function", RuntimeWarning)


check('assertWarns', RuntimeWarning, warner)

print("--- assertLogs")
with t.assertLogs() as cm:
    logging.getLogger('app').info('first %s', 1)
    logging.getLogger('app.sub').warning('second')
print(cm.output)
print([r.getMessage() for r in cm.records])
with t.assertLogs('app', level='WARNING') as cm:
    logging.getLogger('app').info('dropped')
    logging.getLogger('app').error('kept')
print(cm.output)
try:
    with t.assertLogs('quiet', level=logging.ERROR):
        logging.getLogger('quiet').warning('too low')
except AssertionError as e:
    print("logs:", e)
try:
    with t.assertLogs():
        pass
except AssertionError as e:
    print("logs:", e)
with t.assertNoLogs('silent'):
    pass
try:
    with t.assertNoLogs('loud', level='INFO'):
        logging.getLogger('loud').info('oops')
except AssertionError as e:
    print("nologs:", e)

print("--- type equality functions")


class Point:
    def __init__(self, x):
        self.x = x


def point_eq(a, b, msg=None):
    if a.x != b.x:
        raise t.failureException(msg or 'points differ: %d vs %d' % (a.x, b.x))


t.addTypeEqualityFunc(Point, point_eq)
check('assertEqual', Point(1), Point(1))
check('assertEqual', Point(1), Point(2))
print("--- deprecated aliases")
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    t.assertEquals(1, 1)
    t.failUnless(True)
    print([str(x.message) for x in w])
