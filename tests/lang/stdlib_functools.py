# functools: reduce, partial, lru_cache/cache, wraps, cached_property, total_ordering,
# cmp_to_key, singledispatch.
import functools
from functools import (reduce, partial, lru_cache, cache, wraps, update_wrapper,
                       cached_property, total_ordering, cmp_to_key, singledispatch)



def show_error(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__, e)


print(reduce((lambda a, b: a + b), [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 6), 10),
      reduce((lambda a, b: a + b), [], 0), reduce(max, [3]))
show_error(lambda: reduce((lambda a, b: a + b), []))


def power(base, exp, mod=None):
    return pow(base, exp, mod)


square = partial(power, exp=2)
cube = partial(power, 3)
print(square(5), cube(2), square.func is power, square.args, square.keywords, cube.args)
print(partial(pow, 2), partial(pow, 2, mod=5), partial(partial(pow, 2), 3))
nested = partial(partial(power, 2), 10)
print(nested(), nested.args, nested.func is power, square(4, exp=3))
show_error(lambda: partial(5))

calls = []


@lru_cache(maxsize=2)
def slow(n):
    calls.append(n)
    return n * n


print(slow(1), slow(2), slow(1), slow(3), slow(2), slow(1))
print(calls, slow.cache_info())
slow.cache_clear()
print(slow.cache_info(), slow.cache_parameters(), slow.__name__, slow.__wrapped__.__name__)


@lru_cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(60), fib.cache_info())


@cache
def fact(n):
    """factorial"""
    return 1 if n <= 1 else n * fact(n - 1)


print(fact(20), fact.cache_info(), fact.__doc__)


@lru_cache(maxsize=None, typed=True)
def typed_fn(x):
    return type(x).__name__


print(typed_fn(1), typed_fn(1.0), typed_fn(1), typed_fn.cache_info())
nocache = lru_cache(maxsize=0)(lambda x: x + 1)
print(nocache(1), nocache(1), nocache.cache_info())
show_error(lambda: lru_cache(maxsize="big"))
show_error(lambda: fib([1]))


@lru_cache()
def kw(a, b=0):
    return a + b


print(kw(1, b=2), kw(1, b=2), kw(a=1, b=2), kw.cache_info())


def deco(f):
    @wraps(f)
    def inner(*args, **kwargs):
        """inner doc"""
        return f(*args, **kwargs) + 1
    return inner


@deco
def documented(x):
    """Adds one, then one more."""
    return x + 1


print(documented(1), documented.__name__, documented.__doc__, documented.__wrapped__(1))


def plain():
    pass


def other():
    "other doc"


update_wrapper(plain, other)
print(plain.__name__, plain.__doc__)


class Circle:
    def __init__(self, r):
        self.r = r
        self.computed = 0

    @cached_property
    def area(self):
        self.computed += 1
        return 3 * self.r * self.r


c = Circle(2)
print(c.area, c.area, c.computed, "area" in c.__dict__)
del c.area
print(c.area, c.computed, type(Circle.area).__name__)


@total_ordering
class Version:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == other.n

    def __lt__(self, other):
        return self.n < other.n


a, b = Version(1), Version(2)
print(a < b, a > b, a <= b, a >= b, a <= Version(1), b >= a)


@total_ordering
class Rev:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == other.n

    def __ge__(self, other):
        return self.n >= other.n


print(Rev(1) < Rev(2), Rev(1) > Rev(2), Rev(3) <= Rev(3))
try:
    @total_ordering
    class NoOrder:
        pass
except ValueError as e:
    print("ValueError", e)


def compare_len(x, y):
    return len(x) - len(y)


print(sorted(["ccc", "a", "bb"], key=cmp_to_key(compare_len)),
      sorted([3, 1, 2], key=cmp_to_key(lambda x, y: y - x)))


@singledispatch
def describe(obj):
    return "object"


@describe.register(int)
def _(obj):
    return "int %d" % obj


@describe.register
def _(obj: list):
    return "list of %d" % len(obj)


def describe_str(obj):
    return "str " + obj


describe.register(str, describe_str)
print(describe(1), describe(True), describe("x"), describe([1, 2]), describe(1.5), describe(None))
print(describe.dispatch(bool) is describe.dispatch(int), sorted(t.__name__ for t in describe.registry))


class Base:
    pass


class Derived(Base):
    pass


@describe.register(Base)
def _(obj):
    return "a " + type(obj).__name__


print(describe(Derived()), describe(Base()))


class Thing:
    @functools.singledispatchmethod
    def handle(self, arg):
        return "default"

    @handle.register(int)
    def _(self, arg):
        return "int"


print(Thing().handle(1), Thing().handle("s"))
