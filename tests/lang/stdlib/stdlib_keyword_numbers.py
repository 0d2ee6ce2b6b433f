# keyword (kwlist, softkwlist, iskeyword, issoftkeyword) and numbers (the numeric tower,
# registered built-ins, abstract methods, mixins).
import keyword
import numbers

print(keyword.kwlist)
print(keyword.softkwlist, sorted(keyword.__all__))
print([keyword.iskeyword(w) for w in ("if", "match", "print", "None", "async", "_")])
print([keyword.issoftkeyword(w) for w in ("if", "match", "case", "_", "x")])
try:
    keyword.iskeyword([])
except TypeError as e:
    print("TypeError", e)

print(sorted(numbers.__all__))
for v in (1, True, 2.5, "1", None):
    print(type(v).__name__, [isinstance(v, c) for c in (numbers.Number, numbers.Complex,
                                                        numbers.Real, numbers.Rational,
                                                        numbers.Integral)])
print(issubclass(bool, numbers.Integral), issubclass(float, numbers.Rational))
print(numbers.Number.__hash__ is None, sorted(numbers.Integral.__abstractmethods__))
print(sorted(numbers.Real.__abstractmethods__))
print(sorted(numbers.Rational.__abstractmethods__))
try:
    numbers.Real()
except TypeError as e:
    print(str(e)[:60])


class MyInt(numbers.Integral):
    def __init__(self, v):
        self.v = v

    def __int__(self):
        return self.v

    def __repr__(self):
        return f"MyInt({self.v})"

    def __pow__(self, e, m=None): return MyInt(pow(self.v, int(e), m))
    def __lshift__(self, o): return MyInt(self.v << int(o))
    def __rlshift__(self, o): return MyInt(int(o) << self.v)
    def __rshift__(self, o): return MyInt(self.v >> int(o))
    def __rrshift__(self, o): return MyInt(int(o) >> self.v)
    def __and__(self, o): return MyInt(self.v & int(o))
    def __rand__(self, o): return MyInt(int(o) & self.v)
    def __xor__(self, o): return MyInt(self.v ^ int(o))
    def __rxor__(self, o): return MyInt(int(o) ^ self.v)
    def __or__(self, o): return MyInt(self.v | int(o))
    def __ror__(self, o): return MyInt(int(o) | self.v)
    def __invert__(self): return MyInt(~self.v)
    def __add__(self, o): return MyInt(self.v + int(o))
    def __radd__(self, o): return MyInt(int(o) + self.v)
    def __neg__(self): return MyInt(-self.v)
    def __pos__(self): return MyInt(self.v)
    def __mul__(self, o): return MyInt(self.v * int(o))
    def __rmul__(self, o): return MyInt(int(o) * self.v)
    def __truediv__(self, o): return self.v / int(o)
    def __rtruediv__(self, o): return int(o) / self.v
    def __rpow__(self, b): return MyInt(int(b) ** self.v)
    def __abs__(self): return MyInt(abs(self.v))
    def __eq__(self, o): return self.v == int(o)
    def __hash__(self): return hash(self.v)
    def __trunc__(self): return self.v
    def __floor__(self): return self.v
    def __ceil__(self): return self.v
    def __round__(self, n=None): return self.v
    def __floordiv__(self, o): return MyInt(self.v // int(o))
    def __rfloordiv__(self, o): return MyInt(int(o) // self.v)
    def __mod__(self, o): return MyInt(self.v % int(o))
    def __rmod__(self, o): return MyInt(int(o) % self.v)
    def __lt__(self, o): return self.v < int(o)
    def __le__(self, o): return self.v <= int(o)


m = MyInt(7)
print(m.numerator, m.denominator, float(m), m.__index__(), [1, 2, 3, 4, 5, 6, 7, 8][m])
print(m.real, m.imag, m.conjugate(), divmod(m, 2), divmod(20, m), m - 2, 10 - m)
print(bool(m), bool(MyInt(0)), isinstance(m, numbers.Real))


class Half(numbers.Rational):
    numerator = 1
    denominator = 2


for name in sorted(Half.__abstractmethods__)[:3]:
    print(name)


class Quarter:
    numerator = 1
    denominator = 4


print(numbers.Rational.__float__(Quarter()), numbers.Complex.__bool__(0.0))
