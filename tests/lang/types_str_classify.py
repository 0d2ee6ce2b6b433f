def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

tests = ["abc", "ABC", "Abc", "123", "12.5", "", " ", " \t\n", "abc123", "a b", "Hello World", "hello World", "_x1", "1x", "é", "²", "½", "٣"]
for t in tests:
    print(repr(t), t.isalpha(), t.isdigit(), t.isdecimal(), t.isnumeric(), t.isalnum(), t.isspace(), t.isupper(), t.islower(), t.istitle(), t.isidentifier(), t.isascii(), t.isprintable())
print("a\x00".isprintable(), "\n".isprintable(), "x\xa0".isprintable())
