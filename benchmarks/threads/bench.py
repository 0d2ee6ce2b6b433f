# Thread benchmarks, run by TensorPy and CPython 3.11 alike (benchmarks/threads/run runs
# both and prints the table). Each figure is the median of REPEAT runs; one line each:
#   name value unit
# The tensor figures (TensorPy's ml, or PyTorch when run by a Python that has torch:
# benchmarks/threads/run runs /usr/bin/python3 for that column): kernels on one thread
# each (set_num_threads(1)), K ops on one Python thread vs K on each of two threads at
# once; "one_thread" is the time of one op, "speedup" the two-thread throughput over the
# one-thread throughput (2.0 = perfect overlap). `--tensor-only` skips the lock figures.
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

    one()  # warm up: the kernels' scratch buffers, the allocator's cache
    one_t = best_of(one)
    two_t = best_of(two)
    return one_t / k, 2 * one_t / two_t


if "--tensor-only" not in sys.argv:
    print("lock_acquire_release", round(best_of(lock_pair), 1), "ns")
    print("lock_with", round(best_of(with_lock), 1), "ns")
    print("thread_start_join", round(best_of(start_join), 1), "us")
    print("queue_put_get", round(best_of(queue_round_trip), 2), "us")
    print("condition_ping_pong", round(best_of(condition_ping_pong), 1), "us")
    print("sleep_4x0.2s", round(best_of(sleepers), 3), "s")

try:
    lib = ml
except NameError:
    try:
        import torch as lib
        import torch.nn.functional as F
        lib.conv2d = F.conv2d
    except ImportError:
        lib = None


def tensor_rows(name, op, k):
    one_t, speedup = overlap(op, k)
    print(name + "_one_thread", round(one_t * 1e3, 3), "ms")
    print(name + "_two_thread_speedup", round(speedup, 2), "x")


if lib is not None:
    saved_threads = lib.get_num_threads()
    lib.set_num_threads(1)
    a = lib.randn(512, 512)
    b = lib.randn(512, 512)
    tensor_rows("matmul512", lambda: lib.matmul(a, b), 20)
    x = lib.randn(64, 16, 32, 32)
    w = lib.randn(32, 16, 3, 3)
    tensor_rows("conv_batch64", lambda: lib.conv2d(x, w), 10)
    e = lib.randn(1 << 20)
    tensor_rows("elementwise_1M", lambda: (e * 2.0 + 1.0).relu(), 40)
    lib.set_num_threads(saved_threads)
