# An uncaught exception in a thread goes to threading.excepthook (the default prints
# "Exception in thread NAME:" and the traceback to sys.stderr) and the process carries on;
# a replaced hook receives ExceptHookArgs; SystemExit is silent; _thread reports through
# "Exception ignored in thread started by".
import io
import sys
import threading
import _thread


def bad():
    raise ValueError("boom")


# The default hook, its output captured (the traceback's middle lines name threading.py's
# own frames, which differ between implementations: only the first and last are compared).
saved = sys.stderr
sys.stderr = io.StringIO()
t = threading.Thread(target=bad, name="worker-1")
t.start()
t.join()
out = sys.stderr.getvalue()
sys.stderr = saved
lines = out.splitlines()
print(lines[0])
print(lines[1])
print(lines[-2].strip())
print(lines[-1])
print("carried on, alive:", t.is_alive())

# A replaced hook.
seen = []


def hook(args):
    seen.append((args.exc_type.__name__, str(args.exc_value), args.thread.name,
                 args.exc_traceback is not None))


threading.excepthook = hook
t = threading.Thread(target=bad, name="worker-2")
t.start()
t.join()
print(seen)


def leave():
    sys.exit(3)


t = threading.Thread(target=leave, name="exiter")
t.start()
t.join()
print("after SystemExit:", seen[-1][0], len(seen))
threading.excepthook = threading.__excepthook__

# A failing hook is reported through sys.excepthook.
captured = []
sys.excepthook = lambda tp, v, tb: captured.append((tp.__name__, str(v)))


def failing_hook(args):
    raise KeyError("hook failed")


threading.excepthook = failing_hook
t = threading.Thread(target=bad)
t.start()
t.join()
print(captured)
threading.excepthook = threading.__excepthook__
sys.excepthook = sys.__excepthook__

# _thread's own report.
sys.stderr = io.StringIO()
done = _thread.allocate_lock()
done.acquire()


def raw():
    try:
        raise RuntimeError("raw failure")
    finally:
        done.release()


def raw_target():
    raw()


_thread.start_new_thread(raw_target, ())
done.acquire()
import time
time.sleep(0.1)
out = sys.stderr.getvalue()
sys.stderr = saved
lines = out.splitlines()
print(lines[0].split(" at 0x")[0])
print(lines[1])
print(lines[-1])
