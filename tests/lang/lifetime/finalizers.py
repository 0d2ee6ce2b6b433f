# __del__ after a collection (at most once, resurrection-safe), generators and coroutines
# closed when collected, gc.collect() return value. Output depends on collection timing
# only through gc.collect(). Objects are made inside functions: a module-level expression
# can leave a stale reference in the running frame's value stack (docs/differences.md).
import gc


class Noisy:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


a = Noisy("a")
del a
gc.collect()
print("after first collect")

# Cycles are finalized too.
cycle_log = []


class Quiet:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        cycle_log.append(self.name)


def make_cycle():
    x, y = Quiet("x"), Quiet("y")
    x.other, y.other = y, x


make_cycle()
gc.collect()
print("cycle collected", sorted(cycle_log))

# Resurrection: __del__ stores self; it is not called again.
saved = []


class Phoenix:
    def __del__(self):
        print("phoenix __del__")
        saved.append(self)


def make_phoenix():
    Phoenix()


make_phoenix()
gc.collect()
print(len(saved))
saved.clear()
gc.collect()
print("no second __del__")

# An exception in __del__ is reported on stderr and ignored.
class Bad:
    def __del__(self):
        raise ValueError("in __del__")


def make_bad():
    Bad()


make_bad()
gc.collect()
print("still running")

# Subclass inherits __del__.
class Child(Noisy):
    pass


def make_child():
    Child("child")


make_child()
gc.collect()


# Generators are closed when collected: their finally blocks run.
def gen():
    try:
        yield 1
        yield 2
    finally:
        print("generator finally")


g = gen()
next(g)
del g
gc.collect()
print("generator collected")


def untouched():
    try:
        yield 1
    finally:
        print("never printed: the generator never started")


untouched()
gc.collect()


def stubborn():
    try:
        yield 1
    finally:
        print("stubborn finally")


for v in stubborn():
    break
gc.collect()


async def coro():
    try:
        await Awaitable()
    finally:
        print("coroutine finally")


class Awaitable:
    def __await__(self):
        yield


c = coro()
c.send(None)
del c
gc.collect()
print("coroutine collected")

# __del__ sees its attributes; objects it references are alive during __del__.
class Holder:
    def __init__(self):
        self.items = [1, 2, 3]

    def __del__(self):
        print("holder items", self.items)


def make_holder():
    Holder()


make_holder()
gc.collect()
print(gc.collect() >= 0, type(gc.collect()).__name__)
print("end")
