# Calls to small Python functions: positional, default and keyword arguments.
def add(a, b):
    return a + b

def with_default(a, b=2):
    return a + b

def kw(a, *, scale=1):
    return a * scale

def main():
    total = 0
    for i in range(1_500_000):
        total = add(total, i)
        total = with_default(total)
        total = kw(total, scale=1)
    print(total)

main()
