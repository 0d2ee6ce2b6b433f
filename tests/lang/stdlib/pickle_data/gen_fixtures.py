# Writes cpython_pickles.txt: pickles made by CPython 3.11 (protocols 0-5) of the objects
# stdlib_pickle.py expects, hex-encoded one per line as "name protocol hex". Run with
# CPython from this directory: /root/.pyenv/versions/3.11.7/bin/python3 gen_fixtures.py
import collections
import pickle
import sys

sys.path.insert(0, '..')
from _pickle_classes import Point, Slotted, WithState, Reduced, NewArgs, MyList, MyDict

objects = {
    'scalars': [None, True, False, 0, 255, 65536, -7, 2 ** 70, -2 ** 70, 1.25, float('inf'),
                'text', 'ünï\u20ac\U0001f600\n\\', b'\x00bytes\xff', bytearray(b'ba')],
    'containers': ((), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4), [], [[]], {}, {'k': [1, 2]},
                   set(), {1, 2, 3}, frozenset(), frozenset('ab'), list(range(1200))),
    'shared': (lambda s: [s, s, {'a': s}])(['shared']),
    'classes': [Point(1, 2), Slotted(3, 4), WithState(5), Reduced('r'), NewArgs(7, 8),
                MyList([1, 2]), MyDict(k=9)],
    'globals': [len, Point, collections.OrderedDict, type(None), NotImplemented, Ellipsis,
                ValueError('msg', 1), collections.OrderedDict(a=1, b=2), range(2, 9, 3),
                complex(1.5, -2)],
}

with open('cpython_pickles.txt', 'w') as out:
    for name, obj in objects.items():
        for proto in range(6):
            out.write('%s %d %s\n' % (name, proto, pickle.dumps(obj, proto).hex()))
    # Python 2 style data: STRING / BINSTRING / SHORT_BINSTRING opcodes.
    out.write('py2str 0 %s\n' % b"S'py2 string'\np0\n.".hex())
    out.write('py2binstr 1 %s\n' % b"T\x05\x00\x00\x00abcdeq\x00.".hex())
    out.write('py2short 2 %s\n' % b"\x80\x02U\x03xyzq\x00.".hex())
    out.write('py2global 2 %s\n' % b"\x80\x02c__builtin__\nxrange\nq\x00K\x01K\x05K\x01\x87q\x01Rq\x02.".hex())
