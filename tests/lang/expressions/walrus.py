data = [1, 5, 12, 7, 20]
if (n := len(data)) > 3:
    print("long", n)
print([y for x in data if (y := x * 2) > 10])
print(y)
i = 0
while (i := i + 1) < 4:
    print("i", i)
def f():
    if (k := 10) > 5:
        return k
print(f())
total = 0
print([total := total + v for v in [1, 2, 3]], total)
