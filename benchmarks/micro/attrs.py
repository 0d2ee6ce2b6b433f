# Instance attribute loads and stores on plain class instances.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

def main():
    p = Point(1, 2)
    q = Point(3, 4)
    s = 0
    for i in range(2_000_000):
        p.x = q.y + i
        q.y = p.x - i
        s += p.x + q.y + p.y
    print(s)

main()
