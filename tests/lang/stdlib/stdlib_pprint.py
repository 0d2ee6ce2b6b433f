# pprint: pformat/pprint/pp of nested containers over a table of widths, indents, depths,
# compact and sort_dicts settings; long strings and bytes split across lines; the
# collections types; recursion; saferepr/isreadable/isrecursive and PrettyPrinter's
# errors (compared with CPython 3.11; ids of recursive objects are masked).
import collections
import io
import pprint
import re
import types

nested = {
    'name': 'example', 'values': list(range(30)), 'matrix': [[i * j for j in range(6)] for i in range(5)],
    'tuple': (1, 'two', 3.0, None, True), 'single': (5,), 'empty': [[], {}, (), set(), frozenset(), '', b''],
    'set': {3, 1, 2}, 'frozen': frozenset({20, 10}), 'nested': {'a': {'b': {'c': {'d': [1, 2, {'e': 'f'}]}}}},
    'text': 'the quick brown fox jumps over the lazy dog ' * 4, 'lines': 'first line\nsecond line\n' * 3,
    'bytes': bytes(range(60)), 'ba': bytearray(b'hello world, this is a bytearray of some length' * 2),
    'mixed': {1: 'int', 'a': 'str', (1, 2): 'tuple', None: 'none'}, 3: [1.5, -2.25, 1e100, float('inf')],
}
masks = re.compile(r'id=\d+')
for width in [1, 10, 20, 40, 60, 80, 120]:
    for kwargs in [{}, {'indent': 4}, {'compact': True}, {'sort_dicts': False}, {'depth': 2}, {'indent': 0, 'compact': True}]:
        print('==', width, kwargs)
        print(pprint.pformat(nested, width=width, **kwargs))
print(pprint.pformat(list(range(100)), compact=True, width=40))
print(pprint.pformat([list(range(10))] * 5, width=30, compact=True))
print(pprint.pformat({'k' * 10: ['v' * 20] * 3}, width=30, indent=3))
print(pprint.pformat(('a' * 50, 'b' * 50), width=40), pprint.pformat(['x' * 100], width=30))
print(pprint.pformat('a' * 200, width=50), pprint.pformat('short'), pprint.pformat('a b c d e f g ' * 10, width=25))
print(pprint.pformat(b'\x00' * 40, width=30), pprint.pformat(bytearray(b'abcdefgh' * 10), width=40))
print(pprint.pformat([b'1234567890' * 5], width=20), pprint.pformat({'key': 'word ' * 30}, width=40))
print(pprint.pformat(12345678901234567890, underscore_numbers=True), pprint.pformat([10 ** 9] * 3, underscore_numbers=True))

od = collections.OrderedDict((str(i), i) for i in range(12))
dd = collections.defaultdict(list, {'a': [1] * 20, 'b': [2] * 20})
ctr = collections.Counter('abracadabra' * 5)
cm = collections.ChainMap({'a': 1, 'b': 'x' * 50}, {'c': list(range(20))})
dq = collections.deque(range(30))
dqm = collections.deque(range(30), maxlen=40)
for obj in [od, dd, ctr, cm, dq, dqm, collections.OrderedDict(), collections.defaultdict(int), collections.Counter(),
            collections.deque(), collections.UserList(range(40)), collections.UserDict({i: str(i) * 5 for i in range(10)}),
            types.SimpleNamespace(a=1, b=list(range(30)), c='text' * 10)]:
    print(pprint.pformat(obj, width=40))
    print(pprint.pformat(obj))

class MyList(list):
    pass
class ReprList(list):
    def __repr__(self):
        return 'ReprList(...)'
class MyDict(dict):
    pass
print(pprint.pformat(MyList(range(40)), width=30), pprint.pformat(ReprList(range(40)), width=30),
      pprint.pformat(MyDict({i: i for i in range(20)}), width=30))

rec = [1, 2]
rec.append(rec)
d = {'self': None}
d['self'] = d
for obj in [rec, d, [rec, rec], {'x': rec}]:
    print(masks.sub('id=N', pprint.pformat(obj)), masks.sub('id=N', pprint.saferepr(obj)),
          pprint.isrecursive(obj), pprint.isreadable(obj))
print(masks.sub('id=N', pprint.pformat(rec, width=5)))
for obj in [1, 'a', [1, {'a': (2,)}], object(), [object()], {1: 2}, (), {3, 4}, 1.5, None, len]:
    print(pprint.isreadable(obj), pprint.isrecursive(obj), re.sub('0x[0-9a-f]+', '0x..', pprint.saferepr(obj)))
print(pprint.saferepr({'b': 1, 'a': [2, 1]}), pprint.saferepr([{}, [], ()]))
print(pprint.pformat([[[[[1]]]], [[2]]], depth=1), pprint.pformat([[[[[1]]]], [[2]]], depth=3),
      pprint.pformat({'a': {'b': {}}}, depth=1), pprint.pformat(({'x': [1]},), depth=2))
print(pprint.pformat({2: 'b', 1: 'a', 'x': 0, (1,): 3, None: 4}), pprint.pformat({3: 1, 1: 2}, sort_dicts=False))
print(pprint.pformat({1.5, 1, 'a', (2,), None}, width=10))

out = io.StringIO()
pprint.pprint(nested['matrix'], stream=out, width=30)
pprint.pp({'b': 1, 'a': 2}, stream=out)
pprint.pp({'b': 1, 'a': list(range(30))}, stream=out, width=20, sort_dicts=True)
p = pprint.PrettyPrinter(indent=2, width=30, stream=out, compact=True)
p.pprint(list(range(40)))
print(out.getvalue())
print(p.pformat({'a': 1}), p.isreadable([1]), p.isrecursive(rec), p.format([1, 2], {}, 0, 0))
pprint.pprint({'z': 1, 'y': [1, 2, 3] * 10})
pprint.pp({'z': 1, 'y': 2})
for call in ['pprint.PrettyPrinter(indent=-1)', 'pprint.PrettyPrinter(depth=0)', 'pprint.PrettyPrinter(width=0)',
             'pprint.pformat([1], width=-5)', 'pprint.PrettyPrinter(indent="x")', 'pprint.pformat(1, foo=2)']:
    try:
        print(call, repr(eval(call)).split(' object at')[0])
    except Exception as e:
        print(call, type(e).__name__, e)
print(sorted(pprint.__all__))
