"""A variational autoencoder on MNIST digits (CSV from scripts/get-mnist) in the way of
PyTorch's VAE example: 784-400-20 encoder, reparameterisation with randn_like, BCE + KL
loss summed, Adam. ./tensorpy examples/torch/vae.py [--epochs 2] [--limit 4000]"""
import argparse

import torch
from torch import nn, optim
from torch.nn import functional as F
from torch.utils.data import DataLoader

from mnist_data import mnist_csv


class VAE(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(784, 400)
        self.fc21 = nn.Linear(400, 20)
        self.fc22 = nn.Linear(400, 20)
        self.fc3 = nn.Linear(20, 400)
        self.fc4 = nn.Linear(400, 784)

    def encode(self, x):
        h1 = F.relu(self.fc1(x))
        return self.fc21(h1), self.fc22(h1)

    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        return mu + eps * std

    def decode(self, z):
        h3 = F.relu(self.fc3(z))
        return torch.sigmoid(self.fc4(h3))

    def forward(self, x):
        mu, logvar = self.encode(x.view(-1, 784))
        z = self.reparameterize(mu, logvar)
        return self.decode(z), mu, logvar


def loss_function(recon_x, x, mu, logvar):
    bce = F.binary_cross_entropy(recon_x, x.view(-1, 784), reduction="sum")
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return bce + kld


def main():
    parser = argparse.ArgumentParser(description='VAE MNIST Example')
    parser.add_argument('--batch-size', type=int, default=128, metavar='N',
                        help='input batch size for training (default: 128)')
    parser.add_argument('--epochs', type=int, default=2, metavar='N',
                        help='number of epochs to train (default: 2)')
    parser.add_argument('--seed', type=int, default=1, metavar='N',
                        help='random seed (default: 1)')
    parser.add_argument('--log-interval', type=int, default=10, metavar='N',
                        help='how many batches to wait before logging training status')
    parser.add_argument('--limit', type=int, default=4000, metavar='N',
                        help='digits used (default: 4000)')
    parser.add_argument('--data', type=str, default='data/mnist/mnist_test_full.csv', metavar='PATH',
                        help='the MNIST CSV file of scripts/get-mnist')
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    dataset = mnist_csv(args.data, limit=args.limit, normalize=False)
    n_test = len(dataset) // 5
    train_set, test_set = torch.utils.data.random_split(dataset, [len(dataset) - n_test, n_test],
                                                        generator=torch.Generator().manual_seed(0))
    train_loader = DataLoader(train_set, batch_size=args.batch_size, shuffle=True)
    test_loader = DataLoader(test_set, batch_size=args.batch_size)
    model = VAE()
    optimizer = optim.Adam(model.parameters(), lr=1e-3)
    for epoch in range(1, args.epochs + 1):
        model.train()
        train_loss = 0
        for batch_idx, (data, _) in enumerate(train_loader):
            optimizer.zero_grad()
            recon_batch, mu, logvar = model(data)
            loss = loss_function(recon_batch, data, mu, logvar)
            loss.backward()
            train_loss += loss.item()
            optimizer.step()
            if batch_idx % args.log_interval == 0:
                print(f"Train Epoch: {epoch} [{batch_idx * len(data)}/{len(train_loader.dataset)}]\t"
                      f"Loss: {loss.item() / len(data):.6f}")
        print(f"====> Epoch: {epoch} Average loss: {train_loss / len(train_loader.dataset):.4f}")
        model.eval()
        test_loss = 0
        with torch.no_grad():
            for data, _ in test_loader:
                recon_batch, mu, logvar = model(data)
                test_loss += loss_function(recon_batch, data, mu, logvar).item()
        print(f"====> Test set loss: {test_loss / len(test_loader.dataset):.4f}")
    with torch.no_grad():
        sample = model.decode(torch.randn(64, 20))
    print("sample", tuple(sample.shape), f"mean {sample.mean().item():.3f}")


if __name__ == "__main__":
    main()
