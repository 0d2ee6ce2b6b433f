"""host: a registry of values and functions shared between a host application and scripts.

Owns one process-wide dict (per interpreter Context): set(name, value), get(name,
default=None), has(name), call(name, *args, **kwargs), keys(), remove(name), clear(). The C
embedding API fills the same registry: when a native `_host` module exists its `registry`
dict is used, otherwise the module-level dict `registry` below (which native code can also
reach as host.registry).
"""

try:
    import _host
    registry = _host.registry
except ImportError:
    registry = {}


class HostError(KeyError):
    """A name is not registered with the host."""

    def __str__(self):
        return self.args[0] if self.args else ""


def _check_name(name):
    if not isinstance(name, str):
        raise TypeError("host name must be str, not %s" % type(name).__name__)


def set(name, value):
    """Register `value` (any object, usually a function) under `name`."""
    _check_name(name)
    registry[name] = value


def get(name, default=None):
    """The value registered as `name`, or `default`."""
    _check_name(name)
    return registry.get(name, default)


def has(name):
    """True when `name` is registered."""
    _check_name(name)
    return name in registry


def call(name, *args, **kwargs):
    """Call the function registered as `name` with the given arguments."""
    _check_name(name)
    if name not in registry:
        raise HostError("missing host binding: %s" % name)
    fn = registry[name]
    if not callable(fn):
        raise TypeError("host binding is not callable: %s" % name)
    return fn(*args, **kwargs)


def keys():
    """The registered names, in registration order."""
    return list(registry)


def remove(name):
    """Unregister `name` (no error if absent)."""
    _check_name(name)
    registry.pop(name, None)


def clear():
    """Unregister everything."""
    registry.clear()
