# Driver of benchmarks/micro/run (see there). Each program's stdout must agree between
# TensorPy and CPython; CPU time is the child's user+sys from os.wait4.
import argparse, os, statistics, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))
ap = argparse.ArgumentParser()
ap.add_argument("--repeat", type=int, default=5)
ap.add_argument("--tensorpy", default=os.path.join(root, "build", "tensorpy"))
ap.add_argument("--python", default="/root/.pyenv/versions/3.11.7/bin/python3")
ap.add_argument("--only", default=None)
ap.add_argument("--no-python", action="store_true", help="time TensorPy only")
args = ap.parse_args()

def cpu(cmd):
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    out = p.stdout.read()
    _, status, ru = os.wait4(p.pid, 0)
    return ru.ru_utime + ru.ru_stime, out, status

progs = sorted(f for f in os.listdir(here) if f.endswith(".py") and f != "run.py")
if args.only:
    progs = [p for p in progs if p[:-3] in args.only.split(",")]
print(f"{'program':14} {'tensorpy':>9} {'cpython':>9} {'ratio':>6}")
for p in progs:
    path = os.path.join(here, p)
    tp, py = [], []
    for _ in range(args.repeat):
        t, out_tp, st = cpu([args.tensorpy, path])
        if st != 0:
            print(p, "tensorpy failed:", out_tp.decode(errors="replace")[-500:])
            break
        tp.append(t)
        if not args.no_python:
            t, out_py, _ = cpu([args.python, path])
            py.append(t)
            if out_py != out_tp:
                print(p, "OUTPUT DIFFERS", out_tp[-200:], out_py[-200:])
    if not tp:
        continue
    mt = statistics.median(tp)
    mp = statistics.median(py) if py else float("nan")
    print(f"{p[:-3]:14} {mt:9.3f} {mp:9.3f} {mt / mp:6.2f}", flush=True)
