# asyncio: run, tasks, gather, wait, wait_for, sleep, shield, cancellation, loop callbacks.
# Ordering depends only on the loop's scheduling (sleep(0), events), never on timing races.
import asyncio


async def work(n, steps=0):
    for _ in range(steps):
        await asyncio.sleep(0)
    print("work", n)
    return n * 10


async def fail(msg, steps=0):
    for _ in range(steps):
        await asyncio.sleep(0)
    raise ValueError(msg)


async def gathering():
    print(await asyncio.gather(work(1, 2), work(2, 1), work(3)))
    print(await asyncio.gather(work(4), fail("boom", 1), return_exceptions=True))
    try:
        await asyncio.gather(fail("first"), work(5, 1))
    except ValueError as e:
        print("caught", e)
    print(await asyncio.gather())
    t = asyncio.ensure_future(work(6))
    print(await asyncio.gather(t, t, work(7)))


async def tasks():
    t = asyncio.create_task(work(8, 1), name="worker")
    print(t.get_name(), t.done(), asyncio.isfuture(t))
    print(await t, t.done(), t.result(), t.exception(), t.cancelled())
    me = asyncio.current_task()
    print(type(me).__name__, me in asyncio.all_tasks(), t in asyncio.all_tasks())
    t.set_name("renamed")
    print(t.get_name(), asyncio.iscoroutine(t.get_coro()))
    try:
        t.set_result(1)
    except RuntimeError as e:
        print("RuntimeError:", e)
    f = asyncio.create_task(fail("task failed"))
    await asyncio.sleep(0)
    print(f.done(), repr(f.exception()))
    try:
        f.result()
    except ValueError as e:
        print("result raised", e)
    try:
        asyncio.create_task(work)
    except TypeError as e:
        print("TypeError:", str(e).split(" at ")[0])


async def cancellation():
    t = asyncio.create_task(asyncio.sleep(10))
    await asyncio.sleep(0)
    print(t.cancel(), t.cancel(), t.cancelling())
    try:
        await t
    except asyncio.CancelledError as e:
        print("cancelled", t.cancelled(), t.done(), e.args)

    async def cleanup():
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            print("cleanup sees CancelledError")
            raise
        finally:
            print("cleanup finally")

    t = asyncio.create_task(cleanup())
    await asyncio.sleep(0)
    t.cancel("with message")
    try:
        await t
    except asyncio.CancelledError as e:
        print("message", e.args)
    try:
        t.result()
    except asyncio.CancelledError as e:
        print("result() raises CancelledError", e.args)

    async def refuses():
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            return "refused cancellation"

    t = asyncio.create_task(refuses())
    await asyncio.sleep(0)
    t.cancel()
    print(await t, t.cancelled())

    t = asyncio.create_task(work(9))
    print(t.cancel(), t.cancelled())  # cancelled before it ever ran
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled before start")
    print(t.cancel())

    outer = asyncio.gather(asyncio.sleep(10), asyncio.sleep(10))
    await asyncio.sleep(0)
    outer.cancel()
    try:
        await outer
    except asyncio.CancelledError:
        print("gather cancelled", outer.cancelled())


async def timeouts():
    try:
        await asyncio.wait_for(asyncio.sleep(10), 0.01)
    except asyncio.TimeoutError as e:
        print("wait_for timeout", type(e).__name__, type(e.__cause__).__name__,
              asyncio.TimeoutError is TimeoutError)
    print(await asyncio.wait_for(work(10), 5))
    print(await asyncio.wait_for(work(11), None))
    try:
        await asyncio.wait_for(asyncio.sleep(10), 0)
    except TimeoutError:
        print("zero timeout")
    try:
        async with asyncio.timeout(0.01) as cm:
            print(type(cm).__name__, cm.expired())
            await asyncio.sleep(10)
    except TimeoutError as e:
        print("timeout() expired", cm.expired(), type(e.__cause__).__name__)
    async with asyncio.timeout(None) as cm:
        print("no deadline", cm.when())
    async with asyncio.timeout(5):
        print("finished in time", await work(12))
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout_at(loop.time() + 0.01):
            await asyncio.sleep(10)
    except TimeoutError:
        print("timeout_at expired")
    print(await asyncio.sleep(0.001, result="slept"))


async def waiting():
    fast = asyncio.create_task(work(13))
    slow = asyncio.create_task(asyncio.sleep(10))
    done, pending = await asyncio.wait([fast, slow], return_when=asyncio.FIRST_COMPLETED)
    print(done == {fast}, pending == {slow})
    slow.cancel()
    a = asyncio.create_task(fail("wait error"))
    b = asyncio.create_task(work(14, 3))
    done, pending = await asyncio.wait([a, b], return_when=asyncio.FIRST_EXCEPTION)
    print(len(done), len(pending))
    done, pending = await asyncio.wait([b])
    print(len(done), len(pending), b.result())
    c = asyncio.create_task(asyncio.sleep(10))
    done, pending = await asyncio.wait([c], timeout=0.01)
    print(len(done), len(pending))
    c.cancel()
    for bad in ([], work(0)):
        try:
            await asyncio.wait(bad)
        except (ValueError, TypeError) as e:
            print(type(e).__name__ + ":", e)
    results = []
    for coro in asyncio.as_completed([work(15, 2), work(16)]):
        results.append(await coro)
    print(results)


async def shielding():
    inner = asyncio.create_task(work(17, 2))
    outer = asyncio.shield(inner)
    outer.cancel()
    try:
        await outer
    except asyncio.CancelledError:
        print("outer cancelled, inner still running:", not inner.done())
    print(await inner)


async def loop_api():
    loop = asyncio.get_running_loop()
    print(loop.is_running(), loop.is_closed(), asyncio.get_event_loop() is loop)
    order = []
    loop.call_soon(order.append, "soon1")
    h = loop.call_soon(order.append, "cancelled")
    loop.call_soon(order.append, "soon2")
    h.cancel()
    loop.call_later(0.001, order.append, "later")
    fut = loop.create_future()
    loop.call_later(0.002, fut.set_result, "future result")
    print(await fut, order)
    fut = loop.create_future()
    fut.add_done_callback(lambda f: order.append(("callback", f.result())))
    fut.set_result(5)
    await asyncio.sleep(0)
    print(order[-1], fut.done(), repr(fut))
    try:
        fut.set_result(6)
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    pending = loop.create_future()
    print(repr(pending))
    try:
        pending.result()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    pending.cancel()
    print(repr(pending), pending.cancelled())
    bad = loop.create_future()
    bad.set_exception(KeyError("x"))
    print(repr(bad), repr(bad.exception()))
    try:
        loop.create_future().set_exception(StopIteration())
    except TypeError as e:
        print("TypeError:", e)
    try:
        asyncio.run(work(0))
    except RuntimeError as e:
        print("RuntimeError:", e)
    r = await loop.run_in_executor(None, sum, [1, 2, 3])
    print("executor", r)


async def main():
    for part in (gathering, tasks, cancellation, timeouts, waiting, shielding, loop_api):
        print("--", part.__name__)
        await part()
    return "main done"


print(asyncio.run(main()))
loop = asyncio.new_event_loop()
print(loop.run_until_complete(work(18)))
print(loop.run_until_complete(asyncio.sleep(0, "plain future")))
loop.close()
print(loop.is_closed())
try:
    loop.run_until_complete(work(19))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    asyncio.run(1)
except ValueError as e:
    print("ValueError:", e)
try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print("RuntimeError:", e)


async def crash():
    raise KeyError("from main")


try:
    asyncio.run(crash())
except KeyError as e:
    print("run raised", repr(e))
