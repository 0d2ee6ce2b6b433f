"""config: the original project's configuration helpers (JSON documents as dicts).

Owns loads(text) -> dict, load(path) -> dict, dumps(cfg)/save(path, cfg), get(cfg, "a.b.c",
default=None) (a key present as is wins; else dotted lookup through nested dicts, an
all-digit part indexing a list), require(cfg, "a.b") (raises ConfigError, a KeyError:
"missing config key: a.b", the original's text), and merge(a, b)
(a new dict: b's values override a's, nested dicts merged recursively, inputs untouched).
"""

import json


class ConfigError(KeyError):
    """A required configuration key is missing."""

    def __str__(self):
        return self.args[0] if self.args else ""


_MISSING = object()


def loads(text):
    """Parse JSON text; the top level must be an object."""
    cfg = json.loads(text)
    if not isinstance(cfg, dict):
        raise ValueError("config must be a JSON object, not %s" % type(cfg).__name__)
    return cfg


def load(path):
    """Read and parse a JSON config file."""
    with open(path, encoding="utf-8") as f:
        return loads(f.read())


def dumps(cfg, indent=2):
    """Format a config as JSON text (sorted keys for stable files)."""
    return json.dumps(cfg, indent=indent, sort_keys=True)


def save(path, cfg, indent=2):
    """Write a config as a JSON file."""
    with open(path, "w", encoding="utf-8") as f:
        f.write(dumps(cfg, indent) + "\n")


def _split(key):
    if isinstance(key, (list, tuple)):
        return list(key)
    if not isinstance(key, str):
        raise TypeError("config key must be str, not %s" % type(key).__name__)
    return key.split(".")


def _lookup(cfg, key):
    # A key stored as is (dots included) wins, as in the original's flat mapping.get(key).
    if isinstance(cfg, dict) and isinstance(key, str) and key in cfg:
        return cfg[key]
    node = cfg
    for part in _split(key):
        if isinstance(node, dict):
            if part not in node:
                return _MISSING
            node = node[part]
        elif isinstance(node, list) and isinstance(part, str) and part.isdigit():
            index = int(part)
            if index >= len(node):
                return _MISSING
            node = node[index]
        elif isinstance(node, list) and isinstance(part, int):
            if not -len(node) <= part < len(node):
                return _MISSING
            node = node[part]
        else:
            return _MISSING
    return node


def get(cfg, key, default=None):
    """The value at dotted `key` ("a.b.c"), or `default` when any part is missing."""
    value = _lookup(cfg, key)
    return default if value is _MISSING else value


def require(cfg, key):
    """The value at dotted `key`; raises ConfigError when it is missing."""
    value = _lookup(cfg, key)
    if value is _MISSING:
        raise ConfigError("missing config key: %s" % (key,))
    return value


def has(cfg, key):
    """True when dotted `key` is present."""
    return _lookup(cfg, key) is not _MISSING


def merge(a, b):
    """Deep-merge two dicts into a new one: b wins, nested dicts are merged."""
    if not isinstance(a, dict) or not isinstance(b, dict):
        raise TypeError("merge() arguments must be dicts")
    result = {}
    for k, v in a.items():
        result[k] = _copy(v)
    for k, v in b.items():
        if k in result and isinstance(result[k], dict) and isinstance(v, dict):
            result[k] = merge(result[k], v)
        else:
            result[k] = _copy(v)
    return result


def _copy(v):
    if isinstance(v, dict):
        return dict((k, _copy(x)) for k, x in v.items())
    if isinstance(v, list):
        return [_copy(x) for x in v]
    return v
