# A module for stdlib_unittest_mock.py to patch by dotted name (a helper, not a test).
VALUE = 10
settings = {'mode': 'normal'}


def compute(x):
    return x * VALUE


class Service:
    def fetch(self, key):
        return 'real ' + key

    def run(self):
        return 'real run: ' + self.fetch('k')
