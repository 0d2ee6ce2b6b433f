def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print("a=b=c".partition("="), "a=b=c".rpartition("="), "abc".partition("x"), "abc".rpartition("x"))
check(lambda: "a".partition(""))
check(lambda: "a".partition(1))
print("key: value".partition(": "), "".partition("a"))
