# Calls and attributes: methods, keyword and default arguments, *args/**kwargs,
# closures, class attributes, instance attribute updates, staticmethod/classmethod.


class Counter:
    step = 1

    def __init__(self, start=0):
        self.value = start
        self.calls = 0

    def bump(self, by=None):
        self.calls += 1
        self.value += self.step if by is None else by
        return self.value

    @classmethod
    def make(cls, start):
        return cls(start)

    @staticmethod
    def clamp(v, lo=0, hi=1000):
        return lo if v < lo else hi if v > hi else v


class Doubler(Counter):
    step = 2


def adder(k):
    def add(x):
        return x + k
    return add


def varargs(*args, **kw):
    return len(args) + len(kw)


def kwonly(a, b=2, *, c=3):
    return a + b * c


def main():
    c = Counter.make(5)
    d = Doubler(0)
    add3 = adder(3)
    total = 0
    for i in range(300000):
        c.bump()
        d.bump(by=i & 3)
        total += Counter.clamp(c.value - d.value, hi=50)
        total += add3(i) - i
        total += kwonly(i, c=1) - i
    for i in range(100000):
        total += varargs(i, i, k=i)
    print(c.value, c.calls, d.value, total)


main()
