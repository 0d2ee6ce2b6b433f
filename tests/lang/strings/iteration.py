for ch in "abc":
    print(ch, end=" ")
print()
print(list("hey"), sorted("banana"), "".join(reversed("abc")))
print([c.upper() for c in "xyz" if c != "y"])
print(min("hello"), max("hello"), "hello".encode(), b"hi".decode())
print(str(b"ab"), bytes([65, 66]), b"abc"[1], b"abc"[1:], len(b"xyz"))
