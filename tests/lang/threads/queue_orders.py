# queue: FIFO, LIFO, priority and SimpleQueue orders; Full/Empty with and without
# timeouts; qsize/empty/full; task_done() errors.
import queue
import threading
import time

for cls in (queue.Queue, queue.LifoQueue, queue.PriorityQueue):
    q = cls()
    for x in [5, 1, 4, 2, 3]:
        q.put(x)
    print(cls.__name__, [q.get() for _ in range(5)], q.empty(), q.qsize())

pq = queue.PriorityQueue()
for item in [(2, "b"), (1, "a"), (3, "c"), (1, "a2")]:
    pq.put(item)
print([pq.get_nowait() for _ in range(4)])

sq = queue.SimpleQueue()
for x in "abc":
    sq.put(x)
print("SimpleQueue", sq.qsize(), sq.empty(), [sq.get() for _ in range(3)], sq.empty())
try:
    sq.get_nowait()
except queue.Empty:
    print("SimpleQueue empty")
t0 = time.monotonic()
try:
    sq.get(timeout=0.03)
except queue.Empty:
    print("SimpleQueue timeout", time.monotonic() - t0 >= 0.025)

q = queue.Queue(maxsize=2)
q.put(1)
q.put_nowait(2)
print("full:", q.full(), q.qsize())
try:
    q.put_nowait(3)
except queue.Full:
    print("Full raised")
t0 = time.monotonic()
try:
    q.put(3, timeout=0.03)
except queue.Full:
    print("Full after timeout", time.monotonic() - t0 >= 0.025)
try:
    q.put(3, timeout=-1)
except ValueError as e:
    print("ValueError:", e)
print(q.get(), q.get())
try:
    q.get(block=False)
except queue.Empty:
    print("Empty raised")
t0 = time.monotonic()
try:
    q.get(timeout=0.03)
except queue.Empty:
    print("Empty after timeout", time.monotonic() - t0 >= 0.025)
q.task_done()
q.task_done()
try:
    q.task_done()
except ValueError as e:
    print("ValueError:", e)
print(issubclass(queue.Empty, Exception), issubclass(queue.Full, Exception))

# A blocked put is released by a get in another thread; a blocked get by a put.
q = queue.Queue(1)
q.put("first")
threading.Timer(0.02, q.get).start()
q.put("second", timeout=5)
print("blocked put went through:", q.get())
threading.Timer(0.02, q.put, ("late",)).start()
print("blocked get:", q.get(timeout=5))
print(queue.Queue[int], queue.SimpleQueue[str])
