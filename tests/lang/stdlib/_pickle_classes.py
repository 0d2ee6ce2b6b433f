# Classes pickled by stdlib_pickle.py and its fixtures (a helper module, not a test).


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        return type(other) is Point and (self.x, self.y) == (other.x, other.y)

    def __repr__(self):
        return 'Point(%r, %r)' % (self.x, self.y)


class Slotted:
    __slots__ = ('a', 'b')

    def __init__(self, a, b):
        self.a = a
        self.b = b

    def __getstate__(self):
        return (None, {'a': self.a, 'b': self.b})

    def __repr__(self):
        return 'Slotted(%r, %r)' % (self.a, self.b)


class WithState:
    def __init__(self, v):
        self.v = v

    def __getstate__(self):
        return {'v': self.v, 'extra': 'saved'}

    def __setstate__(self, state):
        self.v = state['v']
        self.restored = state['extra']

    def __repr__(self):
        return 'WithState(%r, %r)' % (self.v, getattr(self, 'restored', None))


class Reduced:
    def __init__(self, name):
        self.name = name

    def __reduce__(self):
        return (Reduced, (self.name,))

    def __repr__(self):
        return 'Reduced(%r)' % self.name


class NewArgs:
    def __new__(cls, a, b):
        obj = object.__new__(cls)
        obj.args = (a, b)
        return obj

    def __getnewargs__(self):
        return self.args

    def __repr__(self):
        return 'NewArgs%r' % (self.args,)


class MyList(list):
    pass


class MyDict(dict):
    pass
