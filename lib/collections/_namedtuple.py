"""collections.namedtuple: factory for tuple subclasses with named fields.

Owns namedtuple. The class is built with an ordinary class statement (no exec): __new__
binds arguments to fields by name with CPython's error messages, and each field is a
read-only property returning its tuple slot.
"""

import sys


def _field_getter(index, doc):
    def getter(self):
        return tuple.__getitem__(self, index)
    return property(getter, doc=doc)


def _is_identifier(name):
    return isinstance(name, str) and name.isidentifier()


_KEYWORDS = frozenset([
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
    "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
    "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
    "try", "while", "with", "yield"])


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Returns a new subclass of tuple with named fields."""
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    field_names = list(map(str, field_names))
    typename = sys.intern(str(typename)) if hasattr(sys, "intern") else str(typename)

    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not _is_identifier(name) or name in _KEYWORDS
                    or name.startswith("_") or name in seen):
                field_names[index] = "_%d" % index
            seen.add(name)

    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError("Type names and field names must be strings")
        if not _is_identifier(name):
            raise ValueError("Type names and field names must be valid "
                             "identifiers: %r" % (name,))
        if name in _KEYWORDS:
            raise ValueError("Type names and field names cannot be a "
                             "keyword: %r" % (name,))

    seen = set()
    for name in field_names:
        if name.startswith("_") and not rename:
            raise ValueError("Field names cannot start with an underscore: %r" % (name,))
        if name in seen:
            raise ValueError("Encountered duplicate field name: %r" % (name,))
        seen.add(name)

    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError("Got more default values than field names")
        first = len(field_names) - len(defaults)
        for i in range(len(defaults)):
            field_defaults[field_names[first + i]] = defaults[i]

    fields = tuple(field_names)
    num_fields = len(fields)
    qualname_new = typename + ".__new__"

    def __new__(_cls, *args, **kwargs):
        if len(args) > num_fields:
            raise TypeError("%s() takes %d positional argument%s but %d were given" % (
                qualname_new, num_fields + 1, "" if num_fields == 0 else "s",
                len(args) + 1))
        values = list(args)
        for key in kwargs:
            if key not in fields:
                raise TypeError("%s() got an unexpected keyword argument %r"
                                % (qualname_new, key))
            if fields.index(key) < len(args):
                raise TypeError("%s() got multiple values for argument %r"
                                % (qualname_new, key))
        missing = []
        for i in range(len(args), num_fields):
            name = fields[i]
            if name in kwargs:
                values.append(kwargs[name])
            elif name in field_defaults:
                values.append(field_defaults[name])
            else:
                missing.append(name)
                values.append(None)
        if missing:
            if len(missing) == 1:
                listed = repr(missing[0])
            elif len(missing) == 2:
                listed = "%r and %r" % (missing[0], missing[1])
            else:
                listed = ", ".join([repr(m) for m in missing[:-1]]) + ", and %r" % missing[-1]
            raise TypeError("%s() missing %d required positional argument%s: %s" % (
                qualname_new, len(missing), "" if len(missing) == 1 else "s", listed))
        return tuple.__new__(_cls, values)

    def _make(cls, iterable):
        result = tuple.__new__(cls, iterable)
        if len(result) != num_fields:
            raise TypeError("Expected %d arguments, got %d" % (num_fields, len(result)))
        return result

    def _replace(self, **kwds):
        values = list(self)
        for name, value in kwds.items():
            if name not in fields:
                raise ValueError("Got unexpected field names: %r" % (list(kwds),))
            values[fields.index(name)] = value
        return self._make(values)

    def __repr__(self):
        parts = []
        for i in range(num_fields):
            parts.append("%s=%r" % (fields[i], tuple.__getitem__(self, i)))
        return "%s(%s)" % (self.__class__.__name__, ", ".join(parts))

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    if module is None:
        try:
            module = sys._getframe(1).f_globals.get("__name__", "__main__")
        except (AttributeError, ValueError):
            module = "__main__"
    namespace = {
        "__module__": module,
        "__qualname__": typename,
        "__doc__": "%s(%s)" % (typename, ", ".join(fields)),
        "_fields": fields,
        "_field_defaults": field_defaults,
        "__match_args__": fields,
        "__new__": __new__,
        "_make": classmethod(_make),
        "_replace": _replace,
        "__repr__": __repr__,
        "_asdict": _asdict,
        "__getnewargs__": __getnewargs__,
    }
    for index, name in enumerate(fields):
        namespace[name] = _field_getter(index, "Alias for field number %d" % index)
    return type(typename, (tuple,), namespace)
