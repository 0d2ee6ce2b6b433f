def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for s in ["abc", "it's", 'say "hi"', "both ' and \"", "tab\there", "nl\n", "\x00\x1f\x7f", "\\", "é", "日本", "\u200b", "\xa0", "\U0001F600", "\x85", "a\rb"]:
    print(repr(s), ascii(s), len(s))
print(repr(["a", "b'c"]), str(("x",)), repr({"k": "v"}))
