# Exact counters under contention: threads incrementing shared counters under a Lock, an
# RLock taken recursively, and a `with` block; the switch interval is lowered so threads
# really interleave inside the loops.
import sys
import threading

sys.setswitchinterval(0.0005)
N_THREADS = 4
N_ITER = 20000

counter = [0]
lock = threading.Lock()


def add():
    for _ in range(N_ITER):
        with lock:
            v = counter[0]
            counter[0] = v + 1


threads = [threading.Thread(target=add) for _ in range(N_THREADS)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print("lock counter:", counter[0], counter[0] == N_THREADS * N_ITER)

# Explicit acquire/release and a dict of per-key counters.
counts = {}
mutex = threading.Lock()


def tally(key):
    for i in range(5000):
        mutex.acquire()
        try:
            counts[key] = counts.get(key, 0) + 1
            counts["all"] = counts.get("all", 0) + 1
        finally:
            mutex.release()


threads = [threading.Thread(target=tally, args=("k%d" % i,)) for i in range(3)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print("tally:", sorted(counts.items()))

# An RLock taken twice per step by each thread.
rlock = threading.RLock()
total = [0]


def nested(depth):
    with rlock:
        if depth:
            nested(depth - 1)
        else:
            total[0] += 1


def rworker():
    for _ in range(3000):
        nested(2)


threads = [threading.Thread(target=rworker) for _ in range(3)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print("rlock total:", total[0])

# Lock state and errors.
l = threading.Lock()
print(l.acquire(), l.locked(), l.acquire(False), l.acquire(timeout=0.01))
l.release()
print(l.locked())
try:
    l.release()
except RuntimeError as e:
    print("RuntimeError:", e)
for args in [(False, 1), (True, -2)]:
    try:
        l.acquire(*args)
    except ValueError as e:
        print("ValueError:", e)
r = threading.RLock()
try:
    r.release()
except RuntimeError as e:
    print("RuntimeError:", e)
r.acquire()
r.acquire()
print(repr(r).split(" owner=")[0], repr(r).split(" count=")[1].split(" ")[0])
r.release()
r.release()
print(repr(r).split(" owner=")[0], repr(l).split(" object")[0])


# Another thread cannot release an RLock it does not own.
def foreign_release():
    try:
        r.release()
    except RuntimeError as e:
        print("in thread:", e)


r.acquire()
t = threading.Thread(target=foreign_release)
t.start()
t.join()
r.release()
