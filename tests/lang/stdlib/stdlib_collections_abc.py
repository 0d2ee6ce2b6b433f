# collections.abc: every ABC, structural checks through __subclasshook__, the built-in
# registrations, and the mixin methods of Set, MutableSet, Mapping, MutableMapping,
# Sequence, MutableSequence and the views.
import collections.abc as cabc
from collections.abc import (Hashable, Iterable, Iterator, Reversible, Generator, Sized,
                             Container, Callable, Collection, Set, MutableSet, Mapping,
                             MutableMapping, MappingView, KeysView, ItemsView, ValuesView,
                             Sequence, MutableSequence, ByteString, Awaitable, Coroutine,
                             AsyncIterable, AsyncIterator, AsyncGenerator)

print(sorted(cabc.__all__))
print(repr(Iterable), repr(MutableMapping))

samples = [[], (), {}, set(), frozenset(), "", b"", bytearray(), range(3), iter([]),
           (x for x in ()), len, 3, 2.5, None, {}.keys(), {}.values(), {}.items(),
           iter({})]
abcs = [Hashable, Iterable, Iterator, Reversible, Generator, Sized, Container, Callable,
        Collection, Set, MutableSet, Mapping, MutableMapping, MappingView, KeysView,
        ItemsView, ValuesView, Sequence, MutableSequence, ByteString]
for s in samples:
    row = "".join("1" if isinstance(s, a) else "." for a in abcs)
    print(f"{type(s).__name__:15} {row}")
for t in (list, tuple, dict, set, frozenset, str, bytes, bytearray, range, int, bool,
          float, type):
    row = "".join("1" if issubclass(t, a) else "." for a in abcs)
    print(f"{t.__name__:15} {row}")


# Structural checks
class It:
    def __iter__(self):
        return self

    def __next__(self):
        raise StopIteration


class NotHashable:
    __hash__ = None


class Call:
    def __call__(self):
        return 1


class OnlyLen:
    def __len__(self):
        return 0


class NoIter(list):
    __iter__ = None


print(isinstance(It(), Iterator), isinstance(It(), Iterable), issubclass(It, Sized))
print(isinstance(NotHashable(), Hashable), isinstance(object(), Hashable))
print(isinstance(Call(), Callable), isinstance(Call, Callable), isinstance(3, Callable))
print(isinstance(OnlyLen(), Sized), isinstance(OnlyLen(), Collection))
print(issubclass(NoIter, Iterable), issubclass(NoIter, MutableSequence))


def gen():
    yield 1


print(isinstance(gen(), Generator), isinstance(gen(), Iterator), issubclass(type(gen()), Iterable))

# Abstract instantiation errors
for a in (Iterable, Sequence, MutableMapping, Set, MutableSet):
    try:
        a()
    except TypeError as e:
        print(e)
print(sorted(MutableSequence.__abstractmethods__), sorted(Mapping.__abstractmethods__))
print(sorted(Generator.__abstractmethods__), sorted(Coroutine.__abstractmethods__))
print(sorted(AsyncGenerator.__abstractmethods__), sorted(MutableSet.__abstractmethods__))


# Sequence mixins
class Seq(Sequence):
    def __init__(self, *items):
        self.items = list(items)

    def __getitem__(self, i):
        return self.items[i]

    def __len__(self):
        return len(self.items)


s = Seq(1, 2, 3, 2)
print(list(s), 2 in s, 5 in s, list(reversed(s)), s.index(2), s.index(2, 2), s.count(2))
print(s.index(2, -2), s.index(1, 0, 1))
for args in ((9,), (1, 1), (2, 0, 1)):
    try:
        s.index(*args)
    except ValueError as e:
        print("ValueError", repr(e))
print(isinstance(s, Reversible), isinstance(s, Collection), isinstance(s, MutableSequence))


# MutableSequence mixins
class MSeq(MutableSequence):
    def __init__(self, *items):
        self.items = list(items)

    def __getitem__(self, i):
        return self.items[i]

    def __setitem__(self, i, v):
        self.items[i] = v

    def __delitem__(self, i):
        del self.items[i]

    def __len__(self):
        return len(self.items)

    def insert(self, i, v):
        self.items.insert(i, v)

    def __repr__(self):
        return f"MSeq{self.items}"


m = MSeq(1, 2, 3)
m.append(4)
m.extend([5, 6])
print(m, m.pop(), m.pop(0), m)
m.reverse()
print(m)
m.remove(3)
m += [7, 8]
print(m)
m.extend(m)
print(m, len(m))
m.clear()
print(m)
try:
    m.pop()
except IndexError as e:
    print("IndexError", e)
try:
    m.remove(1)
except ValueError as e:
    print("ValueError", repr(e))


# Mapping and MutableMapping mixins
class Map(MutableMapping):
    def __init__(self, *args, **kw):
        self.d = {}
        self.update(*args, **kw)

    def __getitem__(self, k):
        return self.d[k]

    def __setitem__(self, k, v):
        self.d[k] = v

    def __delitem__(self, k):
        del self.d[k]

    def __iter__(self):
        return iter(self.d)

    def __len__(self):
        return len(self.d)


mp = Map([("a", 1)], b=2)
print(mp.get("a"), mp.get("z"), mp.get("z", 0), "a" in mp, "z" in mp)
print(list(mp.keys()), list(mp.values()), list(mp.items()))
print(type(mp.keys()).__name__, type(mp.values()).__name__, len(mp.items()))
print(mp == {"a": 1, "b": 2}, mp != {"a": 1}, mp == [1], {"a": 1, "b": 2} == mp)
print(mp.setdefault("c", 3), mp.setdefault("a", 9), mp.pop("c"), mp.pop("q", "dflt"))
try:
    mp.pop("q")
except KeyError as e:
    print("KeyError", e)
print(mp.popitem(), dict(mp.items()))
mp.update({"x": 1}, y=2)
mp.update([("z", 3)])


class KeysOnly:
    def keys(self):
        return ["k"]

    def __getitem__(self, k):
        return k * 2


mp.update(KeysOnly())
print(sorted(mp.items()))
mp.clear()
print(len(mp))
try:
    mp.popitem()
except KeyError as e:
    print("KeyError", repr(e))
print(("a", 1) in Map(a=1).items(), ("a", 2) in Map(a=1).items(), 1 in Map(a=1).values())
print(Map(a=1).keys() == {"a"}, Map(a=1, b=2).keys() & {"a", "q"}, Map(a=1).keys() | {"z"} == {"a", "z"})
print(Mapping.__reversed__ is None, MutableMapping.__hash__ is None)


# Set and MutableSet mixins
class S(MutableSet):
    def __init__(self, it=()):
        self.data = []
        for x in it:
            self.add(x)

    def __contains__(self, x):
        return x in self.data

    def __iter__(self):
        return iter(self.data)

    def __len__(self):
        return len(self.data)

    def add(self, x):
        if x not in self.data:
            self.data.append(x)

    def discard(self, x):
        if x in self.data:
            self.data.remove(x)

    def __repr__(self):
        return f"S({sorted(self.data)})"


a, b = S([1, 2, 3]), S([2, 3, 4])
print(a & b, a | b, a - b, a ^ b, a <= b, a < S([1, 2, 3, 4]), a >= S([1]), a > a, a == S([3, 2, 1]))
print(a & [2], a | [9], a - {1}, {1, 2} - a, a.isdisjoint([7]), a.isdisjoint([1]))
print(a == {1, 2, 3}, a.__eq__([1, 2, 3]), a.__le__(3))
a.remove(1)
try:
    a.remove(1)
except KeyError as e:
    print("KeyError", e)
x = a.pop()
print(x, a)
a |= [5, 6]
a &= [5, 6, 7]
a ^= [6, 7]
a -= [5]
print(a)
a.clear()
print(a, len(a))
try:
    a.pop()
except KeyError as e:
    print("KeyError", repr(e))


class FS(Set):
    def __init__(self, it=()):
        self.data = frozenset(it)

    def __contains__(self, x):
        return x in self.data

    def __iter__(self):
        return iter(self.data)

    def __len__(self):
        return len(self.data)

    __hash__ = Set._hash


print(hash(FS([1, 2])) == hash(frozenset([1, 2])), sorted(FS([1]) | FS([2])))


# Registering and subclassing
class MyIterable(Iterable):
    def __iter__(self):
        return iter([1])


print(list(MyIterable()), issubclass(MyIterable, Iterable))
Sequence.register(MyIterable)
print(issubclass(MyIterable, Sequence), issubclass(MyIterable, Reversible))
print(isinstance(MappingView({}), Sized), repr(KeysView({"a": 1})), repr(ValuesView({1: 2})))
print(Iterable[int], Mapping[str, int], Callable[[int], str], Callable[..., int], MutableSequence[int][0:0] if False else Sequence[int].__origin__)
