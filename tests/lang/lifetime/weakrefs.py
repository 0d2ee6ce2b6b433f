# weakref: ref (callbacks, reuse, hash/eq, repr shape), proxy, WeakValueDictionary,
# WeakKeyDictionary, WeakSet, WeakMethod, finalize. Output depends on collection timing only
# through gc.collect().
import gc
import weakref


class Obj:
    def __init__(self, name):
        self.name = name

    def method(self):
        return "method of " + self.name

    def __repr__(self):
        return "Obj(%s)" % self.name


a = Obj("a")
r = weakref.ref(a)
print(r() is a, weakref.ref(a) is r, weakref.getweakrefcount(a), type(r).__name__)
print(repr(r).startswith("<weakref at 0x"), "; to 'Obj' at 0x" in repr(r))
calls = []
r2 = weakref.ref(a, lambda wr: calls.append(("callback", wr() is None)))
print(r2 is r, weakref.getweakrefcount(a), r2.__callback__ is not None, r == r2, hash(r) == hash(a))
del a
gc.collect()
print(r(), r2(), calls, repr(r).endswith("; dead>"), r2.__callback__)
print(hash(r) == hash(r))  # the hash was cached while alive
b = Obj("b")
rb = weakref.ref(b)
del b
gc.collect()
try:
    hash(rb)
except TypeError as e:
    print("TypeError:", e)
print(r == rb, r != rb, r == r)

for bad in (1, "s", (1,), [1], {}, None, 2.5, b"x"):
    try:
        weakref.ref(bad)
    except TypeError as e:
        print("TypeError:", e)


class Slotted:
    __slots__ = ("x",)


class SlottedWeak:
    __slots__ = ("x", "__weakref__")


for cls in (Slotted, SlottedWeak):
    try:
        weakref.ref(cls())
        print(cls.__name__, "ok")
    except TypeError as e:
        print("TypeError:", e)


def f():
    pass


print(weakref.ref(f)() is f, weakref.ref(Obj)() is Obj, weakref.ref({1, 2})() == {1, 2} or True)

# The callback gets the weakref; a dead weakref calls nothing.
log = []
c = Obj("c")
keep = weakref.ref(c, lambda wr: log.append(("c died", wr is keep)))
lost = weakref.ref(c, lambda wr: log.append("never"))
del lost
del c
gc.collect()
print(log)

# Subclasses of ref with extra attributes.
class Tagged(weakref.ref):
    __slots__ = ("tag",)

    def __new__(cls, ob, tag):
        self = super().__new__(cls, ob)
        self.tag = tag
        return self

    def __init__(self, ob, tag):
        super().__init__(ob)


d = Obj("d")
t = Tagged(d, "label")
print(t() is d, t.tag, isinstance(t, weakref.ref), weakref.getweakrefcount(d))

# proxy
p_target = Obj("p")
p = weakref.proxy(p_target)
print(p.name, p.method(), repr(p).startswith("<weakproxy at 0x"), str(p))
p.extra = 5
print(p_target.extra, type(p) is weakref.ProxyType)
lst = [3, 1, 2]


class L(list):
    pass


lp_target = L([3, 1, 2])
lp = weakref.proxy(lp_target)
print(len(lp), lp[0], 2 in lp, sorted(lp), lp + [9], list(lp))
cp = weakref.proxy(f)
print(type(cp) is weakref.CallableProxyType, cp() is None)
try:
    hash(p)
except TypeError as e:
    print("TypeError:", e)
del p_target
gc.collect()
try:
    p.name
except ReferenceError as e:
    print("ReferenceError:", e)

# WeakValueDictionary
wvd = weakref.WeakValueDictionary()
objs = [Obj(str(i)) for i in range(4)]
for i, o in enumerate(objs):
    wvd[i] = o
print(len(wvd), sorted(wvd.keys()), wvd[2], wvd.get(9, "missing"), 1 in wvd)
del objs[1:3]
gc.collect()
print(len(wvd), sorted(wvd.keys()), 1 in wvd, wvd.get(1))
try:
    wvd[1]
except KeyError as e:
    print("KeyError:", e)
print(sorted(k for k, v in wvd.items()), wvd.pop(0), len(wvd), wvd.setdefault(7, objs[0]) is objs[0])

# WeakKeyDictionary
wkd = weakref.WeakKeyDictionary()
k1, k2 = Obj("k1"), Obj("k2")
wkd[k1] = 1
wkd[k2] = 2
print(len(wkd), wkd[k1], k2 in wkd, sorted(wkd.values()))
del k1
gc.collect()
print(len(wkd), [k.name for k in wkd.keys()], list(wkd.values()))

# WeakSet
ws = weakref.WeakSet()
m1, m2, m3 = Obj("m1"), Obj("m2"), Obj("m3")
ws.add(m1)
ws.add(m2)
ws.add(m2)
print(len(ws), m1 in ws, m3 in ws, 5 in ws)
del m1
gc.collect()
print(len(ws), [x.name for x in ws])
ws.discard(m2)
print(len(ws), bool(ws.data))

# WeakMethod
wm_obj = Obj("wm")
wm = weakref.WeakMethod(wm_obj.method)
print(wm()(), wm() == wm_obj.method)
try:
    weakref.WeakMethod(f)
except TypeError as e:
    print("TypeError:", e)
del wm_obj
gc.collect()
print(wm())

# finalize
fin_log = []
fo = Obj("fo")
def record(msg):
    fin_log.append(msg)


fin = weakref.finalize(fo, record, "finalized fo")
print(fin.alive, fin.peek()[1:3] == (record, ("finalized fo",)), fin.atexit)
del fo
gc.collect()
print(fin_log, fin.alive, fin(), fin.peek())
fo2 = Obj("fo2")
fin2 = weakref.finalize(fo2, lambda: "called early")
print(fin2(), fin2.alive, fin2())
fo3 = Obj("fo3")
fin3 = weakref.finalize(fo3, record, "never")
print(fin3.detach()[0] is fo3, fin3.alive)
del fo3
gc.collect()
print(fin_log)
