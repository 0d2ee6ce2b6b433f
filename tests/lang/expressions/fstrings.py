name = "world"
n = 42
pi = 3.14159
print(f"hello {name}!")
print(f"{n} {n:5d} {n:<5}| {n:>5}| {n:^5}| {n:05d} {n:x} {n:#x} {n:b}")
print(f"{pi:.2f} {pi:10.3f} {pi:e} {1234567.891:,.2f}")
print(f"{name!r} {name!s} {name!a} {'é'!a}")
print(f"{n + 1} {[1, 2][0]} {'nested' + '!'}")
w = 8
print(f"{pi:{w}.{2}f}|")
print(f"{{literal}} {n}")
print(f"{'x':*^9}")
print(f"{None} {True} {[1, 'a']}")
d = {"a": 1}
print(f"{d['a']}")
print(f"{n=}", f"{n * 2 = }")
