"""functools: higher-order functions and operations on callables.

Owns reduce, partial, lru_cache/cache (with cache_info/cache_clear/cache_parameters),
wraps/update_wrapper, cached_property, total_ordering, cmp_to_key, singledispatch and
singledispatchmethod, with CPython's names, defaults, reprs and error messages. Written in
plain Python: the cache wrappers are closures (so they bind as methods like functions do).
"""

from collections import namedtuple

WRAPPER_ASSIGNMENTS = ("__module__", "__name__", "__qualname__", "__doc__",
                       "__annotations__")
WRAPPER_UPDATES = ("__dict__",)

_initial_missing = object()


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            pass
        else:
            try:
                setattr(wrapper, attr, value)
            except (AttributeError, TypeError):
                pass
    for attr in updated:
        try:
            getattr(wrapper, attr).update(getattr(wrapped, attr, {}))
        except AttributeError:
            pass
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    def decorator(wrapper):
        return update_wrapper(wrapper, wrapped, assigned, updated)
    return decorator


def reduce(function, sequence, initial=_initial_missing):
    """reduce(function, iterable[, initial]) -> value"""
    it = iter(sequence)
    if initial is _initial_missing:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError("reduce() of empty iterable with no initial value") from None
    else:
        value = initial
    for element in it:
        value = function(value, element)
    return value


# ---- partial ---------------------------------------------------------------------------

class partial:
    """New function with partial application of the given arguments and keywords."""

    def __new__(cls, func, /, *args, **keywords):
        if not callable(func):
            raise TypeError("the first argument must be callable")
        if isinstance(func, partial) and type(func) is partial:
            args = func.args + args
            merged = dict(func.keywords)
            merged.update(keywords)
            keywords = merged
            func = func.func
        self = object.__new__(cls)
        self.func = func
        self.args = tuple(args)
        self.keywords = keywords
        return self

    def __call__(self, /, *args, **keywords):
        merged = dict(self.keywords)
        merged.update(keywords)
        return self.func(*self.args, *args, **merged)

    def __repr__(self):
        parts = [repr(self.func)]
        for a in self.args:
            parts.append(repr(a))
        for k, v in self.keywords.items():
            parts.append("%s=%r" % (k, v))
        name = type(self).__qualname__
        if type(self) is partial:
            name = "functools.partial"
        return "%s(%s)" % (name, ", ".join(parts))

    def __get__(self, obj, objtype=None):
        return self


class partialmethod:
    """Method descriptor with partial application of the given arguments and keywords."""

    def __init__(self, func, /, *args, **keywords):
        self.func = func
        self.args = args
        self.keywords = keywords

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return partial(self.func, obj, *self.args, **self.keywords)


# ---- lru_cache -------------------------------------------------------------------------

_CacheInfo = namedtuple("CacheInfo", ["hits", "misses", "maxsize", "currsize"],
                        module="functools")

_kwd_mark = (object(),)


def _make_key(args, kwds, typed):
    key = args
    if kwds:
        key += _kwd_mark
        for item in kwds.items():
            key += item
    if typed:
        key += tuple([type(v) for v in args])
        if kwds:
            key += tuple([type(v) for v in kwds.values()])
    elif len(key) == 1 and type(key[0]) in (int, str):
        return key[0]
    return key


def lru_cache(maxsize=128, typed=False):
    """Least-recently-used cache decorator."""
    if isinstance(maxsize, int) and not isinstance(maxsize, bool):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        user_function, maxsize = maxsize, 128
        wrapper = _lru_cache_wrapper(user_function, maxsize, typed)
        return update_wrapper(wrapper, user_function)
    elif maxsize is not None:
        raise TypeError("Expected first argument to be an integer, a callable, or None")

    def decorating_function(user_function):
        wrapper = _lru_cache_wrapper(user_function, maxsize, typed)
        return update_wrapper(wrapper, user_function)

    return decorating_function


class _lru_cache_wrapper:
    """The callable lru_cache returns (CPython's is a C type of the same name): calls
    user_function through a dict cache kept in least-recently-used order; binds like a
    function when stored on a class."""

    def __init__(self, user_function, maxsize, typed):
        self.__wrapped__ = user_function
        self._maxsize = maxsize
        self._typed = typed
        self._cache = {}
        self._hits = 0
        self._misses = 0

    def __call__(self, *args, **kwds):
        maxsize = self._maxsize
        if maxsize == 0:
            self._misses += 1
            return self.__wrapped__(*args, **kwds)
        cache = self._cache
        key = _make_key(args, kwds, self._typed)
        result = cache.get(key, _sentinel)
        if result is not _sentinel:
            self._hits += 1
            if maxsize is not None:
                # most recently used goes to the end
                del cache[key]
                cache[key] = result
            return result
        self._misses += 1
        result = self.__wrapped__(*args, **kwds)
        if key in cache:
            return result
        if maxsize is not None and len(cache) >= maxsize:
            del cache[next(iter(cache))]
        cache[key] = result
        return result

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return _BoundCacheWrapper(self, instance)

    def cache_info(self):
        return _CacheInfo(self._hits, self._misses, self._maxsize, len(self._cache))

    def cache_clear(self):
        self._cache.clear()
        self._hits = 0
        self._misses = 0

    def cache_parameters(self):
        return {"maxsize": self._maxsize, "typed": self._typed}

    def __repr__(self):
        return "<functools._lru_cache_wrapper object>"


class _BoundCacheWrapper:
    """An lru_cache wrapper bound to an instance (like a bound method)."""

    def __init__(self, wrapper, instance):
        self.__func__ = wrapper
        self.__self__ = instance

    def __call__(self, *args, **kwds):
        return self.__func__(self.__self__, *args, **kwds)

    def __getattr__(self, name):
        return getattr(self.__func__, name)


_sentinel = object()


def cache(user_function, /):
    'Simple lightweight unbounded cache.  Sometimes called "memoize".'
    return lru_cache(maxsize=None)(user_function)


# ---- cached_property -------------------------------------------------------------------

_NOT_FOUND = object()


class cached_property:
    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError(
                "Cannot assign the same cached_property to two different names "
                "(%r and %r)." % (self.attrname, name))

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        if self.attrname is None:
            raise TypeError(
                "Cannot use cached_property instance without calling __set_name__ on it.")
        try:
            cache = instance.__dict__
        except AttributeError:
            msg = ("No '__dict__' attribute on %r instance to cache %r property."
                   % (type(instance).__name__, self.attrname))
            raise TypeError(msg) from None
        val = cache.get(self.attrname, _NOT_FOUND)
        if val is _NOT_FOUND:
            val = self.func(instance)
            cache[self.attrname] = val
        return val


# ---- total_ordering --------------------------------------------------------------------

def _gt_from_lt(self, other):
    op_result = type(self).__lt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result and self != other


def _le_from_lt(self, other):
    op_result = type(self).__lt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result or self == other


def _ge_from_lt(self, other):
    op_result = type(self).__lt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


def _ge_from_le(self, other):
    op_result = type(self).__le__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result or self == other


def _lt_from_le(self, other):
    op_result = type(self).__le__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result and self != other


def _gt_from_le(self, other):
    op_result = type(self).__le__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


def _lt_from_gt(self, other):
    op_result = type(self).__gt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result and self != other


def _ge_from_gt(self, other):
    op_result = type(self).__gt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result or self == other


def _le_from_gt(self, other):
    op_result = type(self).__gt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


def _le_from_ge(self, other):
    op_result = type(self).__ge__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result or self == other


def _gt_from_ge(self, other):
    op_result = type(self).__ge__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result and self != other


def _lt_from_ge(self, other):
    op_result = type(self).__ge__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


_convert = {
    "__lt__": [("__gt__", _gt_from_lt), ("__le__", _le_from_lt), ("__ge__", _ge_from_lt)],
    "__le__": [("__ge__", _ge_from_le), ("__lt__", _lt_from_le), ("__gt__", _gt_from_le)],
    "__gt__": [("__lt__", _lt_from_gt), ("__ge__", _ge_from_gt), ("__le__", _le_from_gt)],
    "__ge__": [("__le__", _le_from_ge), ("__gt__", _gt_from_ge), ("__lt__", _lt_from_ge)],
}


def _defined_by_user(cls, op):
    for klass in cls.__mro__:
        if klass is object:
            continue
        if op in klass.__dict__:
            return True
    return False


def total_ordering(cls):
    """Class decorator that fills in missing ordering methods"""
    roots = [op for op in ("__lt__", "__le__", "__gt__", "__ge__")
             if _defined_by_user(cls, op)]
    if not roots:
        raise ValueError("must define at least one ordering operation: < > <= >=")
    root = max(roots)  # CPython's preference order: __lt__ > __le__ > __gt__ > __ge__
    for opname, opfunc in _convert[root]:
        if opname not in roots:
            opfunc.__name__ = opname
            setattr(cls, opname, opfunc)
    return cls


# ---- cmp_to_key ------------------------------------------------------------------------

def cmp_to_key(mycmp):
    """Convert a cmp= function into a key= function"""
    class K:
        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0

        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0

        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0

        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0

        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0

        __hash__ = None
    return K


# ---- singledispatch --------------------------------------------------------------------

def _first_annotation(func):
    ann = getattr(func, "__annotations__", None) or {}
    for name, value in ann.items():
        if name != "return":
            return name, value
    return None, None


class _SingleDispatchFunction:
    """The callable singledispatch returns: calls the implementation registered for the
    class of the first argument (nearest in its MRO); binds like a function on classes."""

    def __init__(self, func):
        self.registry = {object: func}
        self._cache = {}
        self._func = func

    def dispatch(self, cls):
        impl = self._cache.get(cls)
        if impl is not None:
            return impl
        mro = getattr(cls, "__mro__", (cls, object))
        impl = None
        for klass in mro:
            if klass in self.registry:
                impl = self.registry[klass]
                break
        if impl is None:
            impl = self.registry[object]
        self._cache[cls] = impl
        return impl

    def register(self, cls, func=None):
        if isinstance(cls, type):
            if func is None:
                return lambda f: self.register(cls, f)
        else:
            if func is not None:
                raise TypeError(
                    "Invalid first argument to `register()`. %r is not a class." % (cls,))
            func = cls
            argname, cls = _first_annotation(func)
            if cls is None:
                raise TypeError(
                    "Invalid first argument to `register()`: %r. Use either "
                    "`@register(some_class)` or plain `@register` on an annotated "
                    "function." % (func,))
            if not isinstance(cls, type):
                raise TypeError(
                    "Invalid annotation for %r. %r is not a class." % (argname, cls))
        self.registry[cls] = func
        self._cache.clear()
        return func

    def _clear_cache(self):
        self._cache.clear()

    def __call__(self, *args, **kw):
        if not args:
            raise TypeError("%s requires at least 1 positional argument"
                            % getattr(self._func, "__name__", "singledispatch function"))
        return self.dispatch(args[0].__class__)(*args, **kw)

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return partial(self, instance)


def singledispatch(func):
    """Single-dispatch generic function decorator."""
    wrapper = _SingleDispatchFunction(func)
    update_wrapper(wrapper, func)
    return wrapper


class singledispatchmethod:
    """Single-dispatch generic method descriptor."""

    def __init__(self, func):
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError("%r is not callable or a descriptor" % (func,))
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        return _BoundDispatchMethod(self, obj, cls)


class _BoundDispatchMethod:
    def __init__(self, descriptor, obj, cls):
        self._descriptor = descriptor
        self._obj = obj
        self._cls = cls
        self.register = descriptor.register
        self.__wrapped__ = descriptor.func
        self.__name__ = getattr(descriptor.func, "__name__", "method")
        self.__doc__ = getattr(descriptor.func, "__doc__", None)

    def __call__(self, *args, **kwargs):
        method = self._descriptor.dispatcher.dispatch(args[0].__class__)
        return method.__get__(self._obj, self._cls)(*args, **kwargs)
