"""env: the original project's environment-variable helpers, over os.environ.

Owns get(name, default=None), exists(name), require(name) (raises MissingEnvError, an
OSError as in the original: "missing environment variable: NAME"), and set(name,
value)/unset(name) which update os.environ (and so the process environment).
"""

import os


class MissingEnvError(OSError):
    """A required environment variable is not set."""


def _check_name(name):
    if not isinstance(name, str):
        raise TypeError("environment variable name must be str, not %s"
                        % type(name).__name__)


def get(name, default=None):
    """The value of environment variable `name`, or `default` when it is not set."""
    _check_name(name)
    return os.environ.get(name, default)


def exists(name):
    """True when environment variable `name` is set (even to '')."""
    _check_name(name)
    return name in os.environ


def require(name):
    """The value of `name`; raises MissingEnvError when it is not set."""
    _check_name(name)
    if name not in os.environ:
        raise MissingEnvError("missing environment variable: " + name)
    return os.environ[name]


def set(name, value):
    """Set environment variable `name` to str `value`."""
    _check_name(name)
    if not isinstance(value, str):
        raise TypeError("environment variable value must be str, not %s"
                        % type(value).__name__)
    os.environ[name] = value


def unset(name):
    """Remove `name` from the environment (no error when it is not set)."""
    _check_name(name)
    if name in os.environ:
        del os.environ[name]
