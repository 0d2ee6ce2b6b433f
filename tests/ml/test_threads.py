# ml's systems primitives (SPEC section 7, docs/threads.md): ml.Atomic (= threading.Atomic),
# ml.ThreadPool, ml.parallel_for, ml.Mutex / ml.Condition. Exact values under contention,
# the documented errors, and tensor kernels inside parallel bodies agreeing with a
# sequential run.
import threading

failures = []


def check(name, got, want):
    if got != want:
        failures.append(name)
        print("FAIL", name, "got", repr(got), "want", repr(want))


def raises(name, exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc:
        return
    except BaseException as e:  # noqa: BLE001 - report the wrong exception
        failures.append(name)
        print("FAIL", name, "raised", type(e).__name__, e)
        return
    failures.append(name)
    print("FAIL", name, "did not raise", exc.__name__)


# --- Atomic ---
check("Atomic is threading.Atomic", ml.Atomic is threading.Atomic, True)
a = ml.Atomic()
check("default", a.load(), 0)
a = ml.Atomic(5)
check("repr", repr(a), "Atomic(5)")
check("add", a.add(3), 8)
check("add default", a.add(), 9)
check("sub", a.sub(4), 5)
check("sub default", a.sub(), 4)
check("exchange", a.exchange(10), 4)
check("after exchange", a.load(), 10)
check("cas hit", a.compare_exchange(10, 11), True)
check("cas miss", a.compare_exchange(10, 12), False)
check("after cas", a.load(), 11)
a.store(-7)
check("store", a.load(), -7)
check("int", int(a), -7)
check("index", [0, 1, 2, 3][ml.Atomic(2)], 2)
check("keyword", ml.Atomic(value=3).add(n=2), 5)
big = ml.Atomic(2**63 - 1)
check("wraps", big.add(1), -2**63)
raises("Atomic str", TypeError, ml.Atomic, "x")
raises("Atomic float", TypeError, ml.Atomic, 1.5)
raises("Atomic too big", OverflowError, ml.Atomic, 2**63)
raises("store no arg", TypeError, a.store)
raises("cas one arg", TypeError, a.compare_exchange, 1)
raises("add too big", OverflowError, a.add, 2**64)


class Sub(ml.Atomic):
    pass


s = Sub(4)
s.tag = "kept"
check("subclass", (s.add(1), s.tag, isinstance(s, ml.Atomic)), (5, "kept", True))

counter = ml.Atomic()
cas_counter = ml.Atomic()


def bump():
    for _ in range(3000):
        counter.add(1)
        while True:
            old = cas_counter.load()
            if cas_counter.compare_exchange(old, old + 1):
                break


ts = [threading.Thread(target=bump) for _ in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
check("contended add", counter.load(), 12000)
check("contended cas", cas_counter.load(), 12000)

# --- Mutex / Condition aliases ---
check("Mutex", ml.Mutex is threading.Lock, True)
check("Condition", ml.Condition is threading.Condition, True)
m = ml.Mutex()
with m:
    check("Mutex locked", m.locked(), True)
check("Mutex unlocked", m.locked(), False)

# --- ThreadPool ---
pool = ml.ThreadPool(3)
check("num_threads", pool.num_threads, 3)
check("map", pool.map(lambda x: x * x, range(10)), [x * x for x in range(10)])
check("map two iterables", pool.map(lambda x, y: x - y, [5, 6, 7], [1, 2]), [4, 4])
fut = pool.submit(lambda x, y=0: x + y, 2, y=40)
check("submit", fut.result(timeout=10), 42)
check("future done", fut.done(), True)
raises("map error", ZeroDivisionError, pool.map, lambda x: 1 // x, [1, 0, 2])
bad = pool.submit(lambda: [][1])
raises("future error", IndexError, bad.result, 10)
raises("join before close", ValueError, pool.join)
pool.close()
raises("submit after close", RuntimeError, pool.submit, print)
raises("map after close", RuntimeError, pool.map, print, [1])
pool.join()
check("repr closed", repr(pool), "<ml.ThreadPool num_threads=3 closed>")
raises("zero threads", ValueError, ml.ThreadPool, 0)
raises("str threads", TypeError, ml.ThreadPool, "2")
check("default threads", ml.ThreadPool().num_threads, ml.get_num_threads())

seen = []
seen_lock = threading.Lock()


def work(i):
    with seen_lock:
        seen.append(i)
    return threading.current_thread().name


with ml.ThreadPool(2) as p:
    names = p.map(work, range(20))
check("with: all ran", sorted(seen), list(range(20)))
check("with: pool threads", all(n.startswith("ml.ThreadPool") for n in names), True)
check("with: closed", repr(p), "<ml.ThreadPool num_threads=2 closed>")

# --- parallel_for ---
saved = ml.get_num_threads()
ml.set_num_threads(4)
for n, grain in [(1, 1), (7, 1), (100, 1), (100, 7), (100, 100), (1000, 30)]:
    hits = [0] * n
    chunks = []

    def body(b, e):
        chunks.append((b, e))
        for i in range(b, e):
            hits[i] += 1

    check("parallel_for returns None %d/%d" % (n, grain), ml.parallel_for(n, body, grain=grain), None)
    check("each index once %d/%d" % (n, grain), hits, [1] * n)
    chunks.sort()
    check("chunks cover %d/%d" % (n, grain), [b for b, _ in chunks][1:], [e for _, e in chunks][:-1])
    check("chunk size >= grain %d/%d" % (n, grain), all(e - b >= grain for b, e in chunks[:-1]), True)

calls = []
ml.parallel_for(0, lambda b, e: calls.append((b, e)))
check("n=0", calls, [])
ml.parallel_for(10, lambda b, e: calls.append((b, e)), grain=10)
check("n<=grain inline", calls, [(0, 10)])


def fails(b, e):
    if b <= 50 < e:
        raise KeyError("chunk")


raises("parallel_for error", KeyError, ml.parallel_for, 100, fails)
raises("parallel_for bad grain", ValueError, ml.parallel_for, 10, print, grain=0)
raises("parallel_for bad n", TypeError, ml.parallel_for, 1.5, print)
raises("parallel_for not callable", TypeError, ml.parallel_for, 10, 3)

inner = []


def outer(b, e):
    ml.parallel_for(4, lambda ib, ie: inner.append((ib, ie)))


ml.parallel_for(8, outer)
check("nested runs inline", sorted(inner), [(0, 4)] * len(inner))

# tensor kernels inside the bodies: the same products as a sequential run
xs = [ml.randn(64, 64) for _ in range(12)]
w = ml.randn(64, 64)
out = [None] * 12


def mm(b, e):
    for i in range(b, e):
        out[i] = ml.relu(ml.matmul(xs[i], w)).sum().item()


ml.parallel_for(12, mm)
want = [ml.relu(ml.matmul(x, w)).sum().item() for x in xs]
check("kernels in bodies", out, want)

ml.set_num_threads(1)
calls = []
ml.parallel_for(100, lambda b, e: calls.append((b, e)))
check("one thread: inline", calls, [(0, 100)])
ml.set_num_threads(saved)

# Tensors allocated on a started thread count towards the collector's triggers as the main
# thread's do (before, a thread's 4 MB outputs never caused a collection: every new output
# took fresh pages, and two threads of matmuls ran at a third of one thread's speed).
import gc


def collections_during_allocations(out):
    before = gc.get_stats()[2]["collections"]
    for _ in range(100):
        ml.zeros(1 << 20)
    out.append(gc.get_stats()[2]["collections"] - before)


counts = []
collections_during_allocations(counts)
t = threading.Thread(target=collections_during_allocations, args=(counts,))
t.start()
t.join()
check("thread tensors trigger collections", counts[1] >= 10 and counts[1] >= counts[0] // 2, True)

if failures:
    raise SystemExit("%d failures" % len(failures))
print("ok")
