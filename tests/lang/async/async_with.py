# async with: __aenter__/__aexit__ awaited, exceptions passed to __aexit__, suppression,
# return/break/continue leaving the block, several items, and the protocol errors.
import sys


def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value


class Suspend:
    def __await__(self):
        return (yield "suspended")


class Manager:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress

    async def __aenter__(self):
        await Suspend()
        print("enter", self.name)
        return self.name.upper()

    async def __aexit__(self, typ, exc, tb):
        await Suspend()
        print("exit", self.name, typ.__name__ if typ else None, repr(exc))
        return self.suppress


async def body():
    async with Manager("a") as v:
        print("inside", v)
    async with Manager("b", suppress=True):
        raise KeyError("suppressed")
    try:
        async with Manager("c"):
            raise ValueError("escapes")
    except ValueError as e:
        print("caught", repr(e))
    async with Manager("d") as x, Manager("e") as y:
        print("two", x, y)
    for i in range(3):
        async with Manager("loop%d" % i):
            if i == 0:
                continue
            if i == 1:
                break
    async with Manager("ret"):
        return "returned"


print(run(body()))


class NoAexit:
    async def __aenter__(self):
        return 1


class SyncOnly:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return False


class BadAenter:
    def __aenter__(self):
        return 1

    async def __aexit__(self, *a):
        return False


class BadAexit:
    async def __aenter__(self):
        return 1

    def __aexit__(self, *a):
        return 2


async def errors():
    for m in (NoAexit(), SyncOnly(), 5, BadAenter(), BadAexit()):
        try:
            async with m:
                pass
        except TypeError as e:
            print("TypeError:", e)


run(errors())


# sys.exc_info() inside __aexit__ while it is suspended, and after.
class Inspect:
    async def __aenter__(self):
        return self

    async def __aexit__(self, typ, exc, tb):
        print("during exit:", sys.exc_info()[0])
        await Suspend()
        print("after suspend:", sys.exc_info()[0])
        return True


async def inspect_exc():
    async with Inspect():
        raise IndexError
    print("after block:", sys.exc_info()[0])


co = inspect_exc()
co.send(None)
print("driver sees:", sys.exc_info()[0])
try:
    co.send(None)
except StopIteration:
    print("finished")


# Generators suspended inside an except block keep their exception to themselves.
def gen():
    try:
        raise KeyError("k")
    except KeyError:
        yield sys.exc_info()[0].__name__
        yield sys.exc_info()[0].__name__
    yield sys.exc_info()[0]


g = gen()
print(next(g), sys.exc_info()[0])
try:
    raise ZeroDivisionError
except ZeroDivisionError:
    print(next(g), sys.exc_info()[0].__name__)
print(next(g))
