def inner():
    raise ValueError("bad thing")
def outer():
    inner()
print("before")
outer()
