"""A word-level LSTM language model in the way of PyTorch's word_language_model example
(Embedding -> LSTM -> Linear, truncated BPTT with detached hidden states,
clip_grad_norm_, plain SGD with lr annealing, perplexity), on a small corpus generated
in place from a seeded grammar. ./tensorpy examples/torch/word_lm.py [--epochs 2]"""
import argparse
import math
import random
import time

import torch
import torch.nn as nn



def make_corpus(n_sentences, seed):
    rng = random.Random(seed)
    subjects = ["the cat", "a dog", "my friend", "the teacher", "our neighbour", "a bird"]
    verbs = ["sees", "likes", "follows", "finds", "greets", "watches"]
    objects = ["the ball", "a tree", "the river", "a small house", "the old car", "her book"]
    tails = ["today", "again", "in the morning", "at night", "quietly", ""]
    words = []
    for _ in range(n_sentences):
        sentence = f"{rng.choice(subjects)} {rng.choice(verbs)} {rng.choice(objects)} {rng.choice(tails)}"
        words += sentence.split() + ["<eos>"]
    return words


class Dictionary:
    def __init__(self):
        self.word2idx = {}
        self.idx2word = []

    def add_word(self, word):
        if word not in self.word2idx:
            self.idx2word.append(word)
            self.word2idx[word] = len(self.idx2word) - 1
        return self.word2idx[word]

    def __len__(self):
        return len(self.idx2word)


class RNNModel(nn.Module):
    def __init__(self, ntoken, ninp, nhid, nlayers, dropout=0.2, tie_weights=False):
        super().__init__()
        self.drop = nn.Dropout(dropout)
        self.encoder = nn.Embedding(ntoken, ninp)
        self.rnn = nn.LSTM(ninp, nhid, nlayers, dropout=dropout)
        self.decoder = nn.Linear(nhid, ntoken)
        if tie_weights:
            self.decoder.weight = self.encoder.weight
        self.nhid = nhid
        self.nlayers = nlayers
        self.init_weights()

    def init_weights(self):
        initrange = 0.1
        nn.init.uniform_(self.encoder.weight, -initrange, initrange)
        nn.init.zeros_(self.decoder.bias)
        nn.init.uniform_(self.decoder.weight, -initrange, initrange)

    def forward(self, input, hidden):
        emb = self.drop(self.encoder(input))
        output, hidden = self.rnn(emb, hidden)
        output = self.drop(output)
        decoded = self.decoder(output).view(-1, self.decoder.out_features)
        return torch.log_softmax(decoded, dim=1), hidden

    def init_hidden(self, bsz):
        return (torch.zeros(self.nlayers, bsz, self.nhid), torch.zeros(self.nlayers, bsz, self.nhid))


def batchify(data, bsz):
    nbatch = data.size(0) // bsz
    data = data[:nbatch * bsz]
    return data.view(bsz, -1).t().contiguous()


def repackage_hidden(h):
    if isinstance(h, torch.Tensor):
        return h.detach()
    return tuple(repackage_hidden(v) for v in h)


def get_batch(source, i, bptt):
    seq_len = min(bptt, len(source) - 1 - i)
    return source[i:i + seq_len], source[i + 1:i + 1 + seq_len].reshape(-1)


def evaluate(model, criterion, data_source, bptt, eval_batch_size):
    model.eval()
    total_loss = 0.0
    hidden = model.init_hidden(eval_batch_size)
    with torch.no_grad():
        for i in range(0, data_source.size(0) - 1, bptt):
            data, targets = get_batch(data_source, i, bptt)
            output, hidden = model(data, hidden)
            hidden = repackage_hidden(hidden)
            total_loss += len(data) * criterion(output, targets).item()
    return total_loss / (len(data_source) - 1)


def main():
    parser = argparse.ArgumentParser(description='PyTorch word-level LSTM language model')
    parser.add_argument('--emsize', type=int, default=64, metavar='N',
                        help='size of word embeddings')
    parser.add_argument('--nhid', type=int, default=64, metavar='N',
                        help='number of hidden units per layer')
    parser.add_argument('--nlayers', type=int, default=2, metavar='N',
                        help='number of layers')
    parser.add_argument('--lr', type=float, default=20.0, metavar='LR',
                        help='initial learning rate')
    parser.add_argument('--clip', type=float, default=0.25, metavar='F',
                        help='gradient clipping')
    parser.add_argument('--epochs', type=int, default=2, metavar='N',
                        help='upper epoch limit')
    parser.add_argument('--batch-size', type=int, default=16, metavar='N',
                        help='batch size')
    parser.add_argument('--bptt', type=int, default=20, metavar='N',
                        help='sequence length')
    parser.add_argument('--dropout', type=float, default=0.2, metavar='F',
                        help='dropout applied to layers (0 = no dropout)')
    parser.add_argument('--seed', type=int, default=1111, metavar='N',
                        help='random seed')
    parser.add_argument('--sentences', type=int, default=1500, metavar='N',
                        help='sentences in the generated corpus')
    parser.add_argument('--log-interval', type=int, default=20, metavar='N',
                        help='report interval')
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    words = make_corpus(args.sentences, args.seed)
    dictionary = Dictionary()
    ids = torch.tensor([dictionary.add_word(w) for w in words], dtype=torch.long)
    n = len(ids)
    train_data = batchify(ids[:int(n * 0.8)], args.batch_size)
    val_data = batchify(ids[int(n * 0.8):], 10)
    ntokens = len(dictionary)
    model = RNNModel(ntokens, args.emsize, args.nhid, args.nlayers, args.dropout)
    criterion = nn.NLLLoss()
    lr = args.lr
    best_val_loss = None
    for epoch in range(1, args.epochs + 1):
        epoch_start = time.time()
        model.train()
        total_loss = 0.0
        hidden = model.init_hidden(args.batch_size)
        for batch, i in enumerate(range(0, train_data.size(0) - 1, args.bptt)):
            data, targets = get_batch(train_data, i, args.bptt)
            model.zero_grad()
            hidden = repackage_hidden(hidden)
            output, hidden = model(data, hidden)
            loss = criterion(output, targets)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), args.clip)
            for p in model.parameters():
                p.data.add_(p.grad, alpha=-lr)
            total_loss += loss.item()
            if batch % args.log_interval == 0 and batch > 0:
                cur_loss = total_loss / args.log_interval
                print(f"| epoch {epoch:3d} | {batch:5d} batches | lr {lr:02.2f} | loss {cur_loss:5.2f} | "
                      f"ppl {math.exp(cur_loss):8.2f}")
                total_loss = 0.0
        val_loss = evaluate(model, criterion, val_data, args.bptt, 10)
        print(f"| end of epoch {epoch:3d} | time: {time.time() - epoch_start:5.2f}s | valid loss {val_loss:5.2f} | "
              f"valid ppl {math.exp(val_loss):8.2f}")
        if best_val_loss is None or val_loss < best_val_loss:
            best_val_loss = val_loss
        else:
            lr /= 4.0
    print(f"best valid ppl {math.exp(best_val_loss):.2f}")


if __name__ == "__main__":
    main()
