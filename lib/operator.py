"""The operators of the language as plain functions.

TensorPy's operator module: one function per operator (operator.add(a, b) is a + b,
operator.getitem(a, b) is a[b], ...), the in-place forms (iadd, ...), the comparison and
identity tests, the helpers index, truth, concat, contains, countOf, indexOf,
length_hint and call, and the callable factories itemgetter, attrgetter (dotted names
walk attribute chains) and methodcaller. Each function is also available under its
dunder name (operator.__add__ is operator.add), as in CPython 3.11.
"""

__all__ = ['abs', 'add', 'and_', 'attrgetter', 'call', 'concat', 'contains', 'countOf',
           'delitem', 'eq', 'floordiv', 'ge', 'getitem', 'gt', 'iadd', 'iand',
           'iconcat', 'ifloordiv', 'ilshift', 'imatmul', 'imod', 'imul', 'index',
           'indexOf', 'inv', 'invert', 'ior', 'ipow', 'irshift', 'is_', 'is_not',
           'isub', 'itemgetter', 'itruediv', 'ixor', 'le', 'length_hint', 'lshift',
           'lt', 'matmul', 'methodcaller', 'mod', 'mul', 'ne', 'neg', 'not_', 'or_',
           'pos', 'pow', 'rshift', 'setitem', 'sub', 'truediv', 'truth', 'xor']

_builtin_abs = abs


def _type_name(obj):
    return type(obj).__name__


# ---- comparisons and truth -----------------------------------------------------------

def lt(a, b):
    "a < b"
    return a < b


def le(a, b):
    "a <= b"
    return a <= b


def eq(a, b):
    "a == b"
    return a == b


def ne(a, b):
    "a != b"
    return a != b


def ge(a, b):
    "a >= b"
    return a >= b


def gt(a, b):
    "a > b"
    return a > b


def not_(a):
    "not a"
    return not a


def truth(a):
    "True when a is true, else False."
    return bool(a)


def is_(a, b):
    "a is b"
    return a is b


def is_not(a, b):
    "a is not b"
    return a is not b


# ---- arithmetic and bitwise ----------------------------------------------------------

def abs(a):
    "abs(a)"
    return _builtin_abs(a)


def add(a, b):
    "a + b"
    return a + b


def and_(a, b):
    "a & b"
    return a & b


def floordiv(a, b):
    "a // b"
    return a // b


def index(a):
    "a as an int, through a.__index__()."
    if isinstance(a, int):
        return a
    hook = getattr(type(a), '__index__', None)
    if hook is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % _type_name(a))
    result = hook(a)
    if not isinstance(result, int):
        raise TypeError("__index__ returned non-int (type %s)" % _type_name(result))
    return result if type(result) is int else int.__int__(result)


def inv(a):
    "~a"
    return ~a


invert = inv


def lshift(a, b):
    "a << b"
    return a << b


def mod(a, b):
    "a % b"
    return a % b


def mul(a, b):
    "a * b"
    return a * b


def matmul(a, b):
    "a @ b"
    return a @ b


def neg(a):
    "-a"
    return -a


def or_(a, b):
    "a | b"
    return a | b


def pos(a):
    "+a"
    return +a


def pow(a, b):
    "a ** b"
    return a ** b


def rshift(a, b):
    "a >> b"
    return a >> b


def sub(a, b):
    "a - b"
    return a - b


def truediv(a, b):
    "a / b"
    return a / b


def xor(a, b):
    "a ^ b"
    return a ^ b


# ---- sequences and containers --------------------------------------------------------

def _require_sequence(a):
    if not hasattr(a, '__getitem__'):
        raise TypeError("'%s' object can't be concatenated" % _type_name(a))


def concat(a, b):
    "a + b, for sequences a and b."
    _require_sequence(a)
    return a + b


def contains(a, b):
    "b in a (note the order)."
    return b in a


def countOf(a, b):
    "How many items of a are b or equal to b."
    return sum(1 for item in a if item is b or item == b)


def indexOf(a, b):
    "Position of the first item of a that is b or equals b."
    for position, item in enumerate(a):
        if item is b or item == b:
            return position
    raise ValueError('sequence.index(x): x not in sequence')


def getitem(a, b):
    "a[b]"
    return a[b]


def setitem(a, b, c):
    "a[b] = c"
    a[b] = c


def delitem(a, b):
    "del a[b]"
    del a[b]


def length_hint(obj, default=0):
    """len(obj) when obj has a length, else obj.__length_hint__(), else default: an
    estimate of how many items iterating obj will produce."""
    if not isinstance(default, int):
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % _type_name(default))
    try:
        return len(obj)
    except TypeError:
        pass
    hook = getattr(type(obj), '__length_hint__', None)
    if hook is None:
        return default
    try:
        estimate = hook(obj)
    except TypeError:
        return default
    if estimate is NotImplemented:
        return default
    if not isinstance(estimate, int):
        raise TypeError('__length_hint__ must be an integer, not %s' % _type_name(estimate))
    if estimate < 0:
        raise ValueError('__length_hint__() should return >= 0')
    return estimate


def call(obj, /, *args, **kwargs):
    "obj(*args, **kwargs)"
    return obj(*args, **kwargs)


# ---- in-place forms: each returns the (possibly new) left operand ----------------------

def iadd(a, b):
    "a += b"
    a += b
    return a


def iand(a, b):
    "a &= b"
    a &= b
    return a


def iconcat(a, b):
    "a += b, for sequences."
    _require_sequence(a)
    a += b
    return a


def ifloordiv(a, b):
    "a //= b"
    a //= b
    return a


def ilshift(a, b):
    "a <<= b"
    a <<= b
    return a


def imod(a, b):
    "a %= b"
    a %= b
    return a


def imul(a, b):
    "a *= b"
    a *= b
    return a


def imatmul(a, b):
    "a @= b"
    a @= b
    return a


def ior(a, b):
    "a |= b"
    a |= b
    return a


def ipow(a, b):
    "a **= b"
    a **= b
    return a


def irshift(a, b):
    "a >>= b"
    a >>= b
    return a


def isub(a, b):
    "a -= b"
    a -= b
    return a


def itruediv(a, b):
    "a /= b"
    a /= b
    return a


def ixor(a, b):
    "a ^= b"
    a ^= b
    return a


# ---- callable factories --------------------------------------------------------------

def _arguments_repr(args, kwargs):
    shown = [repr(a) for a in args]
    shown.extend('%s=%r' % kv for kv in kwargs.items())
    return ', '.join(shown)


class itemgetter:
    """itemgetter(item, ...): a callable returning obj[item], or a tuple of obj[i]
    for each item when given several."""

    __module__ = 'operator'

    def __init__(self, *items):
        if not items:
            raise TypeError('itemgetter expected 1 argument, got 0')
        self._items = items

    def __call__(self, obj):
        keys = self._items
        if len(keys) == 1:
            return obj[keys[0]]
        return tuple(obj[k] for k in keys)

    def __repr__(self):
        return 'operator.itemgetter(%s)' % _arguments_repr(self._items, {})

    def __reduce__(self):
        return self.__class__, self._items


class attrgetter:
    """attrgetter(name, ...): a callable returning obj.name (a dotted name follows the
    chain: 'a.b' gives obj.a.b), or a tuple of them when given several names."""

    __module__ = 'operator'

    def __init__(self, *names):
        if not names:
            raise TypeError('attrgetter expected 1 argument, got 0')
        for name in names:
            if not isinstance(name, str):
                raise TypeError('attribute name must be a string')
        self._names = names
        self._paths = [name.split('.') for name in names]

    @staticmethod
    def _follow(obj, path):
        for step in path:
            obj = getattr(obj, step)
        return obj

    def __call__(self, obj):
        if len(self._paths) == 1:
            return self._follow(obj, self._paths[0])
        return tuple(self._follow(obj, path) for path in self._paths)

    def __repr__(self):
        return 'operator.attrgetter(%s)' % _arguments_repr(self._names, {})

    def __reduce__(self):
        return self.__class__, self._names


class methodcaller:
    """methodcaller(name, /, *args, **kwargs): a callable returning
    obj.name(*args, **kwargs)."""

    __module__ = 'operator'

    def __init__(self, *args, **kwargs):
        if not args:
            raise TypeError('methodcaller needs at least one argument, the method name')
        name = args[0]
        if not isinstance(name, str):
            raise TypeError('method name must be a string')
        self._name = name
        self._args = args[1:]
        self._kwargs = kwargs

    def __call__(self, obj):
        return getattr(obj, self._name)(*self._args, **self._kwargs)

    def __repr__(self):
        return 'operator.methodcaller(%s)' % _arguments_repr(
            (self._name,) + self._args, self._kwargs)


# Dunder aliases: operator.__add__ is operator.add, and so on.
for _name in ('abs', 'add', 'and_', 'call', 'concat', 'contains', 'delitem', 'eq',
              'floordiv', 'ge', 'getitem', 'gt', 'iadd', 'iand', 'iconcat', 'ifloordiv',
              'ilshift', 'imatmul', 'imod', 'imul', 'index', 'inv', 'invert', 'ior',
              'ipow', 'irshift', 'isub', 'itruediv', 'ixor', 'le', 'lshift', 'lt',
              'matmul', 'mod', 'mul', 'ne', 'neg', 'not_', 'or_', 'pos', 'pow', 'rshift',
              'setitem', 'sub', 'truediv', 'xor'):
    globals()['__%s__' % _name.rstrip('_')] = globals()[_name]
del _name
