i = 0
while i < 5:
    i += 1
    if i == 2:
        continue
    if i == 4:
        break
    print("i", i)
else:
    print("not reached")
n = 0
while n < 3:
    n += 1
else:
    print("while-else", n)
while True:
    n -= 1
    if n == 0:
        break
print("done", n)
