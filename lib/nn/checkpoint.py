"""Checkpoint files for state dicts: safetensors (default) and the JSON v1 format.

safetensors: written and read by ml.save_safetensors / ml.load_safetensors
(an 8-byte little-endian header length, a JSON header, raw little-endian data),
so checkpoints move to and from PyTorch's safetensors files unchanged.

JSON v1 (the original TensorPy format, chosen when the path ends in ".json"):
  {"format": "tensorpy.nn.state_dict.v1",
   "tensors": {"fc.weight": {"dtype": "float32", "shape": [10, 2704], "data": [flat row-major values]}}}
The reader also accepts "state_dict", "state" or "parameters" for "tensors", and
entries that are bare nested lists or use "values" for "data".
load_state tells the formats apart by content, not by name; JSON goes to the native
strict v1 reader ml.load_checkpoint_json first, then to read_json for the variants.
"""
import json
import ml

JSON_FORMAT = "tensorpy.nn.state_dict.v1"


def is_safetensors(path):
    """True when path starts like a safetensors file: u64 header length N, then '{', N fits the file.

    Errors: OSError when the file can't be read.
    """
    with open(path, "rb") as f:
        head = f.read(9)
        if len(head) < 9 or head[8] != 123:  # 123 == ord("{")
            return False
        n = 0
        for i in range(8):
            n += head[i] << (8 * i)
        f.seek(0, 2)
        size = f.tell()
    return 8 + n <= size


def save_state(state, path, metadata=None):
    """Write {name: tensor} to path: JSON v1 when path ends in ".json", else safetensors."""
    if path.endswith(".json"):
        write_json(state, path)
        return
    meta = {"format": "pt"}
    if metadata:
        meta.update(metadata)
    ml.save_safetensors({k: v.contiguous() for k, v in state.items()}, path, meta)


def load_state(path):
    """Read a checkpoint written by save_state, by PyTorch's safetensors or by the original
    TensorPy (JSON v1) into {name: tensor}.

    Errors: OSError when unreadable; ValueError for a JSON file that is not a state dict.
    """
    if is_safetensors(path):
        return ml.load_safetensors(path)
    if not hasattr(ml, "load_checkpoint_json"):
        return read_json(path)
    # The native reader is strict v1 ({"format", "tensors": {name: {dtype, shape, data}}}).
    # Any other variant (state_dict/state/parameters, nested lists, "values") goes to the
    # lenient reader; when that fails too, the strict reader's message is the useful one.
    try:
        state = ml.load_checkpoint_json(path)
    except ValueError as strict_error:
        try:
            return read_json(path)
        except (ValueError, TypeError, RuntimeError):
            raise strict_error
    if state:
        return state
    return read_json(path)  # v1 header without "tensors": the tensors sit under another key


def _dtype_name(dtype):
    name = getattr(dtype, "name", None)
    if name is None:
        name = str(dtype).split(".")[-1]
    return name


def write_json(state, path):
    """Write {name: tensor} as JSON v1 (see the module docstring)."""
    tensors = {}
    for name, t in state.items():
        t = t.detach()
        tensors[name] = {"dtype": _dtype_name(t.dtype), "shape": list(t.shape),
                         "data": t.reshape(-1).tolist()}
    with open(path, "w") as f:
        json.dump({"format": JSON_FORMAT, "tensors": tensors}, f)


def _tensor_from_entry(name, entry):
    if isinstance(entry, dict):
        data = entry.get("data", entry.get("values"))
        if data is None:
            raise ValueError(f"checkpoint entry {name!r} has no data")
        dtype = getattr(ml, entry.get("dtype", "float32"), ml.float32)
        t = ml.tensor(data, dtype=dtype)
        if "shape" in entry:
            t = t.reshape(tuple(entry["shape"]))
        return t
    if isinstance(entry, (list, int, float)):
        return ml.tensor(entry, dtype=ml.float32)
    raise ValueError(f"checkpoint entry {name!r} is not a tensor")


def read_json(path):
    """Read a JSON checkpoint into {name: tensor}.

    Errors: ValueError when the document holds no tensors dict.
    """
    with open(path) as f:
        doc = json.load(f)
    if not isinstance(doc, dict):
        raise ValueError(f"{path}: not a JSON state dict")
    tensors = None
    for key in ("tensors", "state_dict", "state", "parameters"):
        if isinstance(doc.get(key), dict):
            tensors = doc[key]
            break
    if tensors is None:
        if "format" in doc:
            raise ValueError(f"{path}: JSON checkpoint without a tensors dict")
        tensors = doc
    return {name: _tensor_from_entry(name, entry) for name, entry in tensors.items()}
