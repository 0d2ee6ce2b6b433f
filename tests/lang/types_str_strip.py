def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(repr("  hi  ".strip()), repr("  hi  ".lstrip()), repr("  hi  ".rstrip()), repr("\t\n hi \x0c".strip()))
print("xxhixx".strip("x"), "abcba".strip("ab"), "www.example.com".lstrip("w."), "mississippi".rstrip("ips"))
print(repr("".strip()), repr("   ".strip()), "hi".strip(None))
check(lambda: "x".strip(1))
print("Hello".removeprefix("He"), "Hello".removeprefix("x"), "Hello".removesuffix("lo"), "Hello".removesuffix(""))
print("\u3000x\u3000".strip(), len("\xa0x\xa0".strip()))
