"""Full-MNIST inference benchmark with the original API's SimpleCNN.

First a short training (SimpleCNN(28, 1, 8, 3, 10), one epoch of Adam lr 1e-3,
batch 64, over data/mnist/mnist_train.csv) and a checkpoint, then the measured
pipeline the original benchmark reports, phase by phase:
  load_dataset  ml.load_mnist_csv over data/mnist/mnist_test_full.csv (10,000 digits)
  tensorize     shaping the loaded images into the model's input [10000, 1, 28, 28] on the CPU
                (ml.load_mnist_csv already returns tensors, so this phase is small)
  init_model    a fresh SimpleCNN, the checkpoint loaded into it, to_inference()
  forward       one forward pass at batch 10,000 under ml.no_grad()
  overall       the four phases end to end
printed as one JSON line (seconds, time.perf_counter), then the accuracy over all 10,000
digits (as the original benchmark reports it; 8,000 of them are the training rows) and
over the 2,000 held-out digits alone.

Usage: tensorpy examples/mnist_inference.py [TRAIN_LIMIT]
The checkpoint goes to $MNIST_CHECKPOINT, default $TMPDIR (or /tmp)/tensorpy_simple_cnn.safetensors.
"""
import json
import os
import sys
import time

import ml
import nn


def data_dir():
    script = sys.argv[0] if sys.argv and sys.argv[0] else __file__
    here = os.path.dirname(os.path.abspath(script))
    return os.path.join(os.path.dirname(here), "data", "mnist")


def train_checkpoint(folder, path, limit):
    """Train SimpleCNN for one epoch and save it to path; returns (seconds, mean loss, rows)."""
    t0 = time.perf_counter()
    images, labels = ml.load_mnist_csv(os.path.join(folder, "mnist_train.csv"), limit)
    ml.manual_seed(0)
    model = nn.SimpleCNN(28, 1, 8, 3, 10)
    optimizer = nn.Adam(model.parameters(), 1e-3)
    loss_fn = nn.CrossEntropyLoss()
    total = 0.0
    steps = 0
    for xb, yb in ml.batches(images, labels, 64, shuffle=True, seed=1):
        optimizer.zero_grad()
        loss = loss_fn(model(xb), yb)
        loss.backward()
        optimizer.step()
        total += loss.item()
        steps += 1
    nn.save(model, path)
    return time.perf_counter() - t0, total / max(steps, 1), images.shape[0]


def main():
    folder = data_dir()
    limit = int(sys.argv[1]) if len(sys.argv) > 1 else None
    path = os.environ.get("MNIST_CHECKPOINT",
                          os.path.join(os.environ.get("TMPDIR", "/tmp"), "tensorpy_simple_cnn.safetensors"))
    train_time, mean_loss, n_train = train_checkpoint(folder, path, limit)
    print(f"trained SimpleCNN(28, 1, 8, 3, 10) for 1 epoch on {n_train} digits in {train_time:.2f} s "
          f"(mean loss {mean_loss:.4f}); checkpoint {path}")

    start = time.perf_counter()
    images, labels = ml.load_mnist_csv(os.path.join(folder, "mnist_test_full.csv"))
    t_loaded = time.perf_counter()
    n = images.shape[0]
    x = images.reshape(n, 1, 28, 28).contiguous().to(ml.cpu)
    t_tensorized = time.perf_counter()
    model = nn.SimpleCNN(28, 1, 8, 3, 10)
    model.load(path)
    model.to_inference(ml.cpu)
    t_model = time.perf_counter()
    with ml.no_grad():
        logits = model(x)
    t_forward = time.perf_counter()
    phases = {
        "load_dataset": t_loaded - start,
        "tensorize": t_tensorized - t_loaded,
        "init_model": t_model - t_tensorized,
        "forward": t_forward - t_model,
        "overall": t_forward - start,
    }
    print(json.dumps(phases))
    hits = logits.argmax(1) == labels
    correct = int(hits.sum().item())
    print(f"accuracy {100.0 * correct / n:.2f}% ({correct}/{n})")
    # mnist_test_full.csv is mnist_train.csv (its first 8,000 rows) followed by
    # mnist_holdout.csv (docs/formats.md): only the last 2,000 were unseen in training.
    if n_train <= 8000 < n:
        unseen = int(hits[8000:].sum().item())
        print(f"accuracy on the {n - 8000} digits not seen in training "
              f"{100.0 * unseen / (n - 8000):.2f}% ({unseen}/{n - 8000})")


main()
