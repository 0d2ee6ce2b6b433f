# A B-tree of minimum degree T: insertion with node splits, search, in-order walk and
# range counts. Many small lists per node; keys are ints.

T = 16


class BNode:
    __slots__ = ("keys", "children")

    def __init__(self, leaf):
        self.keys = []
        self.children = None if leaf else []


class BTree:
    def __init__(self):
        self.root = BNode(True)
        self.size = 0

    def search(self, key):
        node = self.root
        while True:
            keys = node.keys
            lo, hi = 0, len(keys)
            while lo < hi:
                mid = (lo + hi) // 2
                if keys[mid] < key:
                    lo = mid + 1
                else:
                    hi = mid
            if lo < len(keys) and keys[lo] == key:
                return True
            if node.children is None:
                return False
            node = node.children[lo]

    def split(self, parent, i):
        child = parent.children[i]
        right = BNode(child.children is None)
        mid = child.keys[T - 1]
        right.keys = child.keys[T:]
        child.keys = child.keys[:T - 1]
        if child.children is not None:
            right.children = child.children[T:]
            child.children = child.children[:T]
        parent.keys.insert(i, mid)
        parent.children.insert(i + 1, right)

    def insert(self, key):
        root = self.root
        if len(root.keys) == 2 * T - 1:
            new = BNode(False)
            new.children.append(root)
            self.split(new, 0)
            self.root = new
        node = self.root
        while True:
            keys = node.keys
            lo, hi = 0, len(keys)
            while lo < hi:
                mid = (lo + hi) // 2
                if keys[mid] < key:
                    lo = mid + 1
                else:
                    hi = mid
            if lo < len(keys) and keys[lo] == key:
                return
            if node.children is None:
                keys.insert(lo, key)
                self.size += 1
                return
            if len(node.children[lo].keys) == 2 * T - 1:
                self.split(node, lo)
                if key > node.keys[lo]:
                    lo += 1
                elif key == node.keys[lo]:
                    return
            node = node.children[lo]

    def walk(self, node=None):
        if node is None:
            node = self.root
        if node.children is None:
            yield from node.keys
            return
        for i, k in enumerate(node.keys):
            yield from self.walk(node.children[i])
            yield k
        yield from self.walk(node.children[-1])


def main():
    tree = BTree()
    x = 7
    for i in range(120000):
        x = (x * 1103515245 + 12345) % 2147483648
        tree.insert(x % 10000000)
    hits = 0
    for i in range(60000):
        x = (x * 1103515245 + 12345) % 2147483648
        if tree.search(x % 10000000):
            hits += 1
    prev = -1
    ordered = True
    count = 0
    for k in tree.walk():
        if k <= prev:
            ordered = False
        prev = k
        count += 1
    print(tree.size, count, hits, ordered)


main()
