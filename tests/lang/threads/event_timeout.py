# Timeouts: Event.wait, Condition.wait, Lock.acquire, Semaphore.acquire and Thread.join
# with timeouts return after about the timeout (never early) with the documented values.
import threading
import time


def timed(fn, *args):
    t0 = time.monotonic()
    r = fn(*args)
    return r, time.monotonic() - t0


ev = threading.Event()
r, dt = timed(ev.wait, 0.05)
print("event wait timeout:", r, dt >= 0.045, dt < 1.0)
threading.Timer(0.02, ev.set).start()
r, dt = timed(ev.wait, 5)
print("event set by timer:", r, dt < 2.0, ev.is_set())
ev.clear()
print("cleared:", ev.is_set(), ev.wait(0))

cond = threading.Condition()
with cond:
    r, dt = timed(cond.wait, 0.03)
print("condition wait timeout:", r, dt >= 0.025)

lock = threading.Lock()
lock.acquire()
r, dt = timed(lambda: lock.acquire(True, 0.04))
print("lock acquire timeout:", r, dt >= 0.035)
threading.Timer(0.02, lock.release).start()
r, dt = timed(lambda: lock.acquire(True, 5))
print("lock released by another thread:", r, dt < 2.0)

sem = threading.Semaphore(0)
r, dt = timed(lambda: sem.acquire(timeout=0.03))
print("semaphore timeout:", r, dt >= 0.025)
print("semaphore non-blocking:", sem.acquire(False))
try:
    sem.acquire(False, 1)
except ValueError as e:
    print("ValueError:", e)
bs = threading.BoundedSemaphore(1)
try:
    bs.release()
except ValueError as e:
    print("ValueError:", e)

stop = threading.Event()
t = threading.Thread(target=stop.wait)
t.start()
r, dt = timed(t.join, 0.05)
print("join timeout:", r, t.is_alive(), dt >= 0.045)
stop.set()
t.join()
print("joined:", t.is_alive())

# wait_for with a predicate that never becomes true.
with cond:
    r, dt = timed(cond.wait_for, lambda: False, 0.03)
print("wait_for:", r, dt >= 0.025)
