# Not matched by the default pattern test*.py.
import unittest


class OtherTest(unittest.TestCase):
    def test_other(self):
        pass
