# Tensor results dropped by a loop must be collected while it runs (Note [External byte
# pressure] in src/gc/heap.h): 100,000 small tensor ops keep the peak RSS within a bound
# of the start, and a loop of larger tensors does too. Before the fix the first loop grew
# the peak RSS by ~45 MB and the second by far more.
def peak_kb():
    for line in open('/proc/self/status').read().split('\n'):
        if line.startswith('VmHWM'):
            return int(line.split()[1])

a = ml.tensor([1.0]); b = ml.tensor([2.0])
c = a + b
start = peak_kb()
for i in range(100000):
    c = a * b + a
grown = peak_kb() - start
print("small ops bounded", grown < 16 * 1024, "" if grown < 16 * 1024 else grown)

x = ml.ones(64 * 1024)  # 256 KB each
start = peak_kb()
for i in range(2000):  # 2000 * 2 results * 256 KB = 1 GB allocated in all
    y = x * 2.0 + 1.0
grown = peak_kb() - start
print("large ops bounded", grown < 32 * 1024, "" if grown < 32 * 1024 else grown)
print(float(c.sum()), float(y[0]))
