# At exit the interpreter joins non-daemon threads (a worker still sleeping finishes and
# prints) but not daemon threads: one sleeping in a loop and one spinning in Python code
# are abandoned, and the process exits with status 0 without waiting for them.
import threading
import time


def sleeper():
    while True:
        time.sleep(0.01)


def spinner():
    n = 0
    while True:
        n += 1


def late_worker():
    time.sleep(0.1)
    print("non-daemon worker finished")


threading.Thread(target=sleeper, daemon=True).start()
threading.Thread(target=spinner, daemon=True).start()
threading.Thread(target=late_worker).start()
time.sleep(0.02)
print("main done", threading.active_count())
