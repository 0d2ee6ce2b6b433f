#!/bin/sh
# Side by side: the C++ tensor API (cnn_bench, ops_bench) and PyTorch (torch_bench.py),
# plus the LeNet training step through the Python-level API on both (nn_train_bench.py
# under $B/tensorpy when it exists, and under /usr/bin/python3 with torch), single-
# threaded, alternating runs so both see the same machine load. Prints each metric's
# median over the rounds and the ratio PyTorch / TensorPy.
# Usage: benchmarks/ops/compare.sh [build-dir] [rounds]
set -e
cd "$(dirname "$0")/../.."
B=${1:-build}
R=${2:-3}
cmake --build "$B" -j2 --target cnn_bench ops_bench >/dev/null
T=$(mktemp -d)
for i in $(seq "$R"); do
  "$B/cnn_bench" >>"$T/tp"
  /usr/bin/python3 benchmarks/ops/torch_bench.py >>"$T/pt"
  if [ -x "$B/tensorpy" ]; then
    "$B/tensorpy" benchmarks/ops/nn_train_bench.py >>"$T/tp"
    /usr/bin/python3 benchmarks/ops/nn_train_bench.py >>"$T/pt"
  fi
done
python3 - "$T/tp" "$T/pt" <<'PY'
import sys, statistics
def load(p):
    d = {}
    for line in open(p):
        k, v = line.split()[:2]
        d.setdefault(k, []).append(float(v))
    return {k: statistics.median(v) for k, v in d.items()}
tp, pt = load(sys.argv[1]), load(sys.argv[2])
print("%-22s %12s %12s %8s" % ("metric (ms, median)", "TensorPy", "PyTorch", "speedup"))
for k in tp:
    print("%-22s %12.3f %12.3f %7.1fx" % (k, tp[k], pt.get(k, float("nan")), pt.get(k, float("nan")) / tp[k]))
PY
"$B/ops_bench"
rm -r "$T"
