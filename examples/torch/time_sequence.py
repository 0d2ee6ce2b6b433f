"""Learn sine waves with two stacked LSTM cells in float64 and LBFGS, then predict the
future, in the way of PyTorch's time-sequence-prediction example (data made in place
instead of a saved file). ./tensorpy examples/torch/time_sequence.py [--steps 5]"""
import argparse
import math

import torch
import torch.nn as nn
import torch.optim as optim



class Sequence(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.hidden = hidden
        self.lstm1 = nn.LSTMCell(1, hidden)
        self.lstm2 = nn.LSTMCell(hidden, hidden)
        self.linear = nn.Linear(hidden, 1)

    def forward(self, input, future=0):
        outputs = []
        n = input.size(0)
        h_t = torch.zeros(n, self.hidden, dtype=torch.double)
        c_t = torch.zeros(n, self.hidden, dtype=torch.double)
        h_t2 = torch.zeros(n, self.hidden, dtype=torch.double)
        c_t2 = torch.zeros(n, self.hidden, dtype=torch.double)
        output = None
        for input_t in input.split(1, dim=1):
            h_t, c_t = self.lstm1(input_t, (h_t, c_t))
            h_t2, c_t2 = self.lstm2(h_t, (h_t2, c_t2))
            output = self.linear(h_t2)
            outputs += [output]
        for _ in range(future):
            h_t, c_t = self.lstm1(output, (h_t, c_t))
            h_t2, c_t2 = self.lstm2(h_t, (h_t2, c_t2))
            output = self.linear(h_t2)
            outputs += [output]
        return torch.cat(outputs, dim=1)


def make_waves(n, length, period=20.0):
    shifts = torch.randint(-4 * int(period), 4 * int(period), (n, 1))
    x = torch.arange(length).view(1, length) + shifts
    return torch.sin(x.double() / period)


def main():
    parser = argparse.ArgumentParser(description='sine wave time sequence prediction')
    parser.add_argument('--steps', type=int, default=5, metavar='N',
                        help='steps to run (default: 5)')
    parser.add_argument('--n', type=int, default=40, metavar='N',
                        help='number of waves (default: 40)')
    parser.add_argument('--length', type=int, default=60, metavar='N',
                        help='length of each wave (default: 60)')
    parser.add_argument('--future', type=int, default=30, metavar='N',
                        help='values to predict past the input (default: 30)')
    parser.add_argument('--seed', type=int, default=0, metavar='N',
                        help='random seed (default: 0)')
    parser.add_argument('--hidden', type=int, default=32, metavar='N',
                        help='hidden units per LSTM cell (default: 32)')
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    data = make_waves(args.n, args.length)
    input = data[3:, :-1]
    target = data[3:, 1:]
    test_input = data[:3, :-1]
    test_target = data[:3, 1:]
    seq = Sequence(args.hidden).double()
    criterion = nn.MSELoss()
    optimizer = optim.LBFGS(seq.parameters(), lr=0.8)
    for i in range(args.steps):
        print("STEP: ", i)

        def closure():
            optimizer.zero_grad()
            out = seq(input)
            loss = criterion(out, target)
            print("loss:", loss.item())
            loss.backward()
            return loss

        optimizer.step(closure)
        with torch.no_grad():
            pred = seq(test_input, future=args.future)
            loss = criterion(pred[:, :-args.future], test_target)
            print("test loss:", loss.item())
    print(f"prediction of the future: {args.future} values, last {pred[0, -1].item():.4f}")


if __name__ == "__main__":
    main()
