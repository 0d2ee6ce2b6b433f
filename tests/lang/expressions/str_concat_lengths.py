# str + str keeps the length and ASCII-ness of its operands (str_concat computes them
# instead of rescanning): every mix of empty, ASCII and non-ASCII operands, then length,
# indexing from both ends, slicing, find, equality and hashing against the same text built
# another way, and += in a loop (the string_build benchmark's pattern).
parts = ["", "a", "abc", "é", "日本", "x😀y", "\x7f", "\x80", "ß" * 3]
for a in parts:
    for b in parts:
        s = a + b
        t = "".join([a, b])
        print(repr(s), len(s), s == t, hash(s) == hash(t), s.isascii(),
              s[-1:] if s else "", s[:1], s[len(a):] == b, s.find(b) if b else -1)
acc = ""
for i in range(300):
    acc += "é" if i % 7 == 0 else str(i % 10)
print(len(acc), acc[-5:], acc[100:110], acc.count("é"), acc.isascii(), acc[::-37])
mixed = "ab"
for piece in ["ç", "", "d", "😀", "e"]:
    mixed += piece
    print(len(mixed), mixed[-1], mixed.upper(), mixed.encode("utf-8"))
