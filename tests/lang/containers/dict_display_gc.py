# A dict display whose keys' __hash__ runs a collection: the dict being built must stay
# alive (BUILD_MAP / BUILD_CONST_KEY_MAP root it while hashing runs Python code).
import gc

class Key:
    def __init__(self, n):
        self.n = n
    def __hash__(self):
        gc.collect()
        junk = [{'a': i, 'b': [i] * 3} for i in range(200)]
        return hash(self.n)
    def __eq__(self, other):
        return isinstance(other, Key) and other.n == self.n
    def __repr__(self):
        return 'Key(%d)' % self.n

for rnd in range(3):
    d = {Key(1): 'one', Key(2): [2, 2], Key(3): {'x': 3}, 'plain': rnd}
    print(d)
    e = dict(a=Key(4), b=Key(5))
    f = {'a': Key(6), 'b': Key(7), 'c': 8}
    g = {**d, Key(9): 9}
    print(sorted(k.n for k in g if isinstance(k, Key)), f['b'], e['a'])
