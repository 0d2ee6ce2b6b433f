"""argparse._container: add_argument and the groups that share a parser's actions.

Written for TensorPy from the library reference and black-box runs of CPython 3.11.
_Container is what ArgumentParser, argument groups and mutually exclusive groups have in
common: the action registry (names like 'store_true' -> classes), add_argument's checks
and its positional/optional keyword rules, set_defaults/get_default, conflict handling
('error' or 'resolve') and copying the arguments of parents=[...]. A group shares its
parser's action lists, so adding to the group adds to the parser.
"""

import re
from argparse._common import SUPPRESS, OPTIONAL, ZERO_OR_MORE, ArgumentError
from argparse import _actions as A


class _Container:
    def __init__(self, description, prefix_chars, argument_default, conflict_handler):
        self.description = description
        self.argument_default = argument_default
        self.prefix_chars = prefix_chars
        self.conflict_handler = conflict_handler
        self._registries = {}
        reg = self.register
        reg('action', None, A._StoreAction)
        reg('action', 'store', A._StoreAction)
        reg('action', 'store_const', A._StoreConstAction)
        reg('action', 'store_true', A._StoreTrueAction)
        reg('action', 'store_false', A._StoreFalseAction)
        reg('action', 'append', A._AppendAction)
        reg('action', 'append_const', A._AppendConstAction)
        reg('action', 'count', A._CountAction)
        reg('action', 'help', A._HelpAction)
        reg('action', 'version', A._VersionAction)
        reg('action', 'parsers', A._SubParsersAction)
        reg('action', 'extend', A._ExtendAction)
        self._get_handler()
        self._actions = []
        self._option_string_actions = {}
        self._action_groups = []
        self._mutually_exclusive_groups = []
        self._defaults = {}
        self._negative_number_matcher = re.compile(r'^-\d+$|^-\d*\.\d+$')
        self._has_negative_number_optionals = []

    def register(self, registry_name, value, object):
        self._registries.setdefault(registry_name, {})[value] = object

    def _registry_get(self, registry_name, value, default=None):
        return self._registries[registry_name].get(value, default)

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for action in self._actions:
            if action.dest in kwargs:
                action.default = kwargs[action.dest]

    def get_default(self, dest):
        for action in self._actions:
            if action.dest == dest and action.default is not None:
                return action.default
        return self._defaults.get(dest, None)

    def add_argument(self, *args, **kwargs):
        chars = self.prefix_chars
        if not args or (len(args) == 1 and args[0][0] not in chars):
            if args and 'dest' in kwargs:
                raise ValueError('dest supplied twice for positional argument')
            kwargs = self._positional_kwargs(*args, **kwargs)
        else:
            kwargs = self._optional_kwargs(*args, **kwargs)
        if 'default' not in kwargs:
            dest = kwargs['dest']
            if dest in self._defaults:
                kwargs['default'] = self._defaults[dest]
            elif self.argument_default is not None:
                kwargs['default'] = self.argument_default
        action_class = kwargs.pop('action', None)
        action_class = self._registry_get('action', action_class, action_class)
        if not callable(action_class):
            raise ValueError('unknown action "%s"' % (action_class,))
        action = action_class(**kwargs)
        type_func = self._registry_get('type', action.type, action.type)
        if not callable(type_func):
            raise ValueError('%r is not callable' % (type_func,))
        if type_func is A.FileType:
            raise ValueError('%r is a FileType class object, instance of it must be passed'
                             % (type_func,))
        if hasattr(self, '_get_formatter'):
            try:
                self._get_formatter()._format_args(action, None)
            except TypeError:
                raise ValueError('length of metavar tuple does not match nargs')
        return self._add_action(action)

    def add_argument_group(self, *args, **kwargs):
        group = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(group)
        return group

    def add_mutually_exclusive_group(self, **kwargs):
        group = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups.append(group)
        return group

    def _add_action(self, action):
        self._check_conflict(action)
        self._actions.append(action)
        action.container = self
        for option_string in action.option_strings:
            self._option_string_actions[option_string] = action
        for option_string in action.option_strings:
            if self._negative_number_matcher.match(option_string):
                if not self._has_negative_number_optionals:
                    self._has_negative_number_optionals.append(True)
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _add_container_actions(self, container):
        by_title = {}
        for group in self._action_groups:
            if group.title in by_title:
                raise ValueError('cannot merge actions - two groups are named %r'
                                 % group.title)
            by_title[group.title] = group
        group_of = {}
        for group in container._action_groups:
            if group.title not in by_title:
                by_title[group.title] = self.add_argument_group(
                    title=group.title, description=group.description,
                    conflict_handler=group.conflict_handler)
            for action in group._group_actions:
                group_of[action] = by_title[group.title]
        for group in container._mutually_exclusive_groups:
            mutex = self.add_mutually_exclusive_group(required=group.required)
            for action in group._group_actions:
                group_of[action] = mutex
        for action in container._actions:
            group_of.get(action, self)._add_action(action)

    def _positional_kwargs(self, dest, **kwargs):
        if 'required' in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        if kwargs.get('nargs') not in (OPTIONAL, ZERO_OR_MORE):
            kwargs['required'] = True
        if kwargs.get('nargs') == ZERO_OR_MORE and 'default' not in kwargs:
            kwargs['required'] = True
        return dict(kwargs, dest=dest, option_strings=[])

    def _optional_kwargs(self, *args, **kwargs):
        option_strings = []
        long_strings = []
        for s in args:
            if not s or s[0] not in self.prefix_chars:
                raise ValueError('invalid option string %r: must start with a character %r'
                                 % (s, self.prefix_chars))
            option_strings.append(s)
            if len(s) > 1 and s[1] in self.prefix_chars:
                long_strings.append(s)
        dest = kwargs.pop('dest', None)
        if dest is None:
            source = long_strings[0] if long_strings else option_strings[0]
            dest = source.lstrip(self.prefix_chars)
            if not dest:
                raise ValueError('dest= is required for options like %r' % source)
            dest = dest.replace('-', '_')
        return dict(kwargs, dest=dest, option_strings=option_strings)

    def _get_handler(self):
        name = '_handle_conflict_%s' % self.conflict_handler
        try:
            return getattr(self, name)
        except AttributeError:
            raise ValueError('invalid conflict_resolution value: %r'
                             % self.conflict_handler) from None

    def _check_conflict(self, action):
        clashes = []
        for s in action.option_strings:
            if s in self._option_string_actions:
                clashes.append((s, self._option_string_actions[s]))
        if clashes:
            self._get_handler()(action, clashes)

    def _handle_conflict_error(self, action, clashes):
        word = 'conflicting option string' if len(clashes) == 1 else \
            'conflicting option strings'
        raise ArgumentError(action, '%s: %s' % (word, ', '.join(s for s, a in clashes)))

    def _handle_conflict_resolve(self, action, clashes):
        for s, old in clashes:
            old.option_strings.remove(s)
            self._option_string_actions.pop(s, None)
            if not old.option_strings:
                old.container._remove_action(old)


class _ArgumentGroup(_Container):
    def __init__(self, container, title=None, description=None, **kwargs):
        kwargs.setdefault('conflict_handler', container.conflict_handler)
        kwargs.setdefault('prefix_chars', container.prefix_chars)
        kwargs.setdefault('argument_default', container.argument_default)
        _Container.__init__(self, description=description, **kwargs)
        self.title = title
        self._group_actions = []
        self._registries = container._registries
        self._actions = container._actions
        self._option_string_actions = container._option_string_actions
        self._defaults = container._defaults
        self._has_negative_number_optionals = container._has_negative_number_optionals
        self._mutually_exclusive_groups = container._mutually_exclusive_groups

    def _add_action(self, action):
        action = _Container._add_action(self, action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        _Container._remove_action(self, action)
        self._group_actions.remove(action)


class _MutuallyExclusiveGroup(_ArgumentGroup):
    def __init__(self, container, required=False):
        _ArgumentGroup.__init__(self, container)
        self.required = required
        self._container = container

    def _add_action(self, action):
        if action.required:
            raise ValueError('mutually exclusive arguments must be optional')
        action = self._container._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        self._container._remove_action(action)
        self._group_actions.remove(action)
