# Deep chains of built-in iterators (enumerate/map/filter/zip/iter/generator expressions
# nested 100,000 deep), consumed: RecursionError, and the interpreter is usable afterwards.
# CPython 3.11 itself overflows its C stack here (segfault; 3.12 raises RecursionError), so
# deep_iterator_chains.exp is written by hand: RecursionError for every chain.
DEPTH = 100000


def attempt(name, f):
    try:
        r = f()
        print(name, "-> ok", r if isinstance(r, (int, bool)) or r is None else type(r).__name__)
    except RecursionError:
        print(name, "-> RecursionError")


def chain(wrap, depth):
    def build():
        it = iter([1, 2, 3])
        for _ in range(depth):
            it = wrap(it)
        return it
    return build


WRAPPERS = [
    ("enumerate", lambda it: map(lambda p: p[1], enumerate(it))),
    ("map", lambda it: map(abs, it)),
    ("filter", lambda it: filter(None, it)),
    ("zip", lambda it: map(lambda p: p[0], zip(it))),
    ("iter", lambda it: iter(it)),
    ("genexpr", lambda it: (x for x in it)),
]
for name, wrap in WRAPPERS:
    # One chain per wrapper: a native chain is unchanged by the RecursionError, so it is
    # consumed four ways; generators end when the error passes through them, so a
    # generator chain is rebuilt (and needs only the recursion limit's depth), as is the
    # iter() "chain" (iter of an iterator is itself: consumed by the first use).
    build = chain(wrap, 5000 if name == "genexpr" else DEPTH)
    built = build()
    for how, consume in (("list()", list), ("next()", next), ("sum()", sum),
                         ("for", lambda it: [x for x in it])):
        if name in ("genexpr", "iter"):
            built = build()
        attempt(name + " " + how, lambda: consume(built))


# Zip/map of many iterators at each level, and filter with a native predicate.
def deep_zip():
    it = iter(range(3))
    for _ in range(DEPTH):
        it = zip(it, range(3))
    return list(it)


attempt("nested zip tuples", lambda: len(deep_zip()))



# Shallow chains still work.
it = iter(range(5))
for _ in range(50):
    it = map(abs, filter(None, (p[0][1] for p in zip(enumerate(it)))))
print(list(it), sum(range(10)))
