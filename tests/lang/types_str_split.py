def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print("a b  c".split(), "  a b  ".split(), "a,b,,c".split(","), "a,b,c".split(",", 1), "".split(), "".split(","))
print("a b c d".split(None, 2), "a b c d".rsplit(None, 2), "a,b,c".rsplit(",", 1), "a\tb\nc\x0bd".split())
print("aXbXc".split("X", 0), "abc".split("abc"), "a--b--".split("--"), "--".split("-"))
print(" x ".rsplit(), "1 2 3".rsplit(maxsplit=1), "1,2,3".split(sep=",", maxsplit=1))
check(lambda: "a".split(""))
check(lambda: "a".split(1))
print("a\nb\r\nc\rd".splitlines(), "a\nb\n".splitlines(True), "".splitlines(), "\n".splitlines(), "x\x0cy\x1cz".splitlines())
print("-".join(["a", "b"]), "".join([]), ", ".join("abc"), "x".join(("1", "2", "3")))
check(lambda: "-".join(["a", 1]))
check(lambda: "-".join(5))
