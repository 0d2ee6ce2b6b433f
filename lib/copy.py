"""copy: shallow and deep copies (CPython 3.11's documented surface).

Owns copy(x), deepcopy(x, memo=None), Error (alias error) and the hooks a class can
define: __copy__(), __deepcopy__(memo), __reduce_ex__(4)/__reduce__ (a class's own,
interpreted as pickle defines the tuple), __getnewargs_ex__/__getnewargs__,
__getstate__/__setstate__.

Note [How copy copies without pickling]: TensorPy's object has no generic
__reduce_ex__, so copying takes these paths in order: atomic values (numbers, str,
bytes, None, types, functions, ranges, ...) are returned as they are; the built-in
containers are rebuilt (list, dict, set, frozenset, tuple, bytearray, and deep copies of
their items); a class's __copy__/__deepcopy__ is called; a reduction the class itself
defines is followed; otherwise an instance of a Python class is rebuilt as pickle's
protocol 2+ would: `cls.__new__(cls, *newargs)`, then its state (`__getstate__()`, or
its `__dict__` and slot values) restored through `__setstate__` or directly, then the
items of list/dict subclasses; exceptions are rebuilt from their args. Anything else (a
generator, a file, a lock) raises TypeError("cannot pickle 'T' object") as CPython's
reduction would. The deep-copy memo maps id(original) to the copy and keeps the
originals alive under id(memo) so their ids cannot be reused while it exists.
"""

import types

__all__ = ["Error", "copy", "deepcopy"]


class Error(Exception):
    """Raised by copy helpers for objects that cannot be copied."""


error = Error

_atomic = {type(None), int, float, bool, str, bytes, type, range, slice,
           property, types.BuiltinFunctionType, type(Ellipsis), type(NotImplemented),
           types.FunctionType, types.CodeType}
try:
    _atomic.add(complex)
except NameError:
    pass
try:
    import weakref
    _atomic.add(weakref.ref)
except ImportError:
    pass
_atomic = frozenset(_atomic)

_container_types = (list, dict, set, frozenset, tuple, bytearray)
# Immutable built-ins whose subclasses are rebuilt from the plain value.
_scalar_types = [int, float, str, bytes]
try:
    _scalar_types.append(complex)
except NameError:
    pass


def copy(x):
    """A shallow copy of x: a new container holding the same items, or an object
    whose attributes are the same objects."""
    cls = type(x)
    if cls in _atomic or issubclass(cls, type):
        return x
    if cls is list or cls is dict or cls is set or cls is bytearray:
        return cls.copy(x)
    if cls is tuple or cls is frozenset:
        return x
    if cls is types.MethodType:
        return cls(x.__func__, x.__self__)
    copier = getattr(cls, "__copy__", None)
    if copier is not None:
        return copier(x)
    rv = _own_reduction(cls, x)
    if rv is not None:
        if isinstance(rv, str):
            return x
        return _reconstruct(x, None, *rv)
    return _rebuild(x, cls, None)


def deepcopy(x, memo=None, _nil=[]):
    """A deep copy of x: containers and instances are copied recursively; shared and
    cyclic references are preserved through memo (id -> copy)."""
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if cls in _atomic or issubclass(cls, type):
        y = x
    elif cls is list:
        y = []
        memo[d] = y
        for a in x:
            y.append(deepcopy(a, memo))
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is tuple:
        y = _deepcopy_tuple(x, memo)
    elif cls is set or cls is frozenset:
        y = cls(deepcopy(list(x), memo))
    elif cls is bytearray:
        y = bytearray(x)
    elif cls is types.MethodType:
        y = cls(x.__func__, deepcopy(x.__self__, memo))
    else:
        copier = getattr(x, "__deepcopy__", None)
        if copier is not None:
            y = copier(memo)
        else:
            rv = _own_reduction(cls, x)
            if rv is not None:
                if isinstance(rv, str):
                    y = x
                else:
                    y = _reconstruct(x, memo, *rv)
            else:
                y = _rebuild(x, cls, memo)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _deepcopy_tuple(x, memo):
    y = [deepcopy(a, memo) for a in x]
    # A tuple reached again through its own items was copied by the recursion.
    try:
        return memo[id(x)]
    except KeyError:
        pass
    for k, j in zip(x, y):
        if k is not j:
            return tuple(y)
    return x


def _keep_alive(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _own_reduction(cls, x):
    """The reduction tuple (or a str meaning "global, keep x") when cls, or a class
    between it and object, defines __reduce_ex__ or __reduce__ itself; else None."""
    for klass in cls.__mro__:
        if klass is object:
            break
        d = klass.__dict__
        if "__reduce_ex__" in d:
            return x.__reduce_ex__(4)
        if "__reduce__" in d:
            return x.__reduce__()
    return None


def _is_python_instance(x):
    """True when x is an instance of a class written in Python (it has a __dict__ or
    slots that the class statement declared)."""
    if hasattr(x, "__dict__"):
        return True
    for klass in type(x).__mro__:
        if "__slots__" in klass.__dict__:
            return True
    return False


def _slot_names(cls):
    names = []
    for klass in cls.__mro__:
        slots = klass.__dict__.get("__slots__")
        if slots is None:
            continue
        if isinstance(slots, str):
            slots = (slots,)
        for name in slots:
            if name in ("__dict__", "__weakref__"):
                continue
            if name.startswith("__") and not name.endswith("__"):
                name = "_%s%s" % (klass.__name__.lstrip("_"), name)
            names.append(name)
    return names


def _default_state(x, cls):
    """What object.__getstate__ returns: the instance dict, or (dict or None, slots)
    when the class has slots with values."""
    d = getattr(x, "__dict__", None)
    state = dict(d) if d else None
    slots = {}
    for name in _slot_names(cls):
        try:
            slots[name] = getattr(x, name)
        except AttributeError:
            pass
    if slots:
        return (state, slots)
    return state


def _rebuild(x, cls, memo):
    """Note [How copy copies without pickling]: rebuilds a Python-class instance."""
    deep = memo is not None
    if isinstance(x, BaseException):
        args = x.args
        if deep:
            args = deepcopy(args, memo)
        y = cls.__new__(cls, *args)
        y.args = args
        if deep:
            memo[id(x)] = y
        state = getattr(x, "__dict__", None)
        if state:
            if deep:
                state = deepcopy(state, memo)
            y.__dict__.update(state)
        return y
    if not _is_python_instance(x) and not isinstance(x, _container_types):
        raise TypeError(f"cannot pickle '{cls.__name__}' object")
    args, kwargs = (), {}
    getnewargs_ex = getattr(x, "__getnewargs_ex__", None)
    if getnewargs_ex is not None:
        args, kwargs = getnewargs_ex()
    else:
        getnewargs = getattr(x, "__getnewargs__", None)
        if getnewargs is not None:
            args = getnewargs()
        elif isinstance(x, tuple):
            args = (tuple(x),)
        elif isinstance(x, frozenset):
            args = (list(x),)
        else:
            for scalar in _scalar_types:
                if isinstance(x, scalar):
                    args = (scalar(x),)
                    break
    if deep and (args or kwargs):
        args = deepcopy(args, memo)
        kwargs = deepcopy(kwargs, memo)
    y = cls.__new__(cls, *args, **kwargs)
    if deep:
        memo[id(x)] = y
    getstate = getattr(x, "__getstate__", None)
    if getstate is not None and _own_method(cls, "__getstate__"):
        state = getstate()
    else:
        state = _default_state(x, cls)
    if isinstance(x, list):
        listitems = list(x)
    else:
        listitems = None
    if isinstance(x, dict):
        dictitems = list(x.items())
    else:
        dictitems = None
    if isinstance(x, set):
        for item in (deepcopy(list(x), memo) if deep else x):
            y.add(item)
    elif isinstance(x, bytearray):
        y.extend(x)
    _finish(y, state, listitems, dictitems, memo)
    return y


def _own_method(cls, name):
    for klass in cls.__mro__:
        if klass is object:
            return False
        if name in klass.__dict__:
            return True
    return False


def _finish(y, state, listiter, dictiter, memo):
    """Restores state, then list and dict items, into the new object y."""
    deep = memo is not None
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        setstate = getattr(y, "__setstate__", None)
        if setstate is not None and _own_method(type(y), "__setstate__"):
            setstate(state)
        else:
            slotstate = None
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            if state:
                y.__dict__.update(state)
            if slotstate:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    if listiter is not None:
        if deep:
            for item in listiter:
                y.append(deepcopy(item, memo))
        else:
            for item in listiter:
                y.append(item)
    if dictiter is not None:
        if deep:
            for key, value in dictiter:
                y[deepcopy(key, memo)] = deepcopy(value, memo)
        else:
            for key, value in dictiter:
                y[key] = value


def _reconstruct(x, memo, func, args, state=None, listiter=None, dictiter=None, *rest):
    """Follows a reduction tuple (callable, args, state, listitems, dictitems)."""
    deep = memo is not None
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y
    _finish(y, state, listiter, dictiter, memo)
    return y
