# threading: a worker that waits for the main thread (event, condition, lock, semaphore,
# barrier), producer/consumer through a Condition-guarded list, results seen after join(),
# current_thread() inside the worker. Every print is ordered by joins/events, so the output
# does not depend on how real threads are scheduled.
import threading
import time

# The worker waits for an event the main thread sets after start().
ev = threading.Event()
log = []


def waiter():
    ev.wait()
    log.append("woke")
    print("woke")


t = threading.Thread(target=waiter)
t.start()
print("alive before set:", t.is_alive(), threading.active_count(), t in threading.enumerate())
time.sleep(0.05)
ev.set()
t.join()
print("after join:", log, t.is_alive(), threading.active_count())

# Main produces, a worker consumes until the sentinel, main joins.
items = []
cond = threading.Condition()
consumed = []


def consumer():
    while True:
        with cond:
            while not items:
                cond.wait()
            item = items.pop(0)
        if item is None:
            break
        consumed.append(item * item)


c = threading.Thread(target=consumer, name="consumer")
c.start()
for i in range(5):
    with cond:
        items.append(i)
        cond.notify()
with cond:
    items.append(None)
    cond.notify()
c.join()
print("consumed:", consumed, items)

# Two consumers, one sentinel each.
items = []
got = {}


def worker_consumer(tag):
    mine = []
    while True:
        with cond:
            cond.wait_for(lambda: items)
            item = items.pop(0)
        if item is None:
            break
        mine.append(item)
    got[tag] = mine


workers = [threading.Thread(target=worker_consumer, args=(k,)) for k in ("a", "b")]
for w in workers:
    w.start()
with cond:
    items.extend(range(10))
    items.extend([None, None])
    cond.notify_all()
for w in workers:
    w.join()
print("two consumers:", sorted(got["a"] + got["b"]), sorted(got))

# The main thread consumes what a worker produces.
box = []
box_cond = threading.Condition()


def producer():
    with box_cond:
        box.append("made by " + threading.current_thread().name)
        box_cond.notify()


p = threading.Thread(target=producer, name="producer")
p.start()
with box_cond:
    box_cond.wait_for(lambda: box)
    print("main got:", box[0])
p.join()

# A worker waits for a worker started after it.
order = []
go = threading.Event()


def first():
    go.wait()
    order.append("first saw go")


def second():
    order.append("second sets go")
    go.set()


t1 = threading.Thread(target=first)
t2 = threading.Thread(target=second)
t1.start()
t2.start()
t1.join()
t2.join()
print("chain:", order)

# Names, idents and thread-local data inside a worker.
info = {}
local = threading.local()
local.value = "main"


def who():
    local.value = "worker"
    me = threading.current_thread()
    info["name"] = me.name
    info["is main"] = me is threading.main_thread()
    info["ident differs"] = threading.get_ident() != threading.main_thread().ident
    info["ident matches"] = threading.get_ident() == me.ident
    info["local"] = local.value


w = threading.Thread(target=who, name="named-worker")
w.start()
w.join()
print("inside:", sorted(info.items()), local.value)
print("outside:", threading.current_thread().name)

# A lock the main thread holds while the worker is started.
lock = threading.Lock()
shared = []


def locker():
    with lock:
        shared.append("worker")


lock.acquire()
lt = threading.Thread(target=locker)
lt.start()
shared.append("main")
lock.release()
lt.join()
print("lock order:", shared)

# A semaphore the main thread waits on until a worker releases it.
sem = threading.Semaphore(0)
sem_log = []


def releaser():
    sem_log.append("released")
    sem.release()


st = threading.Thread(target=releaser)
st.start()
print("sem acquired:", sem.acquire(), sem_log)
st.join()

# A barrier the main thread and two workers reach.
barrier = threading.Barrier(3)
arrived = []


def party(n):
    barrier.wait()
    arrived.append(n)


parties = [threading.Thread(target=party, args=(n,)) for n in range(2)]
for pt in parties:
    pt.start()
barrier.wait()
for pt in parties:
    pt.join()
print("barrier:", sorted(arrived), barrier.n_waiting, barrier.broken)

# An event the main thread waits on with a timeout, set by a worker.
done = threading.Event()
results = []


def compute():
    results.append(sum(range(100)))
    done.set()


ct = threading.Thread(target=compute)
ct.start()
print("done in time:", done.wait(5), results)
ct.join()

# Polling join(timeout) until the thread is gone.
slow = threading.Thread(target=lambda: results.append("slow"))
slow.start()
while slow.is_alive():
    slow.join(0.01)
print("polled:", results)

# Thread subclass state after join, and a thread started by a thread.
class Summer(threading.Thread):
    def __init__(self, n):
        super().__init__(name="summer-%d" % n)
        self.n = n
        self.total = None

    def run(self):
        inner = []
        child = threading.Thread(target=lambda: inner.append(threading.current_thread().name),
                                 name="child-of-" + self.name)
        child.start()
        child.join()
        self.total = sum(range(self.n))
        self.inner = inner


s = Summer(10)
s.start()
s.join()
print("summer:", s.total, s.inner, s.is_alive())

# An exception in a worker goes to stderr; the main thread carries on.
def boom():
    raise ValueError("boom")


bt = threading.Thread(target=boom)
bt.start()
bt.join()
print("after failing worker:", bt.is_alive())

# A timer joined at once fires after its interval.
fired = []
timer = threading.Timer(0.01, lambda: fired.append(threading.current_thread() is timer))
timer.start()
timer.join()
print("timer:", fired)
