# TENSORPY_MAX_MEMORY caps the program's memory (Note [Memory limit] in src/gc/heap.h): past
# it an allocation raises MemoryError, which the program catches and survives; uncaught it
# is the usual traceback and exit 70. A bad value is a usage error (64).
TENSORPY_MAX_MEMORY=64M "$TENSORPY" -c '
held = []
try:
    while True:
        held.append("x" * 10000)
except MemoryError as e:
    print("caught", type(e).__name__, len(held) > 1000, len(held) < 7000)
held = None
print(len(["y" * 10000 for _ in range(3000)]))
big = []
try:
    for i in range(10**8):
        big.append(i * 1000)
except MemoryError:
    print("list growth caught", len(big) < 10**8)
big = None
import ml
try:
    t = ml.zeros(100 * 2**20)
except MemoryError:
    print("tensor caught")
print(float(ml.ones(1000).sum()))
'; echo "rc=$?"
TENSORPY_MAX_MEMORY=16M "$TENSORPY" -c 'x = "x" * (32 * 2**20)'; echo "rc=$?"
TENSORPY_MAX_MEMORY=lots "$TENSORPY" -c 'print(1)'; echo "rc=$?"
TENSORPY_MAX_MEMORY= "$TENSORPY" -c 'print("no cap")'; echo "rc=$?"
