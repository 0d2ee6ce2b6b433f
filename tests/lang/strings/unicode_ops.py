s = "naïve café ünïcödé"
print(len(s), s.upper(), s.title(), s[6:10], s[::-1])
print(s.encode("utf-8")[:8], "日本語".encode(), "ß".upper(), "İ".lower() == "i̇")
print(sorted("çab"), "é" > "e", ord("€"), chr(0x1F600) == "😀", len("😀"))
print("a\tb".expandtabs(4), "ab\ncd".split("\n"), " x ".strip(), "x".isidentifier())
