"""_mappingproxy: types.MappingProxyType, a read-only view of a mapping.

Owns the mappingproxy class: lookups, iteration, len, `in`, keys/values/items/get/copy,
`|`, == and reversed() go to the wrapped mapping; item assignment and deletion raise
CPython's TypeErrors; the constructor accepts only mappings (not lists or tuples). Used by
dataclasses (Field.metadata) and available as types.MappingProxyType. The core's
`type.__dict__` is still a plain dict (docs/differences.md).
"""


class mappingproxy:
    """mappingproxy(mapping): a read-only proxy of mapping; changes to the mapping show
    through it."""
    __slots__ = ("_mapping",)

    def __init__(self, mapping):
        if (not hasattr(mapping, "__getitem__") or not hasattr(mapping, "keys")
                or isinstance(mapping, (list, tuple))):
            raise TypeError(f"mappingproxy() argument must be a mapping, not "
                            f"{type(mapping).__name__}")
        object.__setattr__(self, "_mapping", mapping)

    def __getitem__(self, key):
        return self._mapping[key]

    def __setitem__(self, key, value):
        raise TypeError("'mappingproxy' object does not support item assignment")

    def __delitem__(self, key):
        raise TypeError("'mappingproxy' object does not support item deletion")

    def __setattr__(self, name, value):
        raise AttributeError(f"'mappingproxy' object has no attribute '{name}'")

    def __iter__(self):
        return iter(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def __reversed__(self):
        return reversed(self._mapping)

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()

    def __or__(self, other):
        if isinstance(other, mappingproxy):
            other = other._mapping
        return dict(self._mapping) | other

    def __ror__(self, other):
        return other | dict(self._mapping)

    def __ior__(self, other):
        raise TypeError("'|=' is not supported by mappingproxy; use '|' instead")

    def __eq__(self, other):
        if isinstance(other, mappingproxy):
            other = other._mapping
        return self._mapping == other

    __hash__ = None

    def __repr__(self):
        return f"mappingproxy({self._mapping!r})"

    def __str__(self):
        return str(self._mapping)


mappingproxy.__module__ = "builtins"
