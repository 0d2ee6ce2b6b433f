"""Module docstring."""
def f():
    """Function doc."""
    return 1
class C:
    """Class doc."""
    def m(self):
        "method doc"
print(__doc__)
print(f.__doc__, C.__doc__, C.m.__doc__)
def nodoc():
    x = 1
print(nodoc.__doc__)
