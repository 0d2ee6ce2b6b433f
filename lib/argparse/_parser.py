"""argparse._parser: ArgumentParser, the command-line parsing itself.

Written for TensorPy from the library reference and black-box runs of CPython 3.11.
Note [Argument matching]: each command-line string is classified 'O' (an option this
parser may know), 'A' (an argument) or '-' (the '--' separator; everything after it is
'A'). Actions then take their strings by matching a regular expression built from nargs
against that pattern string: positionals are matched greedily as a run up to the next
option (as many leading positionals as can match; ones that matched nothing with nargs
'?' or '*' are used up there, as CPython 3.11 does), options take what follows them.
Values are converted by type=, checked against choices, and stored by the action.
Errors print the usage and 'prog: error: message' to stderr and exit with status 2.
"""

import os
import re
import sys
from argparse._common import (SUPPRESS, OPTIONAL, ZERO_OR_MORE, ONE_OR_MORE, PARSER,
                              REMAINDER, _UNRECOGNIZED_ARGS_ATTR, Namespace,
                              ArgumentError, ArgumentTypeError, _action_name)
from argparse._container import _Container
from argparse._formatter import HelpFormatter
from argparse import _actions as A


class ArgumentParser(_Container, A._Repr):
    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=[],
                 formatter_class=HelpFormatter, prefix_chars='-',
                 fromfile_prefix_chars=None, argument_default=None,
                 conflict_handler='error', add_help=True, allow_abbrev=True,
                 exit_on_error=True):
        _Container.__init__(self, description=description, prefix_chars=prefix_chars,
                            argument_default=argument_default,
                            conflict_handler=conflict_handler)
        if prog is None:
            prog = os.path.basename(sys.argv[0]) if sys.argv else ''
        self.prog = prog
        self.usage = usage
        self.epilog = epilog
        self.formatter_class = formatter_class
        self.fromfile_prefix_chars = fromfile_prefix_chars
        self.add_help = add_help
        self.allow_abbrev = allow_abbrev
        self.exit_on_error = exit_on_error
        self._positionals = self.add_argument_group('positional arguments')
        self._optionals = self.add_argument_group('options')
        self._subparsers = None
        self.register('type', None, lambda s: s)
        if add_help:
            prefix = '-' if '-' in prefix_chars else prefix_chars[0]
            self.add_argument(prefix + 'h', prefix * 2 + 'help', action='help',
                              default=SUPPRESS, help='show this help message and exit')
        for parent in parents:
            self._add_container_actions(parent)
            self._defaults.update(parent._defaults)

    def _get_kwargs(self):
        names = ['prog', 'usage', 'description', 'formatter_class', 'conflict_handler',
                 'add_help']
        return [(n, getattr(self, n)) for n in names]

    # -- structure --------------------------------------------------------------------
    def add_subparsers(self, **kwargs):
        if self._subparsers is not None:
            self.error('cannot have multiple subparser arguments')
        kwargs.setdefault('parser_class', type(self))
        if 'title' in kwargs or 'description' in kwargs:
            title = kwargs.pop('title', 'subcommands')
            description = kwargs.pop('description', None)
            self._subparsers = self.add_argument_group(title, description)
        else:
            self._subparsers = self._positionals
        if kwargs.get('prog') is None:
            formatter = self._get_formatter()
            positionals = self._get_positional_actions()
            groups = self._mutually_exclusive_groups
            formatter.add_usage(self.usage, positionals, groups, '')
            kwargs['prog'] = formatter.format_help().strip()
        action_class = self._registry_get('action', kwargs.pop('action', 'parsers'))
        action = action_class(option_strings=[], **kwargs)
        self._subparsers._add_action(action)
        return action

    def _add_action(self, action):
        if action.option_strings:
            self._optionals._add_action(action)
        else:
            self._positionals._add_action(action)
        return action

    def _get_optional_actions(self):
        return [a for a in self._actions if a.option_strings]

    def _get_positional_actions(self):
        return [a for a in self._actions if not a.option_strings]

    # -- parsing ----------------------------------------------------------------------
    def parse_args(self, args=None, namespace=None):
        args, argv = self.parse_known_args(args, namespace)
        if argv:
            self.error('unrecognized arguments: %s' % ' '.join(argv))
        return args

    def parse_known_args(self, args=None, namespace=None):
        if args is None:
            args = sys.argv[1:]
        else:
            args = list(args)
        if namespace is None:
            namespace = Namespace()
        for action in self._actions:
            if action.dest is not SUPPRESS and not hasattr(namespace, action.dest):
                if action.default is not SUPPRESS:
                    setattr(namespace, action.dest, action.default)
        for dest in self._defaults:
            if not hasattr(namespace, dest):
                setattr(namespace, dest, self._defaults[dest])
        if self.exit_on_error:
            try:
                namespace, args = self._parse_known_args(args, namespace)
            except ArgumentError as err:
                self.error(str(err))
        else:
            namespace, args = self._parse_known_args(args, namespace)
        if hasattr(namespace, _UNRECOGNIZED_ARGS_ATTR):
            args.extend(getattr(namespace, _UNRECOGNIZED_ARGS_ATTR))
            delattr(namespace, _UNRECOGNIZED_ARGS_ATTR)
        return namespace, args

    def parse_intermixed_args(self, args=None, namespace=None):
        args, argv = self.parse_known_intermixed_args(args, namespace)
        if argv:
            self.error('unrecognized arguments: %s' % ' '.join(argv))
        return args

    def parse_known_intermixed_args(self, args=None, namespace=None):
        """Options and positionals in any order: a first pass with the positionals
        switched off (their strings left over), then a second pass over what is left
        with every option made optional (the first pass already checked them)."""
        positionals = self._get_positional_actions()
        for action in positionals:
            if action.nargs in (PARSER, REMAINDER):
                raise TypeError('parse_intermixed_args: positional arg with nargs=%s'
                                % action.nargs)
        for group in self._mutually_exclusive_groups:
            for action in group._group_actions:
                if action in positionals:
                    raise TypeError('parse_intermixed_args: positional in '
                                    'mutuallyExclusiveGroup')
        saved_usage = self.usage
        try:
            if self.usage is None:
                self.usage = self.format_usage()[len('usage: '):]
            saved = [(a, a.nargs, a.default) for a in positionals]
            try:
                for action in positionals:
                    action.nargs = SUPPRESS
                    action.default = SUPPRESS
                namespace, rest = self.parse_known_args(args, namespace)
                for action in positionals:
                    if getattr(namespace, action.dest, None) == []:
                        import warnings
                        warnings.warn('Do not expect %s in %s' % (action.dest, namespace))
                        delattr(namespace, action.dest)
            finally:
                for action, nargs, default in saved:
                    action.nargs = nargs
                    action.default = default
            optionals = self._get_optional_actions()
            saved = [(a, a.required) for a in optionals]
            saved_groups = [(g, g.required) for g in self._mutually_exclusive_groups]
            try:
                for action in optionals:
                    action.required = False
                for group in self._mutually_exclusive_groups:
                    group.required = False
                namespace, extras = self.parse_known_args(rest, namespace)
            finally:
                for action, required in saved:
                    action.required = required
                for group, required in saved_groups:
                    group.required = required
        finally:
            self.usage = saved_usage
        return namespace, extras

    def _parse_known_args(self, arg_strings, namespace):
        if self.fromfile_prefix_chars is not None:
            arg_strings = self._read_args_from_files(arg_strings)
        # Which actions exclude which (mutually exclusive groups).
        conflicts = {}
        for group in self._mutually_exclusive_groups:
            members = group._group_actions
            for i, action in enumerate(members):
                conflicts.setdefault(action, []).extend(members[:i] + members[i + 1:])
        option_info = {}
        kinds = []
        rest_are_args = False
        for i, s in enumerate(arg_strings):
            if rest_are_args:
                kinds.append('A')
            elif s == '--':
                kinds.append('-')
                rest_are_args = True
            else:
                info = self._parse_optional(s)
                if info is None:
                    kinds.append('A')
                else:
                    option_info[i] = info
                    kinds.append('O')
        pattern = ''.join(kinds)
        seen = set()
        seen_non_default = set()
        extras = []

        def take_action(action, strings, option_string=None):
            seen.add(action)
            values = self._get_values(action, strings)
            if values is not action.default:
                seen_non_default.add(action)
                for other in conflicts.get(action, []):
                    if other in seen_non_default:
                        raise ArgumentError(action, 'not allowed with argument %s'
                                            % _action_name(other))
            if values is not SUPPRESS:
                action(self, namespace, values, option_string)

        def consume_optional(start):
            action, option_string, explicit = option_info[start]
            todo = []
            while True:
                if action is None:
                    extras.append(arg_strings[start])
                    return start + 1
                if explicit is not None:
                    count = self._match_argument(action, 'A')
                    chars = self.prefix_chars
                    if count == 0 and option_string[1] not in chars:
                        todo.append((action, [], option_string))
                        option_string = option_string[0] + explicit[0]
                        explicit = explicit[1:] or None
                        if option_string in self._option_string_actions:
                            action = self._option_string_actions[option_string]
                        else:
                            raise ArgumentError(action, 'ignored explicit argument %r'
                                                % (option_string[1:] + (explicit or '')))
                    elif count == 1:
                        stop = start + 1
                        todo.append((action, [explicit], option_string))
                        break
                    else:
                        raise ArgumentError(action, 'ignored explicit argument %r'
                                            % explicit)
                else:
                    first = start + 1
                    count = self._match_argument(action, pattern[first:])
                    stop = first + count
                    todo.append((action, arg_strings[first:stop], option_string))
                    break
            for action, strings, option_string in todo:
                take_action(action, strings, option_string)
            return stop

        positionals = self._get_positional_actions()

        def consume_positionals(start):
            counts = self._match_arguments_partial(positionals, pattern[start:])
            for action, count in zip(positionals, counts):
                strings = arg_strings[start:start + count]
                start += count
                take_action(action, strings)
            positionals[:] = positionals[len(counts):]
            return start

        option_indices = sorted(option_info)
        last_option = option_indices[-1] if option_indices else -1
        start = 0
        while start <= last_option:
            next_option = min(i for i in option_indices if i >= start)
            if start != next_option:
                end = consume_positionals(start)
                if end > start:
                    start = end
                    continue
                start = end
            if start not in option_info:
                extras.extend(arg_strings[start:next_option])
                start = next_option
            start = consume_optional(start)
        stop = consume_positionals(start)
        extras.extend(arg_strings[stop:])

        missing = []
        for action in self._actions:
            if action in seen:
                continue
            if action.required:
                missing.append(_action_name(action))
            elif (action.default is not None and isinstance(action.default, str)
                  and hasattr(namespace, action.dest)
                  and action.default is getattr(namespace, action.dest)):
                setattr(namespace, action.dest, self._get_value(action, action.default))
        if missing:
            self.error('the following arguments are required: %s' % ', '.join(missing))
        for group in self._mutually_exclusive_groups:
            if group.required:
                if not any(a in seen_non_default for a in group._group_actions):
                    names = [_action_name(a) for a in group._group_actions
                             if a.help is not SUPPRESS]
                    self.error('one of the arguments %s is required' % ' '.join(names))
        return namespace, extras

    def _read_args_from_files(self, arg_strings):
        out = []
        for s in arg_strings:
            if not s or s[0] not in self.fromfile_prefix_chars:
                out.append(s)
                continue
            try:
                with open(s[1:]) as f:
                    more = []
                    for line in f.read().splitlines():
                        more.extend(self.convert_arg_line_to_args(line))
                    out.extend(self._read_args_from_files(more))
            except OSError as err:
                self.error(str(err))
        return out

    def convert_arg_line_to_args(self, arg_line):
        return [arg_line]

    def _match_argument(self, action, pattern):
        m = re.match(self._nargs_pattern(action), pattern)
        if m is None:
            nargs = action.nargs
            if nargs is None:
                msg = 'expected one argument'
            elif nargs == OPTIONAL:
                msg = 'expected at most one argument'
            elif nargs == ONE_OR_MORE:
                msg = 'expected at least one argument'
            else:
                msg = ('expected %s argument' if nargs == 1 else
                       'expected %s arguments') % nargs
            raise ArgumentError(action, msg)
        return len(m.group(1))

    def _match_arguments_partial(self, actions, pattern):
        for i in range(len(actions), 0, -1):
            regex = ''.join(self._nargs_pattern(a) for a in actions[:i])
            m = re.match(regex, pattern)
            if m is not None:
                return [len(g) for g in m.groups()]
        return []

    def _nargs_pattern(self, action):
        nargs = action.nargs
        if nargs is None:
            p = '(-*A-*)'
        elif nargs == OPTIONAL:
            p = '(-*A?-*)'
        elif nargs == ZERO_OR_MORE:
            p = '(-*[A-]*)'
        elif nargs == ONE_OR_MORE:
            p = '(-*A[A-]*)'
        elif nargs == REMAINDER:
            p = '([-AO]*)'
        elif nargs == PARSER:
            p = '(-*A[-AO]*)'
        elif nargs == SUPPRESS:
            p = '(-*-*)'
        else:
            p = '(-*%s-*)' % '-*'.join('A' * nargs)
        if action.option_strings:
            p = p.replace('-*', '').replace('-', '')
        return p

    def _parse_optional(self, s):
        """None when s is an argument; else (action or None, option string, explicit
        argument or None)."""
        if not s or s[0] not in self.prefix_chars:
            return None
        if s in self._option_string_actions:
            return self._option_string_actions[s], s, None
        if len(s) == 1:
            return None
        if '=' in s:
            option_string, explicit = s.split('=', 1)
            if option_string in self._option_string_actions:
                return self._option_string_actions[option_string], option_string, explicit
        matches = self._option_prefix_matches(s)
        if len(matches) > 1:
            names = ', '.join(m[1] for m in matches)
            self.error('ambiguous option: %s could match %s' % (s, names))
        if len(matches) == 1:
            return matches[0]
        if self._negative_number_matcher.match(s):
            if not self._has_negative_number_optionals:
                return None
        if ' ' in s:
            return None
        return None, s, None

    def _option_prefix_matches(self, s):
        chars = self.prefix_chars
        out = []
        if s[0] in chars and s[1] in chars:
            if self.allow_abbrev:
                if '=' in s:
                    prefix, explicit = s.split('=', 1)
                else:
                    prefix, explicit = s, None
                for option_string, action in self._option_string_actions.items():
                    if option_string.startswith(prefix):
                        out.append((action, option_string, explicit))
        elif s[0] in chars and s[1] not in chars:
            short = s[:2]
            short_explicit = s[2:]
            for option_string, action in self._option_string_actions.items():
                if option_string == short:
                    out.append((action, option_string, short_explicit))
                elif self.allow_abbrev and option_string.startswith(s):
                    out.append((action, option_string, None))
        else:
            self.error('unexpected option string: %s' % s)
        return out

    def _get_values(self, action, strings):
        if action.nargs not in (PARSER, REMAINDER):
            if '--' in strings:
                strings = list(strings)
                strings.remove('--')
        if not strings and action.nargs == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str):
                value = self._get_value(action, value)
                self._check_value(action, value)
        elif (not strings and action.nargs == ZERO_OR_MORE
              and not action.option_strings):
            value = action.default if action.default is not None else strings
            self._check_value(action, value)
        elif len(strings) == 1 and action.nargs in (None, OPTIONAL):
            value = self._get_value(action, strings[0])
            self._check_value(action, value)
        elif action.nargs == REMAINDER:
            value = [self._get_value(action, v) for v in strings]
        elif action.nargs == PARSER:
            value = [self._get_value(action, v) for v in strings]
            self._check_value(action, value[0])
        elif action.nargs == SUPPRESS:
            value = SUPPRESS
        else:
            value = [self._get_value(action, v) for v in strings]
            for v in value:
                self._check_value(action, v)
        return value

    def _get_value(self, action, s):
        type_func = self._registry_get('type', action.type, action.type)
        if not callable(type_func):
            raise ArgumentError(action, '%r is not callable' % (type_func,))
        try:
            return type_func(s)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = getattr(action.type, '__name__', repr(action.type))
            raise ArgumentError(action, 'invalid %s value: %r' % (name, s))

    def _check_value(self, action, value):
        if action.choices is not None and value not in action.choices:
            raise ArgumentError(action, 'invalid choice: %r (choose from %s)'
                                % (value, ', '.join(map(repr, action.choices))))

    # -- help and errors --------------------------------------------------------------
    def format_usage(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        return formatter.format_help()

    def format_help(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        formatter.add_text(self.description)
        for group in self._action_groups:
            formatter.start_section(group.title)
            formatter.add_text(group.description)
            formatter.add_arguments(group._group_actions)
            formatter.end_section()
        formatter.add_text(self.epilog)
        return formatter.format_help()

    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    def print_usage(self, file=None):
        if file is None:
            file = sys.stdout
        self._print_message(self.format_usage(), file)

    def print_help(self, file=None):
        if file is None:
            file = sys.stdout
        self._print_message(self.format_help(), file)

    def _print_message(self, message, file=None):
        if message:
            if file is None:
                file = sys.stderr
            file.write(message)

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, sys.stderr)
        sys.exit(status)

    def error(self, message):
        self.print_usage(sys.stderr)
        self.exit(2, '%s: error: %s\n' % (self.prog, message))
