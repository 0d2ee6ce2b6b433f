# threading: Thread start/join, names, locks and their errors, Condition/Event/Semaphore
# used in ways whose output does not depend on scheduling.
import threading


def show_error(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__, e)


results = []
lock = threading.Lock()


def worker(n, scale=1):
    with lock:
        results.append(n * scale)


threads = [threading.Thread(target=worker, args=(i,), kwargs={"scale": 10}) for i in range(5)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(results), [t.is_alive() for t in threads])
print(threads[0].name.startswith("Thread-"), threads[0].name.endswith("(worker)"))
t = threading.Thread(target=worker, args=(7,), name="custom", daemon=True)
print(t.name, t.daemon, t.is_alive(), t.ident is None, repr(t))
show_error(t.join)
t.start()
t.join()
print(t.is_alive(), t.ident is not None, results[-1], "stopped" in repr(t))
show_error(t.start)


class Counter(threading.Thread):
    def __init__(self):
        super().__init__()
        self.total = 0

    def run(self):
        for i in range(100):
            self.total += i


c = Counter()
c.start()
c.join()
print(c.total)

print(threading.current_thread().name, threading.current_thread() is threading.main_thread(),
      isinstance(threading.get_ident(), int), threading.active_count() >= 1)
names = []
th = threading.Thread(target=lambda: names.append(threading.current_thread().name), name="inner")
th.start()
th.join()
print(names)

lk = threading.Lock()
print(lk.locked(), lk.acquire(), lk.locked(), lk.acquire(False), lk.acquire(timeout=0.01))
lk.release()
print(lk.locked())
show_error(lk.release)
show_error(lambda: lk.acquire(False, 1))
with lk:
    print("in with", lk.locked())
print(lk.locked())

rl = threading.RLock()
print(rl.acquire(), rl.acquire())
rl.release()
rl.release()
show_error(rl.release)
with rl:
    with rl:
        print("reentrant ok")

ev = threading.Event()
print(ev.is_set(), ev.wait(0.01))
ev.set()
print(ev.is_set(), ev.wait(), ev.wait(1))
ev.clear()
print(ev.is_set())

sem = threading.Semaphore(2)
print(sem.acquire(), sem.acquire(), sem.acquire(blocking=False), sem.acquire(timeout=0.01))
sem.release(2)
with sem:
    print("sem ok")
bs = threading.BoundedSemaphore(1)
bs.acquire()
bs.release()
show_error(bs.release)
show_error(lambda: threading.Semaphore(-1))

cond = threading.Condition()
show_error(cond.notify)
show_error(cond.wait)
with cond:
    cond.notify_all()
    print(cond.wait(0.01), cond.wait_for(lambda: True))

data = threading.local()
data.x = 1
seen = []
tl = threading.Thread(target=lambda: seen.append(hasattr(data, "x")))
tl.start()
tl.join()
print(data.x, seen)

fired = []
timer = threading.Timer(0.01, fired.append, args=["fired"])
timer.start()
timer.join()
print(fired)
cancelled = threading.Timer(0.01, fired.append, args=["never"])
cancelled.cancel()
cancelled.start()
cancelled.join()
print(fired)
