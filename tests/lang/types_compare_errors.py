def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

check(lambda: 1 < "a")
check(lambda: "a" > 1)
check(lambda: [1] < (1,))
check(lambda: None < None)
check(lambda: {} <= {})
check(lambda: object() > object())
check(lambda: 1 < 2 < "x")
print(1 == "1", 1 != "1", [1] == (1,), None == 0, 1 == 1.0 == True, 2 > 1.5, 10 ** 20 > 1e19, -1 < float("-inf"), float("nan") < 1)
print(1 < 2 < 3, 3 > 2 > 2, "a" < "b" <= "b", [] is [], (1, 2) == (1, 2.0), {1: "a"} == {1.0: "a"})
