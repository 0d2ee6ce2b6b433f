def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

x, y, name = 42, 3.14159, "world"
print(f"{x} {y:.2f} {name!r} {name:>8} {x:#x} {x:08b} {y:e} {x * 2} {'nested'}")
print(f"{x=}", f"{y = :.1f}", f"{name.upper()}", f"{[1, 2][0]}", f"{ {'a': 1}['a'] }", f"{x:{'>'}{10}}")
w, p = 10, 3
print(f"{y:{w}.{p}f}|", f"{'a' if x else 'b'}", f"{x!s:>5}", f"{{literal}}", f"{3.0:g}", f"{1e-7:g}", f"{-0.0:z.1f}")
