for i in range(3):
    last = i
print(i, last)
x = 10
[x for x in range(3)]
print(x)
squares = {}
for k in range(3):
    squares[k] = k * k
print(squares)
def f():
    for j in range(2):
        pass
    return j
print(f())
