def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

vals = [3.14159, -2.5, 0.0, -0.0, 1e20, 1.5e-7, 123456.789, 100.0, 1.0, float("inf"), float("nan")]
for spec in ["", ".2f", ".0f", "e", ".3e", "E", "g", ".3g", "G", ".3", "10.2f", "<10.1f", "+.1f", " .1f", "010.2f", ",.2f", "_.1f", "%", ".1%", "#.0f", "#g", "z.1f", "n"]:
    print(repr(spec), [format(v, spec) for v in vals])
check(lambda: format(1.5, "d"))
check(lambda: format(1.5, "x"))
check(lambda: format(1.5, "c"))
check(lambda: format(1.5, "=^10s"))
print(format(1234567.891, ",.2f"), format(0.000012345, ".3g"), format(123456789.0, ".3"), format(1e16, ""))
