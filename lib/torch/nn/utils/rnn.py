"""torch.nn.utils.rnn: pad_sequence (pack_padded_sequence and friends are not implemented)."""
import ml


def pad_sequence(sequences, batch_first=False, padding_value=0.0):
    """Stacks tensors of shape [L_i, *] into [L_max, B, *] (or [B, L_max, *]), padded with padding_value."""
    longest = max(s.shape[0] for s in sequences)
    rows = []
    for s in sequences:
        extra = longest - s.shape[0]
        if extra:
            fill = ml.full((extra,) + tuple(s.shape[1:]), padding_value, dtype=s.dtype)
            s = ml.cat([s, fill], 0)
        rows.append(s)
    out = ml.stack(rows, 0)
    return out if batch_first else out.transpose(0, 1)


def _not_implemented(name):
    def fn(*args, **kwargs):
        raise NotImplementedError(f"torch.nn.utils.rnn.{name} is not implemented in TensorPy (pad the batch "
                                  "with pad_sequence and mask instead)")
    fn.__name__ = name
    return fn


pack_padded_sequence = _not_implemented("pack_padded_sequence")
pad_packed_sequence = _not_implemented("pad_packed_sequence")
pack_sequence = _not_implemented("pack_sequence")
