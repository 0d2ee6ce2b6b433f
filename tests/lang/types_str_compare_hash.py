def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(sorted(["b", "a", "C", "é", "aa", ""]), "a" < "é", "Z" < "a", "abc" < "abcd", "b" > "abc")
check(lambda: "a" < 1)
check(lambda: "a" >= None)
print("a" == 1, "a" != 1, "x" in "xyz", "" in "abc", "xyz" in "x")
print(hash("abc") == hash("ab" + "c"), {"a": 1, "a": 2}, len({"x", "x", "y"}))
