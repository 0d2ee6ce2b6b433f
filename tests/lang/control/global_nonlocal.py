counter = 0
def inc():
    global counter
    counter += 1
inc(); inc()
print(counter)
def outer():
    n = 0
    def bump():
        nonlocal n
        n += 1
        return n
    bump(); bump()
    return n
print(outer())
def make():
    global made
    made = "yes"
make()
print(made)
x = "global"
def shadow():
    x = "local"
    def inner():
        return x
    return inner()
print(shadow(), x)
