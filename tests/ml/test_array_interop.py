# array.array <-> ml.Tensor: ml.tensor(array) copies the buffer with the matching dtype
# (f float32, d float64, i int32, q/l int64, B uint8; b h H I widen to int64), dtype= converts
# the copy; ml.to_array(t) is a flat row-major copy (float32 'f', float64 'd', int32 'i',
# int64 'q', uint8/bool 'B'). Exits non-zero on the first mismatch.
import array
import ml


def check(cond, what):
    if not cond:
        raise AssertionError(what)


cases = [('f', ml.float32, [1.5, -2.25, 3.0]), ('d', ml.float64, [0.1, 1e300, -7.0]),
         ('i', ml.int32, [1, -2, 2**31 - 1]), ('q', ml.int64, [2**62, -5, 0]), ('l', ml.int64, [7, 8]),
         ('B', ml.uint8, [0, 255, 17]), ('b', ml.int64, [-128, 5]), ('h', ml.int64, [-300, 300]),
         ('H', ml.int64, [65535]), ('I', ml.int64, [2**32 - 1])]
for code, dtype, values in cases:
    a = array.array(code, values)
    t = ml.tensor(a)
    check(t.dtype == dtype, (code, t.dtype))
    check(t.shape == (len(values),), (code, t.shape))
    expect = array.array(code, values).tolist()
    check(t.tolist() == expect, (code, t.tolist(), expect))
    a[0] = 1  # a copy: later changes to the array do not show
    check(t.tolist()[0] == expect[0], (code, 'copy'))

# The float32 array keeps float32 rounding.
check(ml.tensor(array.array('f', [0.1])).tolist() == array.array('f', [0.1]).tolist(), 'f rounding')
# dtype converts the copy.
t = ml.tensor(array.array('i', [1, 2, 3]), dtype=ml.float32)
check(t.dtype == ml.float32 and t.tolist() == [1.0, 2.0, 3.0], ('dtype', t))
t = ml.tensor(array.array('d', [1.5]), dtype=ml.float64, requires_grad=True)
check(t.requires_grad and t.tolist() == [1.5], 'requires_grad')
check(ml.tensor(array.array('f')).shape == (0,), 'empty')
for code in 'LQu':
    try:
        ml.tensor(array.array(code))
        check(False, code + ' accepted')
    except TypeError:
        pass

# Tensor -> array.
for dtype, code, values in [(ml.float32, 'f', [1.5, 2.5]), (ml.float64, 'd', [0.1, 0.2]),
                            (ml.int32, 'i', [1, -1]), (ml.int64, 'q', [2**40, -3]), (ml.uint8, 'B', [200, 3])]:
    out = ml.to_array(ml.tensor(values, dtype=dtype))
    check(isinstance(out, array.array) and out.typecode == code, (dtype, out))
    check(out.tolist() == array.array(code, values).tolist(), (dtype, out))
out = ml.to_array(ml.tensor([[1, 2, 3], [4, 5, 6]], dtype=ml.int32).t())
check(out.tolist() == [1, 4, 2, 5, 3, 6], ('row-major of a transposed view', out))
out = ml.to_array(ml.tensor([True, False, True]))
check(out.typecode == 'B' and out.tolist() == [1, 0, 1], ('bool', out))
w = ml.tensor([1.0, 2.0], requires_grad=True)
check(ml.to_array(w * 2).tolist() == [2.0, 4.0], 'grad tensor')
check(ml.to_array(ml.tensor(3.5)).tolist() == [3.5], '0-d')
# Round trip.
a = array.array('d', [3.25, -1.0, 8.5])
check(ml.to_array(ml.tensor(a)) == a, 'round trip')
try:
    ml.to_array([1, 2])
    check(False, 'list accepted')
except TypeError:
    pass
print('array interop ok')
