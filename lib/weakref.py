"""weakref: weak references on TensorPy's tracing collector.

ref/proxy are built on the native cells of `_weakref` (Note [Weak references and
finalizers] in src/stdlib/weakref_module.cpp): a referent is cleared, and callbacks run,
when a collection finds it unreachable (gc.collect(), or a collection the allocator
requests), not when its last reference goes away. WeakValueDictionary,
WeakKeyDictionary, WeakSet, WeakMethod and finalize follow CPython's documented behaviour.
"""

import _weakref
import sys
from _weakrefset import WeakSet

__all__ = ["ref", "proxy", "getweakrefcount", "getweakrefs", "WeakKeyDictionary",
           "ReferenceType", "ProxyType", "CallableProxyType", "ProxyTypes",
           "WeakValueDictionary", "WeakSet", "WeakMethod", "finalize"]


class ReferenceType:
    """ref(object[, callback]): a weak reference; calling it returns the object or None."""

    __slots__ = ("_cell", "_hash", "__weakref__")

    def __new__(cls, ob, callback=None, *args, **kwargs):
        if callback is None and cls is ReferenceType:
            for owner in _weakref.owners(ob):
                if type(owner) is ReferenceType and _weakref.callback(owner._cell) is None:
                    return owner
        self = object.__new__(cls)
        object.__setattr__(self, "_cell", _weakref.cell(ob, self, callback))
        object.__setattr__(self, "_hash", None)
        return self

    def __init__(self, ob, callback=None, *args, **kwargs):
        pass

    def __call__(self):
        return _weakref.get(self._cell)

    @property
    def __callback__(self):
        return _weakref.callback(self._cell)

    def __hash__(self):
        if self._hash is not None:
            return self._hash
        ob = self()
        if ob is None:
            raise TypeError("weak object has gone away")
        h = hash(ob)
        object.__setattr__(self, "_hash", h)
        return h

    def __eq__(self, other):
        if not isinstance(other, ReferenceType):
            return NotImplemented
        a, b = self(), other()
        if a is None or b is None:
            return self is other
        return a == b

    def __ne__(self, other):
        if not isinstance(other, ReferenceType):
            return NotImplemented
        a, b = self(), other()
        if a is None or b is None:
            return self is not other
        return a != b

    def __repr__(self):
        ob = self()
        if ob is None:
            return "<weakref at %#x; dead>" % id(self)
        name = getattr(ob, "__name__", None)
        if isinstance(name, str):
            return "<weakref at %#x; to '%s' at %#x (%s)>" % (id(self), type(ob).__name__, id(ob), name)
        return "<weakref at %#x; to '%s' at %#x>" % (id(self), type(ob).__name__, id(ob))

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


ReferenceType.__module__ = "weakref"
ref = ReferenceType


def _proxy_target(p):
    ob = _weakref.get(object.__getattribute__(p, "_cell"))
    if ob is None:
        raise ReferenceError("weakly-referenced object no longer exists")
    return ob


def _unary(name):
    def method(self):
        return getattr(_proxy_target(self), name)()
    method.__name__ = name
    return method


def _binary(op):
    def method(self, other):
        if isinstance(other, (ProxyType, CallableProxyType)):
            other = _proxy_target(other)
        return op(_proxy_target(self), other)
    return method


def _rbinary(op):
    def method(self, other):
        return op(other, _proxy_target(self))
    return method


def _inplace(op):
    def method(self, other):
        target = _proxy_target(self)
        result = op(target, other)
        return result
    return method


import operator as _op


class ProxyType:
    """A proxy that forwards everything to its referent while it lives."""

    __slots__ = ("_cell", "__weakref__")

    def __new__(cls, ob, callback=None):
        self = object.__new__(cls)
        object.__setattr__(self, "_cell", _weakref.cell(ob, self, callback))
        return self

    def __getattribute__(self, name):
        if name == "__class__":
            return type(_proxy_target(self))
        return getattr(_proxy_target(self), name)

    def __setattr__(self, name, value):
        setattr(_proxy_target(self), name, value)

    def __delattr__(self, name):
        delattr(_proxy_target(self), name)

    def __repr__(self):
        ob = _weakref.get(object.__getattribute__(self, "_cell"))
        if ob is None:
            return "<weakproxy at %#x; dead>" % id(self)
        return "<weakproxy at %#x; to '%s' at %#x>" % (id(self), type(ob).__name__, id(ob))

    def __str__(self):
        return str(_proxy_target(self))

    def __bytes__(self):
        return bytes(_proxy_target(self))

    def __bool__(self):
        return bool(_proxy_target(self))

    def __hash__(self):
        raise TypeError("unhashable type: 'weakref.ProxyType'")

    def __len__(self):
        return len(_proxy_target(self))

    def __iter__(self):
        return iter(_proxy_target(self))

    def __next__(self):
        return next(_proxy_target(self))

    def __reversed__(self):
        return reversed(_proxy_target(self))

    def __contains__(self, item):
        return item in _proxy_target(self)

    def __getitem__(self, key):
        return _proxy_target(self)[key]

    def __setitem__(self, key, value):
        _proxy_target(self)[key] = value

    def __delitem__(self, key):
        del _proxy_target(self)[key]

    def __index__(self):
        return _op.index(_proxy_target(self))

    def __int__(self):
        return int(_proxy_target(self))

    def __float__(self):
        return float(_proxy_target(self))

    def __abs__(self):
        return abs(_proxy_target(self))

    def __neg__(self):
        return -_proxy_target(self)

    def __pos__(self):
        return +_proxy_target(self)

    def __invert__(self):
        return ~_proxy_target(self)

    def __enter__(self):
        return _proxy_target(self).__enter__()

    def __exit__(self, *args):
        return _proxy_target(self).__exit__(*args)

    __eq__ = _binary(_op.eq)
    __ne__ = _binary(_op.ne)
    __lt__ = _binary(_op.lt)
    __le__ = _binary(_op.le)
    __gt__ = _binary(_op.gt)
    __ge__ = _binary(_op.ge)
    __add__ = _binary(_op.add)
    __sub__ = _binary(_op.sub)
    __mul__ = _binary(_op.mul)
    __matmul__ = _binary(_op.matmul)
    __truediv__ = _binary(_op.truediv)
    __floordiv__ = _binary(_op.floordiv)
    __mod__ = _binary(_op.mod)
    __pow__ = _binary(pow)
    __lshift__ = _binary(_op.lshift)
    __rshift__ = _binary(_op.rshift)
    __and__ = _binary(_op.and_)
    __or__ = _binary(_op.or_)
    __xor__ = _binary(_op.xor)
    __divmod__ = _binary(divmod)
    __radd__ = _rbinary(_op.add)
    __rsub__ = _rbinary(_op.sub)
    __rmul__ = _rbinary(_op.mul)
    __rtruediv__ = _rbinary(_op.truediv)
    __rfloordiv__ = _rbinary(_op.floordiv)
    __rmod__ = _rbinary(_op.mod)
    __rpow__ = _rbinary(pow)
    __rand__ = _rbinary(_op.and_)
    __ror__ = _rbinary(_op.or_)
    __rxor__ = _rbinary(_op.xor)
    __iadd__ = _inplace(_op.iadd)
    __isub__ = _inplace(_op.isub)
    __imul__ = _inplace(_op.imul)


class CallableProxyType(ProxyType):
    """The proxy of a callable referent."""

    __slots__ = ()

    def __call__(self, *args, **kwargs):
        return _proxy_target(self)(*args, **kwargs)


ProxyType.__module__ = CallableProxyType.__module__ = "weakref"
ProxyTypes = (ProxyType, CallableProxyType)


def proxy(ob, callback=None):
    """A proxy to `ob` that raises ReferenceError once it was collected."""
    if callable(ob):
        return CallableProxyType(ob, callback)
    return ProxyType(ob, callback)


def getweakrefcount(ob):
    return len([o for o in _weakref.owners(ob) if isinstance(o, (ReferenceType, ProxyType))])


def getweakrefs(ob):
    return [o for o in _weakref.owners(ob) if isinstance(o, (ReferenceType, ProxyType))]


class WeakMethod(ReferenceType):
    """A weak reference to a bound method that lives as long as its object and function."""

    __slots__ = ("_func_ref", "_meth_type", "_alive")

    def __new__(cls, meth, callback=None):
        try:
            obj = meth.__self__
            func = meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}".format(type(meth))) from None

        def _cb(arg):
            self = self_wr()
            if self is not None and self._alive:
                object.__setattr__(self, "_alive", False)
                if callback is not None:
                    callback(self)

        self = ReferenceType.__new__(cls, obj, _cb)
        object.__setattr__(self, "_func_ref", ref(func, _cb))
        object.__setattr__(self, "_meth_type", type(meth))
        object.__setattr__(self, "_alive", True)
        self_wr = ref(self)
        return self

    def __call__(self):
        obj = super().__call__()
        func = self._func_ref()
        if obj is None or func is None:
            return None
        return self._meth_type(func, obj)

    def __eq__(self, other):
        if isinstance(other, WeakMethod):
            if not self._alive or not other._alive:
                return self is other
            return ReferenceType.__eq__(self, other) and self._func_ref == other._func_ref
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, WeakMethod):
            if not self._alive or not other._alive:
                return self is not other
            return ReferenceType.__ne__(self, other) or self._func_ref != other._func_ref
        return NotImplemented

    __hash__ = ReferenceType.__hash__


class KeyedRef(ReferenceType):
    """A ref that also remembers a key (WeakValueDictionary's entries)."""

    __slots__ = ("key",)

    def __new__(cls, ob, callback, key):
        self = ReferenceType.__new__(cls, ob, callback)
        object.__setattr__(self, "key", key)
        return self

    def __init__(self, ob, callback, key):
        pass


class WeakValueDictionary:
    """A mapping whose values are held weakly: an entry goes when its value is collected."""

    def __init__(self, other=(), /, **kw):
        self.data = {}

        def remove(wr, selfref=ref(self)):
            self = selfref()
            if self is not None and self.data.get(wr.key) is wr:
                del self.data[wr.key]

        self._remove = remove
        self.update(other, **kw)

    def __getitem__(self, key):
        o = self.data[key]()
        if o is None:
            raise KeyError(key)
        return o

    def __delitem__(self, key):
        del self.data[key]

    def __len__(self):
        return sum(1 for wr in list(self.data.values()) if wr() is not None)

    def __contains__(self, key):
        try:
            o = self.data[key]()
        except KeyError:
            return False
        return o is not None

    def __repr__(self):
        return "<%s at %#x>" % (type(self).__name__, id(self))

    def __setitem__(self, key, value):
        self.data[key] = KeyedRef(value, self._remove, key)

    def copy(self):
        new = WeakValueDictionary()
        for key, wr in list(self.data.items()):
            o = wr()
            if o is not None:
                new[key] = o
        return new

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        new = self.__class__()
        for key, wr in list(self.data.items()):
            o = wr()
            if o is not None:
                new[deepcopy(key, memo)] = o
        return new

    def get(self, key, default=None):
        try:
            wr = self.data[key]
        except KeyError:
            return default
        o = wr()
        return default if o is None else o

    def items(self):
        for k, wr in list(self.data.items()):
            v = wr()
            if v is not None:
                yield k, v

    def keys(self):
        for k, wr in list(self.data.items()):
            if wr() is not None:
                yield k

    __iter__ = keys

    def itervaluerefs(self):
        yield from list(self.data.values())

    def valuerefs(self):
        return list(self.data.values())

    def values(self):
        for wr in list(self.data.values()):
            obj = wr()
            if obj is not None:
                yield obj

    def popitem(self):
        while True:
            key, wr = self.data.popitem()
            o = wr()
            if o is not None:
                return key, o

    def pop(self, key, *args):
        try:
            o = self.data.pop(key)()
        except KeyError:
            o = None
        if o is None:
            if args:
                return args[0]
            raise KeyError(key)
        return o

    def setdefault(self, key, default=None):
        try:
            o = self.data[key]()
        except KeyError:
            o = None
        if o is None:
            self[key] = default
            return default
        return o

    def update(self, other=None, /, **kwargs):
        if other is not None:
            if not hasattr(other, "items"):
                other = dict(other)
            for key, o in other.items():
                self[key] = o
        for key, o in kwargs.items():
            self[key] = o

    def __or__(self, other):
        if hasattr(other, "items"):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented

    def __ior__(self, other):
        self.update(other)
        return self


class WeakKeyDictionary:
    """A mapping whose keys are held weakly: an entry goes when its key is collected."""

    def __init__(self, dict=None):
        self.data = {}

        def remove(k, selfref=ref(self)):
            self = selfref()
            if self is not None:
                try:
                    del self.data[k]
                except KeyError:
                    pass

        self._remove = remove
        if dict is not None:
            self.update(dict)

    def __delitem__(self, key):
        del self.data[ref(key)]

    def __getitem__(self, key):
        return self.data[ref(key)]

    def __len__(self):
        return sum(1 for k in list(self.data) if k() is not None)

    def __repr__(self):
        return "<%s at %#x>" % (type(self).__name__, id(self))

    def __setitem__(self, key, value):
        self.data[ref(key, self._remove)] = value

    def copy(self):
        new = WeakKeyDictionary()
        for key, value in list(self.data.items()):
            o = key()
            if o is not None:
                new[o] = value
        return new

    __copy__ = copy

    def get(self, key, default=None):
        return self.data.get(ref(key), default)

    def __contains__(self, key):
        try:
            wr = ref(key)
        except TypeError:
            return False
        return wr in self.data

    def items(self):
        for wr, value in list(self.data.items()):
            key = wr()
            if key is not None:
                yield key, value

    def keys(self):
        for wr in list(self.data):
            obj = wr()
            if obj is not None:
                yield obj

    __iter__ = keys

    def values(self):
        for wr, value in list(self.data.items()):
            if wr() is not None:
                yield value

    def keyrefs(self):
        return list(self.data)

    def popitem(self):
        while True:
            key, value = self.data.popitem()
            o = key()
            if o is not None:
                return o, value

    def pop(self, key, *args):
        return self.data.pop(ref(key), *args)

    def setdefault(self, key, default=None):
        return self.data.setdefault(ref(key, self._remove), default)

    def update(self, dict=None, /, **kwargs):
        d = self.data
        if dict is not None:
            if not hasattr(dict, "items"):
                dict = type({})(dict)
            for key, value in dict.items():
                d[ref(key, self._remove)] = value
        if len(kwargs):
            self.update(kwargs)

    def __or__(self, other):
        if hasattr(other, "items"):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented

    def __ior__(self, other):
        self.update(other)
        return self


class finalize:
    """finalize(obj, func, *args, **kwargs): calls func(*args, **kwargs) once, when obj is
    collected, when the finalize object is called, or at exit (atexit=True)."""

    __slots__ = ("_key", "__weakref__")
    _registry = {}
    _shutdown = False
    _index_iter = iter(range(1 << 62))
    _dirty = False

    class _Info:
        __slots__ = ("weakref", "func", "args", "kwargs", "atexit", "index")

    def __init__(self, obj, func, /, *args, **kwargs):
        info = self._Info()
        info.weakref = ref(obj, self)
        info.func = func
        info.args = args
        info.kwargs = kwargs or None
        info.atexit = True
        info.index = next(self._index_iter)
        self._key = info.index
        self._registry[self._key] = (self, info)

    def __call__(self, _=None):
        entry = self._registry.pop(self._key, None)
        if entry is not None and not self._shutdown:
            info = entry[1]
            return info.func(*info.args, **(info.kwargs or {}))

    def detach(self):
        entry = self._registry.get(self._key)
        if entry is not None:
            info = entry[1]
            obj = info.weakref()
            if obj is not None and self._registry.pop(self._key, None):
                return (obj, info.func, info.args, info.kwargs or {})

    def peek(self):
        entry = self._registry.get(self._key)
        if entry is not None:
            info = entry[1]
            obj = info.weakref()
            if obj is not None:
                return (obj, info.func, info.args, info.kwargs or {})

    @property
    def alive(self):
        return self._key in self._registry

    @property
    def atexit(self):
        entry = self._registry.get(self._key)
        return bool(entry) and entry[1].atexit

    @atexit.setter
    def atexit(self, value):
        entry = self._registry.get(self._key)
        if entry:
            entry[1].atexit = bool(value)

    def __repr__(self):
        entry = self._registry.get(self._key)
        obj = entry[1].weakref() if entry else None
        if obj is None:
            return "<%s object at %#x; dead>" % (type(self).__name__, id(self))
        return "<%s object at %#x; for %r at %#x>" % (type(self).__name__, id(self), type(obj).__name__, id(obj))
