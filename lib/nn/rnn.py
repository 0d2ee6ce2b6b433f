"""Recurrent layers, as torch.nn: RNNCell, LSTMCell, GRUCell and the sequence layers RNN, LSTM, GRU.

Gate equations (torch.nn docs), with gi = x W_ih^T + b_ih and gh = h W_hh^T + b_hh:
  RNN:  h' = tanh(gi + gh)                       (or relu)
  LSTM: i, f, g, o = chunks of gi + gh (in that order)
        c' = sigmoid(f) * c + sigmoid(i) * tanh(g);  h' = sigmoid(o) * tanh(c')
  GRU:  r, z, n chunks: r = sigmoid(gi_r + gh_r); z = sigmoid(gi_z + gh_z)
        n = tanh(gi_n + r * gh_n);  h' = (1 - z) * n + z * h
Weights: weight_ih [G*H, I], weight_hh [G*H, H], bias_ih/bias_hh [G*H] with
G = 1, 4, 3; per layer and direction suffixed _l<k> and _reverse, as torch; all
drawn U(-1/sqrt(H), 1/sqrt(H)). Built from ml ops, so autograd flows through time.
"""
import ml
from .module import Module
from . import init

_GATES = {"RNN_TANH": 1, "RNN_RELU": 1, "LSTM": 4, "GRU": 3}


def _rnn_step(gi, h, w_hh, b_hh, relu):
    pre = gi + ml.linear(h, w_hh, b_hh)
    return ml.relu(pre) if relu else ml.tanh(pre)


def _lstm_step(gi, h, c, w_hh, b_hh):
    gates = gi + ml.linear(h, w_hh, b_hh)
    i, f, g, o = gates.chunk(4, -1)
    c = ml.sigmoid(f) * c + ml.sigmoid(i) * ml.tanh(g)
    return ml.sigmoid(o) * ml.tanh(c), c


def _gru_step(gi, h, w_hh, b_hh):
    gh = ml.linear(h, w_hh, b_hh)
    i_r, i_z, i_n = gi.chunk(3, -1)
    h_r, h_z, h_n = gh.chunk(3, -1)
    r = ml.sigmoid(i_r + h_r)
    z = ml.sigmoid(i_z + h_z)
    n = ml.tanh(i_n + r * h_n)
    return (1 - z) * n + z * h


def _reset_uniform(module, hidden_size):
    bound = 1.0 / hidden_size ** 0.5 if hidden_size > 0 else 0.0
    for p in module.parameters():
        init.uniform_(p, -bound, bound)


class _CellBase(Module):
    """Shared body of the cells: parameters weight_ih, weight_hh, bias_ih, bias_hh."""

    mode = "RNN_TANH"

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__()
        gates = _GATES[self.mode]
        dt = dtype or ml.float32
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.bias = bias
        self.weight_ih = ml.Parameter(ml.empty(gates * hidden_size, input_size, dtype=dt))
        self.weight_hh = ml.Parameter(ml.empty(gates * hidden_size, hidden_size, dtype=dt))
        if bias:
            self.bias_ih = ml.Parameter(ml.empty(gates * hidden_size, dtype=dt))
            self.bias_hh = ml.Parameter(ml.empty(gates * hidden_size, dtype=dt))
        else:
            self.register_parameter("bias_ih", None)
            self.register_parameter("bias_hh", None)
        self.reset_parameters()
        if device is not None:
            self.to(device)

    def reset_parameters(self):
        """Every parameter U(-1/sqrt(hidden_size), 1/sqrt(hidden_size)), as torch."""
        _reset_uniform(self, self.hidden_size)

    def _prepare(self, x, hx):
        if x.ndim not in (1, 2):
            raise ValueError(f"{type(self).__name__}: Expected input to be 1D or 2D, got {x.ndim}D instead")
        batched = x.ndim == 2
        if not batched:
            x = x.unsqueeze(0)
        if hx is None:
            hx = ml.zeros(x.shape[0], self.hidden_size, dtype=x.dtype)
        elif not batched:
            hx = hx.unsqueeze(0)
        return x, hx, batched

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if getattr(self, "nonlinearity", "tanh") != "tanh":
            s += f", nonlinearity={self.nonlinearity}"
        return s


class RNNCell(_CellBase):
    """One Elman step, as torch.nn.RNNCell: x [B, I] (or [I]), hx [B, H] or None -> h' [B, H] (or [H]).

    nonlinearity "tanh" or "relu". Errors: ValueError for another nonlinearity or a 3-D input.
    """

    def __init__(self, input_size, hidden_size, bias=True, nonlinearity="tanh", device=None, dtype=None):
        if nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"Unknown nonlinearity: {nonlinearity}")
        self.mode = "RNN_TANH" if nonlinearity == "tanh" else "RNN_RELU"
        super().__init__(input_size, hidden_size, bias, device, dtype)
        self.nonlinearity = nonlinearity

    def forward(self, x, hx=None):
        x, hx, batched = self._prepare(x, hx)
        h = _rnn_step(ml.linear(x, self.weight_ih, self.bias_ih), hx, self.weight_hh, self.bias_hh,
                      self.nonlinearity == "relu")
        return h if batched else h.squeeze(0)


class LSTMCell(_CellBase):
    """One LSTM step, as torch.nn.LSTMCell: x [B, I], hx (h [B, H], c [B, H]) or None -> (h', c')."""

    mode = "LSTM"

    def forward(self, x, hx=None):
        if hx is None:
            x, h, batched = self._prepare(x, None)
            c = ml.zeros_like(h)
        else:
            x, h, batched = self._prepare(x, hx[0])
            c = hx[1] if batched else hx[1].unsqueeze(0)
        h, c = _lstm_step(ml.linear(x, self.weight_ih, self.bias_ih), h, c, self.weight_hh, self.bias_hh)
        if not batched:
            return h.squeeze(0), c.squeeze(0)
        return h, c


class GRUCell(_CellBase):
    """One GRU step, as torch.nn.GRUCell: x [B, I] (or [I]), hx [B, H] or None -> h' [B, H]."""

    mode = "GRU"

    def forward(self, x, hx=None):
        x, hx, batched = self._prepare(x, hx)
        h = _gru_step(ml.linear(x, self.weight_ih, self.bias_ih), hx, self.weight_hh, self.bias_hh)
        return h if batched else h.squeeze(0)


class _RNNBase(Module):
    """Multi-layer, optionally bidirectional recurrence over a sequence, as torch.nn.RNNBase.

    input [T, B, I] ([B, T, I] with batch_first, or unbatched [T, I]); hx
    [L*D, B, H] (LSTM: a pair (h0, c0)) or None for zeros. Returns output
    [T, B, D*H] (batch_first: [B, T, D*H]) with the last layer's h at every
    step, and h_n [L*D, B, H] (LSTM: (h_n, c_n)). dropout applies to every
    layer's output but the last, in training mode. The input projection of a
    whole layer is one ml.linear over all time steps.
    Errors: ValueError for a bad input rank, dropout outside [0, 1] or num_layers < 1.
    """

    mode = "RNN_TANH"

    def __init__(self, input_size, hidden_size, num_layers=1, bias=True, batch_first=False, dropout=0.0,
                 bidirectional=False, device=None, dtype=None):
        super().__init__()
        if num_layers < 1:
            raise ValueError("num_layers must be greater than or equal to 1")
        if dropout < 0 or dropout > 1:
            raise ValueError("dropout should be a number in range [0, 1]")
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.bias = bias
        self.batch_first = batch_first
        self.dropout = float(dropout)
        self.bidirectional = bidirectional
        gates = _GATES[self.mode]
        directions = 2 if bidirectional else 1
        dt = dtype or ml.float32
        self._weights = []  # per (layer, direction): (w_ih, w_hh, b_ih, b_hh) names
        for layer in range(num_layers):
            layer_in = input_size if layer == 0 else hidden_size * directions
            for d in range(directions):
                suffix = f"_l{layer}" + ("_reverse" if d == 1 else "")
                names = ["weight_ih" + suffix, "weight_hh" + suffix]
                setattr(self, names[0], ml.Parameter(ml.empty(gates * hidden_size, layer_in, dtype=dt)))
                setattr(self, names[1], ml.Parameter(ml.empty(gates * hidden_size, hidden_size, dtype=dt)))
                if bias:
                    names += ["bias_ih" + suffix, "bias_hh" + suffix]
                    setattr(self, names[2], ml.Parameter(ml.empty(gates * hidden_size, dtype=dt)))
                    setattr(self, names[3], ml.Parameter(ml.empty(gates * hidden_size, dtype=dt)))
                self._weights.append(names)
        self.reset_parameters()
        if device is not None:
            self.to(device)

    def reset_parameters(self):
        """Every parameter U(-1/sqrt(hidden_size), 1/sqrt(hidden_size)), as torch."""
        _reset_uniform(self, self.hidden_size)

    def flatten_parameters(self):
        """Nothing to do (torch packs the weights for cuDNN; here they are always usable)."""

    def _params(self, index):
        names = self._weights[index]
        w_ih = getattr(self, names[0])
        w_hh = getattr(self, names[1])
        if self.bias:
            return w_ih, w_hh, getattr(self, names[2]), getattr(self, names[3])
        return w_ih, w_hh, None, None

    def _run_direction(self, layer_input, index, reverse, h, c):
        w_ih, w_hh, b_ih, b_hh = self._params(index)
        gi_all = ml.linear(layer_input, w_ih, b_ih)
        steps = layer_input.shape[0]
        order = range(steps - 1, -1, -1) if reverse else range(steps)
        outs = [None] * steps
        mode = self.mode
        for t in order:
            gi = gi_all[t]
            if mode == "LSTM":
                h, c = _lstm_step(gi, h, c, w_hh, b_hh)
            elif mode == "GRU":
                h = _gru_step(gi, h, w_hh, b_hh)
            else:
                h = _rnn_step(gi, h, w_hh, b_hh, mode == "RNN_RELU")
            outs[t] = h
        return ml.stack(outs, 0), h, c

    def forward(self, input, hx=None):
        if input.ndim not in (2, 3):
            raise ValueError(f"{type(self).__name__}: Expected input to be 2D or 3D, got {input.ndim}D instead")
        batched = input.ndim == 3
        is_lstm = self.mode == "LSTM"
        if not batched:
            input = input.unsqueeze(1)
            if hx is not None:
                hx = (hx[0].unsqueeze(1), hx[1].unsqueeze(1)) if is_lstm else hx.unsqueeze(1)
        elif self.batch_first:
            input = input.transpose(0, 1)
        directions = 2 if self.bidirectional else 1
        batch = input.shape[1]
        if hx is None:
            h0 = ml.zeros(self.num_layers * directions, batch, self.hidden_size, dtype=input.dtype)
            c0 = h0 if is_lstm else None
        elif is_lstm:
            h0, c0 = hx
        else:
            h0, c0 = hx, None
        layer_input = input
        h_n = []
        c_n = []
        for layer in range(self.num_layers):
            outputs = []
            for d in range(directions):
                index = layer * directions + d
                out, h, c = self._run_direction(layer_input, index, d == 1, h0[index],
                                                c0[index] if is_lstm else None)
                outputs.append(out)
                h_n.append(h)
                c_n.append(c)
            layer_input = outputs[0] if directions == 1 else ml.cat(outputs, 2)
            if self.dropout > 0 and self.training and layer < self.num_layers - 1:
                layer_input = ml.dropout(layer_input, self.dropout, True)
        output = layer_input
        h_last = ml.stack(h_n, 0)
        c_last = ml.stack(c_n, 0) if is_lstm else None
        if not batched:
            output = output.squeeze(1)
            h_last = h_last.squeeze(1)
            c_last = c_last.squeeze(1) if is_lstm else None
        elif self.batch_first:
            output = output.transpose(0, 1)
        if is_lstm:
            return output, (h_last, c_last)
        return output, h_last

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.num_layers != 1:
            s += f", num_layers={self.num_layers}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if self.batch_first is not False:
            s += f", batch_first={self.batch_first}"
        if self.dropout != 0:
            s += f", dropout={self.dropout}"
        if self.bidirectional is not False:
            s += f", bidirectional={self.bidirectional}"
        return s


class RNN(_RNNBase):
    """Elman RNN over a sequence, as torch.nn.RNN (nonlinearity "tanh" or "relu"); see _RNNBase."""

    def __init__(self, input_size, hidden_size, num_layers=1, nonlinearity="tanh", bias=True,
                 batch_first=False, dropout=0.0, bidirectional=False, device=None, dtype=None):
        if nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"Unknown nonlinearity '{nonlinearity}'. Select from 'tanh' or 'relu'.")
        self.mode = "RNN_TANH" if nonlinearity == "tanh" else "RNN_RELU"
        super().__init__(input_size, hidden_size, num_layers, bias, batch_first, dropout, bidirectional,
                         device, dtype)
        self.nonlinearity = nonlinearity


class LSTM(_RNNBase):
    """LSTM over a sequence, as torch.nn.LSTM: returns output, (h_n, c_n); see _RNNBase."""

    mode = "LSTM"


class GRU(_RNNBase):
    """GRU over a sequence, as torch.nn.GRU: returns output, h_n; see _RNNBase."""

    mode = "GRU"
