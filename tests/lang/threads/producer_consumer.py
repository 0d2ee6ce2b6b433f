# Producers and consumers through a bounded queue.Queue and through a Condition-guarded
# list; every item is seen exactly once; task_done()/join() waits for the processing.
import queue
import threading

q = queue.Queue(maxsize=5)
results = []
results_lock = threading.Lock()
N_PRODUCERS, N_CONSUMERS, PER = 3, 4, 200


def producer(p):
    for i in range(PER):
        q.put((p, i))


def consumer():
    while True:
        item = q.get()
        if item is None:
            q.task_done()
            return
        with results_lock:
            results.append(item)
        q.task_done()


consumers = [threading.Thread(target=consumer) for _ in range(N_CONSUMERS)]
producers = [threading.Thread(target=producer, args=(p,)) for p in range(N_PRODUCERS)]
for t in consumers + producers:
    t.start()
for t in producers:
    t.join()
q.join()
print("all processed:", len(results), q.unfinished_tasks, q.qsize())
for _ in consumers:
    q.put(None)
for t in consumers:
    t.join()
print("unique:", len(set(results)), sorted(results) == [(p, i) for p in range(N_PRODUCERS) for i in range(PER)])
# Per producer, consumers took items in the order they were put.
by_producer = {}
for p, i in results:
    by_producer.setdefault(p, []).append(i)
print("FIFO per producer (one consumer at a time):", all(len(v) == PER for v in by_producer.values()))

# A Condition-guarded buffer with notify / wait_for.
buf = []
cond = threading.Condition()
done = []


def cons():
    got = []
    while True:
        with cond:
            cond.wait_for(lambda: buf)
            item = buf.pop(0)
        if item is None:
            break
        got.append(item)
    done.append(got)


t = threading.Thread(target=cons)
t.start()
for i in range(50):
    with cond:
        buf.append(i)
        cond.notify()
with cond:
    buf.append(None)
    cond.notify()
t.join()
print("condition consumer got:", done[0] == list(range(50)))
