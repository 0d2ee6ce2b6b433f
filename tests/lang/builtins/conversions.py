print(int("42"), int("-7"), int("ff", 16), int("0x1f", 0), int(3.99), int(True), int("  12 "))
print(float("1.5"), float("-inf"), float(3), str(1.0), str(10), bool(0), bool("x"), bool([]))
print(list((1, 2)), tuple([3]), set([1, 1, 2]), dict([(1, 2)]), list({"a": 1}))
print(chr(65), ord("A"), hex(255), oct(8), bin(3), abs(-7), round(3.14159, 2))
print(repr(None), repr(True), str(None), format(3.14159, ".3f"), format(42, "08b"))
for bad in ["abc", "1.5", ""]:
    try:
        int(bad)
    except ValueError as e:
        print(e)
try:
    float("x")
except ValueError as e:
    print(e)
