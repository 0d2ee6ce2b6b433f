"""collections.UserDict, UserList and UserString.

Owns the three wrapper classes meant for subclassing: each keeps the real container in
`.data` and implements the container protocol by forwarding to it, so a subclass can
override one method (say __setitem__) and every path that stores an item goes through
it. Results that are "a new container of the same kind" come back as self.__class__.
"""


def _raw(obj, wrapper_type):
    """obj's .data when obj is one of our wrappers, else obj itself."""
    return obj.data if isinstance(obj, wrapper_type) else obj


class UserDict:
    """A dict-like class whose contents live in the .data dict."""

    __module__ = 'collections'
    __hash__ = None

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    # The core protocol; everything else is written in terms of these.
    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        missing = getattr(self.__class__, '__missing__', None)
        if missing is not None:
            return missing(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return repr(self.data)

    def __eq__(self, other):
        if isinstance(other, UserDict):
            other = other.data
        elif not isinstance(other, dict):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    def keys(self):
        return self.data.keys()

    def items(self):
        return self.data.items()

    def values(self):
        return self.data.values()

    def get(self, key, default=None):
        return self[key] if key in self else default

    def pop(self, key, *default):
        if key in self:
            value = self[key]
            del self[key]
            return value
        if default:
            return default[0]
        raise KeyError(key)

    def popitem(self):
        for key in self:
            value = self[key]
            del self[key]
            return key, value
        raise KeyError

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, other=(), /, **kwargs):
        if isinstance(other, (dict, UserDict)) or hasattr(other, 'keys'):
            pairs = [(key, other[key]) for key in other.keys()]
        else:
            pairs = other
        for key, value in pairs:
            self[key] = value
        for key, value in kwargs.items():
            self[key] = value

    def clear(self):
        for key in list(self):
            del self[key]

    def copy(self):
        made = self.__class__.__new__(self.__class__)
        made.__dict__.update(self.__dict__)
        made.data = self.data.copy()
        return made

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for key in iterable:
            made[key] = value
        return made

    def __or__(self, other):
        if isinstance(other, (UserDict, dict)):
            return self.__class__(self.data | _raw(other, UserDict))
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, (UserDict, dict)):
            return self.__class__(_raw(other, UserDict) | self.data)
        return NotImplemented

    def __ior__(self, other):
        self.data |= _raw(other, UserDict)
        return self


class UserList:
    """A list-like class whose contents live in the .data list."""

    __module__ = 'collections'

    def __init__(self, initlist=None):
        self.data = []
        if initlist is None:
            return
        if type(initlist) is list:
            self.data[:] = initlist
        elif isinstance(initlist, UserList):
            self.data[:] = initlist.data
        else:
            self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def __getitem__(self, i):
        found = self.data[i]
        return self.__class__(found) if isinstance(i, slice) else found

    def _joined(self, first, second):
        return self.__class__(first + second)

    def __add__(self, other):
        tail = other if isinstance(other, list) else list(_raw(other, UserList))
        return self._joined(self.data, tail)

    def __radd__(self, other):
        head = other if isinstance(other, list) else list(_raw(other, UserList))
        return self._joined(head, self.data)

    def __iadd__(self, other):
        self.data.extend(_raw(other, UserList))
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def __copy__(self):
        made = self.__class__.__new__(self.__class__)
        made.__dict__.update(self.__dict__)
        made.data = self.data[:]
        return made

    def copy(self):
        return self.__class__(self)

    def extend(self, other):
        self.data.extend(_raw(other, UserList))


class UserString:
    """A str-like class whose text lives in the .data str."""

    __module__ = 'collections'

    def __init__(self, seq):
        if isinstance(seq, UserString):
            seq = seq.data
        self.data = seq if isinstance(seq, str) else str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __getnewargs__(self):
        return (self.data[:],)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __add__(self, other):
        if not isinstance(other, (str, UserString)):
            other = str(other)
        return self.__class__(self.data + _raw(other, UserString))

    def __radd__(self, other):
        return self.__class__((other if isinstance(other, str) else str(other)) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)

    def __rmod__(self, template):
        return self.__class__(str(template) % self)

    maketrans = str.maketrans


# ---- generated forwarders --------------------------------------------------------------
# The rest of UserList and UserString only hands work to .data; those methods are made
# here from tables rather than written out one by one.

def _forward(name, wrapper_type, rewrap=False):
    """A method calling .data's `name` with wrapper arguments unwrapped; rewrap=True
    turns the result into an instance of the caller's class."""
    def method(self, *args, **kwds):
        result = getattr(self.data, name)(*[_raw(a, wrapper_type) for a in args], **kwds)
        return self.__class__(result) if rewrap else result
    method.__name__ = name
    method.__qualname__ = wrapper_type.__name__ + '.' + name
    return method


def _apply_builtin(name, convert):
    """A dunder returning convert(self.data) (len, iter, int, hash...)."""
    def method(self):
        return convert(self.data)
    method.__name__ = name
    return method


_COMPARISONS = ('__lt__', '__le__', '__eq__', '__gt__', '__ge__')
_LIST_FORWARDS = ('__contains__', '__setitem__', '__delitem__', 'append', 'insert', 'pop',
                  'remove', 'clear', 'count', 'index', 'reverse', 'sort')
# str methods whose str result comes back as the caller's class, then those returned as is.
_STR_REWRAPPED = ('capitalize', 'casefold', 'center', 'expandtabs', 'ljust', 'lower',
                  'lstrip', 'removeprefix', 'removesuffix', 'replace', 'rjust', 'rstrip',
                  'strip', 'swapcase', 'title', 'translate', 'upper', 'zfill')
_STR_PLAIN = ('__contains__', 'count', 'encode', 'endswith', 'find', 'format',
              'format_map', 'index', 'isalpha', 'isalnum', 'isascii', 'isdecimal',
              'isdigit', 'isidentifier', 'islower', 'isnumeric', 'isprintable', 'isspace',
              'istitle', 'isupper', 'join', 'partition', 'rfind', 'rindex', 'rpartition',
              'rsplit', 'split', 'splitlines', 'startswith')

for _name in _COMPARISONS + _LIST_FORWARDS:
    setattr(UserList, _name, _forward(_name, UserList))
for _name in _COMPARISONS + _STR_PLAIN:
    setattr(UserString, _name, _forward(_name, UserString))
for _name in _STR_REWRAPPED:
    setattr(UserString, _name, _forward(_name, UserString, rewrap=True))
for _cls in (UserList, UserString):
    _cls.__len__ = _apply_builtin('__len__', len)
    _cls.__iter__ = _apply_builtin('__iter__', iter)
_CONVERSIONS = [('__int__', int), ('__float__', float), ('__hash__', hash)]
try:
    _CONVERSIONS.append(('__complex__', complex))
except NameError:       # no complex type in this interpreter
    pass
for _name, _convert in _CONVERSIONS:
    setattr(UserString, _name, _apply_builtin(_name, _convert))
UserList.__hash__ = None
del _name, _cls, _convert
