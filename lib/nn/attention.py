"""Multi-head attention, as torch 1.13's torch.nn.MultiheadAttention and the functional
multi_head_attention_forward it runs.

Shapes (E = embed_dim, H = num_heads, L target length, S source length, N batch):
query [L, N, E] (or [N, L, E] with batch_first, or unbatched [L, E]); key/value [S, N, kdim/vdim].
attn_mask [L, S] or [N*H, L, S], bool (True = not allowed) or float (added to the scores);
key_padding_mask [N, S] bool (True = padding). Returns (output like query, weights
[N, L, S] averaged over heads, [N, H, L, S] with average_attn_weights=False, or None when
need_weights=False). Weights are the softmax after attention dropout, as torch.
"""
import math
import ml
from .module import Module
from .linear import Linear
from . import init


class NonDynamicallyQuantizableLinear(Linear):
    """The output projection's class in torch (a plain Linear; the name shows in reprs)."""


def _float_mask(mask, dtype):
    """A bool mask as 0 / -inf of dtype; a float mask unchanged."""
    if mask.dtype == ml.bool:
        return ml.zeros(tuple(mask.shape), dtype=dtype).masked_fill(mask, float("-inf"))
    return mask


def multi_head_attention_forward(query, key, value, num_heads, in_proj_weight, in_proj_bias,
                                 bias_k, bias_v, add_zero_attn, dropout_p, out_proj_weight,
                                 out_proj_bias, training=True, key_padding_mask=None,
                                 need_weights=True, attn_mask=None, q_proj_weight=None,
                                 k_proj_weight=None, v_proj_weight=None, average_attn_weights=True):
    """Sequence-first multi-head attention, as torch.nn.functional.multi_head_attention_forward
    (without static_k/static_v). Inputs [L, N, E] / [S, N, *] or unbatched [L, E] / [S, *].

    Errors: AssertionError/RuntimeError with torch's messages for shape mismatches.
    """
    batched = query.dim() == 3
    if not batched:
        if query.dim() != 2:
            raise AssertionError(f"query should be unbatched 2D or batched 3D tensor but received "
                                 f"{query.dim()}-D query tensor")
        query, key, value = query.unsqueeze(1), key.unsqueeze(1), value.unsqueeze(1)
        if key_padding_mask is not None:
            key_padding_mask = key_padding_mask.unsqueeze(0)
    tgt_len, bsz, embed_dim = query.shape
    src_len = key.shape[0]
    head_dim = embed_dim // num_heads
    assert head_dim * num_heads == embed_dim, f"embed_dim {embed_dim} not divisible by num_heads {num_heads}"
    if tuple(key.shape[:2]) != tuple(value.shape[:2]):
        raise AssertionError(f"key's sequence and batch dims {tuple(key.shape[:2])} do not match value's "
                             f"{tuple(value.shape[:2])}")
    if in_proj_weight is not None:
        if in_proj_bias is None:
            b_q = b_k = b_v = None
        else:
            b_q, b_k, b_v = in_proj_bias.chunk(3)
        w_q, w_k, w_v = in_proj_weight.chunk(3)
    else:
        w_q, w_k, w_v = q_proj_weight, k_proj_weight, v_proj_weight
        b_q, b_k, b_v = in_proj_bias.chunk(3) if in_proj_bias is not None else (None, None, None)
    q = ml.linear(query, w_q, b_q)
    k = ml.linear(key, w_k, b_k)
    v = ml.linear(value, w_v, b_v)

    if attn_mask is not None:
        if not (attn_mask.is_floating_point() or attn_mask.dtype == ml.bool):
            raise AssertionError(f"Only float, byte, and bool types are supported for attn_mask, "
                                 f"not {attn_mask.dtype}")
        if attn_mask.dim() == 2:
            if tuple(attn_mask.shape) != (tgt_len, src_len):
                raise RuntimeError(f"The shape of the 2D attn_mask is {attn_mask.shape}, but should be "
                                   f"{(tgt_len, src_len)}.")
            attn_mask = attn_mask.unsqueeze(0)
        elif attn_mask.dim() == 3:
            if tuple(attn_mask.shape) != (bsz * num_heads, tgt_len, src_len):
                raise RuntimeError(f"The shape of the 3D attn_mask is {attn_mask.shape}, but should be "
                                   f"{(bsz * num_heads, tgt_len, src_len)}.")
        else:
            raise RuntimeError(f"attn_mask's dimension {attn_mask.dim()} is not supported")

    if bias_k is not None and bias_v is not None:
        k = ml.cat([k, bias_k.expand(1, bsz, embed_dim)])
        v = ml.cat([v, bias_v.expand(1, bsz, embed_dim)])
        if attn_mask is not None:
            attn_mask = ml.cat([attn_mask, ml.zeros(tuple(attn_mask.shape[:-1]) + (1,), dtype=attn_mask.dtype)], -1)
        if key_padding_mask is not None:
            key_padding_mask = ml.cat([key_padding_mask,
                                       ml.zeros((key_padding_mask.shape[0], 1), dtype=key_padding_mask.dtype)], -1)

    # [L, N, E] -> [N*H, L, head_dim]
    q = q.reshape(tgt_len, bsz * num_heads, head_dim).transpose(0, 1)
    k = k.reshape(k.shape[0], bsz * num_heads, head_dim).transpose(0, 1)
    v = v.reshape(v.shape[0], bsz * num_heads, head_dim).transpose(0, 1)
    if add_zero_attn:
        k = ml.cat([k, ml.zeros((bsz * num_heads, 1, head_dim), dtype=k.dtype)], 1)
        v = ml.cat([v, ml.zeros((bsz * num_heads, 1, head_dim), dtype=v.dtype)], 1)
        if attn_mask is not None:
            attn_mask = ml.cat([attn_mask, ml.zeros(tuple(attn_mask.shape[:-1]) + (1,), dtype=attn_mask.dtype)], -1)
        if key_padding_mask is not None:
            key_padding_mask = ml.cat([key_padding_mask,
                                       ml.zeros((key_padding_mask.shape[0], 1), dtype=key_padding_mask.dtype)], -1)
    src_len = k.shape[1]

    if key_padding_mask is not None:
        if tuple(key_padding_mask.shape) != (bsz, src_len):
            raise AssertionError(f"expecting key_padding_mask shape of {(bsz, src_len)}, but got "
                                 f"{key_padding_mask.shape}")
        kpm = key_padding_mask.reshape(bsz, 1, 1, src_len).expand(bsz, num_heads, 1, src_len)
        kpm = kpm.reshape(bsz * num_heads, 1, src_len)
        if attn_mask is None:
            attn_mask = kpm
        elif attn_mask.dtype == ml.bool:
            attn_mask = attn_mask | kpm
        else:
            attn_mask = attn_mask.masked_fill(kpm, float("-inf"))
    if attn_mask is not None:
        attn_mask = _float_mask(attn_mask, q.dtype)

    scores = ml.bmm(q / math.sqrt(head_dim), k.transpose(1, 2))
    if attn_mask is not None:
        scores = scores + attn_mask
    weights = ml.softmax(scores, -1)
    if training and dropout_p > 0.0:
        weights = ml.dropout(weights, dropout_p, True)
    out = ml.bmm(weights, v)  # [N*H, L, head_dim]
    out = out.transpose(0, 1).reshape(tgt_len * bsz, embed_dim)
    out = ml.linear(out, out_proj_weight, out_proj_bias).reshape(tgt_len, bsz, embed_dim)
    if not batched:
        out = out.squeeze(1)
    if not need_weights:
        return out, None
    weights = weights.reshape(bsz, num_heads, tgt_len, src_len)
    if average_attn_weights:
        weights = weights.sum(1) / num_heads
    if not batched:
        weights = weights.squeeze(0)
    return out, weights


class MultiheadAttention(Module):
    """Attention over H heads of E/H features, as torch 1.13's nn.MultiheadAttention.

    Parameters (torch's names and init): in_proj_weight [3E, E] (xavier_uniform_) when
    kdim = vdim = E, else q_proj_weight/k_proj_weight/v_proj_weight; in_proj_bias [3E]
    (zeros); bias_k/bias_v [1, 1, E] with add_bias_kv (xavier_normal_); out_proj (a Linear,
    bias zeros). forward(query, key, value, key_padding_mask=None, need_weights=True,
    attn_mask=None, average_attn_weights=True) -> (output, weights or None); see the file's
    docstring for the shapes. Errors: AssertionError when E % H != 0, as torch.
    """

    def __init__(self, embed_dim, num_heads, dropout=0.0, bias=True, add_bias_kv=False,
                 add_zero_attn=False, kdim=None, vdim=None, batch_first=False, device=None, dtype=None):
        super().__init__()
        dt = dtype or ml.float32
        self.embed_dim = embed_dim
        self.kdim = kdim if kdim is not None else embed_dim
        self.vdim = vdim if vdim is not None else embed_dim
        self._qkv_same_embed_dim = self.kdim == embed_dim and self.vdim == embed_dim
        self.num_heads = num_heads
        self.dropout = dropout
        self.batch_first = batch_first
        self.head_dim = embed_dim // num_heads
        assert self.head_dim * num_heads == self.embed_dim, "embed_dim must be divisible by num_heads"
        if not self._qkv_same_embed_dim:
            self.q_proj_weight = ml.Parameter(ml.empty(embed_dim, embed_dim, dtype=dt))
            self.k_proj_weight = ml.Parameter(ml.empty(embed_dim, self.kdim, dtype=dt))
            self.v_proj_weight = ml.Parameter(ml.empty(embed_dim, self.vdim, dtype=dt))
            self.register_parameter("in_proj_weight", None)
        else:
            self.in_proj_weight = ml.Parameter(ml.empty(3 * embed_dim, embed_dim, dtype=dt))
            self.register_parameter("q_proj_weight", None)
            self.register_parameter("k_proj_weight", None)
            self.register_parameter("v_proj_weight", None)
        if bias:
            self.in_proj_bias = ml.Parameter(ml.empty(3 * embed_dim, dtype=dt))
        else:
            self.register_parameter("in_proj_bias", None)
        self.out_proj = NonDynamicallyQuantizableLinear(embed_dim, embed_dim, bias=bias, dtype=dt)
        if add_bias_kv:
            self.bias_k = ml.Parameter(ml.empty(1, 1, embed_dim, dtype=dt))
            self.bias_v = ml.Parameter(ml.empty(1, 1, embed_dim, dtype=dt))
        else:
            self.bias_k = self.bias_v = None
        self.add_zero_attn = add_zero_attn
        self._reset_parameters()
        if device is not None:
            self.to(device)

    def _reset_parameters(self):
        if self._qkv_same_embed_dim:
            init.xavier_uniform_(self.in_proj_weight)
        else:
            init.xavier_uniform_(self.q_proj_weight)
            init.xavier_uniform_(self.k_proj_weight)
            init.xavier_uniform_(self.v_proj_weight)
        if self.in_proj_bias is not None:
            init.constant_(self.in_proj_bias, 0.0)
            init.constant_(self.out_proj.bias, 0.0)
        if self.bias_k is not None:
            init.xavier_normal_(self.bias_k)
        if self.bias_v is not None:
            init.xavier_normal_(self.bias_v)

    def forward(self, query, key, value, key_padding_mask=None, need_weights=True, attn_mask=None,
                average_attn_weights=True):
        batched = query.dim() == 3
        if self.batch_first and batched:
            query, key, value = query.transpose(0, 1), key.transpose(0, 1), value.transpose(0, 1)
        out, weights = multi_head_attention_forward(
            query, key, value, self.num_heads, self.in_proj_weight, self.in_proj_bias,
            self.bias_k, self.bias_v, self.add_zero_attn, self.dropout, self.out_proj.weight,
            self.out_proj.bias, training=self.training, key_padding_mask=key_padding_mask,
            need_weights=need_weights, attn_mask=attn_mask, q_proj_weight=self.q_proj_weight,
            k_proj_weight=self.k_proj_weight, v_proj_weight=self.v_proj_weight,
            average_attn_weights=average_attn_weights)
        if self.batch_first and batched:
            out = out.transpose(0, 1)
        return out, weights
