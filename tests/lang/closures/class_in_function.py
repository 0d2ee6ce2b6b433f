def factory(prefix):
    class Named:
        def __init__(self, n):
            self.n = n
        def label(self):
            return prefix + str(self.n)
    return Named
A = factory("a-")
B = factory("b-")
print(A(1).label(), B(2).label(), A.__qualname__)
def counter_class():
    count = 0
    class C:
        def __init__(self):
            nonlocal count
            count += 1
        @staticmethod
        def total():
            return count
    return C
C = counter_class()
C(); C(); C()
print(C.total())
