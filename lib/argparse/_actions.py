"""argparse._actions: the Action classes add_argument(action=...) names.

Written for TensorPy from the library reference and black-box runs of CPython 3.11.
An Action is called as action(parser, namespace, values, option_string) once its
arguments are converted; it stores into namespace.<dest>. Owns store/const/true/false,
append/append_const/extend, count, help, version, BooleanOptionalAction, the subparsers
action (which hands the rest of the command line to the chosen sub-parser) and FileType.
"""

import sys
from argparse._common import (SUPPRESS, OPTIONAL, ZERO_OR_MORE, PARSER, _Repr,
                              ArgumentError, ArgumentTypeError, _UNRECOGNIZED_ARGS_ATTR)


def _copied(items):
    # append/extend never mutate a default list in place.
    if items is None:
        return []
    if type(items) is list:
        return items[:]
    import copy
    return copy.copy(items)


class Action(_Repr):
    """Base of every action; holds what add_argument was given."""

    def __init__(self, option_strings, dest, nargs=None, const=None, default=None,
                 type=None, choices=None, required=False, help=None, metavar=None):
        self.option_strings = option_strings
        self.dest = dest
        self.nargs = nargs
        self.const = const
        self.default = default
        self.type = type
        self.choices = choices
        self.required = required
        self.help = help
        self.metavar = metavar

    def _get_kwargs(self):
        names = ['option_strings', 'dest', 'nargs', 'const', 'default', 'type',
                 'choices', 'required', 'help', 'metavar']
        return [(n, getattr(self, n)) for n in names]

    def format_usage(self):
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError('.__call__() not defined')


class BooleanOptionalAction(Action):
    """--flag / --no-flag pairs storing True / False."""

    def __init__(self, option_strings, dest, default=None, type=None, choices=None,
                 required=False, help=None, metavar=None):
        strings = []
        for s in option_strings:
            strings.append(s)
            if s.startswith('--'):
                strings.append('--no-' + s[2:])
        Action.__init__(self, strings, dest, nargs=0, default=default, type=type,
                        choices=choices, required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest, not option_string.startswith('--no-'))

    def format_usage(self):
        return ' | '.join(self.option_strings)


class _StoreAction(Action):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None,
                 type=None, choices=None, required=False, help=None, metavar=None):
        if nargs == 0:
            raise ValueError('nargs for store actions must be != 0; if you have nothing '
                             'to store, actions such as store true or store const may '
                             'be more appropriate')
        if const is not None and nargs != OPTIONAL:
            raise ValueError('nargs must be %r to supply const' % OPTIONAL)
        Action.__init__(self, option_strings, dest, nargs, const, default, type, choices,
                        required, help, metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        Action.__init__(self, option_strings, dest, nargs=0, const=const,
                        default=default, required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=False, required=False, help=None):
        _StoreConstAction.__init__(self, option_strings, dest, True, default, required,
                                   help)


class _StoreFalseAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=True, required=False, help=None):
        _StoreConstAction.__init__(self, option_strings, dest, False, default, required,
                                   help)


class _AppendAction(Action):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None,
                 type=None, choices=None, required=False, help=None, metavar=None):
        if nargs == 0:
            raise ValueError('nargs for append actions must be != 0; if arg strings are '
                             'not supplying the value to append, the append const action '
                             'may be more appropriate')
        if const is not None and nargs != OPTIONAL:
            raise ValueError('nargs must be %r to supply const' % OPTIONAL)
        Action.__init__(self, option_strings, dest, nargs, const, default, type, choices,
                        required, help, metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copied(getattr(namespace, self.dest, None))
        items.append(values)
        setattr(namespace, self.dest, items)


class _AppendConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        Action.__init__(self, option_strings, dest, nargs=0, const=const,
                        default=default, required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copied(getattr(namespace, self.dest, None))
        items.append(self.const)
        setattr(namespace, self.dest, items)


class _CountAction(Action):
    def __init__(self, option_strings, dest, default=None, required=False, help=None):
        Action.__init__(self, option_strings, dest, nargs=0, default=default,
                        required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        count = getattr(namespace, self.dest, None)
        if count is None:
            count = 0
        setattr(namespace, self.dest, count + 1)


class _HelpAction(Action):
    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS, help=None):
        Action.__init__(self, option_strings, dest, nargs=0, default=default, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):
    def __init__(self, option_strings, version=None, dest=SUPPRESS, default=SUPPRESS,
                 help="show program's version number and exit"):
        Action.__init__(self, option_strings, dest, nargs=0, default=default, help=help)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        version = self.version
        if version is None:
            version = parser.version
        formatter = parser._get_formatter()
        formatter.add_text(version)
        parser._print_message(formatter.format_help(), sys.stdout)
        parser.exit()


class _ExtendAction(_AppendAction):
    def __call__(self, parser, namespace, values, option_string=None):
        items = _copied(getattr(namespace, self.dest, None))
        items.extend(values)
        setattr(namespace, self.dest, items)


class _ChoicePseudoAction(Action):
    """One sub-command's line in the help: its name (aliases in parentheses) and help."""

    def __init__(self, name, aliases, help):
        metavar = name
        if aliases:
            metavar = name + ' (%s)' % ', '.join(aliases)
        Action.__init__(self, [], dest=name, help=help, metavar=metavar)


class _SubParsersAction(Action):
    """The positional that picks a sub-command; choices maps every name and alias to
    its parser. The sub-parser parses the rest; its results overwrite the caller's."""

    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS,
                 required=False, help=None, metavar=None):
        self._prog_prefix = prog
        self._parser_class = parser_class
        self._name_parser_map = {}
        self._choices_actions = []
        Action.__init__(self, option_strings, dest, nargs=PARSER,
                        choices=self._name_parser_map, required=required, help=help,
                        metavar=metavar)

    def add_parser(self, name, **kwargs):
        if kwargs.get('prog') is None:
            kwargs['prog'] = '%s %s' % (self._prog_prefix, name)
        aliases = kwargs.pop('aliases', ())
        if name in self._name_parser_map:
            raise ArgumentError(self, 'conflicting subparser: %s' % name)
        for alias in aliases:
            if alias in self._name_parser_map:
                raise ArgumentError(self, 'conflicting subparser alias: %s' % alias)
        if 'help' in kwargs:
            self._choices_actions.append(_ChoicePseudoAction(name, aliases,
                                                             kwargs.pop('help')))
        parser = self._parser_class(**kwargs)
        self._name_parser_map[name] = parser
        for alias in aliases:
            self._name_parser_map[alias] = parser
        return parser

    def _get_subactions(self):
        return self._choices_actions

    def __call__(self, parser, namespace, values, option_string=None):
        name = values[0]
        rest = values[1:]
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, name)
        if name not in self._name_parser_map:
            raise ArgumentError(self, 'unknown parser %r (choices: %s)'
                                % (name, ', '.join(self._name_parser_map)))
        sub = self._name_parser_map[name]
        subns, rest = sub.parse_known_args(rest, None)
        for key, value in vars(subns).items():
            setattr(namespace, key, value)
        if rest:
            vars(namespace).setdefault(_UNRECOGNIZED_ARGS_ATTR, [])
            getattr(namespace, _UNRECOGNIZED_ARGS_ATTR).extend(rest)


class FileType(_Repr):
    """type= factory opening the named file ('-' is stdin or stdout by mode)."""

    def __init__(self, mode='r', bufsize=-1, encoding=None, errors=None):
        self._mode = mode
        self._bufsize = bufsize
        self._encoding = encoding
        self._errors = errors

    def __call__(self, string):
        if string == '-':
            if 'r' in self._mode:
                return sys.stdin.buffer if 'b' in self._mode else sys.stdin
            if any(c in self._mode for c in 'wax'):
                return sys.stdout.buffer if 'b' in self._mode else sys.stdout
            raise ValueError('argument "-" with mode %r' % self._mode)
        try:
            return open(string, self._mode, self._bufsize, self._encoding, self._errors)
        except OSError as e:
            raise ArgumentTypeError("can't open '%s': %s" % (string, e))

    def __repr__(self):
        args = [self._mode, self._bufsize]
        kwargs = [('encoding', self._encoding), ('errors', self._errors)]
        parts = [repr(a) for a in args if a != -1]
        parts += ['%s=%r' % (k, v) for k, v in kwargs if v is not None]
        return '%s(%s)' % (type(self).__name__, ', '.join(parts))
