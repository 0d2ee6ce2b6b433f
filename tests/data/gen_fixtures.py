#!/usr/bin/python3
"""Generates the data readers' test fixtures in tests/data/. Run with Debian's
/usr/bin/python3 (it has PyTorch and numpy; the `safetensors` package is not needed: the
format is written by hand from the torch tensors' bytes, following the spec):

    /usr/bin/python3 tests/data/gen_fixtures.py

Outputs (committed; the C++ tests compare against them):
  json_cases.txt          one case per line: hex(utf-8 input) TAB expected, where expected is
                          "ok " + canonical value or "err " + str(json.JSONDecodeError)
                          from this CPython's json.loads
  torch.safetensors       tensors of every dtype the reader supports, + __metadata__
  torch_expected.txt      name dtype shape values (as %.17g / ints) read back from torch
  idx_u8.idx              3x2x2 uint8, idx_i16.idx 2x3 int16, idx_f32.idx.gz 2x2 float32
                          (gzipped), idx_f64.idx 3 float64, idx_i32.idx 2 int32, idx_i8.idx 4 int8
  checkpoint.json         a JSON checkpoint as json.dumps writes it from torch tensors of every
                          supported dtype (the C++ writer must reproduce it byte for byte)
"""
import gzip
import json
import os
import struct

import torch

HERE = os.path.dirname(os.path.abspath(__file__))


def canon(v):
    """The canonical text the C++ test handler builds from parse events."""
    if isinstance(v, dict):
        return "{" + ",".join("k" + k.encode("utf-8", "surrogatepass").hex() + ":" + canon(x)
                              for k, x in v.items()) + "}"
    if isinstance(v, list):
        return "[" + ",".join(canon(x) for x in v) + "]"
    if isinstance(v, str):
        return "s" + v.encode("utf-8", "surrogatepass").hex()
    if v is True:
        return "t"
    if v is False:
        return "f"
    if v is None:
        return "n"
    if isinstance(v, int):
        return "i" + str(v)
    return "d" + ("%.17g" % v)


JSON_CASES = [
    # valid documents (duplicate keys are left out: the SAX parser reports both, a dict keeps the last)
    '0', '-0', '12345678901234567890123', '-1.5e-3', '1E+2', '3.14', '0.5e10', '2e308',
    ' \t\n\r 7 \n', 'true', 'false', 'null', 'NaN', 'Infinity', '-Infinity',
    '""', '"abc"', '"caf\u00e9 \u4e2d\u6587 \U0001f600"', '"\\"\\\\\\/\\b\\f\\n\\r\\t"',
    '"\\u00e9\\u4e2d"', '"\\ud83d\\ude00"', '"\\ud83d"', '"\\ude00x"', '"\\ud83d\\u0041"',
    '"\\ud83dabc"', '[]', '{}', '[1,[2,[3,[]]],{}]', '{"a":1,"b":[true,false,null],"c":{"d":"e"}}',
    '[ 1 , 2 ]', '{ "k" : [ ] }', '["\u00e9", "\\u0000"]', '[-0.0, 1e-400]',
    # errors
    '', '   ', 'x', '[', ']', '{', '}', '[1', '[1,', '[1,]', '[,1]', '[1 2]', '{"a"}', '{"a":}',
    '{"a" 1}', '{"a":1,}', '{"a":1 "b":2}', '{1:2}', "{'a':1}", '{"a":1]', '[1}', '1 2', '[] x',
    '01', '1.', '.5', '-', '-a', '+1', '1e', '1e+', '1.e3', 'tru', 'nul', 'nan', 'inf',
    '-Inf', 'Infinit', '"abc', '"abc\\', '"\\x"', '"\\u12"', '"\\u12G4"', '"\\u1234',
    '"\\ud83d\\uZZZZ"', '"a\nb"', '"a\tb"', '"\u00e9\u00e9\\q"', '\u00e9', '[1,\n  2,\n  x]',
    '{"\u4e2d":\n "\u00e9",\n ]', '\n\n  "abc', '[1,2', '{"a":1', '{"a"', '{"', '"\\', '[\n',
    '\ufeff1', 'true false', '[True]', '{"a":1}}', '"\u001f"',
]


def gen_json():
    lines = []
    for text in JSON_CASES:
        try:
            expected = "ok " + canon(json.loads(text))
        except json.JSONDecodeError as e:
            expected = "err " + str(e)
        lines.append(text.encode("utf-8").hex() + "\t" + expected)
    with open(os.path.join(HERE, "json_cases.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")


ST_NAMES = {torch.float32: "F32", torch.float64: "F64", torch.int64: "I64", torch.int32: "I32",
            torch.uint8: "U8", torch.bool: "BOOL", torch.float16: "F16", torch.bfloat16: "BF16",
            torch.int16: "I16", torch.int8: "I8"}
# The reference writer's order: dtype by descending alignment rank, then name.
ST_RANK = ["BOOL", "U8", "I8", "F8_E5M2", "F8_E4M3", "I16", "U16", "F16", "BF16", "I32", "U32",
           "F32", "F64", "I64", "U64"]


def tensor_bytes(t):
    t = t.contiguous()
    if t.dtype in (torch.float16, torch.bfloat16):
        return t.view(torch.int16).numpy().tobytes()
    return t.numpy().tobytes()


def write_safetensors(path, tensors, metadata):
    items = sorted(tensors.items(), key=lambda kv: (-ST_RANK.index(ST_NAMES[kv[1].dtype]), kv[0]))
    header = {"__metadata__": metadata}
    offset = 0
    blobs = []
    for name, t in items:
        b = tensor_bytes(t)
        header[name] = {"dtype": ST_NAMES[t.dtype], "shape": list(t.shape),
                        "data_offsets": [offset, offset + len(b)]}
        offset += len(b)
        blobs.append(b)
    h = json.dumps(header, separators=(",", ":")).encode()
    h += b" " * ((8 - len(h) % 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(h)) + h + b"".join(blobs))


def gen_safetensors():
    g = torch.Generator().manual_seed(7)
    tensors = {
        "conv.weight": torch.randn(2, 1, 3, 3, generator=g),
        "fc.bias": torch.randn(3, generator=g, dtype=torch.float64),
        "step": torch.tensor(123456789012, dtype=torch.int64),
        "ids": torch.tensor([[1, -2], [2147483647, -2147483648]], dtype=torch.int32),
        "pixels": torch.tensor([[0, 17, 255], [1, 2, 3]], dtype=torch.uint8),
        "mask": torch.tensor([True, False, True, True, False]),
        "half": torch.tensor([0.5, -2.0, 65504.0, 1e-4, 0.0], dtype=torch.float16),
        "bf": torch.tensor([1.0, -3.140625, 1e30], dtype=torch.bfloat16),
        "empty": torch.zeros(0, 3),
    }
    write_safetensors(os.path.join(HERE, "torch.safetensors"), tensors,
                      {"format": "pt", "source": "gen_fixtures.py"})
    with open(os.path.join(HERE, "torch_expected.txt"), "w") as f:
        for name in sorted(tensors):
            t = tensors[name]
            st = ST_NAMES[t.dtype]
            if t.dtype in (torch.float16, torch.bfloat16):
                t, st = t.float(), st + ">F32"
            if t.dtype.is_floating_point:
                vals = ["%.17g" % v for v in t.flatten().tolist()]
            else:
                vals = [str(int(v)) for v in t.flatten().tolist()]
            f.write(" ".join([name, st, "x".join(map(str, t.shape)) or "scalar"] + vals) + "\n")


def idx_bytes(t, type_code):
    dims = list(t.shape)
    head = bytes([0, 0, type_code, len(dims)]) + b"".join(struct.pack(">i", d) for d in dims)
    arr = t.numpy()
    return head + arr.astype(arr.dtype.newbyteorder(">")).tobytes()


def gen_idx():
    w = lambda name, data: open(os.path.join(HERE, name), "wb").write(data)
    w("idx_u8.idx", idx_bytes(torch.arange(12, dtype=torch.uint8).reshape(3, 2, 2) * 20, 0x08))
    w("idx_i8.idx", idx_bytes(torch.tensor([-128, -1, 0, 127], dtype=torch.int8), 0x09))
    w("idx_i16.idx", idx_bytes(torch.tensor([[-300, 2, 32767], [-32768, 0, 7]], dtype=torch.int16), 0x0B))
    w("idx_i32.idx", idx_bytes(torch.tensor([-70000, 2147483647], dtype=torch.int32), 0x0C))
    w("idx_f32.idx.gz", gzip.compress(idx_bytes(torch.tensor([[1.5, -2.25], [3e-8, 1e20]]), 0x0D), mtime=0))
    w("idx_f64.idx", idx_bytes(torch.tensor([0.1, -1e300, 2.0], dtype=torch.float64), 0x0E))


def gen_checkpoint():
    g = torch.Generator().manual_seed(11)
    state = {
        "conv1.weight": torch.randn(2, 1, 2, 2, generator=g),
        "conv1.bias": torch.tensor([1e-7, -2.5e16], dtype=torch.float32),
        "fc.weight": torch.tensor([[0.1, float("nan")], [float("inf"), -float("inf")]], dtype=torch.float64),
        "steps": torch.tensor([0, -9007199254740993, 9223372036854775807], dtype=torch.int64),
        "offsets": torch.tensor([-5, 2147483647], dtype=torch.int32),
        "pix": torch.tensor([[0], [255]], dtype=torch.uint8),
        "keep": torch.tensor([True, False]),
        "scalar": torch.tensor(3.0),
    }
    names = {torch.float32: "float32", torch.float64: "float64", torch.int64: "int64",
             torch.int32: "int32", torch.uint8: "uint8", torch.bool: "bool"}
    doc = {"format": "tensorpy.nn.state_dict.v1", "tensors": {
        k: {"shape": list(v.shape), "dtype": names[v.dtype], "data": v.flatten().tolist()}
        for k, v in state.items()}}
    with open(os.path.join(HERE, "checkpoint.json"), "w") as f:
        f.write(json.dumps(doc))


if __name__ == "__main__":
    gen_checkpoint()
    gen_json()
    gen_safetensors()
    gen_idx()
