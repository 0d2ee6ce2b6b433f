class A:
    pass
class B:
    def __repr__(self):
        return "B()"
class C:
    def __str__(self):
        return "C-str"
print(repr(A()).startswith("<__main__.A object at"), B(), str(B()), [B()], C(), repr(C()).startswith("<"))
print(f"{B()!r} {C()!s} {C()}")
class L(list):
    pass
print(L([1, 2]), repr(L()))
class Rec:
    def __repr__(self):
        return "Rec(" + repr(self.inner) + ")"
r = Rec()
r.inner = [1, 2]
print(r)
