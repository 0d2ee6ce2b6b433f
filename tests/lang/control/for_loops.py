for x in [1, 2, 3]:
    if x == 2:
        continue
    print(x)
else:
    print("for-else")
for x in range(10):
    if x == 3:
        break
else:
    print("not reached")
print("x", x)
for i in range(3):
    for j in range(3):
        if j == 2:
            break
        if i == 1:
            continue
        print(i, j)
for k, v in {"a": 1}.items():
    print(k, v)
for _ in []:
    print("never")
total = 0
for a, b in [(1, 2), (3, 4)]:
    total += a * b
print(total)
