def outer():
    x = 0
    def mid():
        def inner():
            nonlocal x
            x += 10
        inner()
        return x
    return mid()
print(outer())
def loop_nonlocal():
    total = 0
    def add(n):
        nonlocal total
        total += n
    for i in range(5):
        add(i)
    return total
print(loop_nonlocal())
def delete_cell():
    v = 1
    def get():
        return v
    del v
    try:
        get()
    except NameError as e:
        print(type(e).__name__, e)
delete_cell()
