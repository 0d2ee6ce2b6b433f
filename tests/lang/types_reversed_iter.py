def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed((1, 2))), list(reversed(range(4))), list(reversed({1: 2, 3: 4})))
class Seq:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10
print(list(reversed(Seq())), list(Seq()), 20 in Seq(), list(iter(Seq())))
check(lambda: reversed(5))
check(lambda: reversed({1, 2}))
check(lambda: iter(5))
check(lambda: next([1]))
it = iter([1, 2])
print(next(it), next(it), next(it, "end"))
check(lambda: next(it))
n = [0]
def counter():
    n[0] += 1
    return n[0]
print(list(iter(counter, 4)))
check(lambda: iter(5, 1))
class It:
    def __init__(self):
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.i += 1
        if self.i > 3:
            raise StopIteration
        return self.i
print(list(It()), sum(It()), max(It()), sorted(It(), reverse=True), 2 in It())
class BadIter:
    def __iter__(self):
        return 5
check(lambda: iter(BadIter()))
