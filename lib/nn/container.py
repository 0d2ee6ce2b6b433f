"""Containers: Sequential and ModuleList, as torch.nn."""
from .module import Module


class Sequential(Module):
    """Runs its modules in order, feeding each the previous output, as torch.nn.Sequential.

    Sequential(m1, m2, ...) or the original API's Sequential([m1, m2, ...]) or
    Sequential(dict of name -> module). Children are named "0", "1", ... (state
    dict keys "0.weight", ...). Supports len, iteration, indexing (int, negative
    int, slice -> Sequential) and append.
    Errors: IndexError for an index out of range, TypeError for a non-Module.
    """

    def __init__(self, *args):
        super().__init__()
        if len(args) == 1 and isinstance(args[0], dict):
            for name, m in args[0].items():
                self.add_module(name, m)
            return
        if len(args) == 1 and isinstance(args[0], (list, tuple)):
            args = args[0]
        for i, m in enumerate(args):
            self.add_module(str(i), m)

    def forward(self, x):
        for m in self._modules.values():
            x = m(x)
        return x

    def _index(self, idx):
        n = len(self._modules)
        if idx < -n or idx >= n:
            raise IndexError(f"index {idx} is out of range")
        return idx + n if idx < 0 else idx

    def __getitem__(self, idx):
        mods = list(self._modules.values())
        if isinstance(idx, slice):
            return Sequential(mods[idx])
        return mods[self._index(idx)]

    def __setitem__(self, idx, module):
        key = list(self._modules.keys())[self._index(idx)]
        self.add_module(key, module)

    def __len__(self):
        return len(self._modules)

    def __iter__(self):
        return iter(list(self._modules.values()))

    def append(self, module):
        """Add module at the end; returns self."""
        self.add_module(str(len(self._modules)), module)
        return self


class ModuleList(Module):
    """A list of modules whose parameters are registered, as torch.nn.ModuleList.

    Children are named "0", "1", ...; supports len, iteration, indexing,
    append, extend and insert. Has no forward.
    """

    def __init__(self, modules=None):
        super().__init__()
        if modules is not None:
            self.extend(modules)

    def _index(self, idx):
        n = len(self._modules)
        if idx < -n or idx >= n:
            raise IndexError(f"index {idx} is out of range")
        return idx + n if idx < 0 else idx

    def __getitem__(self, idx):
        mods = list(self._modules.values())
        if isinstance(idx, slice):
            return ModuleList(mods[idx])
        return mods[self._index(idx)]

    def __setitem__(self, idx, module):
        self.add_module(str(self._index(idx)), module)

    def __len__(self):
        return len(self._modules)

    def __iter__(self):
        return iter(list(self._modules.values()))

    def __iadd__(self, modules):
        return self.extend(modules)

    def append(self, module):
        """Add module at the end; returns self."""
        self.add_module(str(len(self._modules)), module)
        return self

    def extend(self, modules):
        """Append every module of an iterable; returns self."""
        for m in modules:
            self.append(m)
        return self

    def insert(self, index, module):
        """Insert module before index, renumbering the children."""
        mods = list(self._modules.values())
        mods.insert(index, module)
        for name in list(self._modules.keys()):
            self.__delattr__(name)
        for m in mods:
            self.append(m)
