def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for spec in ["", "s", "10", "<10", ">10", "^10", "*^9", ".2", "10.3", "=<5"]:
    print(repr(spec), repr(format("hello", spec)))
check(lambda: format("x", "d"))
check(lambda: format("x", "+"))
check(lambda: format("x", "=5"))
check(lambda: format("x", "#"))
check(lambda: format("x", ",s"))
print(repr(format("é", "^5")), repr(format("日本", "*>4")), format(None, ""), format([1], ""))
check(lambda: format(None, "5"))
check(lambda: format(object(), "x"))
