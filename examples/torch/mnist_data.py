"""MNIST digits from the CSV files scripts/get-mnist writes (label, then 784 pixels 0..255
per row) as a torch Dataset: images [1, 28, 28] float32 normalised with MNIST's mean and
std (0.1307, 0.3081), labels int64. Written against PyTorch's API only."""
import torch
from torch.utils.data import TensorDataset


def mnist_csv(path, limit=None, normalize=True):
    """A TensorDataset of (image, label) from the first `limit` rows of path."""
    labels, pixels = [], []
    with open(path) as f:
        for line in f:
            if limit is not None and len(labels) >= limit:
                break
            row = line.rstrip("\n").split(",")
            labels.append(int(row[0]))
            pixels.append([int(v) for v in row[1:]])
    images = torch.tensor(pixels, dtype=torch.float32).view(-1, 1, 28, 28) / 255.0
    if normalize:
        images = (images - 0.1307) / 0.3081
    return TensorDataset(images, torch.tensor(labels, dtype=torch.long))
