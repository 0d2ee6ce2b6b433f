import unittest


class BetaTest(unittest.TestCase):
    def test_fails(self):
        self.assertEqual('beta', 'bete')


def load_tests(loader, tests, pattern):
    # Adds a FunctionTestCase to the module's own tests.
    tests.addTest(unittest.FunctionTestCase(lambda: None, description='extra'))
    return tests
