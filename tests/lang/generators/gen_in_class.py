class Tree:
    def __init__(self, v, kids=()):
        self.v = v
        self.kids = list(kids)
    def __iter__(self):
        yield self.v
        for k in self.kids:
            yield from k
t = Tree(1, [Tree(2, [Tree(3)]), Tree(4)])
print(list(t), sum(t), 3 in t)
class Range:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        i = 0
        while i < self.n:
            yield i
            i += 1
print(list(Range(4)), [x * 2 for x in Range(3)])
