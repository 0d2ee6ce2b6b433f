def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(repr("ab".center(7)), repr("ab".center(6, "*")), repr("abc".center(6)), repr("abc".center(2)))
print(repr("ab".ljust(5, "-")), repr("ab".rjust(5)), repr("ab".ljust(1)), repr("42".zfill(5)), repr("-42".zfill(5)), repr("+4".zfill(4)), repr("abc".zfill(2)))
check(lambda: "a".center(5, "ab"))
check(lambda: "a".ljust("x"))
print("a\tb\tc".expandtabs(), "a\tb".expandtabs(4), "ab\tc\n\td".expandtabs(3), "x\ty".expandtabs(0))
print(repr("é".center(5, "ü")))
