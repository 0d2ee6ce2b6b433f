# Generators: pipelines of generator functions, yield from, generator expressions,
# send(), and itertools-like helpers written by hand.


def naturals(n):
    i = 0
    while i < n:
        yield i
        i += 1


def evens(src):
    for x in src:
        if x % 2 == 0:
            yield x


def squares(src):
    for x in src:
        yield x * x


def chunks(src, k):
    buf = []
    for x in src:
        buf.append(x)
        if len(buf) == k:
            yield buf
            buf = []
    if buf:
        yield buf


def flatten(tree):
    if isinstance(tree, list):
        for t in tree:
            yield from flatten(t)
    else:
        yield tree


def averager():
    total = 0
    count = 0
    avg = None
    while True:
        x = yield avg
        total += x
        count += 1
        avg = total / count


def nest(d, v):
    if d == 0:
        return v
    return [nest(d - 1, v * 2), nest(d - 1, v * 2 + 1)]


def main():
    total = sum(squares(evens(naturals(700000))))
    sizes = sum(len(c) for c in chunks(naturals(250000), 7))
    tree = nest(12, 1)
    flat = 0
    for _ in range(14):
        flat += sum(flatten(tree))
    avg = averager()
    next(avg)
    last = None
    for i in range(250000):
        last = avg.send(i % 100)
    gx = sum(x for x in range(500000) if x % 3 == 0)
    print(total, sizes, flat, last, gx)


main()
