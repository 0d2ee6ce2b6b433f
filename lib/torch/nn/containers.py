"""torch.nn.ModuleDict, ParameterList and ParameterDict: containers whose items are registered
as children / parameters (so parameters(), state_dict(), to() and zero_grad() see them).

Keys are registered in insertion order under their own names (ModuleDict "enc" -> state dict
"enc.weight"; ParameterList item i -> "i"; ParameterDict key k -> "k"), as torch 1.13.
Plain tensors given to ParameterList/ParameterDict become Parameters, as torch's.
"""
import ml
from nn import Module, Parameter


def _as_param(v):
    if isinstance(v, Parameter) or not isinstance(v, ml.Tensor):
        return v
    return Parameter(v)


class ModuleDict(Module):
    """An ordered dict of named submodules: [], in, len, iteration over keys, keys/values/items,
    update, pop, clear. Has no forward."""

    def __init__(self, modules=None):
        super().__init__()
        if modules is not None:
            self.update(modules)

    def __getitem__(self, key):
        return self._modules[key]

    def __setitem__(self, key, module):
        self.add_module(key, module)

    def __delitem__(self, key):
        if key not in self._modules:
            raise KeyError(key)
        delattr(self, key)

    def __len__(self):
        return len(self._modules)

    def __iter__(self):
        return iter(list(self._modules.keys()))

    def __contains__(self, key):
        return key in self._modules

    def keys(self):
        return self._modules.keys()

    def values(self):
        return self._modules.values()

    def items(self):
        return self._modules.items()

    def pop(self, key):
        v = self[key]
        del self[key]
        return v

    def clear(self):
        for k in list(self._modules):
            del self[k]

    def update(self, modules):
        """Add (name, module) pairs from a mapping or an iterable of pairs.

        Errors: TypeError for a non-iterable; ValueError for an element that is not a pair."""
        if hasattr(modules, "items"):
            pairs = list(modules.items())
        else:
            pairs = []
            for j, m in enumerate(modules):
                if not isinstance(m, (tuple, list)):
                    raise TypeError(f"ModuleDict update sequence element #{j} should be Iterable; is "
                                    f"{type(m).__name__}")
                if len(m) != 2:
                    raise ValueError(f"ModuleDict update sequence element #{j} has length {len(m)}; 2 is "
                                     f"required")
                pairs.append(tuple(m))
        for k, m in pairs:
            self.add_module(k, m)


class ParameterList(Module):
    """A list of Parameters registered as "0", "1", ...: indexing, len, iteration, append,
    extend. Tensors given are wrapped as Parameters."""

    def __init__(self, values=None):
        super().__init__()
        self._size = 0
        if values is not None:
            self.extend(values)

    def _index(self, idx):
        n = self._size
        if idx < -n or idx >= n:
            raise IndexError(f"index {idx} is out of range")
        return idx + n if idx < 0 else idx

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return ParameterList([self[i] for i in range(self._size)[idx]])
        return getattr(self, str(self._index(idx)))

    def __setitem__(self, idx, param):
        idx = self._index(idx)
        self.register_parameter(str(idx), _as_param(param))

    def __len__(self):
        return self._size

    def __iter__(self):
        return iter([self[i] for i in range(self._size)])

    def __iadd__(self, values):
        return self.extend(values)

    def append(self, value):
        self._size += 1
        self.register_parameter(str(self._size - 1), _as_param(value))
        return self

    def extend(self, values):
        for v in values:
            self.append(v)
        return self

    def extra_repr(self):
        lines = []
        for i in range(self._size):
            p = self[i]
            size = "x".join(str(s) for s in p.shape)
            lines.append(f"({i}): Parameter containing: [torch.{p.dtype.name} of size "
                         f"{size}]")
        return "\n".join(lines)


class ParameterDict(Module):
    """An ordered dict of named Parameters: [], in, len, iteration over keys, keys/values/items,
    update, pop, get. Tensors given are wrapped as Parameters."""

    def __init__(self, parameters=None):
        super().__init__()
        self._keys = []
        if parameters is not None:
            self.update(parameters)

    def __getitem__(self, key):
        if key not in self._keys:
            raise KeyError(key)
        return getattr(self, key)

    def __setitem__(self, key, value):
        if key not in self._keys:
            self._keys.append(key)
        self.register_parameter(key, _as_param(value))

    def __delitem__(self, key):
        self._keys.remove(key)
        delattr(self, key)

    def __len__(self):
        return len(self._keys)

    def __iter__(self):
        return iter(list(self._keys))

    def __contains__(self, key):
        return key in self._keys

    def keys(self):
        return list(self._keys)

    def values(self):
        return [self[k] for k in self._keys]

    def items(self):
        return [(k, self[k]) for k in self._keys]

    def get(self, key, default=None):
        return self[key] if key in self._keys else default

    def pop(self, key):
        v = self[key]
        del self[key]
        return v

    def update(self, parameters):
        pairs = parameters.items() if hasattr(parameters, "items") else parameters
        for k, v in pairs:
            self[k] = v
