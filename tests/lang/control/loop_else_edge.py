def find(items, target):
    for i, v in enumerate(items):
        if v == target:
            break
    else:
        return -1
    return i
print(find([1, 2, 3], 2), find([1, 2, 3], 9), find([], 1))
n = 10
while n > 0:
    n -= 3
    if n == 4:
        break
else:
    print("while else", n)
print(n)
for i in range(3):
    pass
else:
    print("completed", i)
