# Item and slice assignment whose value conversion runs user code (an iterator, __index__)
# that resizes the container being assigned to: the index or slice must be resolved against
# the size after the conversion (as CPython does for list and bytearray), never against a
# stale size (out-of-range writes). Also under TP_GC_STRESS: the converted items must stay alive.
import array
import gc


def shrinking(target, values):
    def gen():
        del target[:]
        gc.collect()
        for v in values:
            yield v
    return gen()


# list: slice assignment from a generator that empties the list
l = list(range(10))
l[2:8] = shrinking(l, [str(i) for i in range(2)])
print(l)
l = list(range(10))
try:
    l[0:10:3] = shrinking(l, [1, 2, 3])
except ValueError as e:
    print("ValueError", e)
print(l)
# (an extended slice whose sequence has the length from before the shrink is left out:
# CPython 3.11 itself crashes there; TensorPy raises ValueError against the new length)
l = list(range(6))
l[4:] = shrinking(l, ["a", "b"])
print(l)

# bytearray: slice from a generator, item from an __index__ that empties it
b = bytearray(b"0123456789")
b[2:8] = shrinking(b, [65, 66])
print(b)
b = bytearray(b"0123456789")
try:
    b[0:10:3] = shrinking(b, [1, 2, 3])
except ValueError as e:
    print("ValueError", e)
print(b)


class Emptying:
    def __init__(self, target, value):
        self.target, self.value = target, value

    def __index__(self):
        del self.target[:]
        gc.collect()
        return self.value


b = bytearray(b"0123456789")
try:
    b[5] = Emptying(b, 65)
except IndexError as e:
    print("IndexError", e)
print(b)
for key, value in ((100, 300), ("x", 300), (100, "x"), (-1, 66)):
    try:
        b = bytearray(b"ab")
        b[key] = value
        print(b)
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)

# array: item assignment whose value's __index__ empties the array (CPython writes past the
# end here; what matters is no crash and an empty array afterwards)
a = array.array("i", range(10))
try:
    a[7] = Emptying(a, 5)
except IndexError:
    pass
print(a)
