print(list(range(5)), list(range(2, 8, 2)), list(range(5, 0, -1)), len(range(0, 10, 3)))
r = range(10)
print(r[3], r[-1], 5 in r, list(r[2:5]), r)
for i in range(3):
    print(i)
print(sum(range(101)), list(range(0)))
