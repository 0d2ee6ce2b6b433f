for i in range(4):
    print("even" if i % 2 == 0 else "odd", i if i > 1 else -i)
a = 1 if False else 2 if False else 3
print(a)
print([x if x > 2 else 0 for x in range(5)])
