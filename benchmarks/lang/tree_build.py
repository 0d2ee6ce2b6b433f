# Tree building: complete binary trees built and walked many times over (short-lived
# garbage) while one long-lived tree stays alive, plus an unbalanced search tree.


class Node:
    def __init__(self, left, right, value):
        self.left = left
        self.right = right
        self.value = value


def build(depth, v):
    if depth == 0:
        return Node(None, None, v)
    return Node(build(depth - 1, 2 * v), build(depth - 1, 2 * v + 1), v)


def check(n):
    if n.left is None:
        return n.value & 7
    return (n.value & 7) + check(n.left) - check(n.right)


def insert(root, key):
    if root is None:
        return [key, None, None]
    node = root
    while True:
        if key < node[0]:
            if node[1] is None:
                node[1] = [key, None, None]
                return root
            node = node[1]
        else:
            if node[2] is None:
                node[2] = [key, None, None]
                return root
            node = node[2]


def height(node):
    if node is None:
        return 0
    return 1 + max(height(node[1]), height(node[2]))


def main():
    long_lived = build(15, 1)
    total = 0
    for d in range(4, 15, 2):
        iters = 1 << (15 - d)
        for i in range(iters):
            total += check(build(d, i))
    print(total, check(long_lived))
    root = None
    x = 12345
    for i in range(20000):
        x = (x * 48271) % 2147483647
        root = insert(root, x % 1000003)
    print(height(root))


main()
