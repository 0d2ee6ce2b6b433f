# The exception being handled (sys.exc_info()) stays alive while code that may collect
# runs with another exception installed: a generator resumed inside the caller's except
# block (it installs its own). Under TP_GC_STRESS (tests/lang-stress) a collection happens
# at every safe point, so an unrooted saved exception is freed and its memory reused.
import sys


def gen():
    try:
        raise KeyError("inner")
    except KeyError:
        yield [str(i) * 2 for i in range(200)]
        yield [str(i) * 3 for i in range(200)]


for round_ in range(3):
    g = gen()
    next(g)
    try:
        raise ZeroDivisionError("outer %d" % round_)
    except ZeroDivisionError:
        next(g)
        junk = [str(i) for i in range(500)]
        print(sys.exc_info()[0].__name__, sys.exc_info()[1])

