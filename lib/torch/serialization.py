"""torch.save / torch.load: state dicts and plain containers of tensors, as one safetensors file.

Format "tensorpy.torch.v1" (docs/formats.md): a safetensors file (nn.checkpoint's
machinery: ml.save_safetensors) whose tensors are named "0", "1", ... in the order the
object's tensors are met, and whose header metadata holds, under "tensorpy.torch", the
object's structure as JSON with each tensor replaced by a reference:
  tensor          {"$t": "<name>"} (+ "rg": true when it required grad, "param": true for a Parameter)
  tuple           {"$tuple": [...]}       torch.Size  {"$size": [...]}
  dict            a JSON object when every key is a str not starting with "$", else
                  {"$dict": [[key, value], ...]} (keys encoded like values)
  float inf/nan   {"$float": "inf" | "-inf" | "nan"}
  dtype, device   {"$dtype": "float32"}, {"$device": "cpu"}
  an instance     {"$obj": "<module>:<qualname>", "id": n, "dict": <its __dict__ encoded>}
                  (a whole Module: its class is imported again on load and the instance
                  rebuilt with cls.__new__ and its __dict__, as pickle does by default)
  seen before     {"$same": n}: a tensor or instance met again (tied weights, a parameter
                  both in _parameters and in the instance dict) comes back as one object
  None, bool, int, float, str, list as themselves.
Tensors and instances carry "id": n the first time they are met. Functions, classes,
modules and objects without a __dict__ raise TypeError (save the state_dict() instead).
torch.load also reads a plain safetensors file (-> {name: tensor}) and the original
TensorPy's JSON checkpoint; PyTorch's own zip/pickle .pt files raise RuntimeError
naming the way round (safetensors). Tensors are stored contiguous and unshared: two
views of one storage come back as two tensors.
"""
import json
import math
import os
import ml

_KEY = "tensorpy.torch"
_temp_counter = [0]


_NOT_SAVED = (type(len), type(lambda: None), type, type(json))


class _Encoder:
    def __init__(self):
        self.tensors = {}
        self.memo = {}  # id(obj) -> n, for tensors and instances (Python keeps them alive meanwhile)
        self.keep = []

    def _remember(self, obj):
        n = len(self.memo)
        self.memo[id(obj)] = n
        self.keep.append(obj)
        return n

    def instance(self, obj):
        cls = type(obj)
        qualname = getattr(cls, "__qualname__", cls.__name__)
        if "<locals>" in qualname or not hasattr(obj, "__dict__") or isinstance(obj, _NOT_SAVED):
            raise TypeError(f"torch.save: can't save an object of type {cls.__name__} in TensorPy's format "
                            "(tensors, containers, numbers, strings and instances of importable classes); "
                            "save its state_dict()")
        n = self._remember(obj)
        return {"$obj": f"{cls.__module__}:{qualname}", "id": n, "dict": self.encode(dict(obj.__dict__))}

    def tensor(self, t):
        name = str(len(self.tensors))
        self.tensors[name] = t.detach().contiguous()
        ref = {"$t": name, "id": self._remember(t)}
        if t.requires_grad:
            ref["rg"] = True
        if isinstance(t, ml.Parameter):
            ref["param"] = True
        return ref

    def encode(self, obj):
        if isinstance(obj, ml.Tensor) or (hasattr(obj, "__dict__") and not isinstance(obj, (type, str))):
            seen = self.memo.get(id(obj))
            if seen is not None:
                return {"$same": seen}
        if isinstance(obj, ml.Tensor):
            return self.tensor(obj)
        if obj is None or isinstance(obj, (bool, int, str)):
            return obj
        if isinstance(obj, float):
            if math.isnan(obj):
                return {"$float": "nan"}
            if math.isinf(obj):
                return {"$float": "inf" if obj > 0 else "-inf"}
            return obj
        if isinstance(obj, ml.Size):
            return {"$size": list(obj)}
        if isinstance(obj, ml.dtype):
            return {"$dtype": obj.name}
        if isinstance(obj, ml.device):
            return {"$device": str(obj.type) if obj.index is None else f"{obj.type}:{obj.index}"}
        if isinstance(obj, tuple):
            return {"$tuple": [self.encode(x) for x in obj]}
        if isinstance(obj, list):
            return [self.encode(x) for x in obj]
        if isinstance(obj, dict):
            if all(isinstance(k, str) and not k.startswith("$") for k in obj):
                return {k: self.encode(v) for k, v in obj.items()}
            return {"$dict": [[self.encode(k), self.encode(v)] for k, v in obj.items()]}
        return self.instance(obj)


def _find_class(path):
    module_name, _, qualname = path.partition(":")
    module = __import__(module_name)
    for part in module_name.split(".")[1:]:
        module = getattr(module, part)
    obj = module
    for part in qualname.split("."):
        obj = getattr(obj, part)
    return obj


def _decode(node, tensors, memo=None):
    if memo is None:
        memo = {}
    if isinstance(node, list):
        return [_decode(x, tensors, memo) for x in node]
    if not isinstance(node, dict):
        return node
    if "$same" in node:
        return memo[node["$same"]]
    if "$t" in node:
        t = tensors[node["$t"]]
        if node.get("param"):
            t = ml.Parameter(t, requires_grad=bool(node.get("rg", True)))
        elif node.get("rg"):
            t.requires_grad_()
        if "id" in node:
            memo[node["id"]] = t
        return t
    if "$obj" in node:
        try:
            cls = _find_class(node["$obj"])
        except (ImportError, AttributeError) as e:
            raise AttributeError(f"torch.load: can't find class {node['$obj']!r} to rebuild a saved object "
                                 f"({e})")
        obj = cls.__new__(cls)
        memo[node["id"]] = obj
        obj.__dict__.update(_decode(node["dict"], tensors, memo))
        return obj
    if "$tuple" in node:
        return tuple(_decode(x, tensors, memo) for x in node["$tuple"])
    if "$size" in node:
        return ml.Size(node["$size"])
    if "$float" in node:
        return float(node["$float"])
    if "$dtype" in node:
        return ml.dtype(node["$dtype"])
    if "$device" in node:
        return ml.device(node["$device"])
    if "$dict" in node:
        return {_hashable(_decode(k, tensors, memo)): _decode(v, tensors, memo) for k, v in node["$dict"]}
    return {k: _decode(v, tensors, memo) for k, v in node.items()}


def _hashable(key):
    return tuple(_hashable(x) for x in key) if isinstance(key, list) else key


def _path_of(f):
    if isinstance(f, str):
        return f
    if hasattr(f, "__fspath__"):
        return f.__fspath__()
    return None


def _temp_path():
    _temp_counter[0] += 1
    return f"/tmp/tensorpy-torch-{os.getpid()}-{_temp_counter[0]}.safetensors"


def save(obj, f, pickle_module=None, pickle_protocol=2, _use_new_zipfile_serialization=True):
    """Write obj (a state dict, a tensor, or a container of them) to f: a path or a binary file.

    Errors: TypeError for objects the format can't hold (see the module docstring);
    OSError when the file can't be written.
    """
    enc = _Encoder()
    structure = enc.encode(obj)
    meta = {"format": "pt", _KEY: json.dumps(structure)}
    path = _path_of(f)
    if path is not None:
        ml.save_safetensors(enc.tensors, path, meta)
        return None
    if not hasattr(f, "write"):
        raise AttributeError(f"torch.save: expected a path or a writable binary file, got {type(f).__name__}")
    tmp = _temp_path()
    try:
        ml.save_safetensors(enc.tensors, tmp, meta)
        with open(tmp, "rb") as src:
            f.write(src.read())
    finally:
        if os.path.exists(tmp):
            os.remove(tmp)
    return None


def _read_metadata(path):
    with open(path, "rb") as fh:
        head = fh.read(8)
        n = 0
        for i in range(len(head)):
            n += head[i] << (8 * i)
        header = json.loads(fh.read(n).decode("utf-8"))
    return header.get("__metadata__") or {}


def _load_path(path):
    from nn import checkpoint
    if checkpoint.is_safetensors(path):
        tensors = ml.load_safetensors(path)
        meta = _read_metadata(path)
        if _KEY in meta:
            return _decode(json.loads(meta[_KEY]), tensors)
        return tensors
    with open(path, "rb") as fh:
        magic = fh.read(2)
    if magic == b"PK":
        raise RuntimeError(f"torch.load: {path} is PyTorch's zip/pickle checkpoint, which TensorPy can't read; "
                           "save it with safetensors (safetensors.torch.save_file(state_dict, path)) and load that")
    if len(magic) == 2 and magic[0] == 0x80 and 2 <= magic[1] <= 5:
        raise RuntimeError(f"torch.load: {path} is a pickle file, which TensorPy can't read; "
                           "save it with safetensors instead")
    return checkpoint.load_state(path)


def load(f, map_location=None, pickle_module=None, *, weights_only=False, **pickle_load_args):
    """Read what save wrote (or a safetensors / TensorPy JSON checkpoint) from a path or binary file.

    map_location is accepted for the CPU (None, "cpu", torch.device("cpu"), a dict or a
    function); tensors always land on the CPU. Errors: FileNotFoundError; RuntimeError
    for PyTorch's zip/pickle files.
    """
    if isinstance(map_location, str) and not map_location.startswith("cpu"):
        raise RuntimeError(f"torch.load: map_location={map_location!r}: only the CPU holds tensors in TensorPy")
    path = _path_of(f)
    if path is not None:
        return _load_path(path)
    if not hasattr(f, "read"):
        raise AttributeError(f"torch.load: expected a path or a readable binary file, got {type(f).__name__}")
    tmp = _temp_path()
    try:
        with open(tmp, "wb") as dst:
            dst.write(f.read())
        return _load_path(tmp)
    finally:
        if os.path.exists(tmp):
            os.remove(tmp)
