# Method calls on instances, including an inherited method and a class attribute read.
class Counter:
    step = 1
    def __init__(self):
        self.n = 0
    def incr(self):
        self.n += self.step
    def get(self):
        return self.n

class Sub(Counter):
    pass

def main():
    a = Counter()
    b = Sub()
    for i in range(1_000_000):
        a.incr()
        b.incr()
    print(a.get() + b.get())
    items = []
    for i in range(1_000_000):
        items.append(i)
    print(len(items))

main()
