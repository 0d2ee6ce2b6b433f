class A:
    def m(self):
        return self.missing()
a = A()
a.m()
