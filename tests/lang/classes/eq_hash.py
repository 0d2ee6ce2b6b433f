class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, P) and o.v == self.v
    def __hash__(self):
        return hash(self.v)
print(P(1) == P(1), P(1) != P(2), len({P(1), P(1), P(2)}))
class NoHash:
    def __eq__(self, o):
        return True
try:
    hash(NoHash())
except TypeError as e:
    print(e)
class Plain:
    pass
a = Plain()
print(a == a, a == Plain(), hash(a) == hash(a))
