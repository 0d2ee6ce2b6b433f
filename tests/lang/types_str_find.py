def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

s = "hello world hello"
print(s.find("o"), s.rfind("o"), s.find("z"), s.find("hello", 1), s.find("o", 5, 8), s.find(""), s.find("", 100))
print(s.index("w"), s.rindex("h"), s.count("l"), s.count("hello"), s.count(""), s.count("l", 0, 5), "aaa".count("aa"))
check(lambda: s.index("z"))
check(lambda: s.rindex("z"))
check(lambda: s.find(1))
print(s.startswith("hell"), s.startswith(("x", "he")), s.endswith("llo"), s.endswith("o", 0, 5), s.startswith("world", 6))
print(s.startswith(""), "".startswith(""), "abc".endswith(("c", "z")), "abc".startswith("abc", 1))
check(lambda: s.startswith(["h"]))
print("héllo wörld".find("w"), "héllo".index("l"), "日本語".find("語"), "日本語"[1], len("日本語"))
print(s.find("o", -5), s.rfind("o", -10, -3), s.find("hello", -5))
