"""TensorPy against PyTorch, side by side on this machine, in one interleaved run.

Run by /usr/bin/python3 (tooling, not product): `benchmarks/run` calls it after set-up.

    /usr/bin/python3 benchmarks/driver.py [--tensorpy build/tensorpy] [--runs 5]
        [--scenarios startup,import,ingress,infer_simplecnn,infer_lenet,train,e2e]
        [--threads 1,all] [--budget 540] [--out benchmarks/results/latest.json] [--no-docs]

Sides ("configurations"):
  tensorpy          the binary under test, $BENCH_THREADS -> ml.set_num_threads
  torch-installed   Debian's python3-torch as installed: reference BLAS (libblas3), glibc
                    malloc defaults. The reference BLAS is pinned with LD_LIBRARY_PATH, so the
                    figure does not depend on where the libblas.so.3 alternative points.
  torch-tuned       the same with OpenBLAS (libopenblas0-pthread) in front of the reference
                    BLAS through LD_LIBRARY_PATH, and GLIBC_TUNABLES=glibc.malloc.hugetlb=1.
Every PyTorch process reports the BLAS mapped into it (/proc/self/maps), and a 512^3
SGEMM probe runs in each configuration first: the run stops if "tuned" is not OpenBLAS.

Thread modes: "1" (OMP_NUM_THREADS=OPENBLAS_NUM_THREADS=MKL_NUM_THREADS=1,
torch.set_num_threads(1), ml.set_num_threads(1)) and "all" (every core in this process's
affinity mask), reported separately.

Scenarios, each one process per side, thread mode and run:
  startup          `-c "print(0)"`, spawn to exit
  import           `-c "import ml, nn"` / `-c "import torch, torch.nn"`, spawn to exit
  ingress          {tensorpy,pytorch}/ingress.py: parse the 10,000-digit CSV, tensorize
  infer_simplecnn  {..}/infer.py simplecnn: SimpleCNN(28, 1, 8, 3, 10) at batch 10,000/100/1
  infer_lenet      {..}/infer.py lenet: the demo's model at batch 10,000/100/1
  train            {..}/train.py: single_step, tiny_run, small_run, full_run (batch 64), batch-1 epoch
  e2e              {..}/e2e.py: spawn to exit of start, CSV, tensorize, model, weights, forward, accuracy
Processes are started by benchmarks/spawn_measure.c, which times them spawn to exit and
reads their peak RSS and CPU time from wait4 (see there for why not from Python).
Order: the one-thread phase, then the all-cores phase; in each, for each run, for each
scenario, every side one after the other, the side order reversed on odd runs. The scripts report their phases measured inside the process.

The weights are made by TensorPy (tensorpy/make_weights.py) and loaded by PyTorch
through a small safetensors reader; only if the TensorPy binary cannot run are they made
by PyTorch (recorded in the JSON as weights_source). The batch-10,000 logits of the first
run are compared across sides (max |difference| <= 1e-4).

--budget (seconds from the driver's start) stops a phase after the last run that fits,
keeping room for one run of each later phase; the report says how many runs each phase did.
"""
import argparse
import datetime
import json
import os
import platform
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PYTHON = "/usr/bin/python3"
LIBDIR = "/usr/lib/x86_64-linux-gnu"
OPENBLAS_DIR = os.path.join(LIBDIR, "openblas-pthread")
REFERENCE_DIRS = [os.path.join(LIBDIR, "blas"), os.path.join(LIBDIR, "lapack")]
SIDES = ["tensorpy", "torch-tuned", "torch-installed"]
# Cheap and most-wanted first: a run the budget cuts short keeps what it finished.
SCENARIOS = ["startup", "import", "ingress", "e2e", "infer_simplecnn", "train", "infer_lenet"]
REPORT_S = 15  # writing the JSON, the markdown and the chart
PROCESS_TIMEOUT_S = 300  # one process; the slowest (PyTorch's train.py on a loaded machine) takes ~30 s
LOGIT_TOLERANCE = 1e-4
# SimpleCNN(28, 1, 8, 3, 10) FLOPs per image, multiply-adds counted as 2: the conv
# (8 x 26 x 26 outputs x 9 taps) and the linear layer (5408 x 10); bias and ReLU not counted.
SIMPLECNN_FLOPS = 2 * (8 * 26 * 26 * 9 + 8 * 26 * 26 * 10)
LENET_FLOPS = 2 * (16 * 28 * 28 * 25 + 32 * 10 * 10 * 16 * 25 + 800 * 128 + 128 * 10)


def log(msg):
    print(f"[bench {time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------- processes

def side_env(side, threads):
    env = dict(os.environ)
    for key in ("LD_PRELOAD", "GLIBC_TUNABLES", "PYTHONPATH", "LD_LIBRARY_PATH"):
        env.pop(key, None)
    n = str(threads)
    env.update(BENCH_THREADS=n, OMP_NUM_THREADS=n, OPENBLAS_NUM_THREADS=n, MKL_NUM_THREADS=n)
    if side == "torch-installed":
        env["LD_LIBRARY_PATH"] = ":".join(REFERENCE_DIRS)
    elif side == "torch-tuned":
        env["LD_LIBRARY_PATH"] = OPENBLAS_DIR
        env["GLIBC_TUNABLES"] = "glibc.malloc.hugetlb=1"
    return env


MEASURE = None  # path of the compiled benchmarks/spawn_measure.c, set by main()


def build_helpers(workdir):
    """Compiles the C helpers (spawn_measure, fma_peak) into workdir."""
    global MEASURE
    for name in ("spawn_measure", "fma_peak"):
        subprocess.run(["cc", "-O2", "-o", os.path.join(workdir, name), os.path.join(HERE, name + ".c")], check=True)
    MEASURE = os.path.join(workdir, "spawn_measure")


def spawn(cmd, env, timeout=PROCESS_TIMEOUT_S):
    """Runs cmd through spawn_measure (forked from a ~1 MB process, so the peak RSS is the
    command's own, not the driver's); returns wall seconds (spawn to exit), peak RSS (MiB),
    CPU seconds (user + system: a cross-check when the machine is shared, where wall time
    includes waiting for a core), rc, stdout, stderr."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile(suffix=".json") as report:
        rc = subprocess.run([MEASURE, report.name, str(max(1, int(timeout))), *cmd], env=env, cwd=ROOT,
                            stdin=subprocess.DEVNULL, stdout=out, stderr=err).returncode
        with open(report.name) as f:
            m = json.loads(f.read() or "null") or {}
        out.seek(0)
        err.seek(0)
        stderr = err.read().decode(errors="replace")
        if m.get("timed_out"):
            stderr += f"\n(killed after the {int(timeout)} s timeout)"
        return {"wall_s": m.get("wall_s", float("nan")), "peak_rss_mib": m.get("peak_rss_kib", 0) / 1024.0,
                "cpu_s": m.get("cpu_s", float("nan")), "rc": rc,
                "stdout": out.read().decode(errors="replace"), "stderr": stderr}


def last_json(text):
    for line in reversed(text.strip().splitlines()):
        line = line.strip()
        if line.startswith("{"):
            try:
                return json.loads(line)
            except ValueError:
                pass
    return None


class Sides:
    """Builds the command line of each scenario for each side."""

    def __init__(self, tensorpy, weights, logits_dir):
        self.tensorpy = tensorpy
        self.weights = weights
        self.logits_dir = logits_dir

    def command(self, side, scenario, first_run):
        torch_side = side != "tensorpy"
        exe = [PYTHON] if torch_side else [self.tensorpy]
        folder = os.path.join(HERE, "pytorch" if torch_side else "tensorpy")
        if scenario == "startup":
            return exe + ["-c", "print(0)"]
        if scenario == "import":
            return exe + ["-c", "import torch, torch.nn" if torch_side else "import ml, nn"]
        if scenario == "ingress":
            return exe + [os.path.join(folder, "ingress.py")]
        if scenario.startswith("infer_"):
            model = scenario[len("infer_"):]
            logits = os.path.join(self.logits_dir, f"{model}-{side}.safetensors") if first_run else "-"
            reps = "3" if model == "simplecnn" else "1"
            return exe + [os.path.join(folder, "infer.py"), model, self.weights[model], logits, reps]
        if scenario == "train":
            return exe + [os.path.join(folder, "train.py"), self.weights["lenet_init"]]
        if scenario == "e2e":
            return exe + [os.path.join(folder, "e2e.py"), self.weights["simplecnn"]]
        raise ValueError(scenario)


# ---------------------------------------------------------------- set-up measurements

def fma_peak(workdir):
    exe = os.path.join(workdir, "fma_peak")
    # Best of 3 processes (each the best of 7 timings): noise only lowers a peak.
    results = [json.loads(subprocess.run([exe], check=True, capture_output=True, text=True).stdout)
               for _ in range(3)]
    return max(results, key=lambda r: r["gflops"])


def tensorpy_works(tensorpy):
    if not os.path.exists(tensorpy):
        return f"{tensorpy} not found"
    try:
        r = subprocess.run([tensorpy, "-c", "import ml, nn\nprint(ml.get_num_threads() > 0)"],
                           capture_output=True, text=True, timeout=60)
    except OSError as e:
        return str(e)
    except subprocess.TimeoutExpired:
        return "timed out"
    if r.returncode != 0 or r.stdout.strip() != "True":
        return f"rc {r.returncode}: {(r.stderr or r.stdout).strip()[-400:]}"
    return None


def make_weights(tensorpy_ok, tensorpy, workdir):
    paths = {"simplecnn": "simplecnn", "lenet": "lenet", "lenet_init": "lenet_init"}
    paths = {k: os.path.join(workdir, v + ".safetensors") for k, v in paths.items()}
    if tensorpy_ok:
        r = spawn([tensorpy, os.path.join(HERE, "tensorpy", "make_weights.py"), workdir], side_env("tensorpy", 1))
        if r["rc"] == 0 and all(os.path.exists(p) for p in paths.values()):
            return paths, "tensorpy", r["wall_s"]
        log(f"tensorpy make_weights.py failed (rc {r['rc']}): {r['stderr'][-600:]}; PyTorch makes the weights")
    r = spawn([PYTHON, os.path.join(HERE, "pytorch", "make_weights.py"), workdir], side_env("torch-tuned", 1))
    if r["rc"] != 0:
        raise SystemExit(f"bench: PyTorch make_weights.py failed: {r['stderr'][-2000:]}")
    return paths, "pytorch", r["wall_s"]


def check_blas():
    out = {}
    for side in ("torch-installed", "torch-tuned"):
        r = spawn([PYTHON, os.path.join(HERE, "pytorch", "matmul_probe.py")], side_env(side, 1))
        rec = last_json(r["stdout"])
        if r["rc"] != 0 or rec is None:
            raise SystemExit(f"bench: matmul probe failed for {side}: {r['stderr'][-2000:]}")
        out[side] = {"sgemm512_gflops": rec["sgemm512_gflops"], "blas": rec["blas"]}
    if "openblas" not in (out["torch-tuned"]["blas"] or ""):
        raise SystemExit(f"bench: the tuned configuration did not load OpenBLAS: {out['torch-tuned']}")
    if "openblas" in (out["torch-installed"]["blas"] or ""):
        raise SystemExit(f"bench: the as-installed configuration loaded OpenBLAS: {out['torch-installed']}")
    return out


def read_safetensors_f32(path):
    import numpy as np
    with open(path, "rb") as f:
        blob = f.read()
    (n,) = struct.unpack("<Q", blob[:8])
    header = json.loads(blob[8:8 + n])
    info = header["logits"]
    begin, end = info["data_offsets"]
    dtype = {"F32": np.float32, "F64": np.float64}[info["dtype"]]
    return np.frombuffer(blob[8 + n + begin:8 + n + end], dtype=dtype).reshape(info["shape"]).astype(np.float64)


def compare_logits(logits_dir, sides, models):
    out = {}
    for model in models:
        ref_path = os.path.join(logits_dir, f"{model}-tensorpy.safetensors")
        if not os.path.exists(ref_path):
            continue
        ref = read_safetensors_f32(ref_path)
        for side in sides:
            path = os.path.join(logits_dir, f"{model}-{side}.safetensors")
            if side == "tensorpy" or not os.path.exists(path):
                continue
            other = read_safetensors_f32(path)
            diff = float(abs(ref - other).max()) if ref.shape == other.shape else float("inf")
            agree = float((ref.argmax(1) == other.argmax(1)).mean()) if ref.shape == other.shape else 0.0
            out[f"{model} tensorpy vs {side}"] = {"max_abs_diff": diff, "ok": diff <= LOGIT_TOLERANCE,
                                                  "argmax_agreement": agree}
    return out


# ---------------------------------------------------------------- machine

def sh(cmd):
    try:
        return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=60).stdout.strip()
    except Exception:  # noqa: BLE001 - informational only
        return ""


def machine_info(tensorpy, nproc):
    cpu = ""
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    mem_kib = 0
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("MemTotal"):
                mem_kib = int(line.split()[1])
    pkg = lambda p: sh(f"dpkg-query -W -f='${{Version}}' {p}")  # noqa: E731
    return {
        "cpu": cpu, "cores": nproc, "memory_gib": round(mem_kib / 2 ** 20, 1),
        "kernel": platform.release(), "os": sh(". /etc/os-release && echo $PRETTY_NAME"),
        "glibc": platform.libc_ver()[1], "python": sh(f"{PYTHON} -c 'import sys; print(sys.version.split()[0])'"),
        "torch": sh(f"{PYTHON} -c 'import torch; print(torch.__version__)'") + f" (python3-torch {pkg('python3-torch')})",
        "numpy": pkg("python3-numpy"), "openblas": pkg("libopenblas0-pthread"), "libblas3": pkg("libblas3"),
        "tensorpy": sh(f"{tensorpy} --version 2>&1"), "tensorpy_path": tensorpy,
        "commit": sh(f"git -C {ROOT} rev-parse --short HEAD"),
        "thp": sh("cat /sys/kernel/mm/transparent_hugepage/enabled"),
        "load_average_at_start": os.getloadavg()[0],
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
    }


# ---------------------------------------------------------------- metrics

# (scenario, key, label, unit): key is a field of the process's JSON line, or "wall_s"/"peak_rss_mib".
METRICS = [
    ("startup", "wall_s", 'start-up: -c "print(0)", spawn to exit', "s"),
    ("import", "wall_s", "start-up plus ML import (ml, nn / torch, torch.nn), spawn to exit", "s"),
    ("ingress", "parse_s", "CSV parse, 10,000 digits (18 MB)", "s"),
    ("ingress", "tensorize_s", "tensorize", "s"),
    ("ingress", "ingress_s", "CSV ingress: parse + tensorize", "s"),
    ("infer_simplecnn", "b10000_s", "SimpleCNN inference, 10,000 digits at batch 10,000", "s"),
    ("infer_simplecnn", "b100_s", "SimpleCNN inference, 10,000 digits at batch 100", "s"),
    ("infer_simplecnn", "b1_s", "SimpleCNN inference, 10,000 digits at batch 1", "s"),
    ("infer_lenet", "b10000_s", "LeNet inference, 10,000 digits at batch 10,000", "s"),
    ("infer_lenet", "b100_s", "LeNet inference, 10,000 digits at batch 100", "s"),
    ("infer_lenet", "b1_s", "LeNet inference, 10,000 digits at batch 1", "s"),
    ("train", "single_step_s", "training single_step (LeNet, batch 64)", "s"),
    ("train", "tiny_run_s", "training tiny_run: epoch of 200 digits, batch 64", "s"),
    ("train", "small_run_s", "training small_run: epoch of 1,000 digits, batch 64", "s"),
    ("train", "full_run_s", "training full_run: epoch of 8,000 digits, batch 64", "s"),
    ("train", "b1_epoch_s", "training epoch at batch 1 (500 digits)", "s"),
    ("e2e", "wall_s", "end to end, spawn to exit", "s"),
    ("e2e", "peak_rss_mib", "end to end, peak RSS", "MiB"),
]
RSS_SCENARIOS = SCENARIOS
# Shown, but with no ratio: the sides split ingress differently (TensorPy's parse already
# produces the float32 tensors, PyTorch's tensorize converts uint8 to float32), so only
# the sum, ingress_s, compares like with like.
NOT_COMPARABLE = {"ingress.parse_s", "ingress.tensorize_s"}

# The issue's targets, against torch-tuned at one thread: (label, scenario, key, ratio at least).
TARGETS = [
    ("start-up plus ML import", "import", "wall_s", 50),
    ("peak memory of the end-to-end run", "e2e", "peak_rss_mib", 5),
    ("CSV ingress plus tensorize", "ingress", "ingress_s", 10),
    ("SimpleCNN inference, batch 10,000", "infer_simplecnn", "b10000_s", 10),
    ("SimpleCNN inference, batch 100", "infer_simplecnn", "b100_s", 5),
    ("SimpleCNN inference, batch 1", "infer_simplecnn", "b1_s", 20),
    ("end to end, spawn to exit", "e2e", "wall_s", 20),
    ("training epoch at batch 64", "train", "full_run_s", 3),
    ("training epoch at batch 1", "train", "b1_epoch_s", 10),
]


def summarise(values):
    if not values:
        return None
    return {"median": statistics.median(values), "min": min(values), "max": max(values), "n": len(values),
            "values": values}


def aggregate(records, sides, modes):
    """records: list of {run, scenario, mode, side, wall_s, peak_rss_mib, rc, data}."""
    table = {}
    for mode in modes:
        per_process = [(s, k, "", "") for s in RSS_SCENARIOS for k in ("peak_rss_mib", "wall_s", "cpu_s")]
        for scenario, key, _, _ in METRICS + per_process:
            for side in sides:
                vals = []
                for r in records:
                    if r["mode"] != mode or r["side"] != side or r["scenario"] != scenario or r["rc"] != 0:
                        continue
                    v = r.get(key) if key in ("wall_s", "peak_rss_mib", "cpu_s") else (r.get("data") or {}).get(key)
                    if isinstance(v, (int, float)):
                        vals.append(float(v))
                table.setdefault(mode, {}).setdefault(f"{scenario}.{key}", {})[side] = summarise(vals)
    for mode, metrics in table.items():
        for name, by_side in metrics.items():
            tp = by_side.get("tensorpy")
            ratios = {}
            for side in sides:
                other = by_side.get(side)
                if name in NOT_COMPARABLE:
                    continue
                if side != "tensorpy" and tp and other and tp["median"] > 0:
                    ratios[side] = other["median"] / tp["median"]
            by_side["ratios"] = ratios
    return table


def derived(table, modes, peak, records):
    out = {}
    for mode in modes:
        d = {}
        ing = table[mode].get("ingress.parse_s", {})
        size = next((r["data"]["bytes"] for r in records if r["scenario"] == "ingress" and r.get("data")), None)
        for side, s in ing.items():
            if side != "ratios" and s and size:
                d.setdefault("parse_gb_per_s", {})[side] = size / s["median"] / 1e9
        for model, flops in (("simplecnn", SIMPLECNN_FLOPS), ("lenet", LENET_FLOPS)):
            for side, s in table[mode].get(f"infer_{model}.b10000_s", {}).items():
                if side == "ratios" or not s:
                    continue
                gflops = flops * 10000 / s["median"] / 1e9
                d.setdefault(f"{model}_b10000_gflops", {})[side] = gflops
                if peak:
                    d.setdefault(f"{model}_b10000_percent_of_one_core_peak", {})[side] = 100 * gflops / peak
        out[mode] = d
    return out


def check_targets(table):
    rows = []
    for label, scenario, key, want in TARGETS:
        by_side = table.get("1", {}).get(f"{scenario}.{key}", {})
        ratio = by_side.get("ratios", {}).get("torch-tuned")
        rows.append({"target": label, "metric": f"{scenario}.{key}", "want": want, "ratio": ratio,
                     "met": ratio is not None and ratio >= want})
    return rows


# ---------------------------------------------------------------- report

def fmt_value(s, unit):
    if not s:
        return "—"
    if unit == "MiB":
        return f"{s['median']:.1f} ({s['min']:.1f}–{s['max']:.1f})"
    m = s["median"]
    if m < 1:
        return f"{m * 1e3:.2f} ms ({s['min'] * 1e3:.2f}–{s['max'] * 1e3:.2f})"
    return f"{m:.3f} s ({s['min']:.3f}–{s['max']:.3f})"


def fmt_ratio(r):
    if r is None:
        return "—"
    return f"{r:.1f}x" if r >= 1 else f"{r:.2f}x"


def markdown(result):
    sides = result["sides"]
    modes = result["modes"]
    m = result["machine"]
    lines = [
        "# Benchmarks: TensorPy against PyTorch",
        "",
        "Generated by `make bench` (`benchmarks/run`, then `benchmarks/driver.py`); do not edit by hand.",
        f"Raw data: `benchmarks/results/latest.json`. Chart: `benchmarks/results/latest.png`.",
        "",
        "![ratios](../benchmarks/results/latest.png)",
        "",
        "**Interleaved runs: " + ", ".join(
            f"{n} with {'one thread' if mode == '1' else 'all cores'}" for mode, n in result["runs_done"].items())
        + f"** (requested {result['runs_requested']} each); each cell is the median, then min–max, over the runs. Ratios are PyTorch time / TensorPy time (memory: PyTorch "
        "MiB / TensorPy MiB), so above 1x means TensorPy is faster or smaller.",
        "",
        "## Machine and versions",
        "",
        f"- CPU: {m['cpu']}, {m['cores']} cores in the affinity mask, {m['memory_gib']} GiB; {m['os']}, "
        f"kernel {m['kernel']}, glibc {m['glibc']}, transparent huge pages `{m['thp']}`",
        f"- One core's FP32 FMA peak, measured (`benchmarks/fma_peak.c`, {result['fma_peak']['isa']}): "
        f"{result['fma_peak']['gflops']:.1f} GFLOP/s (the higher of a probe at the start, "
        f"{result['fma_peak'].get('start', result['fma_peak']['gflops']):.1f}, and one at the end, "
        f"{result['fma_peak'].get('end', result['fma_peak']['gflops']):.1f})",
        f"- TensorPy: `{m['tensorpy_path']}` ({m['tensorpy'] or 'version unknown'}), commit {m['commit']}",
        f"- PyTorch: {m['torch']} on Python {m['python']}, numpy {m['numpy']}",
        f"- PyTorch as installed: reference BLAS (libblas3 {m['libblas3']}) pinned with LD_LIBRARY_PATH; "
        f"512³ SGEMM {result['blas']['torch-installed']['sgemm512_gflops']:.1f} GFLOP/s "
        f"(`{result['blas']['torch-installed']['blas']}`)",
        f"- PyTorch tuned: OpenBLAS (libopenblas0-pthread {m['openblas']}) first on LD_LIBRARY_PATH and "
        f"`GLIBC_TUNABLES=glibc.malloc.hugetlb=1`; 512³ SGEMM "
        f"{result['blas']['torch-tuned']['sgemm512_gflops']:.1f} GFLOP/s (`{result['blas']['torch-tuned']['blas']}`)",
        f"- Weights made by {result['weights_source']}; load average {m['load_average_at_start']:.2f} at start, "
        f"{result['load_average_at_end']:.2f} at the end (above 0 means other work shared the cores); "
        f"{m['date']}; the whole driver took {result['elapsed_s']:.0f} s",
        "",
    ]
    if result.get("tensorpy_error"):
        lines += [f"**The TensorPy binary did not run** ({result['tensorpy_error']}): its columns are empty.", ""]
    lines += ["## Targets (PyTorch tuned, one thread)", "", "| target | wanted | measured | met |", "|---|---|---|---|"]
    for t in result["targets"]:
        lines.append(f"| {t['target']} | {t['want']}x | {fmt_ratio(t['ratio'])} | "
                     f"{'yes' if t['met'] else ('no' if t['ratio'] is not None else '—')} |")
    d1 = result["derived"].get("1", {})
    gbs = d1.get("parse_gb_per_s", {}).get("tensorpy")
    pct = d1.get("simplecnn_b10000_percent_of_one_core_peak", {}).get("tensorpy")
    lines.append(f"| CSV parse speed | 1 GB/s | {gbs:.2f} GB/s | {'yes' if gbs >= 1 else 'no'} |" if gbs else
                 "| CSV parse speed | 1 GB/s | — | — |")
    lines.append(f"| SimpleCNN batch 10,000, share of one core's FMA peak | 40% | {pct:.0f}% | "
                 f"{'yes' if pct >= 40 else 'no'} |" if pct else
                 "| SimpleCNN batch 10,000, share of one core's FMA peak | 40% | — | — |")
    lines.append("")
    header_sides = [s for s in sides if s != "tensorpy"]
    for mode in modes:
        title = "one thread" if mode == "1" else f"all cores ({result['machine']['cores']} threads)"
        cut = " plus the finished processes of a run the budget cut short" if result["partial_run"].get(mode) else ""
        lines += [f"## Results, {title} ({result['runs_done'].get(mode, 0)} runs{cut})", ""]
        head = "| scenario | TensorPy |"
        sep = "|---|---|"
        for s in header_sides:
            head += f" {s} | ratio |"
            sep += "---|---|"
        lines += [head, sep]
        for scenario, key, label, unit in METRICS:
            if scenario not in result["scenarios"]:
                continue
            by_side = result["table"][mode].get(f"{scenario}.{key}", {})
            row = f"| {label} | {fmt_value(by_side.get('tensorpy'), unit)} |"
            for s in header_sides:
                ratio = "n/c" if f"{scenario}.{key}" in NOT_COMPARABLE else fmt_ratio(by_side.get("ratios", {}).get(s))
                row += f" {fmt_value(by_side.get(s), unit)} | {ratio} |"
            lines.append(row)
        d = result["derived"].get(mode, {})
        extra = []
        for name, label, f in (("parse_gb_per_s", "CSV parse speed", "{:.2f} GB/s"),
                               ("simplecnn_b10000_gflops", "SimpleCNN batch 10,000", "{:.1f} GFLOP/s"),
                               ("simplecnn_b10000_percent_of_one_core_peak", "SimpleCNN batch 10,000, of one core's peak",
                                "{:.0f}%"),
                               ("lenet_b10000_gflops", "LeNet batch 10,000", "{:.1f} GFLOP/s")):
            if name in d:
                extra.append(f"{label}: " + ", ".join(f"{s} {f.format(v)}" for s, v in d[name].items()))
        if extra:
            lines += [""] + [f"- {e}" for e in extra]
        lines += ["", f"Each scenario's process, {title}: peak RSS in MiB / wall seconds / CPU seconds (user + "
                  "system), medians. Wall well above CPU on one thread means the process waited for a core.", "",
                  "| process | " + " | ".join(sides) + " |", "|---|" + "---|" * len(sides)]
        for scenario in result["scenarios"]:
            cells = []
            for side in sides:
                got = [result["table"][mode].get(f"{scenario}.{k}", {}).get(side) for k in ("peak_rss_mib", "wall_s", "cpu_s")]
                cells.append(" / ".join(f"{g['median']:.1f}" if i == 0 else f"{g['median']:.2f}" for i, g in enumerate(got))
                             if all(got) else "—")
            lines.append(f"| {scenario} | " + " | ".join(cells) + " |")
        lines.append("")
    if result["logits"]:
        lines += ["## Same weights, same answers", "",
                  "Batch-10,000 logits of the first run, TensorPy against each PyTorch configuration "
                  f"(tolerance {LOGIT_TOLERANCE:g}):", "", "| pair | max abs difference | argmax agreement | ok |",
                  "|---|---|---|---|"]
        for k, v in result["logits"].items():
            lines.append(f"| {k} | {v['max_abs_diff']:.2e} | {100 * v['argmax_agreement']:.2f}% | "
                         f"{'yes' if v['ok'] else 'NO'} |")
        lines.append("")
    if result["failures"]:
        lines += ["## Failed processes", "", "| run | scenario | threads | side | rc | stderr (end) |", "|---|---|---|---|---|---|"]
        for f in result["failures"][:30]:
            msg = f["stderr"].strip().splitlines()[-1] if f["stderr"].strip() else ""
            lines.append(f"| {f['run']} | {f['scenario']} | {f['mode']} | {f['side']} | {f['rc']} | "
                         f"{msg.replace('|', '/')[:160]} |")
        lines.append("")
    lines += [
        "## Method",
        "",
        "- `make bench` = `make build data`, then `benchmarks/run`: `benchmarks/setup` (Debian packages "
        "python3-torch, python3-numpy, python3-matplotlib, libopenblas0-pthread; idempotent), then this driver.",
        "- Each scenario is its own process per side, thread mode and run; runs interleave the sides "
        "(side order reversed every other run), one thread first (the targets), then all cores, each phase as "
        "many runs as the time budget allows. Spawn-to-exit wall time, peak RSS and CPU time come from wait4 "
        "in `benchmarks/spawn_measure.c`, a small C launcher (a child forked from the Python driver would "
        "report the driver's RSS when larger: Linux keeps the high-water mark across exec); phase times "
        "inside each process with `time.perf_counter`.",
        "- Both sides run the same protocol from the scripts in `benchmarks/tensorpy/` and "
        "`benchmarks/pytorch/`. PyTorch parses the CSV with numpy's C `loadtxt` to uint8 and tensorizes with "
        "`torch.from_numpy(...).float().div_(255)`; TensorPy's `ml.load_mnist_csv` parses straight to float32 "
        "(its parse column includes the conversion; its tensorize is the reshape), so parse and tensorize "
        "alone are not comparable (n/c) and the ratio is on their sum.",
        "- Inference: each batch size gets one untimed warm-up call; SimpleCNN at batch 10,000 is the median "
        "of 3 timed passes (warm-up at batch 10,000), LeNet at batch 10,000 one pass (warm-up at batch 100); "
        "batches 100 and 1 are one pass over all 10,000 digits, under no_grad.",
        "- Training (LeNet, Adam lr 1e-3, cross-entropy, from the same initial weights): single_step is the "
        "median of 5 steps at batch 64; runs are one epoch each with a reshuffle and `loss.item()` every step, "
        "as the demo does; the batch-1 epoch covers the first 500 training digits ($BENCH_B1_ROWS).",
        "- FLOP counts for GFLOP/s: multiply-adds as 2, convolutions and linear layers only.",
        "",
    ]
    return "\n".join(lines)


def chart(result, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    modes = result["modes"]
    torch_sides = [s for s in result["sides"] if s != "tensorpy"]
    metrics = [(sc, k, label) for sc, k, label, _ in METRICS
               if sc in result["scenarios"] and f"{sc}.{k}" not in NOT_COMPARABLE]
    fig, axes = plt.subplots(1, len(modes), figsize=(7 * len(modes), 0.42 * len(metrics) + 2), sharey=True,
                             squeeze=False)
    colors = {"torch-tuned": "#1f77b4", "torch-installed": "#ff7f0e"}
    for ax, mode in zip(axes[0], modes):
        ys = list(range(len(metrics)))
        h = 0.8 / max(len(torch_sides), 1)
        for i, side in enumerate(torch_sides):
            vals = [result["table"][mode].get(f"{sc}.{k}", {}).get("ratios", {}).get(side) or 0 for sc, k, _ in metrics]
            ax.barh([y + i * h for y in ys], vals, height=h, color=colors.get(side), label=f"vs {side}")
        ax.axvline(1, color="black", linewidth=0.8)
        ax.set_xscale("log")
        ax.set_yticks([y + h * (len(torch_sides) - 1) / 2 for y in ys])
        ax.set_yticklabels([label for _, _, label in metrics], fontsize=8)
        if ax is axes[0][0]:
            ax.invert_yaxis()  # the axes share y: inverting each would cancel out
        ax.set_xlabel("PyTorch / TensorPy (higher: TensorPy faster or smaller)")
        cut = " + a cut-short run" if result.get("partial_run", {}).get(mode) else ""
        ax.set_title(("one thread" if mode == "1" else f"all cores ({result['machine']['cores']})")
                     + f", {result['runs_done'].get(mode, 0)} runs{cut}")
        ax.legend(fontsize=8, loc="lower right")
        ax.grid(axis="x", which="both", alpha=0.3)
    fig.suptitle(f"TensorPy vs PyTorch {result['machine']['torch'].split()[0]}: medians of interleaved runs")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


# ---------------------------------------------------------------- main


def torch_programs_section():
    """The "Whole PyTorch programs" section benchmarks/torch_programs/run wrote, kept when
    this driver rewrites docs/benchmarks.md ("" when it has not run)."""
    path = os.path.join(ROOT, "benchmarks", "results", "torch_programs.md")
    if not os.path.exists(path):
        return ""
    with open(path) as f:
        return "\n" + f.read()


def write_docs(path, text):
    """Writes the markdown, keeping `make bench-lang`'s section (benchmarks/lang/run.py,
    between its begin and end markers) at the end."""
    begin, end = "<!-- bench-lang:begin -->", "<!-- bench-lang:end -->"
    try:
        old = open(path).read()
    except OSError:
        old = ""
    if begin in old and end in old:
        kept = old[old.index(begin):old.index(end) + len(end)]
        text = text.rstrip("\n") + "\n\n" + kept + "\n"
    with open(path, "w") as f:
        f.write(text)


def main():
    start = time.perf_counter()
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tensorpy", default=os.environ.get("TENSORPY", os.path.join(ROOT, "build", "tensorpy")))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--scenarios", default=",".join(SCENARIOS))
    ap.add_argument("--sides", default=",".join(SIDES))
    ap.add_argument("--threads", default="1,all", help="thread modes: 1, all, or both")
    ap.add_argument("--budget", type=float, default=540.0, help="seconds; stop after the last run that fits")
    ap.add_argument("--out", default=os.path.join(HERE, "results", "latest.json"))
    ap.add_argument("--docs", default=os.path.join(ROOT, "docs", "benchmarks.md"))
    ap.add_argument("--no-docs", action="store_true", help="write the JSON only (no markdown, no chart)")
    ap.add_argument("--report-only", action="store_true",
                    help="measure nothing: rewrite the markdown and the chart from --out's JSON")
    args = ap.parse_args()
    if args.report_only:
        with open(args.out) as f:
            result = json.load(f)
        chart(result, os.path.splitext(args.out)[0] + ".png")
        write_docs(args.docs, markdown(result) + torch_programs_section())
        print_summary(result)
        return 0

    tensorpy = os.path.abspath(args.tensorpy)
    scenarios = [s for s in args.scenarios.split(",") if s]
    sides = [s for s in args.sides.split(",") if s]
    for s in scenarios:
        if s not in SCENARIOS:
            ap.error(f"unknown scenario {s!r}; known: {', '.join(SCENARIOS)}")
    for s in sides:
        if s not in SIDES:
            ap.error(f"unknown side {s!r}; known: {', '.join(SIDES)}")
    nproc = len(os.sched_getaffinity(0))
    modes = [m for m in args.threads.split(",") if m]
    thread_count = {"1": 1, "all": nproc}

    workdir = tempfile.mkdtemp(prefix="tensorpy-bench-")
    try:
        build_helpers(workdir)
        tp_error = tensorpy_works(tensorpy) if "tensorpy" in sides else "not requested"
        if tp_error:
            log(f"TensorPy side unavailable: {tp_error}")
            sides = [s for s in sides if s != "tensorpy"]
        peak = fma_peak(workdir)
        log(f"one core's FMA peak: {peak['gflops']:.1f} GFLOP/s ({peak['isa']})")
        blas = check_blas()
        log("BLAS: " + ", ".join(f"{k} {v['sgemm512_gflops']:.1f} GFLOP/s ({os.path.basename(v['blas'] or '?')})"
                                 for k, v in blas.items()))
        weights, weights_source, weights_s = make_weights(not tp_error, tensorpy, workdir)
        log(f"weights made by {weights_source} in {weights_s:.1f} s")
        logits_dir = os.path.join(workdir, "logits")
        os.makedirs(logits_dir)
        cmds = Sides(tensorpy, weights, logits_dir)

        records = []
        failures = []
        runs_done = {}
        run_times = {}
        partial = {}
        for phase, mode in enumerate(modes):
            # Phases in order (one thread first: the targets are there). A phase stops before a
            # run that would end past its deadline; every phase but the last leaves room for
            # one run of each later phase, estimated as long as this phase's slowest run.
            runs_done[mode] = 0
            run_times[mode] = []
            later = len(modes) - 1 - phase
            for run in range(args.runs):
                elapsed = time.perf_counter() - start
                if run_times[mode]:
                    # 1.25: runs vary by a quarter on a shared machine; a later phase's first run
                    # always starts (the hard stop below bounds it and keeps what it finished).
                    slowest = max(run_times[mode])
                    deadline = args.budget - REPORT_S - later * 1.25 * slowest
                    if elapsed + slowest > deadline:
                        log(f"threads={mode}: stopping after {run} runs; one more would end near "
                            f"{elapsed + slowest:.0f} s, past this phase's deadline {deadline:.0f} s")
                        break
                t_run = time.perf_counter()
                order = sides if run % 2 == 0 else list(reversed(sides))
                complete = True
                for scenario in scenarios:
                    for side in order:
                        # Hard stop: no process may run past the budget. A cut run keeps the
                        # processes it finished but does not count as a run.
                        left = args.budget - REPORT_S - (time.perf_counter() - start)
                        if left < 2:
                            complete = False
                            break
                        threads = thread_count[mode]
                        r = spawn(cmds.command(side, scenario, run == 0 and phase == 0), side_env(side, threads),
                                  timeout=min(PROCESS_TIMEOUT_S, left))
                        rec = {"run": run, "scenario": scenario, "mode": mode, "side": side, "threads": threads,
                               "wall_s": r["wall_s"], "peak_rss_mib": r["peak_rss_mib"], "cpu_s": r["cpu_s"],
                               "rc": r["rc"], "complete_run": True,
                               "data": last_json(r["stdout"]) if scenario not in ("startup", "import") else None}
                        if r["rc"] != 0:
                            failures.append({**rec, "stderr": r["stderr"][-2000:]})
                            log(f"FAILED run {run + 1} {scenario} threads={mode} {side}: rc {r['rc']}: "
                                f"{r['stderr'].strip()[-300:]}")
                        records.append(rec)
                    if not complete:
                        break
                if not complete:
                    for rec in records:
                        if rec["mode"] == mode and rec["run"] == run:
                            rec["complete_run"] = False
                    partial[mode] = True
                    log(f"threads={mode}: run {run + 1} cut short by the budget ({args.budget:.0f} s)")
                    break
                runs_done[mode] += 1
                run_times[mode].append(time.perf_counter() - t_run)
                log(f"threads={mode}: run {run + 1}/{args.runs} done in {run_times[mode][-1]:.1f} s "
                    f"(elapsed {time.perf_counter() - start:.0f} s)")

        # The peak again at the end, the higher one kept: on a shared machine a probe that
        # waited for a core reads low, and a low peak would flatter the share of it.
        peak_end = fma_peak(workdir)
        peak = dict(max(peak, peak_end, key=lambda p: p["gflops"]), start=peak["gflops"], end=peak_end["gflops"])
        table = aggregate(records, sides, modes)
        result = {
            "machine": machine_info(tensorpy, nproc),
            "fma_peak": peak, "blas": blas, "weights_source": weights_source,
            "tensorpy_error": tp_error if "tensorpy" in args.sides.split(",") else None,
            "sides": sides, "modes": modes, "scenarios": scenarios, "thread_counts": thread_count,
            "runs_requested": args.runs, "runs_done": runs_done, "run_seconds": run_times, "partial_run": partial,
            "load_average_at_end": os.getloadavg()[0],
            "logits": compare_logits(logits_dir, sides, [s[len("infer_"):] for s in scenarios if s.startswith("infer_")]),
            "table": table, "derived": derived(table, modes, peak["gflops"], records),
            "targets": check_targets(table), "failures": failures, "records": records,
        }
        result["elapsed_s"] = time.perf_counter() - start
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        with open(args.out, "w") as f:
            json.dump(result, f, indent=1)
        log(f"wrote {os.path.relpath(args.out, ROOT)}")
        if not args.no_docs:
            png = os.path.splitext(args.out)[0] + ".png"
            chart(result, png)
            write_docs(args.docs, markdown(result) + torch_programs_section())
            log(f"wrote {os.path.relpath(args.docs, ROOT)} and {os.path.relpath(png, ROOT)}")
        print_summary(result)
        # A failed or timed-out PyTorch process is recorded in the table and the JSON (on a
        # loaded machine its all-cores runs can spin past the timeout); only a failure of
        # TensorPy's own side, or logits that disagree, fails `make bench`.
        own_failures = [f for f in failures if f["side"] == "tensorpy"]
        logits_ok = all(v["ok"] for v in result["logits"].values())
        return 0 if not own_failures and logits_ok else 1
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def print_summary(result):
    for t in result["targets"]:
        print(f"{t['target']:40s} want {t['want']:>3}x  got {fmt_ratio(t['ratio']):>7}  "
              f"{'met' if t['met'] else 'NOT met' if t['ratio'] is not None else 'not measured'}")
    for k, v in result["logits"].items():
        print(f"logits {k}: max |diff| {v['max_abs_diff']:.2e} {'ok' if v['ok'] else 'NOT within 1e-4'}")


if __name__ == "__main__":
    sys.exit(main())
