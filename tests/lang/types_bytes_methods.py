def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

b = b"  Hello World  "
print(b.strip(), b.lstrip(), b.rstrip(), b.strip(b" Hd"), b.upper(), b.lower(), b.split(), b"a,b,c".split(b","), b"a,b".split(b",", 1))
print(b.find(b"o"), b.rfind(b"o"), b.find(111), b.count(b"l"), b.index(b"W"), b.startswith(b"  H"), b.endswith((b"x", b"  ")))
print(b"-".join([b"a", b"b"]), b"abc".replace(b"b", b"XX"), b"aaa".replace(b"a", b"b", 1), b"hello".decode(), b"x".join(()))
check(lambda: b.index(b"z"))
check(lambda: b"-".join(["a"]))
check(lambda: b.split(b""))
print(b"abc".startswith(b""), b"".split(), b"a b".split(maxsplit=0), int(b"42"), float(b"1.5") if False else 0)
