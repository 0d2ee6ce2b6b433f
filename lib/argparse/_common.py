"""argparse._common: the constants, errors and Namespace the rest of argparse shares.

Written for TensorPy from the library reference and black-box runs of CPython 3.11.
Owns SUPPRESS and the nargs markers, ArgumentError / ArgumentTypeError, the reprs every
argparse object shares (_Repr) and Namespace (attributes, repr in insertion order, ==, `in`).
"""

SUPPRESS = '==SUPPRESS=='
OPTIONAL = '?'
ZERO_OR_MORE = '*'
ONE_OR_MORE = '+'
PARSER = 'A...'
REMAINDER = '...'
_UNRECOGNIZED_ARGS_ATTR = '_unrecognized_args'


class _Repr:
    """Gives `Type(positional..., name=value...)` reprs from _get_args/_get_kwargs;
    names that are not identifiers go into a trailing **{...}."""

    def __repr__(self):
        out = [repr(a) for a in self._get_args()]
        extra = {}
        for name, value in self._get_kwargs():
            if name.isidentifier():
                out.append('%s=%r' % (name, value))
            else:
                extra[name] = value
        if extra:
            out.append('**%s' % repr(extra))
        return '%s(%s)' % (type(self).__name__, ', '.join(out))

    def _get_kwargs(self):
        return list(self.__dict__.items())

    def _get_args(self):
        return []


class Namespace(_Repr):
    """A plain attribute bag; the repr lists attributes in the order they were set."""

    def __init__(self, **kwargs):
        for name in kwargs:
            setattr(self, name, kwargs[name])

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in self.__dict__

    __hash__ = None


def _action_name(action):
    """How error messages name an action: its option strings joined by '/', else its
    metavar, else its dest, else its choices in braces; None when it has no name."""
    if action is None:
        return None
    if action.option_strings:
        return '/'.join(action.option_strings)
    if action.metavar not in (None, SUPPRESS):
        return action.metavar
    if action.dest not in (None, SUPPRESS):
        return action.dest
    if action.choices:
        return '{' + ','.join(action.choices) + '}'
    return None


class ArgumentError(Exception):
    """An error tied to one argument; str() is 'argument NAME: MESSAGE'."""

    def __init__(self, argument, message):
        self.argument_name = _action_name(argument)
        self.message = message

    def __str__(self):
        if self.argument_name is None:
            return '%s' % self.message
        return 'argument %s: %s' % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    """Raised by type= callables; its text becomes the error message as is."""
    pass
