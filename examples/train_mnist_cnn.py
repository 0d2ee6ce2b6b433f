"""Train a LeNet-style CNN on real MNIST digits and check a checkpoint round trip.

The main job of `make demo`. Model: Conv2d(1,16,5,padding=2)-ReLU-MaxPool2d(2)
-Conv2d(16,32,5)-ReLU-MaxPool2d(2)-Flatten-Linear(800,128)-ReLU-Linear(128,10);
Adam lr 1e-3, batch 64, reshuffled every epoch with a fixed seed (the epoch
number). Data: data/mnist/mnist_train.csv (8,000 digits) for training and
data/mnist/mnist_holdout.csv (2,000) for held-out accuracy, found relative to
this script (run scripts/get-mnist first).

Preprocessing: ml.load_mnist_csv gives pixels in 0..1; both sets are then normalised
with MNIST's training mean and standard deviation, (x - 0.1307) / 0.3081, as PyTorch's
MNIST examples do (the PyTorch twin, benchmarks/pytorch/train.py, is to do the same).

Output: on a terminal a progress bar redrawn in place ('\r'); otherwise (a log, CI)
no bar. Either way one line per epoch: mean loss, seconds, images/s, held-out
accuracy. Then the checkpoint round trip: save, reload into a fresh model, compare
the holdout predictions and logits.

Usage: tensorpy examples/train_mnist_cnn.py [EPOCHS [TRAIN_LIMIT]]
  EPOCHS defaults to $MNIST_EPOCHS or 5; TRAIN_LIMIT (rows) to all 8,000.
The checkpoint goes to $MNIST_CHECKPOINT, default $TMPDIR (or /tmp)/tensorpy_mnist_cnn.safetensors.
Every time printed is measured with time.perf_counter. Exits 1 when the reloaded
model's holdout predictions differ from the trained model's.
"""
import os
import sys
import time

import ml
import nn

BATCH_SIZE = 64
LEARNING_RATE = 1e-3
EVAL_BATCH = 500  # holdout forward in chunks: bounds the conv activations (~25 MB per chunk)
BAR_WIDTH = 30
MNIST_MEAN = 0.1307  # mean and standard deviation of MNIST's training pixels (in 0..1),
MNIST_STD = 0.3081   # the constants of PyTorch's MNIST examples
TARGET_ACCURACY = 97.0  # percent, held out, within the default 5 epochs


class LeNet(nn.Module):
    """LeNet-style CNN: [N, 1, 28, 28] float32 normalised pixels -> [N, 10] logits."""

    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 5, padding=2)
        self.pool = nn.MaxPool2d(2)
        self.conv2 = nn.Conv2d(16, 32, 5)
        self.flatten = nn.Flatten()
        self.fc1 = nn.Linear(800, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x):
        x = self.pool(ml.relu(self.conv1(x)))
        x = self.pool(ml.relu(self.conv2(x)))
        x = ml.relu(self.fc1(self.flatten(x)))
        return self.fc2(x)


def data_dir():
    script = sys.argv[0] if sys.argv and sys.argv[0] else __file__
    here = os.path.dirname(os.path.abspath(script))
    return os.path.join(os.path.dirname(here), "data", "mnist")


def normalize(images):
    """Pixels in 0..1 -> (x - MNIST_MEAN) / MNIST_STD, a new float32 tensor of the same shape."""
    return (images - MNIST_MEAN) / MNIST_STD


def stdout_is_terminal():
    """True when stdout is an interactive terminal (the progress bar is redrawn in place only then)."""
    isatty = getattr(sys.stdout, "isatty", None)
    if isatty is None:
        return False
    try:
        return bool(isatty())
    except (OSError, ValueError):
        return False


def predict(model, images):
    """Class predictions [N] int64 and logits [N, 10], evaluated in chunks under no_grad."""
    preds = []
    logits = []
    with ml.no_grad():
        n = images.shape[0]
        for start in range(0, n, EVAL_BATCH):
            out = model(images[start:start + EVAL_BATCH])
            logits.append(out)
            preds.append(out.argmax(1))
    return ml.cat(preds, 0), ml.cat(logits, 0)


def accuracy(model, images, labels):
    model.eval()
    preds, _ = predict(model, images)
    model.train()
    correct = int((preds == labels).sum().item())
    return correct, labels.shape[0]


def show_progress(epoch, epochs, done, total, loss, rate):
    filled = BAR_WIDTH * done // total
    bar = "=" * filled + (">" if filled < BAR_WIDTH else "") + "." * (BAR_WIDTH - filled - 1)
    bar = bar[:BAR_WIDTH]
    print(f"\repoch {epoch}/{epochs} [{bar}] {done}/{total} loss {loss:.4f} {rate:7.0f} img/s",
          end="", flush=True)


def train_epoch(model, optimizer, loss_fn, images, labels, epoch, epochs, show_bar):
    """One pass over the shuffled training set; returns (mean loss, seconds)."""
    n = images.shape[0]
    steps = (n + BATCH_SIZE - 1) // BATCH_SIZE
    seen = 0
    loss_sum = 0.0
    step = 0
    start = time.perf_counter()
    for xb, yb in ml.batches(images, labels, BATCH_SIZE, shuffle=True, seed=epoch):
        optimizer.zero_grad()
        loss = loss_fn(model(xb), yb)
        loss.backward()
        optimizer.step()
        step += 1
        seen += xb.shape[0]
        loss_sum += loss.item()
        if show_bar and (step % 5 == 0 or step == steps):
            elapsed = time.perf_counter() - start
            show_progress(epoch, epochs, step, steps, loss_sum / step, seen / elapsed if elapsed > 0 else 0.0)
    elapsed = time.perf_counter() - start
    if show_bar:
        print("\r" + " " * 80 + "\r", end="", flush=True)  # the epoch line replaces the bar
    return loss_sum / max(step, 1), elapsed


def parse_args():
    epochs = int(os.environ.get("MNIST_EPOCHS", "5"))
    limit = None
    if len(sys.argv) > 1:
        epochs = int(sys.argv[1])
    if len(sys.argv) > 2:
        limit = int(sys.argv[2])
    return epochs, limit


def main():
    total_start = time.perf_counter()
    epochs, limit = parse_args()
    folder = data_dir()
    t0 = time.perf_counter()
    train_x, train_y = ml.load_mnist_csv(os.path.join(folder, "mnist_train.csv"), limit)
    hold_x, hold_y = ml.load_mnist_csv(os.path.join(folder, "mnist_holdout.csv"))
    train_x = normalize(train_x)
    hold_x = normalize(hold_x)
    load_time = time.perf_counter() - t0
    print(f"TensorPy MNIST CNN: {train_x.shape[0]} training / {hold_x.shape[0]} holdout digits, "
          f"batch {BATCH_SIZE}, Adam lr {LEARNING_RATE}, {epochs} epochs")
    print(f"data loaded and normalised ((x - {MNIST_MEAN}) / {MNIST_STD}) in {load_time:.3f} s", flush=True)
    show_bar = stdout_is_terminal()

    ml.manual_seed(0)
    model = LeNet()
    optimizer = nn.Adam(model.parameters(), lr=LEARNING_RATE)
    loss_fn = nn.CrossEntropyLoss()
    train_time = 0.0
    percent = 0.0
    for epoch in range(1, epochs + 1):
        mean_loss, elapsed = train_epoch(model, optimizer, loss_fn, train_x, train_y, epoch, epochs, show_bar)
        train_time += elapsed
        t0 = time.perf_counter()
        correct, n = accuracy(model, hold_x, hold_y)
        eval_time = time.perf_counter() - t0
        percent = 100.0 * correct / n
        rate = train_x.shape[0] / elapsed if elapsed > 0 else 0.0
        print(f"epoch {epoch}/{epochs}: mean loss {mean_loss:.4f}, {elapsed:.2f} s, {rate:.0f} img/s, "
              f"holdout accuracy {percent:.2f}% ({correct}/{n}, evaluated in {eval_time:.2f} s)", flush=True)
    print(f"final holdout accuracy {percent:.2f}% (target {TARGET_ACCURACY:.0f}%: "
          f"{'reached' if percent >= TARGET_ACCURACY else 'NOT reached'})")

    path = os.environ.get("MNIST_CHECKPOINT",
                          os.path.join(os.environ.get("TMPDIR", "/tmp"), "tensorpy_mnist_cnn.safetensors"))
    t0 = time.perf_counter()
    model.save(path)
    save_time = time.perf_counter() - t0
    t0 = time.perf_counter()
    fresh = LeNet().load(path)
    load_ckpt_time = time.perf_counter() - t0
    model.eval()
    fresh.eval()
    preds_a, logits_a = predict(model, hold_x)
    preds_b, logits_b = predict(fresh, hold_x)
    same_preds = int((preds_a == preds_b).sum().item())
    same_logits = int((logits_a == logits_b).sum().item())
    identical = same_preds == hold_x.shape[0] and same_logits == logits_a.numel()
    print(f"checkpoint {path}: saved in {save_time:.3f} s, reloaded in {load_ckpt_time:.3f} s; "
          f"reloaded model's holdout predictions identical: {'yes' if identical else 'NO'} "
          f"({same_preds}/{hold_x.shape[0]} predictions, {same_logits}/{logits_a.numel()} logits equal)")
    total = time.perf_counter() - total_start
    print(f"training {train_time:.2f} s, total {total:.2f} s")
    if not identical:
        sys.exit(1)


main()
