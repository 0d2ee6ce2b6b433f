# Memory stays flat in loops whose garbage is mostly storage outside the objects (big
# ints' limbs, str buffers, tuple item arrays): the collector counts that storage
# (Note [Collection policy], docs/design.md), so each loop's peak grows by a bounded
# amount, not by everything it allocated (each loop allocates 120-200 MB in all).


def kib(field):
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


LIMIT_KIB = 48 * 1024


def check(name, fn):
    before = kib("VmRSS")
    result = fn()
    grew = kib("VmHWM") - before
    print(name, result, grew < LIMIT_KIB)


def big_ints():
    x = 3 ** 100000  # about 20 KB of limbs
    acc = 0
    for i in range(8000):
        y = x + i  # a fresh 20 KB int each time, garbage at the next step
        acc ^= y & 0xFFFF
    return acc


def strings():
    base = "ab" * 25000
    n = 0
    for i in range(4000):
        s = base + str(i)  # a fresh 50 KB string
        n += len(s)
    return n


def tuples():
    items = list(range(4000))
    n = 0
    for i in range(3000):
        t = tuple(items)  # a fresh 64 KB item array
        n += len(t)
    return n


def bytes_objects():
    b = b"x" * 40000
    n = 0
    for i in range(4000):
        c = b + bytes([i % 256])
        n += c[-1]
    return n


check("big ints", big_ints)
check("strings", strings)
check("tuples", tuples)
check("bytes", bytes_objects)
