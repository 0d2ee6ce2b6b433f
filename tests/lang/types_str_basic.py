def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

s = "hello"
print(len(s), s[0], s[-1], s[1:3], s[::-1], s[::2], s * 2, 2 * s, s + " world", "ll" in s, "z" not in s)
print(s[10:], s[-100:2], s[3:1], "" * 5, s * 0, s * -1)
check(lambda: s[5])
check(lambda: s[-6])
check(lambda: s["a"])
check(lambda: s + 1)
check(lambda: s * 1.5)
check(lambda: 1 in s)
def assign():
    s[0] = "H"
check(assign)
print(str(), str(1), str(1.5), str([1, "a"]), str(None), str(b"x"), str(b"ab", "ascii"))
print(list(s), tuple("ab"), [c for c in "xyz"], sorted("banana"), "".join(reversed("abc")))
print("a" < "b", "abc" < "abd", "Z" < "a", "" < "a", "abc" == "abc", "a" != "b", max("hello"), min("hello"))
print(ord("a"), chr(97), ord("€"), chr(8364), ord("\n"))
