# Many small objects: vectors created and discarded in arithmetic, a linked list of
# records, tuples and small dicts, with a working set that stays modest.


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def scale(self, k):
        return Vec(self.x * k, self.y * k)

    def dot(self, o):
        return self.x * o.x + self.y * o.y


class Cell:
    def __init__(self, value, nxt):
        self.value = value
        self.next = nxt


def main():
    acc = Vec(0, 0)
    for i in range(150000):
        v = Vec(i % 17, i % 13)
        acc = acc + v.scale(2)
    head = None
    for i in range(100000):
        head = Cell((i, i * 2), head)
    s = 0
    node = head
    while node is not None:
        s += node.value[1] - node.value[0]
        node = node.next
    pts = [{"x": i, "y": -i} for i in range(50000)]
    t = sum(p["x"] + p["y"] for p in pts)
    pairs = [(i, str(i)) for i in range(50000)]
    print(acc.x, acc.y, acc.dot(Vec(1, 1)), s, t, len(pairs))


main()
