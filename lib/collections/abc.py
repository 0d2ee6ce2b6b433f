"""collections.abc: the abstract base classes of the container protocols (CPython 3.11).

Owns every ABC of the documented table (Hashable, Iterable, Iterator, Reversible,
Generator, Sized, Container, Callable, Collection, Set, MutableSet, Mapping,
MutableMapping, MappingView, KeysView, ItemsView, ValuesView, Sequence, MutableSequence,
ByteString, Awaitable, Coroutine, AsyncIterable, AsyncIterator, AsyncGenerator) with the
mixin methods the table lists, and registers the built-in types as CPython does (list is
a MutableSequence, dict a MutableMapping, tuple/str/range a Sequence, set a MutableSet,
the dict views KeysView/ValuesView/ItemsView, the built-in iterators Iterators, ...).

The one-trick ABCs answer isinstance/issubclass structurally through `__subclasshook__`:
a class is an Iterable when some class of its MRO defines `__iter__` and the nearest such
definition is not None (`_check_methods`). Subclass hooks apply only to the ABC itself,
never to its subclasses, as in CPython.
"""

from abc import ABCMeta, abstractmethod

__all__ = ["Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator", "AsyncGenerator",
           "Hashable", "Iterable", "Iterator", "Generator", "Reversible", "Sized",
           "Container", "Callable", "Collection", "Set", "MutableSet", "Mapping",
           "MutableMapping", "MappingView", "KeysView", "ItemsView", "ValuesView",
           "Sequence", "MutableSequence", "ByteString"]


def _check_methods(C, *methods):
    """True when every name in methods is defined (not as None) along C's MRO, else
    NotImplemented so that the ABC machinery continues with the registry."""
    mro = C.__mro__
    for method in methods:
        for B in mro:
            d = B.__dict__
            if method in d:
                if d[method] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


def _generic_alias(cls, params):
    import types
    return types.GenericAlias(cls, params)


# One-trick ponies ------------------------------------------------------------------

class Hashable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __hash__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Hashable:
            return _check_methods(C, "__hash__")
        return NotImplemented


class Awaitable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __await__(self):
        yield

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Awaitable:
            return _check_methods(C, "__await__")
        return NotImplemented

    __class_getitem__ = classmethod(_generic_alias)


class Coroutine(Awaitable):
    __slots__ = ()

    @abstractmethod
    def send(self, value):
        """Sends a value into the coroutine; returns the next yielded value or raises
        StopIteration."""
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        """Raises an exception in the coroutine."""
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        if tb is not None:
            val = val.with_traceback(tb)
        raise val

    def close(self):
        """Raises GeneratorExit inside the coroutine."""
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("coroutine ignored GeneratorExit")

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Coroutine:
            return _check_methods(C, "__await__", "send", "throw", "close")
        return NotImplemented


class AsyncIterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncIterable:
            return _check_methods(C, "__aiter__")
        return NotImplemented

    __class_getitem__ = classmethod(_generic_alias)


class AsyncIterator(AsyncIterable):
    __slots__ = ()

    @abstractmethod
    def __anext__(self):
        """Returns an awaitable for the next item (raising StopAsyncIteration at the
        end)."""
        raise StopAsyncIteration

    def __aiter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncIterator:
            return _check_methods(C, "__anext__", "__aiter__")
        return NotImplemented


class AsyncGenerator(AsyncIterator):
    __slots__ = ()

    def __anext__(self):
        """The awaitable asend(None)."""
        return self.asend(None)

    @abstractmethod
    def asend(self, value):
        """Returns an awaitable that sends value into the generator."""
        raise StopAsyncIteration

    @abstractmethod
    def athrow(self, typ, val=None, tb=None):
        """Returns an awaitable that raises an exception inside the generator."""
        raise typ if val is None else val

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncGenerator:
            return _check_methods(C, "__aiter__", "__anext__", "asend", "athrow", "aclose")
        return NotImplemented


class Iterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __iter__(self):
        while False:
            yield None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Iterable:
            return _check_methods(C, "__iter__")
        return NotImplemented

    __class_getitem__ = classmethod(_generic_alias)


class Iterator(Iterable):
    __slots__ = ()

    @abstractmethod
    def __next__(self):
        """Returns the next item or raises StopIteration."""
        raise StopIteration

    def __iter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Iterator:
            return _check_methods(C, "__iter__", "__next__")
        return NotImplemented


class Reversible(Iterable):
    __slots__ = ()

    @abstractmethod
    def __reversed__(self):
        while False:
            yield None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Reversible:
            return _check_methods(C, "__reversed__", "__iter__")
        return NotImplemented


class Generator(Iterator):
    __slots__ = ()

    def __next__(self):
        return self.send(None)

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        if tb is not None:
            val = val.with_traceback(tb)
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("generator ignored GeneratorExit")

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Generator:
            return _check_methods(C, "__iter__", "__next__", "send", "throw", "close")
        return NotImplemented


class Sized(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __len__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return _check_methods(C, "__len__")
        return NotImplemented


class Container(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __contains__(self, x):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Container:
            return _check_methods(C, "__contains__")
        return NotImplemented

    __class_getitem__ = classmethod(_generic_alias)


class Collection(Sized, Iterable, Container):
    __slots__ = ()

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Collection:
            return _check_methods(C, "__len__", "__iter__", "__contains__")
        return NotImplemented


class Callable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __call__(self, *args, **kwds):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Callable:
            return _check_methods(C, "__call__")
        return NotImplemented

    @classmethod
    def __class_getitem__(cls, params):
        import types
        import _generic_alias
        return _generic_alias.callable_alias(cls, params)


# Sets ------------------------------------------------------------------------------

class Set(Collection):
    """A finite, iterable container; the mixins give the comparisons and the set
    operators, building results with `_from_iterable` (override it when the constructor
    does not take an iterable)."""
    __slots__ = ()

    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) > len(other):
            return False
        for elem in self:
            if elem not in other:
                return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) < len(other):
            return False
        for elem in other:
            if elem not in self:
                return False
        return True

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(value for value in other if value in self)

    __rand__ = __and__

    def isdisjoint(self, other):
        """True when the two sets have no element in common."""
        for value in other:
            if value in self:
                return False
        return True

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(e for s in (self, other) for e in s)

    __ror__ = __or__

    def __sub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in self if value not in other)

    def __rsub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in other if value not in self)

    def __xor__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    def _hash(self):
        """The hash a frozenset of the same elements has (for hashable subclasses to use
        as their __hash__)."""
        return hash(frozenset(self))


class MutableSet(Set):
    __slots__ = ()

    @abstractmethod
    def add(self, value):
        """Adds an element."""
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        """Removes an element if it is a member; does nothing otherwise."""
        raise NotImplementedError

    def remove(self, value):
        """Removes an element; KeyError when it is not a member."""
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        """Removes and returns an arbitrary element; KeyError when empty."""
        it = iter(self)
        try:
            value = next(it)
        except StopIteration:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in (self - it):
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
        else:
            if not isinstance(it, Set):
                it = self._from_iterable(it)
            for value in it:
                if value in self:
                    self.discard(value)
                else:
                    self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for value in it:
                self.discard(value)
        return self


# Mappings --------------------------------------------------------------------------

class Mapping(Collection):
    """A read-only mapping: define __getitem__, __iter__ and __len__; the mixins give
    get, __contains__, keys, items, values, __eq__ and __ne__."""
    __slots__ = ()

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        else:
            return True

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __reversed__ = None


class MappingView(Sized):
    __slots__ = ("_mapping",)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f"{type(self).__name__}({self._mapping!r})"

    __class_getitem__ = classmethod(_generic_alias)


class KeysView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


class ItemsView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        else:
            return v is value or v == value

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


class ValuesView(MappingView, Collection):
    __slots__ = ()

    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


class MutableMapping(Mapping):
    """A mapping that also defines __setitem__ and __delitem__; the mixins give pop,
    popitem, clear, update and setdefault."""
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    __marker = object()

    def pop(self, key, default=__marker):
        try:
            value = self[key]
        except KeyError:
            if default is self.__marker:
                raise
            return default
        else:
            del self[key]
            return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        if isinstance(other, Mapping):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


# Sequences -------------------------------------------------------------------------

class Sequence(Reversible, Collection):
    """A read-only sequence: define __getitem__ (int indexes, IndexError past the end)
    and __len__; the mixins give __iter__, __contains__, __reversed__, index, count."""
    __slots__ = ()

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def index(self, value, start=0, stop=None):
        """The first index of value in [start, stop); ValueError when absent. Negative
        bounds count from the end, as list.index's."""
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        return sum(1 for v in self if v is value or v == value)


class ByteString(Sequence):
    __slots__ = ()


class MutableSequence(Sequence):
    """A sequence that also defines __setitem__, __delitem__ and insert; the mixins give
    append, clear, reverse, extend, pop, remove and +=."""
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        """Inserts value before index."""
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]

    def extend(self, values):
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


# Registration of the built-in types --------------------------------------------------

def _register_builtins():
    iterators = [iter(b""), iter(bytearray()), iter({}), iter({}.keys()),
                 iter({}.values()), iter({}.items()), iter([]), reversed([]),
                 iter(range(0)), iter(range(1 << 100)), iter(set()), iter(""), iter(()),
                 iter(zip()), iter(map(abs, ())), iter(filter(None, ())),
                 iter(enumerate(())), reversed(())]
    seen = set()
    for it in iterators:
        t = type(it)
        if t not in seen and not issubclass(t, Iterator):
            seen.add(t)
            Iterator.register(t)

    def gen():
        yield
    Generator.register(type(gen()))
    Sequence.register(tuple)
    Sequence.register(str)
    Sequence.register(range)
    try:
        Sequence.register(memoryview)
    except NameError:
        pass
    ByteString.register(bytes)
    ByteString.register(bytearray)
    MutableSequence.register(list)
    MutableSequence.register(bytearray)
    Set.register(frozenset)
    MutableSet.register(set)
    MutableMapping.register(dict)
    KeysView.register(type({}.keys()))
    ValuesView.register(type({}.values()))
    ItemsView.register(type({}.items()))
    try:
        import types
        Mapping.register(types.MappingProxyType)
    except (ImportError, AttributeError):
        pass

    # The coroutine and async generator types, and AsyncGenerator.aclose (a coroutine),
    # come from a module that needs async def; until the parser has it they are absent.
    try:
        import collections._abc_async as _abc_async
    except SyntaxError:
        return
    AsyncGenerator.aclose = _abc_async.aclose
    Coroutine.register(_abc_async.coroutine_type)
    AsyncGenerator.register(_abc_async.async_generator_type)


_register_builtins()
del _register_builtins
