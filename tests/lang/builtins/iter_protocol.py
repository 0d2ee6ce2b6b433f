class Count:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        self.i = 0
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i
print(list(Count(3)), sum(Count(4)), [x for x in Count(2)])
for v in Count(2):
    print("v", v)
class Seq:
    def __getitem__(self, i):
        if i > 2:
            raise IndexError
        return i * 10
print(list(Seq()), 20 in Seq())
it = iter(Count(1))
print(next(it))
try:
    next(it)
except StopIteration:
    print("exhausted")
try:
    iter(5)
except TypeError as e:
    print(e)
try:
    for q in 3.5:
        pass
except TypeError as e:
    print(e)
