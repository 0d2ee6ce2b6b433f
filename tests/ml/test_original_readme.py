"""The original TensorPy README's examples (tests/ml/readme_examples/, the scripts verbatim)
run unchanged and print what they promise. Each runs with print() captured; the expected
lines are PyTorch's for the same program (torch.Size -> ml.Size): the training loop with
Python-int data reaches torch's w = 2.0047738552093506, b = 0.9859648942947388 (float32
parameters, 200 SGD steps of lr 0.05), i.e. w ~ 2, b ~ 1."""
import os

import mlcheck

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = os.path.join(HERE, "readme_examples")
TMP = os.environ.get("TMPDIR", "/tmp")


def run_example(name):
    lines = []

    def capture(*args, sep=" ", end="\n"):
        lines.append(sep.join(str(a) for a in args))

    with open(os.path.join(EXAMPLES, name)) as f:
        source = f.read()
    exec(compile(source, name, "exec"), {"__name__": "__main__", "print": capture})
    return lines


mlcheck.check_equal("ml_runtime", run_example("ml_runtime.py"), ["ml.Size([2, 2])", "tensor(20)"])

out = run_example("training_loop.py")
if len(out) != 1 or len(out[0].split()) != 2:
    mlcheck.fail("training_loop", f"printed {out!r}")
else:
    w, b = (float(v) for v in out[0].split())
    if not mlcheck.close(w, 2.0047738552093506, 1e-5, 0) or not mlcheck.close(b, 0.9859648942947388, 1e-5, 0):
        mlcheck.fail("training_loop", f"w, b = {w}, {b}; torch: 2.0047738552093506 0.9859648942947388")

# The ingress example reads data/mnist/mnist_train_200.csv relative to the working
# directory: a 200-row file of that name in a scratch folder.
folder = os.path.join(TMP, f"tensorpy_readme_{os.getpid()}")
os.makedirs(os.path.join(folder, "data", "mnist"), exist_ok=True)
with open(os.path.join(folder, "data", "mnist", "mnist_train_200.csv"), "w") as f:
    for i in range(200):
        f.write(str(i % 10) + "," + ",".join(str((i + j) % 256) for j in range(784)) + "\n")
cwd = os.getcwd()
os.chdir(folder)
try:
    mlcheck.check_equal("data_ingress", run_example("data_ingress.py"), ["32 32"])
finally:
    os.chdir(cwd)
    os.remove(os.path.join(folder, "data", "mnist", "mnist_train_200.csv"))

mlcheck.finish("README examples")
