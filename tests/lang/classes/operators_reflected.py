class M:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        if isinstance(o, M):
            return M(self.v + o.v)
        if isinstance(o, int):
            return M(self.v + o)
        return NotImplemented
    def __radd__(self, o):
        return M(o + self.v)
    def __repr__(self):
        return f"M({self.v})"
    def __eq__(self, o):
        return isinstance(o, M) and self.v == o.v
    def __lt__(self, o):
        return self.v < o.v
    def __le__(self, o):
        return self.v <= o.v
print(M(1) + M(2), M(1) + 5, 5 + M(1), sum([M(1), M(2)], M(0)))
print(M(1) < M(2), M(3) > M(2), M(2) >= M(2), M(1) == M(1), M(1) != M(2))
try:
    M(1) + "x"
except TypeError as e:
    print(e)
print(sorted([M(3), M(1), M(2)]))
