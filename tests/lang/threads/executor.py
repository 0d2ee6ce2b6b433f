# concurrent.futures.ThreadPoolExecutor: map keeps the input order whatever the finishing
# order; exceptions come out of result()/map; as_completed and wait; Future states and
# callbacks; shutdown.
import threading
import time
from concurrent.futures import (ThreadPoolExecutor, Future, as_completed, wait,
                                FIRST_COMPLETED, ALL_COMPLETED, FIRST_EXCEPTION,
                                CancelledError, TimeoutError)


def slow_square(x):
    time.sleep(0.01 * (5 - x))
    return x * x


with ThreadPoolExecutor(max_workers=5) as ex:
    print("map:", list(ex.map(slow_square, range(5))))
    print("map two iterables:", list(ex.map(pow, [2, 3, 4], [5, 2, 1])))
    futures = [ex.submit(slow_square, i) for i in range(5)]
    print("results:", [f.result() for f in futures])
    print("as_completed:", sorted(f.result() for f in as_completed(futures)))


def fail(x):
    if x == 2:
        raise ValueError("bad %d" % x)
    return x


with ThreadPoolExecutor(2) as ex:
    f = ex.submit(fail, 2)
    try:
        f.result()
    except ValueError as e:
        print("result raised:", e)
    print("exception():", repr(f.exception()), f.done(), f.cancelled(), f.running())
    it = ex.map(fail, range(4))
    got = []
    try:
        for v in it:
            got.append(v)
    except ValueError as e:
        print("map raised after", got, ":", e)

# wait() modes.
ex = ThreadPoolExecutor(3)
gate = threading.Event()
quick = ex.submit(lambda: "quick")
blocked = ex.submit(gate.wait)
done, not_done = wait([quick, blocked], return_when=FIRST_COMPLETED)
print("FIRST_COMPLETED:", [f.result() for f in done], len(not_done))
done, not_done = wait([quick, blocked], timeout=0.03)
print("ALL_COMPLETED timeout:", len(done), len(not_done))
try:
    blocked.result(timeout=0.02)
except TimeoutError:
    print("result timeout")
try:
    list(as_completed([blocked], timeout=0.02))
except TimeoutError as e:
    print("as_completed timeout:", e)
gate.set()
done, not_done = wait([quick, blocked], return_when=ALL_COMPLETED)
print("ALL_COMPLETED:", len(done), len(not_done))
boom = ex.submit(fail, 2)
done, not_done = wait([boom, ex.submit(time.sleep, 0.05)], return_when=FIRST_EXCEPTION)
print("FIRST_EXCEPTION:", [type(f.exception()).__name__ for f in done])
ex.shutdown()
try:
    ex.submit(print, "never")
except RuntimeError as e:
    print("RuntimeError:", e)

# Future used directly.
f = Future()
print(repr(f).split(" state=")[1])
calls = []
f.add_done_callback(lambda fut: calls.append(fut.result()))
print(f.set_running_or_notify_cancel(), f.running(), f.cancel())
f.set_result(42)
print(repr(f).split(" state=")[1], calls)
f.add_done_callback(lambda fut: calls.append("late"))
print(calls)
g = Future()
print(g.cancel(), g.cancelled(), g.done())
try:
    g.result()
except CancelledError:
    print("CancelledError")
print(g.set_running_or_notify_cancel())

# cancel_futures drops what has not started.
ex = ThreadPoolExecutor(1)
gate2 = threading.Event()
first = ex.submit(gate2.wait)
rest = [ex.submit(slow_square, 1) for _ in range(3)]
time.sleep(0.02)
ex.shutdown(wait=False, cancel_futures=True)
gate2.set()
ex.shutdown()
print("cancelled:", [f.cancelled() for f in rest], first.result())
try:
    ThreadPoolExecutor(0)
except ValueError as e:
    print("ValueError:", e)
names = []
with ThreadPoolExecutor(1, thread_name_prefix="pool") as ex:
    ex.submit(lambda: names.append(threading.current_thread().name)).result()
print(names)
