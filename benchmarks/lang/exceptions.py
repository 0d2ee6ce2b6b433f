# Exceptions: raise/catch in hot loops, custom exception hierarchies, try/finally,
# exception chaining, and EAFP dictionary access.


class AppError(Exception):
    pass


class NotFound(AppError):
    def __init__(self, key):
        super().__init__("missing %r" % (key,))
        self.key = key


class Invalid(AppError):
    pass


def lookup(d, k):
    try:
        return d[k]
    except KeyError:
        raise NotFound(k)


def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise Invalid(s) from e


def main():
    d = {i: i * i for i in range(0, 1000, 2)}
    found = missing = 0
    for i in range(150000):
        try:
            found += lookup(d, i % 1000)
        except NotFound as e:
            missing += 1
    bad = 0
    vals = ["12", "x", "7", "3.5", "-4", ""] * 15000
    total = 0
    for v in vals:
        try:
            total += parse(v)
        except Invalid as e:
            if isinstance(e.__cause__, ValueError):
                bad += 1
    cleanups = 0
    for i in range(80000):
        try:
            try:
                if i % 3 == 0:
                    raise IndexError(i)
            finally:
                cleanups += 1
        except IndexError:
            pass
    eafp = 0
    for i in range(100000):
        try:
            eafp += d[i % 50]
        except KeyError:
            eafp -= 1
    print(found, missing, bad, total, cleanups, eafp)


main()
