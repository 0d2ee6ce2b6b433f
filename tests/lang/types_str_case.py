def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print("Hello World".upper(), "Hello World".lower(), "hello world".title(), "hello world".capitalize(), "Hello".swapcase())
print("HELLO wORLD".capitalize(), "they're bill's".title(), "123abc def".title(), "ß".upper(), "ß".casefold())
print("straße".upper(), "ÀÉÎ".lower(), "àéî".upper(), "Σίσυφος".upper(), "ПРИВЕТ".lower())
print("a1b2".upper(), "".upper(), "Ab".casefold())
