# Native recursion (repr/str/eq/hash/compare of deeply nested containers, json) raises
# RecursionError instead of crashing the interpreter, and the interpreter is usable
# afterwards. Deep chains of built-in iterators: deep_iterator_chains.py.
import json
import sys

DEPTH = 100000


def attempt(name, f):
    try:
        r = f()
        print(name, "-> ok", r if isinstance(r, (int, bool)) or r is None else type(r).__name__)
    except RecursionError:
        print(name, "-> RecursionError")
    except MemoryError:
        print(name, "-> MemoryError")


def nested_list(n):
    x = []
    for _ in range(n):
        x = [x]
    return x


def nested_dict(n):
    x = {}
    for _ in range(n):
        x = {"k": x}
    return x


def nested_tuple(n):
    x = ()
    for _ in range(n):
        x = (x,)
    return x


for label, make in (("list", nested_list), ("dict", nested_dict), ("tuple", nested_tuple)):
    a = make(DEPTH)
    b = make(DEPTH)
    attempt(label + " repr", lambda: len(repr(a)))
    attempt(label + " str", lambda: len(str(a)))
    attempt(label + " ==", lambda: a == b)
    attempt(label + " !=", lambda: a != b)
    attempt(label + " json.dumps", lambda: len(json.dumps(a)))
    attempt(label + " in", lambda: a in [b])
    attempt(label + " list.count", lambda: [b].count(a))
    attempt(label + " format", lambda: len(f"{a}"))
    if label == "tuple":
        # CPython hashes this depth without a check; a RecursionError is as good here.
        for name, f in (("tuple hash", lambda: hash(a)), ("tuple as dict key", lambda: {a: 1})):
            try:
                f()
            except RecursionError:
                pass
            print(name, "-> ok or RecursionError")
        attempt("tuple <", lambda: a < b)
    if label == "list":
        attempt("list <", lambda: a < b)
        attempt("list sorted", lambda: len(sorted([a, b])))

# Frozensets nested deeply (hash is cached per level; building them is fine).
f = frozenset()
for _ in range(DEPTH):
    f = frozenset([f])
attempt("frozenset repr", lambda: len(repr(f)))

# json.loads of deep nesting.
attempt("json.loads", lambda: len(json.loads("[" * DEPTH + "]" * DEPTH)))

# Still usable.
print(sum(range(10)), repr([[1], {2: (3,)}]))
print(json.dumps(nested_list(50))[:10], repr(nested_list(3)), nested_tuple(3) == nested_tuple(3))
