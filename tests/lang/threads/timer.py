# threading.Timer: fires once after the interval with args/kwargs; cancel() before it fires
# prevents the call; timers fire in interval order.
import threading
import time

fired = []
lock = threading.Lock()


def record(name, extra=None):
    with lock:
        fired.append((name, extra))


t1 = threading.Timer(0.06, record, args=("slow",), kwargs={"extra": 1})
t2 = threading.Timer(0.02, record, args=("fast",))
t3 = threading.Timer(0.04, record, ["cancelled"])
for t in (t1, t2, t3):
    t.start()
t3.cancel()
for t in (t1, t2, t3):
    t.join()
print(fired)
print("finished flags:", t1.finished.is_set(), t3.finished.is_set())
print(isinstance(t1, threading.Thread), t1.interval, t1.args, t1.kwargs)

# Cancelling after it fired does nothing.
t4 = threading.Timer(0.0, record, ("zero",))
t4.start()
t4.join()
t4.cancel()
print(fired[-1])
