# Async generators (PEP 525): __anext__/asend/athrow/aclose awaitables, async for,
# async comprehensions, and their errors; driven without asyncio.
import types


def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value


class Suspend:
    def __await__(self):
        return (yield "suspended")


async def counter(n):
    try:
        for i in range(n):
            got = yield i
            if got is not None:
                print("  asend got", got)
            await Suspend()
    finally:
        print("  counter finally")


ag = counter(3)
print(type(ag).__name__, type(ag) is types.AsyncGeneratorType, ag.__name__, ag.__qualname__)
print(repr(ag).startswith("<async_generator object counter at 0x"), ag.ag_running, ag.ag_await)
print(ag.__aiter__() is ag, ag.ag_code.co_name, hex(counter.__code__.co_flags & 0x3a0))


async def consume():
    out = []
    async for v in counter(3):
        out.append(v)
    return out


print(run(consume()))


# The asend awaitable, stepped by hand.
ag = counter(2)
aw = ag.__anext__()
print(type(aw).__name__)
try:
    aw.send(None)
except StopIteration as e:
    print("first item", e.value)
try:
    aw.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)
aw = ag.asend("hello")
print(aw.send(None))  # the await inside the generator suspends
try:
    aw.send(None)
except StopIteration as e:
    print("second item", e.value)
aw = ag.__anext__()
print(aw.send(None))
try:
    aw.send(None)
except StopAsyncIteration:
    print("StopAsyncIteration, exhausted")
try:
    ag.__anext__().send(None)
except StopAsyncIteration:
    print("StopAsyncIteration again")


async def steps():
    ag = counter(5)
    print(await ag.__anext__(), await ag.asend("x"))
    await ag.aclose()
    try:
        await ag.__anext__()
    except StopAsyncIteration:
        print("closed -> StopAsyncIteration")
    await ag.aclose()  # closing again is a no-op
    return "steps done"


print(run(steps()))


async def catcher():
    while True:
        try:
            yield "ready"
        except ValueError as e:
            print("  caught", repr(e))
            yield "after-error"
            return


async def throwing():
    ag = catcher()
    print(await ag.__anext__())
    print(await ag.athrow(ValueError("v")))
    try:
        await ag.athrow(ValueError("w"))
    except ValueError as e:
        print("propagated", repr(e))
    try:
        await ag.athrow(KeyError)
    except StopAsyncIteration:
        print("athrow on finished -> StopAsyncIteration")
    print(await ag.athrow(1))  # checked only when a live generator is thrown into
    try:
        await catcher().athrow(1)
    except TypeError as e:
        print("TypeError:", e)


run(throwing())


async def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2


async def close_stubborn():
    ag = stubborn()
    await ag.__anext__()
    try:
        await ag.aclose()
    except RuntimeError as e:
        print("RuntimeError:", e)


run(close_stubborn())


async def raises_stop_async():
    yield 1
    raise StopAsyncIteration


async def raises_stop():
    yield 1
    raise StopIteration


async def bad_stops():
    for f in (raises_stop_async, raises_stop):
        try:
            async for v in f():
                pass
        except RuntimeError as e:
            print("RuntimeError:", e)


run(bad_stops())


# Async comprehensions, and await inside comprehensions.
async def double(x):
    return 2 * x


async def comprehensions():
    print([v async for v in counter(3)])
    print({v async for v in counter(3) if v != 1})
    print({v: await double(v) async for v in counter(2)})
    print([await double(v) for v in range(3)])
    print([[w async for w in counter(v)] for v in range(3)])
    gen = (await double(v) for v in range(3))
    print(type(gen).__name__, [x async for x in gen])
    agen = (v * 10 async for v in counter(3))
    print(type(agen).__name__, [x async for x in agen])
    return "done"


print(run(comprehensions()))


# Custom async iterators.
class Countdown:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.n == 0:
            raise StopAsyncIteration
        self.n -= 1
        return self.n


async def custom():
    out = []
    async for v in Countdown(3):
        out.append(v)
    else:
        out.append("else")
    async for v in Countdown(5):
        if v == 3:
            continue
        if v == 1:
            break
        out.append(v)
    else:
        out.append("not reached")
    return out


print(run(custom()))


class NoAiter:
    pass


class BadAiter:
    def __aiter__(self):
        return 1


class BadAnext:
    def __aiter__(self):
        return self

    def __anext__(self):
        return 1


async def errors():
    for obj in (NoAiter(), [1, 2], BadAiter(), BadAnext()):
        try:
            async for v in obj:
                pass
        except TypeError as e:
            print("TypeError:", e)


run(errors())


async def return_in_async_for():
    ag = counter(5)
    try:
        async for v in ag:
            if v == 1:
                return "returned at 1"
    finally:
        await ag.aclose()


print(run(return_in_async_for()))
