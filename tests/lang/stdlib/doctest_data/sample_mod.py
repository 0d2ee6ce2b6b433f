"""A module whose docstrings hold examples.

>>> square(3)
9
"""


def square(n):
    """Return n squared.

    >>> square(4)
    16
    >>> square(-2)
    4
    """
    return n * n


def broken(n):
    """A wrong expectation.

    >>> broken(1)
    3
    """
    return n + 1


def no_doc(n):
    return n


class Shape:
    """A class with examples.

    >>> Shape(2).area()
    4
    """

    def __init__(self, side):
        self.side = side

    def area(self):
        """>>> Shape(3).area()
        9
        """
        return self.side * self.side

    @property
    def double(self):
        """>>> Shape(1).double
        2
        """
        return 2 * self.side

    @staticmethod
    def unit():
        """>>> Shape.unit().side
        1
        """
        return Shape(1)


__test__ = {'extra': """
>>> 1 + 1
2
"""}
