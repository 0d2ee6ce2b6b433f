# Slice bounds from objects with __index__, including results beyond 64 bits: clamped by
# the sign of the int __index__ returns (QA found huge negative ones clamped as positive).
class I:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


seq = [1, 2, 3, 4]
for v in [-(1 << 70), -(1 << 63) - 1, -5, -1, 0, 2, 4, 9, 1 << 63, 1 << 70]:
    print(v, seq[I(v):], seq[:I(v)], seq[I(v)::-1], seq[:I(v):-1],
          "abcd"[I(v):], (1, 2, 3)[:I(v)], b"xyz"[I(v):],
          slice(I(v)).indices(5), slice(I(v), None, -1).indices(5), range(10)[I(v):])
for step in [1 << 70, -(1 << 70), 1 << 63, -(1 << 63)]:
    print(step, seq[::I(step)], "abcd"[::I(step)])
