# threading.Barrier: parties meet, each gets a distinct index, the action runs once per
# round; rounds repeat; a timeout or abort() breaks it (BrokenBarrierError everywhere).
import threading

N = 4
actions = []
b = threading.Barrier(N, action=lambda: actions.append("action"))
indexes = []
ilock = threading.Lock()


def worker():
    for round_ in range(3):
        i = b.wait()
        with ilock:
            indexes.append((round_, i))


threads = [threading.Thread(target=worker) for _ in range(N)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print("rounds:", sorted(indexes) == [(r, i) for r in range(3) for i in range(N)])
print("actions:", actions)
print("parties/n_waiting/broken:", b.parties, b.n_waiting, b.broken)

# A timeout breaks the barrier for the waiter and everyone after.
b2 = threading.Barrier(3)
errors = []


def lonely():
    try:
        b2.wait(timeout=0.05)
    except threading.BrokenBarrierError:
        errors.append("broken")


t = threading.Thread(target=lonely)
t.start()
t.join()
print("timeout:", errors, b2.broken)
try:
    b2.wait()
except threading.BrokenBarrierError:
    print("still broken")
b2.reset()
print("after reset:", b2.broken, b2.n_waiting)

# abort() wakes the waiters with BrokenBarrierError.
b3 = threading.Barrier(3)
seen = []


def waiter():
    try:
        b3.wait()
    except threading.BrokenBarrierError:
        seen.append("aborted")


ts = [threading.Thread(target=waiter) for _ in range(2)]
for t in ts:
    t.start()
while b3.n_waiting < 2:
    pass
b3.abort()
for t in ts:
    t.join()
print("abort:", seen, b3.broken)
print(issubclass(threading.BrokenBarrierError, RuntimeError))
