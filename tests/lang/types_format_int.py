def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for spec in ["", "d", "5", "<5", ">5", "^5", "*^7", "+", "-", " ", "05", "010,", ",", "_", "x", "X", "#x", "#X", "o", "#o", "b", "#b", "_b", "#010b", "c", "n", "=+8", "e", ".2f", "%", "g"]:
    print(repr(spec), repr(format(42, spec)), repr(format(-1234567, spec)) if spec != "c" else "")
check(lambda: format(1, ".2"))
check(lambda: format(1, "z"))
check(lambda: format(1, "q"))
check(lambda: format(1, ",b"))
check(lambda: format(1, ",_"))
check(lambda: format(1, "abc"))
check(lambda: format(-1, "c"))
check(lambda: format(65, "+c"))
print(format(2 ** 70, ","), format(True, ""), format(True, "d"), format(0, "#x"))
