# pickle: dumps for each protocol 0-5 (the bytes, compared with CPython's own pickles),
# loads of pickles CPython made (pickle_data/cpython_pickles.txt, from gen_fixtures.py),
# round trips of built-in types and classes (__reduce__, __getstate__/__setstate__,
# __slots__, __getnewargs__, list/dict subclasses, shared and recursive structures),
# Pickler/Unpickler (persistent ids, dispatch_table, reducer_override, find_class),
# dump/load on files, copyreg, and the error messages.
import collections
import copyreg
import io
import pickle

from _pickle_classes import Point, Slotted, WithState, Reduced, NewArgs, MyList, MyDict

print("--- CPython's pickles")
with open('pickle_data/cpython_pickles.txt') as f:
    fixtures = [line.split() for line in f]
for name, proto, data in fixtures:
    obj = pickle.loads(bytes.fromhex(data))
    text = repr(obj)
    print(name, proto, text[:300] if len(text) < 400 else text[:150] + '...' + str(len(text)))
    if name in ('scalars', 'containers', 'shared', 'classes', 'globals'):
        again = pickle.dumps(obj, int(proto))
        print('  same bytes:', again.hex() == data)
print(pickle.loads(bytes.fromhex(fixtures[-4][2]), encoding='bytes'))
print(pickle.loads(bytes.fromhex(fixtures[-3][2]), encoding='latin1'))

print("--- shared and recursive")
for proto in range(6):
    s = ['x']
    data = [s, s]
    back = pickle.loads(pickle.dumps(data, proto))
    rec = []
    rec.append(rec)
    r2 = pickle.loads(pickle.dumps(rec, proto))
    d = {}
    d['self'] = d
    d2 = pickle.loads(pickle.dumps(d, proto))
    t = ([],)
    t[0].append(t)
    t2 = pickle.loads(pickle.dumps(t, proto))
    p = Point(1, 2)
    p.me = p
    p2 = pickle.loads(pickle.dumps(p, proto))
    print(proto, back[0] is back[1], r2[0] is r2, d2['self'] is d2, t2[0][0] is t2, p2.me is p2)
    print(pickle.dumps(rec, proto).hex(), pickle.dumps(t, proto).hex())

print("--- Pickler and Unpickler")


class DB:
    def __init__(self, key):
        self.key = key


class PersistentPickler(pickle.Pickler):
    def persistent_id(self, obj):
        return ('db:' + obj.key) if isinstance(obj, DB) else None


class PersistentUnpickler(pickle.Unpickler):
    def persistent_load(self, pid):
        kind, key = pid.split(':')
        return 'loaded ' + key


for proto in (0, 2, 4):
    buf = io.BytesIO()
    PersistentPickler(buf, proto).dump([DB('a'), 1])
    print(buf.getvalue().hex(), PersistentUnpickler(io.BytesIO(buf.getvalue())).load())
buf = io.BytesIO()
PersistentPickler(buf, 0).dump(DB('x'))
try:
    pickle.loads(buf.getvalue())
except pickle.UnpicklingError as e:
    print("UnpicklingError:", e)


class Custom:
    def __init__(self, v):
        self.v = v


def reduce_custom(c):
    return (Custom, (c.v * 2,))


buf = io.BytesIO()
p = pickle.Pickler(buf, 3)
p.dispatch_table = copyreg.dispatch_table.copy()
p.dispatch_table[Custom] = reduce_custom
p.dump(Custom(21))
print(pickle.loads(buf.getvalue()).v)


class Overriding(pickle.Pickler):
    def reducer_override(self, obj):
        if isinstance(obj, Custom):
            return (str, ('overridden',))
        return NotImplemented


buf = io.BytesIO()
Overriding(buf, 4).dump([Custom(1), 2])
print(pickle.loads(buf.getvalue()))


class Restricted(pickle.Unpickler):
    def find_class(self, module, name):
        if module == 'builtins' and name == 'range':
            return range
        raise pickle.UnpicklingError("global '%s.%s' is forbidden" % (module, name))


print(Restricted(io.BytesIO(pickle.dumps(range(3)))).load())
try:
    Restricted(io.BytesIO(pickle.dumps(len))).load()
except pickle.UnpicklingError as e:
    print("UnpicklingError:", e)
copyreg.pickle(Custom, reduce_custom)
print(pickle.loads(pickle.dumps(Custom(5))).v)
del copyreg.dispatch_table[Custom]
buf = io.BytesIO()
pk = pickle.Pickler(buf, 2)
pk.dump('a')
pk.dump('a')
pk.clear_memo()
pk.dump('a')
buf.seek(0)
up = pickle.Unpickler(buf)
print(buf.getvalue().hex(), up.load(), up.load(), up.load())

print("--- files")
path = '_pickle_test_tmp.pkl'
import os
try:
    with open(path, 'wb') as f:
        pickle.dump({'a': [1, 2]}, f)
        pickle.dump(Point(3, 4), f, protocol=0)
    with open(path, 'rb') as f:
        print(pickle.load(f), pickle.load(f))
        try:
            pickle.load(f)
        except EOFError as e:
            print("EOFError:", e)
finally:
    os.remove(path)

print("--- copyreg")
copyreg.add_extension('_pickle_classes', 'Point', 240)
print(pickle.dumps(Point, 2).hex(), pickle.loads(pickle.dumps(Point, 2)) is Point)
copyreg.remove_extension('_pickle_classes', 'Point', 240)
print(pickle.dumps(Point, 2).hex())
for bad in ((0,), (2 ** 31,)):
    try:
        copyreg.add_extension('m', 'n', *bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    copyreg.pickle(Custom, 'not callable')
except TypeError as e:
    print("TypeError:", e)
print(copyreg.__newobj__(Point, 1, 2).__class__.__name__, copyreg._reconstructor(Point, object, None).__class__.__name__)

print("--- errors")


def attempt(fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(f"  {type(e).__module__}.{type(e).__name__}: {e}")
    else:
        print("  ->", repr(r)[:100])


class BadReduce:
    def __reduce__(self):
        return 5


class ShortReduce:
    def __reduce__(self):
        return (1,)


class NotCallable:
    def __reduce__(self):
        return (5, ())


class NotTupleArgs:
    def __reduce__(self):
        return (Point, [1, 2])


def local_function():
    def inner():
        pass
    return inner


attempt(pickle.dumps, BadReduce())
attempt(pickle.dumps, ShortReduce())
attempt(pickle.dumps, NotCallable())
attempt(pickle.dumps, NotTupleArgs())
attempt(pickle.dumps, (x for x in []))
attempt(pickle.dumps, local_function())
attempt(pickle.dumps, 1, 6)
attempt(pickle.Pickler, io.BytesIO(), 4, buffer_callback=print)
attempt(pickle.Pickler, 'no write')
attempt(pickle.loads, b'')
attempt(pickle.loads, b'x')
attempt(pickle.loads, b'\x80\x04\x95')
attempt(pickle.loads, b'(')
attempt(pickle.loads, b'\x80\x06.')
attempt(pickle.loads, b'cnosuchmodule_x\nname\n.')
attempt(pickle.loads, b'cbuiltins\nnosuch\n.')
attempt(pickle.loads, b'N')
attempt(pickle.loads, b'0.')
attempt(pickle.loads, b'a.')
attempt(pickle.loads, b'h\x05.')
attempt(pickle.loads, b'\x80\x05\x97.')
attempt(pickle.loads, 'str data')
print(pickle.HIGHEST_PROTOCOL, pickle.DEFAULT_PROTOCOL, issubclass(pickle.PicklingError, pickle.PickleError),
      issubclass(pickle.UnpicklingError, pickle.PickleError), issubclass(pickle.PickleError, Exception))
print(pickle.dumps(b'x' * 70000, 4)[:20].hex(), len(pickle.dumps('y' * 70000, 4)),
      pickle.loads(pickle.dumps(list(range(70000)), 4))[-1])
print(pickle.dumps([b'a' * 100000, 'tail'], 4)[:30].hex(), pickle.loads(pickle.dumps([b'a' * 100000, 'tail'], 4))[1])
