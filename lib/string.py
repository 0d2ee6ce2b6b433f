"""string: common string constants, capwords, Template strings and Formatter.

Written for TensorPy from the library reference. Template substitutes $name, ${name} and
$$ through a regular expression with the groups 'escaped', 'named', 'braced' and
'invalid' (subclasses may change delimiter, idpattern, braceidpattern, flags or the whole
pattern); Formatter is str.format's machinery in Python, overridable piece by piece
(parse, get_field, get_value, check_unused_args, format_field, convert_field).
"""

__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords",
           "digits", "hexdigits", "octdigits", "printable", "punctuation",
           "whitespace", "Formatter", "Template"]

import re as _re
from collections import ChainMap as _ChainMap

whitespace = ' \t\n\r\v\f'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """capwords(s [,sep]) -> string

    Split the argument into words using split, capitalize each
    word using capitalize, and join the capitalized words using
    join.  If the optional second argument sep is absent or None,
    runs of whitespace characters are replaced by a single space
    and leading and trailing whitespace are removed, otherwise
    sep is used to split and join the words.

    """
    return (sep or ' ').join(map(str.capitalize, s.split(sep)))


_sentinel_dict = {}


class Template:
    """A string class for supporting $-substitutions."""

    delimiter = '$'
    # r'[a-z]' matches to non-ASCII letters when used with IGNORECASE, but
    # without the ASCII flag.  We can't add re.ASCII to flags because of
    # backward compatibility.  So we use the ?a local flag and [a-z] pattern.
    # See https://bugs.python.org/issue31672
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = _re.IGNORECASE

    def __init_subclass__(cls):
        super().__init_subclass__()
        if 'pattern' in cls.__dict__:
            pattern = cls.pattern
        else:
            delim = _re.escape(cls.delimiter)
            ident = cls.idpattern
            braced = cls.braceidpattern or cls.idpattern
            pattern = (delim + '(?:'
                       '(?P<escaped>' + delim + ')|'
                       '(?P<named>' + ident + ')|'
                       '{(?P<braced>' + braced + ')}|'
                       '(?P<invalid>))')
        cls.pattern = _re.compile(pattern, cls.flags | _re.VERBOSE)

    def __init__(self, template):
        self.template = template

    def _invalid(self, mo):
        i = mo.start('invalid')
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' %
                         (lineno, colno))

    def substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _ChainMap(kws, mapping)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                return str(mapping[named])
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                self._invalid(mo)
            raise ValueError('Unrecognized named group in pattern',
                             self.pattern)
        return self.pattern.sub(convert, self.template)

    def safe_substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _ChainMap(kws, mapping)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                try:
                    return str(mapping[named])
                except KeyError:
                    return mo.group()
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                return mo.group()
            raise ValueError('Unrecognized named group in pattern',
                             self.pattern)
        return self.pattern.sub(convert, self.template)

    def is_valid(self):
        for mo in self.pattern.finditer(self.template):
            if mo.group('invalid') is not None:
                return False
            if (mo.group('named') is None
                    and mo.group('braced') is None
                    and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern',
                                 self.pattern)
        return True

    def get_identifiers(self):
        ids = []
        for mo in self.pattern.finditer(self.template):
            named = mo.group('named') or mo.group('braced')
            if named is not None and named not in ids:
                ids.append(named)
            elif (named is None
                    and mo.group('invalid') is None
                    and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern',
                                 self.pattern)
        return ids


# The class itself gets its pattern as its subclasses do.
Template.__init_subclass__()


def _parse_format(s):
    """The (literal_text, field_name, format_spec, conversion) tuples of a format string,
    with str.format's errors."""
    out = []
    n = len(s)
    i = 0
    literal = []
    while i < n:
        c = s[i]
        if c == '}':
            if i + 1 < n and s[i + 1] == '}':
                literal.append('}')
                out.append((''.join(literal), None, None, None))
                literal = []
                i += 2
                continue
            raise ValueError("Single '}' encountered in format string")
        if c != '{':
            literal.append(c)
            i += 1
            continue
        if i + 1 < n and s[i + 1] == '{':
            literal.append('{')
            out.append((''.join(literal), None, None, None))
            literal = []
            i += 2
            continue
        if i + 1 >= n:
            raise ValueError("Single '{' encountered in format string")
        # A replacement field: the name (brackets may hold anything), then !conv, :spec.
        i += 1
        start = i
        while True:
            if i >= n:
                raise ValueError("expected '}' before end of string")
            c = s[i]
            if c == '[':
                while i < n and s[i] != ']':
                    i += 1
                if i >= n:
                    raise ValueError("expected '}' before end of string")
                i += 1
                continue
            if c == '{':
                raise ValueError("unexpected '{' in field name")
            if c in '}:!':
                break
            i += 1
        name = s[start:i]
        conversion = None
        spec = ''
        if s[i] == '!':
            if i + 1 >= n:
                raise ValueError("end of string while looking for conversion specifier")
            conversion = s[i + 1]
            i += 2
            if i >= n:
                raise ValueError("unmatched '{' in format spec")
            if s[i] not in ':}':
                raise ValueError("expected ':' after conversion specifier")
        if s[i] == ':':
            i += 1
            start = i
            depth = 1
            while True:
                if i >= n:
                    raise ValueError("unmatched '{' in format spec")
                if s[i] == '{':
                    depth += 1
                elif s[i] == '}':
                    depth -= 1
                    if depth == 0:
                        break
                i += 1
            spec = s[start:i]
        i += 1   # the closing '}'
        out.append((''.join(literal), name, spec, conversion))
        literal = []
    if literal:
        out.append((''.join(literal), None, None, None))
    return out


def _split_field_name(name):
    """(first, [(is_attribute, key), ...]) of a field name such as 'a.b[0]'."""
    i = 0
    n = len(name)
    while i < n and name[i] not in '.[':
        i += 1
    first = name[:i]
    if first.isdigit():
        first = int(first)
    rest = []
    while i < n:
        if name[i] == '.':
            i += 1
            start = i
            while i < n and name[i] not in '.[':
                i += 1
            if i == start:
                raise ValueError("Empty attribute in format string")
            rest.append((True, name[start:i]))
        elif name[i] == '[':
            i += 1
            start = i
            while i < n and name[i] != ']':
                i += 1
            if i >= n:
                raise ValueError("Missing ']' in format string")
            key = name[start:i]
            if key == '':
                raise ValueError("Empty attribute in format string")
            rest.append((False, int(key) if key.isdigit() else key))
            i += 1
            if i < n and name[i] not in '.[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
    return first, rest


class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        result = []
        for literal_text, field_name, format_spec, conversion in \
                self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is not None:
                # Automatic numbering ('{}') and manual ('{0}') cannot be mixed.
                if field_name == '':
                    if auto_arg_index is False:
                        raise ValueError('cannot switch from manual field '
                                         'specification to automatic field '
                                         'numbering')
                    field_name = str(auto_arg_index)
                    auto_arg_index += 1
                elif field_name.isdigit():
                    if auto_arg_index:
                        raise ValueError('cannot switch from manual field '
                                         'specification to automatic field '
                                         'numbering')
                    auto_arg_index = False
                obj, arg_used = self.get_field(field_name, args, kwargs)
                used_args.add(arg_used)
                obj = self.convert_field(obj, conversion)
                format_spec, auto_arg_index = self._vformat(
                    format_spec, args, kwargs,
                    used_args, recursion_depth - 1,
                    auto_arg_index=auto_arg_index)
                result.append(self.format_field(obj, format_spec))
        return ''.join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        else:
            return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        elif conversion == 's':
            return str(value)
        elif conversion == 'r':
            return repr(value)
        elif conversion == 'a':
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def parse(self, format_string):
        """(literal_text, field_name, format_spec, conversion) for each part of
        format_string; the last three are None for trailing literal text."""
        return _parse_format(format_string)

    def get_field(self, field_name, args, kwargs):
        """The object field_name refers to, and the key it was found under (the first
        part of the name: an int for positional arguments)."""
        first, rest = _split_field_name(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            if is_attr:
                obj = getattr(obj, i)
            else:
                obj = obj[i]
        return obj, first
