def g(a, b):
    return a + b
result = g(1,
           "s")
