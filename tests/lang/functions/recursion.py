def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(20), fact(30))
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print([fib(i) for i in range(15)])
def inf(n):
    return inf(n + 1)
try:
    inf(0)
except RecursionError as e:
    print("RecursionError:", e)
def even(n):
    return True if n == 0 else odd(n - 1)
def odd(n):
    return False if n == 0 else even(n - 1)
print(even(100), odd(7))
