# asyncio: Lock, Event, Condition, Semaphore, BoundedSemaphore, Barrier, Queue and its
# variants, TaskGroup, and async generators driven by the loop.
import asyncio


async def locks():
    lock = asyncio.Lock()
    order = []

    async def critical(i):
        async with lock:
            order.append(i)
            await asyncio.sleep(0)
            order.append(-i)

    await asyncio.gather(critical(1), critical(2), critical(3))
    print(order, lock.locked())
    await lock.acquire()
    print(lock.locked(), "[locked]" in repr(lock))
    lock.release()
    try:
        lock.release()
    except RuntimeError as e:
        print("RuntimeError:", e)

    # A waiter cancelled while queued does not take the lock.
    await lock.acquire()
    waiter = asyncio.create_task(lock.acquire())
    await asyncio.sleep(0)
    waiter.cancel()
    await asyncio.sleep(0)
    lock.release()
    print(waiter.cancelled(), lock.locked())


async def events():
    ev = asyncio.Event()
    results = []

    async def waiter(i):
        await ev.wait()
        results.append(i)

    tasks = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    print(ev.is_set(), results)
    ev.set()
    await asyncio.gather(*tasks)
    print(ev.is_set(), results, await ev.wait())
    ev.clear()
    print(ev.is_set(), "[unset]" in repr(ev))


async def conditions():
    cond = asyncio.Condition()
    items = []

    async def consumer(i):
        async with cond:
            await cond.wait_for(lambda: items)
            print("consumer", i, "got", items.pop())

    tasks = [asyncio.create_task(consumer(i)) for i in range(2)]
    await asyncio.sleep(0)
    async with cond:
        items.append("x")
        cond.notify()
    await asyncio.sleep(0)
    async with cond:
        items.append("y")
        cond.notify_all()
    await asyncio.gather(*tasks)
    for bad in (cond.wait(), None):
        try:
            if bad is None:
                cond.notify()
            else:
                await bad
        except RuntimeError as e:
            print("RuntimeError:", e)


async def semaphores():
    sem = asyncio.Semaphore(2)
    active = []
    peak = []

    async def limited(i):
        async with sem:
            active.append(i)
            peak.append(len(active))
            await asyncio.sleep(0)
            await asyncio.sleep(0)
            active.remove(i)
        return i

    print(await asyncio.gather(*(limited(i) for i in range(5))), max(peak), sem.locked())
    bs = asyncio.BoundedSemaphore(1)
    await bs.acquire()
    bs.release()
    try:
        bs.release()
    except ValueError as e:
        print("ValueError:", e)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print("ValueError:", e)
    barrier = asyncio.Barrier(3)

    async def party(i):
        pos = await barrier.wait()
        return pos

    print(sorted(await asyncio.gather(*(party(i) for i in range(3)))), barrier.parties, barrier.n_waiting)


async def queues():
    q = asyncio.Queue(maxsize=2)
    print(q.maxsize, q.empty(), q.full(), q.qsize())

    async def producer():
        for i in range(5):
            await q.put(i)
            print("put", i)
        await q.put(None)

    async def consumer():
        out = []
        while True:
            item = await q.get()
            q.task_done()
            if item is None:
                return out
            out.append(item)
            await asyncio.sleep(0)

    print(await asyncio.gather(producer(), consumer()))
    await q.join()
    try:
        q.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")
    q.put_nowait(1)
    q.put_nowait(2)
    try:
        q.put_nowait(3)
    except asyncio.QueueFull:
        print("QueueFull", q.full())
    print(q.get_nowait(), q.get_nowait())
    q.task_done()
    q.task_done()
    try:
        q.task_done()
    except ValueError as e:
        print("ValueError:", e)
    pq = asyncio.PriorityQueue()
    lq = asyncio.LifoQueue()
    for v in (3, 1, 2):
        pq.put_nowait(v)
        lq.put_nowait(v)
    print([pq.get_nowait() for _ in range(3)], [lq.get_nowait() for _ in range(3)])
    jq = asyncio.Queue()
    for i in range(3):
        jq.put_nowait(i)

    async def worker():
        while True:
            await jq.get()
            await asyncio.sleep(0)
            jq.task_done()

    w = asyncio.create_task(worker())
    await jq.join()
    print("joined", jq.empty())
    w.cancel()
    print(str(asyncio.Queue(3)))


async def task_groups():
    async def ok(i):
        await asyncio.sleep(0)
        return i

    async def bad(msg, steps):
        for _ in range(steps):
            await asyncio.sleep(0)
        raise ValueError(msg)

    async def forever():
        try:
            await asyncio.sleep(10)
        finally:
            print("forever cancelled")

    async with asyncio.TaskGroup() as tg:
        ts = [tg.create_task(ok(i)) for i in range(3)]
    print([t.result() for t in ts])
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(ok(1))
            tg.create_task(bad("one", 1))
            tg.create_task(forever())
    except* ValueError as eg:
        print("group", type(eg).__name__, eg.message, [str(e) for e in eg.exceptions])
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(bad("a", 1))
            tg.create_task(bad("b", 1))
    except ExceptionGroup as eg:
        print("two errors", sorted(str(e) for e in eg.exceptions))
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(forever())
            await asyncio.sleep(0)
            raise KeyError("body")
    except ExceptionGroup as eg:
        print("body error", [repr(e) for e in eg.exceptions])
    tg = asyncio.TaskGroup()
    try:
        tg.create_task(ok(0))
    except RuntimeError as e:
        print("RuntimeError:", e)


async def async_generators():
    async def ticker(n):
        try:
            for i in range(n):
                await asyncio.sleep(0)
                yield i
        finally:
            print("ticker closed")

    print([i async for i in ticker(3)])
    agen = ticker(10)
    async for i in agen:
        if i == 2:
            break
    await agen.aclose()

    async def merged():
        return await asyncio.gather(*(anext_all(ticker(k)) for k in (1, 2)))

    async def anext_all(ag):
        return [x async for x in ag]

    print(await merged())


async def main():
    for part in (locks, events, conditions, semaphores, queues, task_groups, async_generators):
        print("--", part.__name__)
        await part()


asyncio.run(main())
