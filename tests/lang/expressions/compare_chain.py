def v(x):
    print("eval", x)
    return x
print(1 < 2 < 3, 1 < 3 < 2, 3 > 2 > 1 > 0)
print(v(1) < v(2) < v(3))
print(v(1) < v(0) < v(3))
print(1 == 1.0, 1 != 2, "a" < "b", [1, 2] < [1, 3], (1, 2) == (1, 2))
print(1 is 1, None is None, [] is [], 1 is not None)
print(2 in [1, 2, 3], 5 not in (1, 2), "ab" in "xaby", 3 in {3: 4})
x = 5
print(0 < x <= 5, 0 < x < 5)
