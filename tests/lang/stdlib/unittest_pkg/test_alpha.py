import unittest


class AlphaTest(unittest.TestCase):
    def test_one(self):
        self.assertEqual(1, 1)

    def test_two(self):
        self.assertIn('a', 'alpha')

    def helper(self):
        pass


class NotATest:
    def test_ignored(self):
        pass
