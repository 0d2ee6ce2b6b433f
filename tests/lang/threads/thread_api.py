# threading.Thread and the module queries: names, daemon inheritance, ident/native_id,
# is_alive over a thread's life, repr states, current_thread/main_thread/active_count/
# enumerate, errors of start/join, local isolation, _thread basics, switch interval.
import sys
import threading
import _thread


def f():
    pass


t = threading.Thread(target=f)
print(t.name.startswith("Thread-"), t.name.endswith(" (f)"), t.daemon, t.ident, t.native_id)
print(repr(t).split(", ")[1])
t.start()
print("ident set after start:", isinstance(t.ident, int), isinstance(t.native_id, int))
t.join()
print(t.is_alive(), repr(t).split(", ")[1].split(" ")[0])
try:
    t.start()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    threading.Thread(target=f).join()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    threading.current_thread().join()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    threading.Thread(group=1)
except AssertionError as e:
    print("AssertionError:", e)

named = threading.Thread(target=f, name=123, daemon=True)
print(named.name, named.daemon)
named.daemon = False
named.start()
named.join()
try:
    named.daemon = True
except RuntimeError as e:
    print("RuntimeError:", e)

main = threading.main_thread()
print(main.name, main is threading.current_thread(), main.is_alive(), main.daemon)
print(threading.get_ident() == main.ident, threading.get_native_id() == main.native_id)
print(threading.active_count(), [x.name for x in threading.enumerate()])

# Inside threads: current_thread, daemon inheritance, active_count while running.
info = {}
gate = threading.Event()


def inner():
    me = threading.current_thread()
    child = threading.Thread(target=f)
    info["inner"] = (me.name, me.daemon, child.daemon, me.ident == threading.get_ident(),
                     me is not threading.main_thread())
    gate.wait()


t = threading.Thread(target=inner, name="outer", daemon=True)
t.start()
while "inner" not in info:
    pass
print(info["inner"], threading.active_count(), sorted(x.name for x in threading.enumerate()))
gate.set()
t.join()
print(threading.active_count())


# Subclassing run().
class Worker(threading.Thread):
    def __init__(self, n):
        super().__init__(name="w%d" % n)
        self.n = n
        self.result = None

    def run(self):
        self.result = sum(range(self.n))


ws = [Worker(n) for n in (10, 100, 1000)]
for w in ws:
    w.start()
for w in ws:
    w.join()
print([(w.name, w.result) for w in ws])

# args and kwargs.
out = []
t = threading.Thread(target=lambda a, b=0, *, c: out.append((a, b, c)), args=(1,), kwargs={"c": 3})
t.start()
t.join()
print(out)

# threading.local.
data = threading.local()
data.x = "main"
seen = []


def use_local(n):
    seen.append(hasattr(data, "x"))
    data.x = n
    seen.append(data.x == n)


ts = [threading.Thread(target=use_local, args=(i,)) for i in range(3)]
for t_ in ts:
    t_.start()
for t_ in ts:
    t_.join()
print(seen, data.x)


class MyLocal(threading.local):
    def __init__(self, v):
        self.v = v


ml = MyLocal(7)
got = []
t = threading.Thread(target=lambda: got.append(ml.v))
t.start()
t.join()
print(got, ml.v)

# _thread directly.
lock = _thread.allocate_lock()
box = []
lock.acquire()


def raw(a, b=2):
    box.append((a, b, threading.current_thread().name.startswith("Dummy-")))
    lock.release()


ident = _thread.start_new_thread(raw, (1,), {"b": 5})
lock.acquire()
print(box, isinstance(ident, int), type(lock).__name__, _thread.LockType is type(lock))
for bad in [(raw, [1]), (raw, (1,), []), (1, ())]:
    try:
        _thread.start_new_thread(*bad)
    except TypeError as e:
        print("TypeError:", e)
print(_thread.TIMEOUT_MAX == threading.TIMEOUT_MAX, _thread.error is RuntimeError, threading.ThreadError)

# The switch interval.
print(sys.getswitchinterval())
sys.setswitchinterval(0.001)
print(sys.getswitchinterval())
for v in (0, -1.0):
    try:
        sys.setswitchinterval(v)
    except ValueError as e:
        print("ValueError:", e)
try:
    sys.setswitchinterval("x")
except TypeError as e:
    print("TypeError:", e)
sys.setswitchinterval(0.005)


# Two CPU-bound threads both make progress (the switch interval hands the lock over).
progress = [0, 0]
stop = [False]


def spin(i):
    while not stop[0]:
        progress[i] += 1


ts = [threading.Thread(target=spin, args=(i,)) for i in range(2)]
for t_ in ts:
    t_.start()
import time
time.sleep(0.1)
stop[0] = True
for t_ in ts:
    t_.join()
print("both progressed:", progress[0] > 0 and progress[1] > 0)
print(threading.settrace(None), threading.setprofile(None), threading.gettrace(), threading.getprofile())
print(threading.stack_size())
