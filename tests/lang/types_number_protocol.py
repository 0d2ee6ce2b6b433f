def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class Num:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
    def __float__(self):
        return float(self.v) + 0.5
    def __int__(self):
        return self.v + 1
    def __round__(self, n=None):
        return "rounded %s" % n
    def __abs__(self):
        return "abs"
    def __divmod__(self, o):
        return ("dm", o)
    def __rdivmod__(self, o):
        return ("rdm", o)
n = Num(3)
print([0, 1, 2, 3, 4][n], "abcdef"[n:], hex(n), bin(n), float(n), int(n), round(n), round(n, 2), abs(n), divmod(n, 1), divmod(1, n), range(n), "x" * n)
print(list(range(10))[Num(1):Num(4)], chr(Num(65)), (1).__add__(Num(1)), operator_mul := 2)
check(lambda: [1][1.0])
check(lambda: "x" * 1.5)
check(lambda: range(1.5))
check(lambda: hex(1.5))
class NoIdx:
    pass
check(lambda: [1][NoIdx()])
check(lambda: int(NoIdx()))
check(lambda: float(NoIdx()))
