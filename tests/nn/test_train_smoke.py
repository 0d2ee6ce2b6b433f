"""Training smoke test on a synthetic MNIST-format CSV (200 rows, written to a temp dir, so no
download is needed): ml.load_mnist_csv reads it, SimpleCNN with Adam and an MLP with SGD
momentum train on it, and the loss must fall and the fit be good."""
import os

import ml
import nn
import nncheck

report = nncheck.Report("train_smoke")
ROWS = 200


def write_csv(path):
    """Digit k is a bright 6x6 block at a k-dependent place over low LCG noise."""
    state = 12345
    with open(path, "w") as f:
        for r in range(ROWS):
            label = r % 10
            top = (label // 5) * 12 + 4
            left = (label % 5) * 5 + 1
            pixels = []
            for i in range(28):
                for j in range(28):
                    state = (state * 1103515245 + 12345) % 2147483648
                    v = state % 40
                    if top <= i < top + 6 and left <= j < left + 6:
                        v = 200 + state % 56
                    pixels.append(str(v))
            f.write(str(label) + "," + ",".join(pixels) + "\n")


def train(model, optimizer, images, labels, epochs, batch):
    loss_fn = nn.CrossEntropyLoss()
    first = None
    means = []
    for epoch in range(epochs):
        total = 0.0
        steps = 0
        for xb, yb in ml.batches(images, labels, batch, shuffle=True, seed=epoch):
            optimizer.zero_grad()
            loss = loss_fn(model(xb), yb)
            loss.backward()
            optimizer.step()
            if first is None:
                first = loss.item()
            total += loss.item()
            steps += 1
        means.append(total / steps)
    return first, means


def accuracy(model, images, labels):
    with ml.no_grad():
        preds = model(images).argmax(1)
    return (preds == labels).sum().item() / labels.shape[0]


path = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"tensorpy_nn_smoke_{os.getpid()}.csv")
write_csv(path)
try:
    images, labels = ml.load_mnist_csv(path)
finally:
    os.remove(path)
report.same("images shape", list(images.shape), [ROWS, 1, 28, 28])
report.same("labels shape", list(labels.shape), [ROWS])
report.same("first labels", labels[0:3].tolist(), [0, 1, 2])

ml.manual_seed(0)
cnn = nn.SimpleCNN(28, 1, 4, 3, 10)
first, means = train(cnn, nn.Adam(cnn.parameters(), 3e-3), images, labels, 4, 20)
print(f"SimpleCNN + Adam: first batch loss {first:.4f}, epoch means {[round(m, 4) for m in means]}")
report.check("SimpleCNN loss falls", means[-1] < 0.5 * first, f"{first} -> {means[-1]}")
report.check("SimpleCNN loss falls every epoch", all(means[i] > means[i + 1] for i in range(len(means) - 1)), f"{means}")
acc = accuracy(cnn, images, labels)
report.check("SimpleCNN fits the training set", acc >= 0.9, f"accuracy {acc}")

ml.manual_seed(0)
mlp = nn.Sequential(nn.Flatten(), nn.MLP(784, 32, 10))
first, means = train(mlp, nn.SGD(mlp.parameters(), lr=0.05, momentum=0.9), images, labels, 3, 20)
print(f"MLP + SGD momentum: first batch loss {first:.4f}, epoch means {[round(m, 4) for m in means]}")
report.check("MLP loss falls", means[-1] < 0.5 * first, f"{first} -> {means[-1]}")
acc = accuracy(mlp, images, labels)
report.check("MLP fits the training set", acc >= 0.9, f"accuracy {acc}")

report.finish()
