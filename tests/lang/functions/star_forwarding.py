# f(*args, **kwargs) forwarding: method calls through LOAD_METHOD, a lone **x passed
# without an intermediate dict, mappings that are not dicts, and CPython's messages.
class M:
    def forward(self, x, y=2, *rest, **kw):
        return (x, y, rest, sorted(kw.items()))
    def __call__(self, *args, **kwargs):
        return self.forward(*args, **kwargs)

m = M()
print(m(1), m(1, 3), m(1, 3, 4, z=5), m(x=7))
kw = {'y': 9}
print(m.forward(1, **kw), kw)
print(m.forward(*[1, 2, 3]), m.forward(*(i for i in range(4))))

class Mapping:
    def keys(self):
        return ['y', 'q']
    def __getitem__(self, k):
        return k * 2
print(m.forward(0, **Mapping()))

class D(dict):
    pass
print(m.forward(0, **D(y=1, w=2)))

def errors(thunk):
    try:
        thunk()
    except TypeError as e:
        print('TypeError:', e)

errors(lambda: m.forward(0, **5))
errors(lambda: m.forward(*5))
errors(lambda: m.forward(0, **{1: 2}))
errors(lambda: m.forward(0, y=1, **{'y': 2}))
errors(lambda: m.forward(**{'x': 1}, **{'x': 2}))
errors(lambda: len(*[1, 2]))
print(sorted(*[[3, 1, 2]], **{'reverse': True}))
s = 'a-b'
print(s.split(*('-',)), s.split(**{}), '{0}{x}'.format(*'p', **{'x': 'q'}))
