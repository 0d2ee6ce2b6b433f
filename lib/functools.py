"""Tools that take or return callables.

TensorPy's functools: reduce, partial and partialmethod, lru_cache and cache, wraps and
update_wrapper, cached_property, total_ordering, cmp_to_key, singledispatch and
singledispatchmethod. Public names, defaults, reprs and error messages follow CPython
3.11. The callables this module hands back (cache wrappers, dispatchers) are small
classes with a __get__, so they bind to instances the way functions do. TensorPy addition
(the original project's helper, not in CPython, so not in __all__): compose(f, g).
"""

from collections import namedtuple

__all__ = ['update_wrapper', 'wraps', 'WRAPPER_ASSIGNMENTS', 'WRAPPER_UPDATES',
           'total_ordering', 'cache', 'cmp_to_key', 'lru_cache', 'reduce',
           'partial', 'partialmethod', 'singledispatch', 'singledispatchmethod',
           'cached_property']

# Attributes update_wrapper copies from the wrapped callable, and the ones it merges.
WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__',
                       '__annotations__')
WRAPPER_UPDATES = ('__dict__',)

_ABSENT = object()   # "no argument given" / "not in the cache" marker


# ---- wrappers ------------------------------------------------------------------------

def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS,
                   updated=WRAPPER_UPDATES):
    """Make wrapper look like wrapped: copy the `assigned` attributes that wrapped has,
    merge the `updated` dicts, and point wrapper.__wrapped__ at wrapped."""
    for name in assigned:
        value = getattr(wrapped, name, _ABSENT)
        if value is _ABSENT:
            continue
        try:
            setattr(wrapper, name, value)
        except (AttributeError, TypeError):
            pass
    for name in updated:
        target = getattr(wrapper, name, None)
        if target is not None:
            target.update(getattr(wrapped, name, {}))
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Decorator form of update_wrapper(wrapper, wrapped, ...)."""
    def apply(wrapper):
        return update_wrapper(wrapper, wrapped, assigned, updated)
    return apply


# ---- reduce --------------------------------------------------------------------------

def reduce(function, sequence, initial=_ABSENT):
    """reduce(function, iterable[, initial]) -> value

    Fold the items of iterable from the left with function(accumulated, item), starting
    from initial when given, else from the first item."""
    try:
        items = iter(sequence)
    except TypeError:
        raise TypeError('reduce() arg 2 must support iteration') from None
    acc = initial
    if acc is _ABSENT:
        for acc in items:
            break
        else:
            raise TypeError('reduce() of empty iterable with no initial value')
    for item in items:
        acc = function(acc, item)
    return acc


# ---- partial application -------------------------------------------------------------

class partial:
    """partial(func, *args, **keywords): a callable that calls func with args prepended
    and keywords merged under the call's own keywords."""

    def __new__(cls, *args, **keywords):
        if not args:
            raise TypeError("type 'partial' takes at least one argument")
        func, args = args[0], args[1:]
        if not callable(func):
            raise TypeError('the first argument must be callable')
        if type(func) is partial:
            # Nested plain partials collapse into one.
            args = func.args + args
            keywords = dict(func.keywords, **keywords)
            func = func.func
        self = object.__new__(cls)
        self.func = func
        self.args = tuple(args)
        self.keywords = keywords
        return self

    def __call__(self, *args, **keywords):
        if self.keywords:
            keywords = dict(self.keywords, **keywords)
        return self.func(*self.args, *args, **keywords)

    def __repr__(self):
        shown = [repr(self.func)]
        shown.extend(repr(a) for a in self.args)
        shown.extend('%s=%r' % kv for kv in self.keywords.items())
        cls = type(self)
        title = 'functools.partial' if cls is partial else cls.__qualname__
        return '%s(%s)' % (title, ', '.join(shown))


class partialmethod:
    """partialmethod(func, *args, **keywords): like partial, but as a class attribute it
    binds first, so self (or the class, for classmethods) comes before args."""

    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not hasattr(func, '__get__'):
            raise TypeError('%r is not callable or a descriptor' % (func,))
        if type(func) is partialmethod:
            args = func.args + args
            keywords = dict(func.keywords, **keywords)
            func = func.func
        self.func = func
        self.args = args
        self.keywords = keywords

    def __repr__(self):
        shown = [repr(self.func)]
        shown.extend(repr(a) for a in self.args)
        shown.extend('%s=%r' % kv for kv in self.keywords.items())
        return 'functools.partialmethod(%s)' % ', '.join(shown)

    def __get__(self, obj, cls=None):
        func = self.func
        binder = getattr(func, '__get__', None)
        if binder is not None:
            bound = binder(obj, cls)
            if bound is not func:
                result = partial(bound, *self.args, **self.keywords)
                try:
                    result.__self__ = bound.__self__
                except AttributeError:
                    pass
                return result
        preset_args, preset_kw = self.args, self.keywords

        def method(owner, /, *args, **keywords):
            return func(owner, *preset_args, *args, **dict(preset_kw, **keywords))
        method.__partialmethod__ = self
        if obj is None:
            return method
        return method.__get__(obj, cls)


# ---- caches --------------------------------------------------------------------------

_CacheStats = namedtuple('CacheInfo', ['hits', 'misses', 'maxsize', 'currsize'],
                         module='functools')

_KEYWORD_SEPARATOR = object()


def _cache_key(args, kwds, typed):
    """A hashable key for one call. A single int or str argument is its own key; with
    typed=True the argument types are part of the key (so 1 and 1.0 differ)."""
    if not kwds and not typed and len(args) == 1 and type(args[0]) in (int, str):
        return args[0]
    parts = list(args)
    if kwds:
        parts.append(_KEYWORD_SEPARATOR)
        for name, value in kwds.items():
            parts.append(name)
            parts.append(value)
    if typed:
        parts.extend(type(a) for a in args)
        parts.extend(type(v) for v in kwds.values())
    return tuple(parts)


class _lru_cache_wrapper:
    """What lru_cache returns. Results live in a dict kept in recency order (a hit moves
    its entry to the end; a full cache drops the first entry). maxsize None: unbounded;
    maxsize 0: no caching, every call is a miss."""

    def __init__(self, user_function, maxsize, typed):
        self.__wrapped__ = user_function
        self._limit = maxsize
        self._typed = typed
        self._store = {}
        self._hits = 0
        self._misses = 0

    def __call__(self, *args, **kwds):
        limit = self._limit
        if limit == 0:
            self._misses += 1
            return self.__wrapped__(*args, **kwds)
        store = self._store
        key = _cache_key(args, kwds, self._typed)
        found = store.get(key, _ABSENT)
        if found is not _ABSENT:
            self._hits += 1
            if limit is not None:
                del store[key]
                store[key] = found
            return found
        self._misses += 1
        value = self.__wrapped__(*args, **kwds)
        if key not in store:   # a recursive call may have stored it meanwhile
            if limit is not None and len(store) >= limit:
                del store[next(iter(store))]
            store[key] = value
        return value

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return _BoundCallable(self, instance)

    def cache_info(self):
        """CacheInfo(hits, misses, maxsize, currsize)."""
        return _CacheStats(self._hits, self._misses, self._limit, len(self._store))

    def cache_clear(self):
        """Empty the cache and reset the statistics."""
        self._store.clear()
        self._hits = self._misses = 0

    def cache_parameters(self):
        return {'maxsize': self._limit, 'typed': self._typed}

    def __repr__(self):
        return '<functools._lru_cache_wrapper object at 0x%x>' % id(self)


class _BoundCallable:
    """One of this module's callables bound to an instance, as a bound method is:
    calls pass the instance first; other attributes come from the callable."""

    def __init__(self, func, instance):
        self.__func__ = func
        self.__self__ = instance

    def __call__(self, *args, **kwds):
        return self.__func__(self.__self__, *args, **kwds)

    def __getattr__(self, name):
        return getattr(self.__func__, name)

    def __repr__(self):
        name = getattr(self.__func__, '__qualname__', '?')
        return '<bound method %s of %r>' % (name, self.__self__)


def lru_cache(maxsize=128, typed=False):
    """Memoize a function, keeping at most maxsize results (None: no bound) and
    discarding the least recently used. Usable as @lru_cache or @lru_cache(...)."""
    if callable(maxsize) and isinstance(typed, bool):
        func = maxsize
        return update_wrapper(_lru_cache_wrapper(func, 128, typed), func)
    if isinstance(maxsize, int):
        maxsize = max(maxsize, 0)
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorate(func):
        return update_wrapper(_lru_cache_wrapper(func, maxsize, typed), func)
    return decorate


def cache(user_function, /):
    'Simple lightweight unbounded cache.  Sometimes called "memoize".'
    return lru_cache(maxsize=None)(user_function)


class cached_property:
    """A property computed on first access and then stored in the instance __dict__
    under the same name, so later reads never call the function again."""

    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif self.attrname != name:
            raise TypeError('Cannot assign the same cached_property to two different '
                            'names (%r and %r).' % (self.attrname, name))

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        name = self.attrname
        if name is None:
            raise TypeError('Cannot use cached_property instance without calling '
                            '__set_name__ on it.')
        try:
            slots = instance.__dict__
        except AttributeError:
            raise TypeError("No '__dict__' attribute on %r instance to cache %r "
                            "property." % (type(instance).__name__, name)) from None
        value = slots.get(name, _ABSENT)
        if value is _ABSENT:
            value = self.func(instance)
            try:
                slots[name] = value
            except TypeError:
                raise TypeError("The '__dict__' attribute on %r instance does not "
                                "support item assignment for caching %r property."
                                % (type(instance).__name__, name)) from None
        return value


# ---- ordering ------------------------------------------------------------------------

# For each comparison a class may define (the root), how the other three are derived
# from it: (name, negate the root's answer?, how equality refines it).
_DERIVATIONS = {
    '__lt__': [('__gt__', True, 'and_not_equal'), ('__le__', False, 'or_equal'),
               ('__ge__', True, None)],
    '__le__': [('__ge__', True, 'or_equal'), ('__lt__', False, 'and_not_equal'),
               ('__gt__', True, None)],
    '__gt__': [('__lt__', True, 'and_not_equal'), ('__ge__', False, 'or_equal'),
               ('__le__', True, None)],
    '__ge__': [('__le__', True, 'or_equal'), ('__gt__', False, 'and_not_equal'),
               ('__lt__', True, None)],
}
# When several are defined, the root is the first in this order (as in CPython).
_ROOT_PREFERENCE = ('__lt__', '__le__', '__gt__', '__ge__')


def _derived_comparison(root, name, negate, refine):
    def compare(self, other):
        answer = getattr(type(self), root)(self, other)
        if answer is NotImplemented:
            return answer
        if negate:
            answer = not answer
        if refine == 'or_equal':
            return answer or self == other
        if refine == 'and_not_equal':
            return answer and self != other
        return answer
    compare.__name__ = name
    compare.__qualname__ = name
    return compare


def total_ordering(cls):
    """Class decorator: given __eq__ and one of __lt__, __le__, __gt__, __ge__, add the
    missing ordering methods."""
    defined = [op for op in _ROOT_PREFERENCE
               if getattr(cls, op, None) is not getattr(object, op, None)]
    if not defined:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = defined[0]
    for name, negate, refine in _DERIVATIONS[root]:
        if name not in defined:
            setattr(cls, name, _derived_comparison(root, name, negate, refine))
    return cls


class _KeyWrapper:
    """The key objects cmp_to_key produces: ordered by the old-style cmp function."""

    __hash__ = None

    def __init__(self, obj, compare):
        self.obj = obj
        self._compare = compare

    def _cmp(self, other):
        if not isinstance(other, _KeyWrapper):
            raise TypeError('other argument must be K instance')
        return self._compare(self.obj, other.obj)

    def __lt__(self, other):
        return self._cmp(other) < 0

    def __le__(self, other):
        return self._cmp(other) <= 0

    def __gt__(self, other):
        return self._cmp(other) > 0

    def __ge__(self, other):
        return self._cmp(other) >= 0

    def __eq__(self, other):
        return self._cmp(other) == 0


def cmp_to_key(mycmp):
    """Turn cmp(a, b) -> negative/zero/positive into a key= function."""
    def key(obj):
        return _KeyWrapper(obj, mycmp)
    return key


# ---- single dispatch -----------------------------------------------------------------

def _annotated_classes(func):
    """The class(es) named by the annotation of func's first parameter, with the
    parameter name; (None, None) when it has none."""
    notes = getattr(func, '__annotations__', None) or {}
    for param, note in notes.items():
        if param == 'return':
            continue
        if isinstance(note, str):
            note = eval(note, getattr(func, '__globals__', {}))
        members = getattr(note, '__args__', None)
        if not isinstance(note, type) and members is not None:
            if all(isinstance(m, type) for m in members):
                return param, tuple(members)
        return param, note
    return None, None


class _Dispatcher:
    """What singledispatch returns: calls the implementation registered for the
    nearest class in the first argument's MRO (object's being the default)."""

    def __init__(self, default):
        self.registry = {object: default}
        self._resolved = {}
        self._default = default

    def dispatch(self, cls):
        """The implementation used for arguments of class cls."""
        impl = self._resolved.get(cls)
        if impl is None:
            for klass in getattr(cls, '__mro__', (cls, object)):
                if klass in self.registry:
                    impl = self.registry[klass]
                    break
            else:
                impl = self._default
            self._resolved[cls] = impl
        return impl

    def register(self, cls, func=None):
        """register(cls, func), @register(cls), or @register on a function whose first
        parameter is annotated with a class (or a union of classes)."""
        if isinstance(cls, type):
            if func is None:
                return lambda f: self.register(cls, f)
            classes = (cls,)
        else:
            if func is not None:
                raise TypeError('Invalid first argument to `register()`. '
                                '%r is not a class or union type.' % (cls,))
            func = cls
            param, found = _annotated_classes(func)
            if found is None:
                raise TypeError('Invalid first argument to `register()`: %r. Use either '
                                '`@register(some_class)` or plain `@register` on an '
                                'annotated function.' % (func,))
            classes = found if isinstance(found, tuple) else (found,)
            for c in classes:
                if not isinstance(c, type):
                    raise TypeError('Invalid annotation for %r. %r is not a class.'
                                    % (param, found))
        for c in classes:
            self.registry[c] = func
        self._resolved.clear()
        return func

    def _clear_cache(self):
        self._resolved.clear()

    def __call__(self, *args, **kw):
        if not args:
            raise TypeError('%s requires at least 1 positional argument'
                            % getattr(self, '__name__', 'singledispatch function'))
        return self.dispatch(args[0].__class__)(*args, **kw)

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return _BoundCallable(self, instance)


def singledispatch(func):
    """Make func a generic function dispatching on the class of its first argument;
    add implementations with .register."""
    return update_wrapper(_Dispatcher(func), func)


class singledispatchmethod:
    """singledispatch for methods: dispatches on the first argument after self/cls."""

    def __init__(self, func):
        if not callable(func) and not hasattr(func, '__get__'):
            raise TypeError('%r is not callable or a descriptor' % (func,))
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        return _DispatchingMethod(self, obj, cls)

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, '__isabstractmethod__', False)


class _DispatchingMethod:
    """A singledispatchmethod looked up on an instance or class."""

    def __init__(self, owner, obj, cls):
        self._owner = owner
        self._obj = obj
        self._cls = cls
        self.register = owner.register
        update_wrapper(self, owner.func)

    def __call__(self, *args, **kwargs):
        if not args:
            raise TypeError('%s requires at least 1 positional argument'
                            % getattr(self._owner.func, '__name__', 'singledispatchmethod'))
        impl = self._owner.dispatcher.dispatch(args[0].__class__)
        return impl.__get__(self._obj, self._cls)(*args, **kwargs)


def compose(*functions):
    """TensorPy addition (the original project's helper): compose(f, g)(x) == f(g(x)).

    Any number of functions, applied right to left; the innermost receives every argument.
    compose() with none is the identity of one argument."""
    for f in functions:
        if not callable(f):
            raise TypeError("compose() arguments must be callable, not %r" % type(f).__name__)
    if not functions:
        return lambda value: value
    inner = functions[-1]
    outer = functions[:-1][::-1]

    def composed(*args, **kwargs):
        result = inner(*args, **kwargs)
        for f in outer:
            result = f(result)
        return result
    return composed
