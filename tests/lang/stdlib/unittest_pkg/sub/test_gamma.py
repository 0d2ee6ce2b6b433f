import unittest


class GammaTest(unittest.TestCase):
    def test_gamma(self):
        pass
