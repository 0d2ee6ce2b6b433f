# Thread benchmarks, run by TensorPy and CPython 3.11 alike (benchmarks/threads/run runs
# both and prints the table). Each figure is the median of REPEAT runs; one line each:
#   name value unit
# The tensor figures (TensorPy only): kernels on one thread each (ml.set_num_threads(1)),
# K products on one Python thread vs K on each of two threads at once; the figure is the
# two-thread throughput over the one-thread throughput (2.0 = perfect overlap).
import sys
import threading
import time
import queue

REPEAT = 5


def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2]


def best_of(fn):
    return median([fn() for _ in range(REPEAT)])


def lock_pair():
    lock = threading.Lock()
    acq, rel = lock.acquire, lock.release
    n = 200000
    t0 = time.perf_counter()
    for _ in range(n):
        acq()
        rel()
    return (time.perf_counter() - t0) / n * 1e9


def with_lock():
    lock = threading.Lock()
    n = 200000
    t0 = time.perf_counter()
    for _ in range(n):
        with lock:
            pass
    return (time.perf_counter() - t0) / n * 1e9


def start_join():
    def f():
        pass
    n = 300
    t0 = time.perf_counter()
    for _ in range(n):
        t = threading.Thread(target=f)
        t.start()
        t.join()
    return (time.perf_counter() - t0) / n * 1e6


def queue_round_trip():
    q = queue.Queue()
    put, get = q.put, q.get
    n = 30000
    t0 = time.perf_counter()
    for i in range(n):
        put(i)
        get()
    return (time.perf_counter() - t0) / n * 1e6


def condition_ping_pong():
    cond = threading.Condition()
    state = [0]
    n = 2000

    def other():
        with cond:
            for _ in range(n):
                while state[0] != 1:
                    cond.wait()
                state[0] = 0
                cond.notify()

    t = threading.Thread(target=other)
    t.start()
    t0 = time.perf_counter()
    with cond:
        for _ in range(n):
            state[0] = 1
            cond.notify()
            while state[0] != 0:
                cond.wait()
    dt = time.perf_counter() - t0
    t.join()
    return dt / n * 1e6


def sleepers():
    ts = [threading.Thread(target=time.sleep, args=(0.2,)) for _ in range(4)]
    t0 = time.perf_counter()
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    return time.perf_counter() - t0


def overlap(op, k):
    def one():
        t0 = time.perf_counter()
        for _ in range(k):
            op()
        return time.perf_counter() - t0

    def two():
        ts = [threading.Thread(target=lambda: [op() for _ in range(k)]) for _ in range(2)]
        t0 = time.perf_counter()
        for t in ts:
            t.start()
        for t in ts:
            t.join()
        return time.perf_counter() - t0

    one_t = best_of(one)
    two_t = best_of(two)
    return 2 * one_t / two_t


print("lock_acquire_release", round(best_of(lock_pair), 1), "ns")
print("lock_with", round(best_of(with_lock), 1), "ns")
print("thread_start_join", round(best_of(start_join), 1), "us")
print("queue_put_get", round(best_of(queue_round_trip), 2), "us")
print("condition_ping_pong", round(best_of(condition_ping_pong), 1), "us")
print("sleep_4x0.2s", round(best_of(sleepers), 3), "s")

try:
    ml
except NameError:
    ml = None
if ml is not None:
    saved_threads = ml.get_num_threads()
    ml.set_num_threads(1)
    a = ml.randn(512, 512)
    b = ml.randn(512, 512)
    print("matmul512_two_thread_speedup", round(overlap(lambda: ml.matmul(a, b), 20), 2), "x")
    x = ml.randn(64, 16, 32, 32)
    w = ml.randn(32, 16, 3, 3)
    print("conv_batch64_two_thread_speedup", round(overlap(lambda: ml.conv2d(x, w), 10), 2), "x")
    ml.set_num_threads(saved_threads)
