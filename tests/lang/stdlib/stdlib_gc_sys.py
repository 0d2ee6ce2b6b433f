# gc's CPython interface (get_objects, get_count, get_referents/referrers, is_tracked,
# thresholds, debug flags, stats) and the sys additions (getdefaultencoding, executable,
# path); only values that are the same under CPython are printed.
import gc
import os
import sys


class Node:
    def __init__(self, name):
        self.name = name
        self.other = None


a = Node("a")
b = Node("b")
a.other = b
b.other = a
objs = gc.get_objects()
print(isinstance(objs, list), any(o is a for o in objs), any(o is b for o in objs))
print(sum(1 for o in objs if isinstance(o, Node)))
mylist = [1, 2, 3]
print(any(o is mylist for o in gc.get_objects()))
del objs
del a, b
print(gc.collect() >= 2)
print(sum(1 for o in gc.get_objects() if isinstance(o, Node)))
print(gc.get_objects(generation=None) is not None, isinstance(gc.get_objects(2), list))
for bad in (3, -1):
    try:
        gc.get_objects(bad)
    except ValueError as e:
        print("ValueError", e)
    try:
        gc.collect(bad)
    except ValueError as e:
        print("ValueError", e)

count = gc.get_count()
print(type(count).__name__, len(count), all(isinstance(c, int) and c >= 0 for c in count))
gc.collect()
print(gc.get_count()[0] < 700)

print(gc.is_tracked([]), gc.is_tracked(Node("x")), gc.is_tracked(3), gc.is_tracked("s"))
print(gc.is_tracked(None), gc.is_tracked(1.5), gc.is_tracked(gc))
inner = ["inner"]
outer = [inner, "s"]
print(any(r is inner for r in gc.get_referents(outer)))
print(any(r is outer for r in gc.get_referrers(inner)))
print(gc.get_referents(), gc.get_referrers() == [] or isinstance(gc.get_referrers(), list))

old = gc.get_threshold()
print(len(old))
gc.set_threshold(500, 5, 5)
print(gc.get_threshold())
gc.set_threshold(*old)
print(gc.get_debug())
gc.set_debug(gc.DEBUG_STATS)
print(gc.get_debug() == gc.DEBUG_STATS)
gc.set_debug(0)
print(gc.DEBUG_STATS, gc.DEBUG_COLLECTABLE, gc.DEBUG_UNCOLLECTABLE, gc.DEBUG_SAVEALL, gc.DEBUG_LEAK)
stats = gc.get_stats()
print(len(stats), sorted(stats[0]))
print(gc.garbage, isinstance(gc.callbacks, list), gc.is_finalized(Node("y")))
gc.freeze()
gc.unfreeze()
print(isinstance(gc.get_freeze_count(), int))
print(gc.isenabled())
gc.disable()
print(gc.isenabled())
gc.enable()

print(sys.getdefaultencoding(), sys.getfilesystemencoding())
print(os.path.isabs(sys.executable), os.path.isfile(sys.executable))
print(sys.path[0] == os.path.dirname(os.path.abspath(__file__)))
print(all(isinstance(p, str) for p in sys.path), len(sys.path) >= 2)
