d = {"a": [1, 2]}
def f():
    return d["a"][5]
f()
