# CPython's guards against mutating a container while iterating or sorting it.
from collections import OrderedDict, defaultdict, deque


def attempt(name, f):
    try:
        print(name, "->", f())
    except Exception as e:
        print(name, "->", type(e).__name__ + ":", e)


def dict_iter(view, mutate):
    def run():
        d = {i: i for i in range(6)}
        seen = []
        for k in view(d):
            seen.append(k)
            if len(seen) == 2:
                mutate(d)
        return seen
    return run


VIEWS = [("dict", lambda d: d), ("keys", lambda d: d.keys()), ("values", lambda d: d.values()),
         ("items", lambda d: d.items()), ("reversed", lambda d: reversed(d)),
         ("reversed items", lambda d: reversed(d.items()))]
MUTATIONS = [
    ("insert", lambda d: d.__setitem__(100, 0)),
    ("delete", lambda d: d.__delitem__(5)),
    ("delete+insert", lambda d: (d.__delitem__(5), d.__setitem__(100, 0))),
    ("delete seen+insert", lambda d: (d.__delitem__(0), d.__setitem__(100, 0))),
    ("delete 2 seen+insert 2", lambda d: (d.__delitem__(0), d.__delitem__(1),
                                          d.__setitem__(100, 0), d.__setitem__(101, 0))),
    ("pop+reinsert same key", lambda d: d.__setitem__(5, d.pop(5))),
    ("overwrite value", lambda d: d.__setitem__(5, 50)),
    ("clear", lambda d: d.clear()),
    ("update new", lambda d: d.update({200: 1})),
    ("update existing", lambda d: d.update({1: 1})),
    ("setdefault existing", lambda d: d.setdefault(1, 0)),
    ("setdefault new", lambda d: d.setdefault(300, 0)),
    ("popitem+insert", lambda d: (d.popitem(), d.__setitem__(400, 0))),
]
for vname, view in VIEWS:
    for mname, mutate in MUTATIONS:
        attempt("%s / %s" % (vname, mname), dict_iter(view, mutate))


def set_iter(mutate):
    def run():
        s = set(range(6))
        seen = []
        for k in s:
            seen.append(k)
            if len(seen) == 2:
                mutate(s)
        return sorted(seen)
    return run


for mname, mutate in [("add", lambda s: s.add(100)), ("discard", lambda s: s.discard(5)),
                      ("add existing", lambda s: s.add(1)), ("clear", lambda s: s.clear()),
                      ("update", lambda s: s.update({7, 8})), ("pop", lambda s: s.pop())]:
    attempt("set / " + mname, set_iter(mutate))


def od_iter(mutate):
    def run():
        d = OrderedDict((i, i) for i in range(6))
        seen = []
        for k in d:
            seen.append(k)
            if len(seen) == 2:
                mutate(d)
        return seen
    return run


for mname, mutate in [("insert", lambda d: d.__setitem__(100, 0)),
                      ("delete", lambda d: d.__delitem__(5)),
                      ("move_to_end", lambda d: d.move_to_end(0)),
                      ("overwrite", lambda d: d.__setitem__(4, 1))]:
    attempt("OrderedDict / " + mname, od_iter(mutate))


def deque_iter(mutate):
    def run():
        d = deque(range(6))
        seen = []
        for k in d:
            seen.append(k)
            if len(seen) == 2:
                mutate(d)
        return seen
    return run


for mname, mutate in [("append", lambda d: d.append(9)), ("pop", lambda d: d.pop()),
                      ("rotate", lambda d: d.rotate(1)), ("setitem", lambda d: d.__setitem__(0, 9))]:
    attempt("deque / " + mname, deque_iter(mutate))


seen_len = []


def list_sort(mutate):
    def run():
        x = list(range(10, 0, -1))

        def key(v):
            mutate(x)
            return v
        x.sort(key=key)
        return x
    return run


for mname, mutate in [("append", lambda x: x.append(0)), ("clear", lambda x: x.clear()),
                      ("pop", lambda x: x.pop() if x else None),
                      ("setitem", lambda x: x.__setitem__(0, 5) if x else None),
                      ("read len", lambda x: seen_len.append(len(x)))]:
    attempt("list.sort key / " + mname, list_sort(mutate))


class Evil:
    def __init__(self, v, target):
        self.v, self.target = v, target
    def __lt__(self, o):
        self.target.append(1)
        return self.v < o.v


print("len seen by key during sort", set(seen_len))
x = []
x.extend(Evil(v, x) for v in (3, 1, 2))
attempt("list.sort __lt__ appends", lambda: x.sort())
print(len(x))
y = [3, 1, 2]
attempt("sorted() is a copy", lambda: sorted(y, key=lambda v: (y.append(0), v)[1]))

# A list mutated while iterated is not an error (documented behaviour).
z = [1, 2, 3]
out = []
for v in z:
    out.append(v)
    if v == 1:
        z.append(4)
print(out)

# dict changed by a key's __eq__ during lookup, and comparing dicts that mutate.


class MutEq:
    def __init__(self, d):
        self.d = d
    def __hash__(self):
        return 1
    def __eq__(self, o):
        self.d.clear()
        return False


d = {}
d[MutEq(d)] = 1
attempt("lookup mutating dict", lambda: d.get(MutEq(d)))
print(len(d))
