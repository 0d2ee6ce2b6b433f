print(0.1 + 0.2, 1 / 3, 2.5e-10, 1e16, 1e22, 123456789.0, -0.0, 1.0)
print(float("inf"), float("-inf"), float("nan"))
print(round(2.675, 2), round(2.5), round(3.5), round(-0.5), int(3.9), int(-3.9))
print(3.0 == 3, 7.0 // 2, 7.5 % 2, -7.5 % 2, 2 ** 0.5)
try:
    1 / 0
except ZeroDivisionError as e:
    print(e)
try:
    1.0 / 0
except ZeroDivisionError as e:
    print(e)
try:
    1 // 0
except ZeroDivisionError as e:
    print(e)
try:
    5 % 0
except ZeroDivisionError as e:
    print(e)
