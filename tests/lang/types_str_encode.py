def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print("héllo".encode(), "abc".encode("ascii"), "é".encode("latin-1"), "€".encode("utf-8"), "abc".encode("UTF-8"))
check(lambda: "é".encode("ascii"))
check(lambda: "€".encode("latin-1"))
check(lambda: "x".encode("nope"))
print("é€".encode("ascii", "ignore"), "é€x".encode("ascii", "replace"), "é".encode("ascii", "backslashreplace"))
print(b"h\xc3\xa9".decode(), b"abc".decode("ascii"), b"\xe9".decode("latin-1"), b"\xff".decode("utf-8", "replace"), b"a\xffb".decode("utf-8", "ignore"))
check(lambda: b"\xff".decode())
check(lambda: b"\xc3".decode())
check(lambda: b"\xc3\x28".decode())
check(lambda: b"\x80abc".decode("ascii"))
check(lambda: b"x".decode("bogus"))
print(str(b"\xc3\xa9", "utf-8"), str(b"ab", encoding="ascii"))
