# The value a generator returns travels to `yield from` and next() through a side channel
# (found by tests/difftest): a value left there by a generator exhausted by list(), sum(),
# sorted(), tuple() etc. must not become the result of a later `yield from` over another
# iterator, nor the value of a later StopIteration raised by next().
def ret(v):
    yield 1
    return v

class Counter:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n

def delegate(it):
    r = yield from it
    yield ('result', r)

def leave(v):
    # Every way of exhausting a generator without reading its return value.
    print(list(ret(v)), sum(ret(v)), sorted(ret(v)), tuple(ret(v)), [x for x in ret(v)])
    print(dict.fromkeys(ret(v)), max(ret(v)), any(x > 5 for x in ret(v)))
    for _ in ret(v):
        pass

for make in (lambda: [1, 2], lambda: (1,), lambda: 'ab', lambda: range(2), lambda: {'k': 1},
             lambda: iter([]), lambda: Counter(2), lambda: ret(None), lambda: (x for x in [7])):
    leave([4, 4, 4])
    print(list(delegate(make())))

leave('stale')
for k, it in enumerate((iter([]), iter(()), iter(''), Counter(0), iter(range(0)), iter({}))):
    try:
        next(it)
    except StopIteration as e:
        print(k, repr(e.value), e.args)
leave('stale')
print(next(iter([]), 'default'))
g = ret('own')
next(g)
try:
    next(g)
except StopIteration as e:
    print('own value', e.value)
leave('stale')
g = ret(None)
next(g)
try:
    next(g)
except StopIteration as e:
    print('own None', e.value, e.args)
