# Coroutine objects (async def): the send/throw/close protocol, __await__, attributes,
# await on custom awaitables, types.coroutine, and the errors CPython raises.
import types


def run(coro):
    """Drives a coroutine that yields nothing but None; returns its result."""
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value


async def double(x):
    return x * 2


c = double(21)
print(type(c).__name__, type(c) is types.CoroutineType, c.__name__, c.__qualname__)
print(repr(c).startswith("<coroutine object double at 0x"))
print(c.cr_running, c.cr_await, c.cr_code.co_name, c.cr_frame is not None, c.cr_origin)
print(run(c), c.cr_frame)
try:
    c.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)
print(hex(double.__code__.co_flags & 0x3a0))

# Awaiting a custom awaitable: __await__ returns an iterator whose yields reach the driver.
class Suspend:
    def __init__(self, tag):
        self.tag = tag

    def __await__(self):
        got = yield self.tag
        return got


async def chain():
    a = await Suspend("first")
    b = await Suspend("second")
    c = await double(a + b)
    return c


co = chain()
print(co.send(None))
print(co.cr_await is not None, type(co.cr_await).__name__)
print(co.send(1))
try:
    co.send(2)
except StopIteration as e:
    print("result", e.value)

# throw() and close()
async def guarded():
    try:
        await Suspend("wait")
    except KeyError as e:
        print("caught inside", repr(e))
        await Suspend("again")
        return "recovered"
    finally:
        print("finally runs")


g = guarded()
print(g.send(None))
print(g.throw(KeyError("k")))
try:
    g.send(None)
except StopIteration as e:
    print("returned", e.value)

g = guarded()
g.send(None)
print(g.close(), g.cr_frame)
g = guarded()
g.close()  # never started: no finally
print("closed unstarted")

async def ignores_exit():
    try:
        await Suspend(1)
    except GeneratorExit:
        await Suspend(2)


g = ignores_exit()
g.send(None)
try:
    g.close()
except RuntimeError as e:
    print("RuntimeError:", e)

# Errors of await.
async def await_value(v):
    return await v


for bad in (1, "s", None, [1]):
    try:
        run(await_value(bad))
    except TypeError as e:
        print("TypeError:", e)


class BadAwait:
    def __await__(self):
        return 42


class CoroAwait:
    def __await__(self):
        return double(1)


for bad in (BadAwait(), CoroAwait()):
    try:
        run(await_value(bad))
    except TypeError as e:
        print("TypeError:", e)

try:
    double(1).send(5)
except TypeError as e:
    print("TypeError:", e)

# A coroutine is not iterable, and `yield from` refuses it in a plain generator.
try:
    iter(double(1))
except TypeError as e:
    print("TypeError:", e)


def plain_gen():
    yield from double(1)


try:
    next(plain_gen())
except TypeError as e:
    print("TypeError:", e)

# Awaiting the same coroutine twice.
async def use_twice():
    inner = double(2)
    print(await inner)
    await inner


try:
    run(use_twice())
except RuntimeError as e:
    print("RuntimeError:", e)

# StopIteration inside a coroutine becomes RuntimeError.
async def raises_stop():
    raise StopIteration(3)


try:
    run(raises_stop())
except RuntimeError as e:
    print("RuntimeError:", e, type(e.__cause__).__name__)

# types.coroutine: a generator-based coroutine can be awaited and can await.
@types.coroutine
def legacy():
    value = yield "legacy-yield"
    return value * 3


print(bool(legacy.__code__.co_flags & 0x100))


async def uses_legacy():
    return await legacy()


u = uses_legacy()
print(u.send(None))
try:
    u.send(5)
except StopIteration as e:
    print("legacy result", e.value)


@types.coroutine
def legacy_delegate():
    return (yield from double(4))


print(run(legacy_delegate()))


def not_a_generator():
    return Suspend("wrapped")


wrapped = types.coroutine(not_a_generator)
print(type(wrapped()).__name__)
try:
    types.coroutine(1)
except TypeError as e:
    print("TypeError:", e)

# coroutine methods, with the wrapper __await__ returns.
w = double(5).__await__()
print(type(w).__name__, iter(w) is w)
try:
    next(w)
except StopIteration as e:
    print("wrapper result", e.value)

# Names can be reassigned.
c = double(1)
c.__name__ = "renamed"
c.__qualname__ = "Q.renamed"
print(c.__name__, c.__qualname__, repr(c).split()[2])
try:
    c.__name__ = 3
except TypeError as e:
    print("TypeError:", e)
c.close()

# Coroutines in classes and closures.
class Service:
    def __init__(self, base):
        self.base = base

    async def compute(self, n):
        async def inner(k):
            return self.base + k
        return [await inner(i) for i in range(n)]


print(run(Service(10).compute(3)))
print(Service.compute.__qualname__, Service(1).compute(0).__qualname__)

# Lambdas and nested defs inside async def are plain functions.
async def outer():
    f = lambda: 5
    def g():
        yield 1
    return f(), list(g())


print(run(outer()))

# SyntaxErrors.
for src in ["await x", "def f():\n    await x", "def f():\n    async for x in y: pass",
            "def f():\n    async with x: pass", "async def f():\n    yield from x",
            "async def f():\n    yield 1\n    return 2", "def f():\n    return [await x for x in y]",
            "def f():\n    return [x async for x in y]", "class C:\n    await x",
            "async def f():\n    def g(): await x", "async def f():\n    lambda: await x",
            "async def f():\n    class C: await x", "def f():\n    return [y for y in await z]",
            "[x async for x in y]"]:
    try:
        compile(src, "<s>", "exec")
        print("compiled", repr(src))
    except SyntaxError as e:
        print("SyntaxError:", e.msg, e.lineno)
for src in ["def f():\n    return (await x for x in y)", "def f():\n    return (x async for x in y)",
            "async def f():\n    return [[x async for x in y] for z in w]",
            "async def f():\n    return [y for y in await z]",
            "async def f():\n    yield 1\n    return"]:
    compile(src, "<s>", "exec")
    print("compiled", repr(src))
