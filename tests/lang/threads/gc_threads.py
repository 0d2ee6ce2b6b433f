# Four threads allocating (lists, dicts, strings, closures, exceptions) while the others
# run: under TP_GC_STRESS=1 every allocation requests a collection, which must see every
# thread's frames (a parked thread's locals stay alive). Results are checksums.
import sys
import threading

sys.setswitchinterval(0.0002)
results = {}
lock = threading.Lock()


def work(seed):
    acc = []
    table = {}
    for i in range(300):
        s = "item-%d-%d" % (seed, i)
        acc.append([s, (i, s), {"k": i}])
        table[s] = [i] * (i % 7)
        if i % 50 == 0:
            try:
                raise KeyError(s)
            except KeyError as e:
                acc.append(str(e))
        fn = (lambda v: lambda: v + seed)(i)
        acc.append(fn())
    total = sum(len(x) if isinstance(x, (list, str)) else x for x in acc)
    total += sum(len(v) for v in table.values())
    with lock:
        results[seed] = total


threads = [threading.Thread(target=work, args=(s,)) for s in range(4)]
for t in threads:
    t.start()
work(99)
for t in threads:
    t.join()
print(sorted(results.items()))
