def outer():
    return [inner(i) for i in range(3)]
def inner(i):
    return 10 // (i - 1)
outer()
