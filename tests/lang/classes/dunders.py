class V:
    def __init__(self, *c):
        self.c = list(c)
    def __repr__(self):
        return "V(" + ", ".join(map(str, self.c)) + ")"
    def __str__(self):
        return "<" + ",".join(map(str, self.c)) + ">"
    def __add__(self, o):
        return V(*[a + b for a, b in zip(self.c, o.c)])
    def __mul__(self, k):
        return V(*[a * k for a in self.c])
    def __rmul__(self, k):
        return self * k
    def __neg__(self):
        return V(*[-a for a in self.c])
    def __eq__(self, o):
        return isinstance(o, V) and self.c == o.c
    def __hash__(self):
        return hash(tuple(self.c))
    def __len__(self):
        return len(self.c)
    def __getitem__(self, i):
        return self.c[i]
    def __setitem__(self, i, v):
        self.c[i] = v
    def __contains__(self, x):
        return x in self.c
    def __iter__(self):
        return iter(self.c)
    def __bool__(self):
        return any(self.c)
    def __call__(self, x):
        return x * 100
    def __lt__(self, o):
        return sum(self.c) < sum(o.c)
    def __iadd__(self, o):
        self.c = [a + b for a, b in zip(self.c, o.c)]
        return self
v = V(1, 2)
w = V(3, 4)
print(v + w, v * 3, 2 * v, -v, v == V(1, 2), v != w, len(v), v[1], 2 in v)
print(str(v), repr(v), f"{v}", [x for x in v], bool(V(0, 0)), v(3), v < w, sorted([w, v]))
v[0] = 10
print(v, {v: 1}[V(10, 2)])
u = v
v += w
print(u is v, v)
print(max(V(1), V(5), V(3)))
