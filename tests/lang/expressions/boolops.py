def t(x):
    print("t", x)
    return x
print(t(1) and t(2))
print(t(0) and t(2))
print(t(0) or t(3))
print(t(4) or t(5))
print(not 0, not 1, not [], not [0])
print(1 and 2 and 3, 0 or "" or None, [] or {} or "x")
x = None
print(x or "default")
if not x and True:
    print("branch")
if (0 or 1) and not (1 and 0):
    print("combo")
