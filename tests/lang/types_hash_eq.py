def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class P:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return isinstance(o, P) and self.x == o.x
class H(P):
    def __hash__(self):
        return hash(self.x)
print(P(1) == P(1), P(1) != P(2), P(1) == 1, P.__hash__)
check(lambda: hash(P(1)))
check(lambda: {P(1)})
print(H(1) == H(1), len({H(1), H(1), H(2)}), {H(3): "v"}[H(3)], hash(H(5)) == hash(5))
class Plain:
    pass
a = Plain()
print(a == a, a != a, hash(a) == hash(a), {a: 1}[a], a in [a], a in [Plain()])
class AlwaysEq:
    def __eq__(self, o):
        return True
    __hash__ = object.__hash__
print(AlwaysEq() == 1, 1 == AlwaysEq(), AlwaysEq() in [5], [AlwaysEq()] == [7], AlwaysEq() != 3)
class NE:
    def __ne__(self, o):
        return "custom ne"
print(NE() != 1, NE() == NE())
class BadHash:
    def __hash__(self):
        return "x"
check(lambda: hash(BadHash()))
class BigHash:
    def __hash__(self):
        return 2 ** 70
print(hash(BigHash()) == hash(2 ** 70))
