"""A two-layer graph convolutional network (Kipf & Welling) classifying the nodes of a
synthetic citation-like graph: communities of nodes linked mostly among themselves, bag-of-
words features drawn per community. Written against PyTorch's API (sparse COO adjacency,
torch.spmm, Adam with weight decay); runs unchanged on TensorPy:
./tensorpy examples/torch/gcn.py"""
import argparse
import random
import time

import torch
from torch import nn
import torch.nn.functional as F
from torch.optim import Adam


class GraphConv(nn.Module):
    """H' = A_hat (H W) (+ b), A_hat the normalised sparse adjacency."""

    def __init__(self, input_dim, output_dim, use_bias=False):
        super().__init__()
        self.kernel = nn.Parameter(torch.Tensor(input_dim, output_dim))
        nn.init.xavier_normal_(self.kernel)
        self.bias = None
        if use_bias:
            self.bias = nn.Parameter(torch.Tensor(output_dim))
            nn.init.zeros_(self.bias)

    def forward(self, input_tensor, adj_mat):
        support = torch.mm(input_tensor, self.kernel)
        output = torch.spmm(adj_mat, support)
        if self.bias is not None:
            output = output + self.bias
        return output


class GCN(nn.Module):
    def __init__(self, input_dim, hidden_dim, output_dim, use_bias=True, dropout_p=0.1):
        super().__init__()
        self.gc1 = GraphConv(input_dim, hidden_dim, use_bias=use_bias)
        self.gc2 = GraphConv(hidden_dim, output_dim, use_bias=use_bias)
        self.dropout = nn.Dropout(dropout_p)

    def forward(self, input_tensor, adj_mat):
        x = F.relu(self.gc1(input_tensor, adj_mat))
        x = self.dropout(x)
        x = self.gc2(x, adj_mat)
        return F.log_softmax(x, dim=1)


def make_graph(nodes, classes, words, seed):
    """Features [nodes, words] (row-normalised), labels [nodes], normalised adjacency (sparse)."""
    rng = random.Random(seed)
    labels = [rng.randrange(classes) for _ in range(nodes)]
    vocab = [rng.sample(range(words), words // 4) for _ in range(classes)]
    rows, cols = [], []
    for i in range(nodes):
        for w in rng.sample(vocab[labels[i]], 6) + rng.sample(range(words), 2):
            rows.append(i)
            cols.append(w)
    features = torch.sparse_coo_tensor(torch.tensor([rows, cols]), torch.ones(len(rows)), (nodes, words)).to_dense()
    features = features / features.sum(1, keepdim=True)
    edges = set()
    for i in range(nodes):
        for _ in range(3):
            j = rng.randrange(nodes)
            if rng.random() < 0.8:
                same = [k for k in range(nodes) if labels[k] == labels[i]]
                j = same[rng.randrange(len(same))]
            if j != i:
                edges.add((i, j))
                edges.add((j, i))
    edges = sorted(edges)
    V = nodes
    adj_mat = torch.sparse_coo_tensor(torch.tensor(edges).T, torch.ones(len(edges)), (V, V))
    adj_mat = torch.eye(V) + adj_mat
    degree_mat = torch.sqrt(1 / torch.sum(adj_mat, dim=1))
    degree_mat[degree_mat == float('inf')] = 0
    degree_mat = torch.diag(degree_mat).to_sparse()
    adj_mat = (degree_mat @ (degree_mat @ adj_mat).T).T  # D A D (PyTorch 1.13 has no dense @ sparse)
    return features.to_sparse(), torch.LongTensor(labels), adj_mat.to_sparse()


def test(model, criterion, input, target, mask):
    model.eval()
    with torch.no_grad():
        output = model(*input)
        output, target = output[mask], target[mask]
        loss = criterion(output, target)
        acc = (output.argmax(dim=1) == target).float().sum() / len(target)
    return loss.item(), acc.item()


def main():
    parser = argparse.ArgumentParser(description='PyTorch Graph Convolutional Network')
    parser.add_argument('--epochs', type=int, default=100, help='number of epochs to train (default: 100)')
    parser.add_argument('--lr', type=float, default=0.01, help='learning rate (default: 0.01)')
    parser.add_argument('--l2', type=float, default=5e-4, help='weight decay (default: 5e-4)')
    parser.add_argument('--dropout-p', type=float, default=0.5, help='dropout probability (default: 0.5)')
    parser.add_argument('--hidden-dim', type=int, default=16, help='hidden representation size (default: 16)')
    parser.add_argument('--nodes', type=int, default=600, help='nodes in the graph (default: 600)')
    parser.add_argument('--val-every', type=int, default=20, help='epochs between reports (default: 20)')
    parser.add_argument('--seed', type=int, default=42, metavar='S', help='random seed (default: 42)')
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    features, labels, adj_mat = make_graph(args.nodes, 4, 200, args.seed)
    idx = torch.randperm(len(labels))
    n_test, n_val = args.nodes // 3, args.nodes // 6
    idx_test, idx_val, idx_train = idx[:n_test], idx[n_test:n_test + n_val], idx[n_test + n_val:]
    gcn = GCN(features.shape[1], args.hidden_dim, labels.max().item() + 1, True, args.dropout_p)
    optimizer = Adam(gcn.parameters(), lr=args.lr, weight_decay=args.l2)
    criterion = nn.NLLLoss()
    start = time.time()
    for epoch in range(1, args.epochs + 1):
        gcn.train()
        optimizer.zero_grad()
        output = gcn(features, adj_mat)
        loss = criterion(output[idx_train], labels[idx_train])
        loss.backward()
        optimizer.step()
        if epoch % args.val_every == 0:
            loss_val, acc_val = test(gcn, criterion, (features, adj_mat), labels, idx_val)
            print(f'Epoch: {epoch:04d} loss_train: {loss.item():.4f} loss_val: {loss_val:.4f} acc_val: {acc_val:.4f}')
    loss_test, acc_test = test(gcn, criterion, (features, adj_mat), labels, idx_test)
    print(f'Test set results: loss {loss_test:.4f} accuracy {acc_test:.4f}')
    print(f'time {time.time() - start:.2f} s')


if __name__ == '__main__':
    main()
