# complex: constructor, parsing, arithmetic with int/float/complex, powers, errors, repr,
# hash, comparisons; compared with CPython 3.11.
tests = ["1j // 1", "1j % 1", "divmod(1j, 1)", "1j < 2j", "int(1j)", "float(1j)", "round(1j)", "pow(1j, 2, 3)", "0j ** -1", "0j ** 1j", "complex(1e300, 0) ** 2", "(1+1j) ** 1000", "complex(float('inf'), 0) ** 2","complex('1__2')", "complex('1_2j')", "complex('(1+2j')", "complex('1+2j', 1)", "complex(1, '2')", "complex([])", "complex(1, [])", "complex('')", "complex(' ( 1+2j ) ')", "complex('j')", "complex('-j')", "complex('1-j')", "complex('infj')", "complex('-InFinity+NaNj')", "complex('1e3-2.5e-2J')", "complex('0x10')", "complex('1 + 2j')", "complex(real=1, imag=2)", "complex(1j, 1j)", "complex('١٢j')", "(-8) ** (1/3)", "(-8.0) ** 0.5", "(-8) ** 0.5", "pow(-8, 0.5)", "(-0.0) ** 0.5", "(-1.0) ** float('inf')", "1j ** 2", "2 ** 1j", "(1+2j) / 0", "1 / 0j", "(1+2j) / 0.0", "abs(complex(3, 4))", "abs(complex(1e308, 1e308))", "hash(1+2j)", "hash(complex(-1, 0))", "hash(complex(0, -1))", "hash(complex(1.5, -2.25))", "repr(complex(-0.0, 0))", "repr(complex(0.0, -0.0))", "repr(complex(1, float('nan')))", "repr(complex(float('inf'), float('-inf')))", "repr(1e16j)", "repr(1e-5+1e22j)", "(1+2j).conjugate()", "(1+2j).real", "bool(0j)", "bool(complex(0,-0.0))", "1j == 1j", "complex(1, 0) == 1", "complex(1, 0) == 1.0", "complex(2**53+1, 0) == 2**53+1", "1j != None", "-(1+2j)", "+(1-0j)", "complex.__new__(complex, 1)", "1j.__format__('')", "complex(True, False)", "complex(1, 2.5).imag"]
for t in tests:
    try: print(t, '->', repr(eval(t)))
    except Exception as e: print(t, '->', type(e).__name__, e)
vals = [0j, 1j, -1j, 1 + 2j, -3.5 + 0.25j, complex(1e308, 1e308), complex(-0.0, -0.0),
        complex(float("inf"), 1), complex(1, float("nan")), 2, -3, 0.5, -0.0, True, 10**20]
ops = ["+", "-", "*", "/", "**"]
for a in vals:
    for b in vals:
        for op in ops:
            if not isinstance(a, complex) and not isinstance(b, complex):
                continue  # int/float arithmetic is tested elsewhere
            try:
                r = eval("a %s b" % op)
            except Exception as e:
                r = type(e).__name__ + ": " + str(e)
            print(repr(a), op, repr(b), "=", repr(r) if not isinstance(r, str) else r)
for z in vals:
    try:
        print(repr(z), abs(z), hash(z) if z == z else 'nan: id-based hash', z == z, bool(z), -z if isinstance(z, complex) else None)
    except Exception as e:
        print(repr(z), type(e).__name__, e)
for n in range(-4, 5):
    print(n, (1 + 1j) ** n, (0.5 - 2j) ** n, pow(2j, n), (1+2j) ** float(n))
print((1 + 2j) ** 0.5, (1 + 2j) ** (1 + 1j), (-1) ** 0.5, 2 ** (0.5 + 0.5j))
print(1e16j, 1e-5j, 123456789.25j, complex(1e16, -1e16), complex(0.1, 0.2) + complex(0.2, 0.1))
print(isinstance(1j, complex), type(1j).__name__, complex.__name__, (3 + 4j).imag, (3 + 4j).real)
print(sum([1j, 2, 3.5]), [1j, 2j] == [1j, 2j], {1j: "a"}[1j], {complex(1, 0): "x"}[1])
class C(complex):
    pass
c = C(1, 2)
print(type(c).__name__, c, c + 1, type(c + 1).__name__, C("3+4j"), C(), complex(c))
class WithComplex:
    def __complex__(self):
        return 2 - 3j
class WithFloat:
    def __float__(self):
        return 1.5
class WithIndex:
    def __index__(self):
        return 7
print(complex(WithComplex()), complex(WithFloat()), complex(WithIndex()), complex(1, WithFloat()))
class BadComplex:
    def __complex__(self):
        return 1
try:
    complex(BadComplex())
except TypeError as e:
    print("TypeError", e)
print(-0j, -(0j), 0j * -1, complex("-0"), complex("-0j"), complex("(-0-0j)"))
print(f"{1+2j}", str(1-2j), "%s %r" % (3j, -3j), "{:.2f}".format(1/3 + 2/3j))
