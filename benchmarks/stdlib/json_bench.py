# json.loads / json.dumps on a ~10 MB document of records; runs under CPython and TensorPy:
#   python3 benchmarks/stdlib/json_bench.py      ./build/tensorpy benchmarks/stdlib/json_bench.py
# Prints the median of 5 runs of each, in milliseconds, and the document size.
import json
import time


def make_doc():
    records = []
    i = 0
    while i < 70000:
        records.append({"id": i, "name": "user" + str(i), "score": i * 0.25, "active": i % 3 == 0,
                        "tags": ["a", "bb", "ccc"], "nested": {"x": i, "y": [1.5, 2.5, None]}})
        i += 1
    return json.dumps(records)


def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2]


def bench(fn, arg, n=5):
    times = []
    k = 0
    while k < n:
        t0 = time.perf_counter()
        fn(arg)
        times.append((time.perf_counter() - t0) * 1000.0)
        k += 1
    return median(times)


doc = make_doc()
data = json.loads(doc)
print("document bytes:", len(doc))
print("loads median ms: %.1f" % bench(json.loads, doc))
print("dumps median ms: %.1f" % bench(json.dumps, data))
