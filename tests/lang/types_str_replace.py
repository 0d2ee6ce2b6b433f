def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print("aaa".replace("a", "b"), "aaa".replace("a", "b", 2), "abc".replace("", "-"), "abc".replace("", "-", 2), "abc".replace("x", "y"))
print("hello".replace("l", ""), "a.b.c".replace(".", "::"), "ééé".replace("é", "e", 1), "".replace("", "x"))
check(lambda: "a".replace(1, "b"))
t = str.maketrans("abc", "xyz", "d")
print(sorted(t.items()), "abcdd".translate(t), "hello".translate({104: "J", 111: None}), str.maketrans({"a": "1"}))
check(lambda: str.maketrans("ab", "c"))
print("abc".translate(str.maketrans("a", "Z")), "x".translate({}))
