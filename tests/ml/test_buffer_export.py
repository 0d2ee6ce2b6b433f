# A CPU tensor exports its storage through the buffer protocol without a copy: memoryview
# sees its shape, byte strides (also of a transposed view) and dtype format, and writes
# through the view change the tensor. Values asserted are numpy's for the same layouts.
import ml

t = ml.tensor([[1.0, 2.0], [3.0, 4.0]])
m = memoryview(t)
assert (m.format, m.itemsize, m.shape, m.strides, m.ndim) == ("f", 4, (2, 2), (8, 4), 2)
assert m.tolist() == [[1.0, 2.0], [3.0, 4.0]] and not m.readonly and m.obj is t
m[0, 1] = 9.5
assert t.tolist() == [[1.0, 9.5], [3.0, 4.0]]
tt = memoryview(t.t())
assert tt.strides == (4, 8) and not tt.c_contiguous and tt.f_contiguous
assert tt.tolist() == [[1.0, 3.0], [9.5, 4.0]]
assert bytes(tt) == memoryview(ml.tensor([[1.0, 3.0], [9.5, 4.0]])).tobytes()
formats = {ml.float32: "f", ml.float64: "d", ml.int64: "l", ml.int32: "i", ml.uint8: "B", ml.bool: "?"}
for dtype, fmt in formats.items():
    v = memoryview(ml.tensor([1, 0], dtype=dtype))
    assert v.format == fmt, (dtype, v.format)
    assert v.tolist() == ([True, False] if fmt == "?" else [1, 0])
assert bytes(memoryview(ml.tensor([1, 2], dtype=ml.uint8))) == b"\x01\x02"
z = memoryview(ml.tensor(2.5))
assert z.ndim == 0 and z.shape == () and z.tolist() == 2.5
flat = memoryview(ml.tensor([1, 2, 3], dtype=ml.int32)).cast("B")
assert flat.nbytes == 12 and flat.tolist()[:4] == [1, 0, 0, 0]
print("buffer export ok")
