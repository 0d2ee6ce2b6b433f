"""argparse._formatter: help and usage text, laid out as CPython 3.11's HelpFormatter.

Written for TensorPy from the library reference and black-box comparison with CPython
3.11 (the layouts below were measured, not copied). Note [Help layout]: the parser adds
usage, texts, sections and actions; nothing is rendered until format_help, because the
help column (help_position) depends on the longest invocation of every section:
min(longest + 2, max_help_position), max_help_position = min(24, max(width - 20, 4)) and
width = terminal columns (COLUMNS, else the terminal, else 80) minus 2. An invocation
that does not fit before the column goes on its own line, help below it. Usage is one
line when it fits; otherwise optionals then positionals wrap under the program name
(or under 'usage: ' when the name takes more than 3/4 of the line).
"""

import os
import re
import textwrap
from argparse._common import (SUPPRESS, OPTIONAL, ZERO_OR_MORE, ONE_OR_MORE, PARSER,
                              REMAINDER)


def _terminal_columns():
    try:
        return int(os.environ['COLUMNS'])
    except (KeyError, ValueError):
        pass
    try:
        return os.get_terminal_size(1).columns
    except Exception:
        return 80


class _Section:
    def __init__(self, parent, heading):
        self.parent = parent
        self.heading = heading
        self.items = []          # callables returning text


class HelpFormatter:
    """Collects usage, text and argument sections; format_help() renders them."""

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = _terminal_columns() - 2
        self._prog = prog
        self._indent_increment = indent_increment
        self._max_help_position = min(max_help_position,
                                      max(width - 20, indent_increment * 2))
        self._width = width
        self._current_indent = 0
        self._action_max_length = 0
        self._root = _Section(None, None)
        self._section = self._root

    # -- building ---------------------------------------------------------------------
    def _indent(self):
        self._current_indent += self._indent_increment

    def _dedent(self):
        self._current_indent -= self._indent_increment

    def start_section(self, heading):
        self._indent()
        section = _Section(self._section, heading)
        self._section.items.append(lambda: self._render_section(section))
        self._section = section

    def end_section(self):
        self._section = self._section.parent
        self._dedent()

    def add_text(self, text):
        if text is not SUPPRESS and text is not None:
            self._section.items.append(lambda: self._format_text(text))

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is not SUPPRESS:
            self._section.items.append(
                lambda: self._format_usage(usage, actions, groups, prefix))

    def add_argument(self, action):
        if action.help is SUPPRESS:
            return
        lengths = [len(self._format_action_invocation(action))]
        for sub in self._subactions(action):
            lengths.append(len(self._format_action_invocation(sub)))
        self._action_max_length = max(self._action_max_length,
                                      max(lengths) + self._current_indent)
        self._section.items.append(lambda: self._format_action(action))

    def add_arguments(self, actions):
        for action in actions:
            self.add_argument(action)

    # -- rendering --------------------------------------------------------------------
    def _render_section(self, section):
        # Rendering re-enters the indentation the section had when it was built.
        self._indent()
        body = ''.join(item() for item in section.items)
        self._dedent()
        if not body:
            return ''
        if section.heading is not SUPPRESS and section.heading is not None:
            head = '%*s%s:\n' % (self._current_indent, '', section.heading)
        else:
            head = ''
        return head + body + '\n'

    def format_help(self):
        self._current_indent = 0
        text = ''.join(item() for item in self._root.items)
        if text:
            text = re.sub('\n\n\n+', '\n\n', text)
            text = text.strip('\n') + '\n'
        return text

    def _subactions(self, action):
        get = getattr(action, '_get_subactions', None)
        return get() if get is not None else []

    def _format_text(self, text):
        if '%(prog)' in text:
            text = text % dict(prog=self._prog)
        width = max(self._width - self._current_indent, 11)
        return self._fill_text(text, width, ' ' * self._current_indent) + '\n\n'

    # -- usage ------------------------------------------------------------------------
    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = 'usage: '
        prog = self._prog
        if usage is not None:
            usage = usage % dict(prog=prog)
        elif not actions:
            usage = prog
        else:
            optionals = [a for a in actions if a.option_strings]
            positionals = [a for a in actions if not a.option_strings]
            whole = self._actions_usage(optionals + positionals, groups)
            usage = ' '.join(s for s in (prog, whole) if s)
            width = self._width - self._current_indent
            if len(prefix) + len(usage) > width:
                usage = self._wrapped_usage(prog, prefix, width,
                                            self._actions_usage(optionals, groups),
                                            self._actions_usage(positionals, groups))
        return '%s%s\n\n' % (prefix, usage)

    def _wrapped_usage(self, prog, prefix, width, opt_usage, pos_usage):
        splitter = r'\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+'
        opt_parts = re.findall(splitter, opt_usage)
        pos_parts = re.findall(splitter, pos_usage)

        def pack(parts, indent, first_prefix=None):
            # Greedy packing; the first line may start after first_prefix instead.
            lines = []
            line = []
            used = (len(first_prefix) if first_prefix is not None else len(indent)) - 1
            for part in parts:
                if line and used + 1 + len(part) > width:
                    lines.append(indent + ' '.join(line))
                    line = []
                    used = len(indent) - 1
                line.append(part)
                used += len(part) + 1
            if line:
                lines.append(indent + ' '.join(line))
            if first_prefix is not None:
                lines[0] = lines[0][len(indent):]
            return lines

        if len(prefix) + len(prog) <= 0.75 * width:
            indent = ' ' * (len(prefix) + len(prog) + 1)
            if opt_parts:
                lines = pack([prog] + opt_parts, indent, prefix)
                lines.extend(pack(pos_parts, indent))
            elif pos_parts:
                lines = pack([prog] + pos_parts, indent, prefix)
            else:
                lines = [prog]
        else:
            indent = ' ' * len(prefix)
            lines = pack(opt_parts + pos_parts, indent)
            if len(lines) > 1:
                lines = pack(opt_parts, indent) + pack(pos_parts, indent)
            lines = [prog] + lines
        return '\n'.join(lines)

    def _actions_usage(self, actions, groups):
        # Which actions open/close a mutually exclusive group (kept in order).
        opens = {}
        closes = {}
        in_group = set()
        for group in groups:
            members = group._group_actions
            if not members or members[0] not in actions:
                continue
            start = actions.index(members[0])
            if actions[start:start + len(members)] != members:
                continue
            shown = [a for a in members if a.help is not SUPPRESS]
            if not shown:
                continue
            for a in members:
                in_group.add(id(a))
            brackets = '()' if group.required else '[]'
            if len(shown) == 1 and group.required:
                brackets = ('', '')
            opens.setdefault(id(shown[0]), []).append(brackets[0])
            closes.setdefault(id(shown[-1]), []).append(brackets[1])
        out = []
        for i, action in enumerate(actions):
            if action.help is SUPPRESS:
                continue
            grouped = id(action) in in_group
            if not action.option_strings:
                part = self._format_args(action, self._get_default_metavar_for_positional(action))
                if grouped and part[:1] == '[' and part[-1:] == ']':
                    part = part[1:-1]
            else:
                option = action.option_strings[0]
                if action.nargs == 0:
                    part = action.format_usage()
                else:
                    meta = self._get_default_metavar_for_optional(action)
                    part = '%s %s' % (option, self._format_args(action, meta))
                if not action.required and not grouped:
                    part = '[%s]' % part
            if not part:
                continue
            lead = ''.join(opens.get(id(action), []))
            tail = ''.join(closes.get(id(action), []))
            if grouped and out and id(action) not in opens:
                out.append('|')
            out.append(lead + part + tail)
        return ' '.join(out)

    # -- actions ----------------------------------------------------------------------
    def _format_action(self, action):
        help_position = min(self._action_max_length + 2, self._max_help_position)
        help_width = max(self._width - help_position, 11)
        action_width = help_position - self._current_indent - 2
        header = self._format_action_invocation(action)
        if not action.help:
            header = '%*s%s\n' % (self._current_indent, '', header)
            first_indent = 0
        elif len(header) <= action_width:
            header = '%*s%-*s  ' % (self._current_indent, '', action_width, header)
            first_indent = 0
        else:
            header = '%*s%s\n' % (self._current_indent, '', header)
            first_indent = help_position
        parts = [header]
        if action.help:
            lines = self._split_lines(self._expand_help(action), help_width)
            if lines:
                parts.append('%*s%s\n' % (first_indent, '', lines[0]))
                for line in lines[1:]:
                    parts.append('%*s%s\n' % (help_position, '', line))
        elif not header.endswith('\n'):
            parts.append('\n')
        self._indent()
        for sub in self._subactions(action):
            parts.append(self._format_action(sub))
        self._dedent()
        return ''.join(parts)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            default = self._get_default_metavar_for_positional(action)
            return self._metavars(action, default)(1)[0]
        if action.nargs == 0:
            return ', '.join(action.option_strings)
        default = self._get_default_metavar_for_optional(action)
        args = self._format_args(action, default)
        return ', '.join('%s %s' % (s, args) for s in action.option_strings)

    def _metavars(self, action, default):
        if action.metavar is not None:
            shown = action.metavar
        elif action.choices is not None:
            shown = '{%s}' % ','.join(map(str, action.choices))
        else:
            shown = default

        def make(count):
            if isinstance(shown, tuple):
                return shown
            return (shown,) * count
        return make

    def _format_args(self, action, default):
        get = self._metavars(action, default)
        nargs = action.nargs
        if nargs is None:
            return '%s' % get(1)
        if nargs == OPTIONAL:
            return '[%s]' % get(1)
        if nargs == ZERO_OR_MORE:
            names = get(1)
            if len(names) == 2:
                return '[%s [%s ...]]' % names
            return '[%s ...]' % names
        if nargs == ONE_OR_MORE:
            return '%s [%s ...]' % get(2)
        if nargs == REMAINDER:
            return '...'
        if nargs == PARSER:
            return '%s ...' % get(1)
        if nargs == SUPPRESS:
            return ''
        try:
            slots = ['%s'] * nargs
        except TypeError:
            raise ValueError('invalid nargs value') from None
        return ' '.join(slots) % get(nargs)

    def _expand_help(self, action):
        params = dict(vars(action), prog=self._prog)
        for name in list(params):
            if params[name] is SUPPRESS:
                del params[name]
        for name in list(params):
            if hasattr(params[name], '__name__'):
                params[name] = params[name].__name__
        if params.get('choices') is not None:
            params['choices'] = ', '.join(str(c) for c in params['choices'])
        return self._get_help_string(action) % params

    def _split_lines(self, text, width):
        text = re.sub(r'\s+', ' ', text).strip()
        return textwrap.wrap(text, width)

    def _fill_text(self, text, width, indent):
        text = re.sub(r'\s+', ' ', text).strip()
        return textwrap.fill(text, width, initial_indent=indent, subsequent_indent=indent)

    def _get_help_string(self, action):
        return action.help

    def _get_default_metavar_for_optional(self, action):
        return action.dest.upper()

    def _get_default_metavar_for_positional(self, action):
        return action.dest


class RawDescriptionHelpFormatter(HelpFormatter):
    """Keeps description and epilog text as written."""

    def _fill_text(self, text, width, indent):
        return ''.join(indent + line for line in text.splitlines(keepends=True))


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    """Keeps every help text as written, argument help included."""

    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    """Appends ' (default: ...)' to help of arguments that have a default to show."""

    def _get_help_string(self, action):
        text = action.help
        if text is None:
            text = ''
        if '%(default)' not in text and action.default is not SUPPRESS:
            if action.option_strings or action.nargs in (OPTIONAL, ZERO_OR_MORE):
                text += ' (default: %(default)s)'
        return text


class MetavarTypeHelpFormatter(HelpFormatter):
    """Uses the type's name as the default metavar."""

    def _get_default_metavar_for_optional(self, action):
        return action.type.__name__

    def _get_default_metavar_for_positional(self, action):
        return action.type.__name__
