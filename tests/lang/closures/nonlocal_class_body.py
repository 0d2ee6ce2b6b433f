# `nonlocal` in a class body binds the enclosing function's cell: assignments in the body
# write the function's variable (not a class attribute), reads see the cell, and methods
# and nested functions keep sharing it. `global` in a class body likewise writes the module.
def f():
    x = 1
    class C:
        nonlocal x
        x = 2
        y = x + 10
    return x, C.y, hasattr(C, "x"), "x" in C.__dict__

print(f())


def augmented():
    count = 0
    class C:
        nonlocal count
        count += 5
        for count in range(count, count + 3):
            pass
    return count, hasattr(C, "count")

print(augmented())


def shared():
    v = "outer"
    class C:
        nonlocal v
        v = "from body"
        def get(self):
            return v
        def set(self, new):
            nonlocal v
            v = new
    c = C()
    before = c.get(), v
    c.set("from method")
    return before, c.get(), v

print(shared())


def deleted():
    z = 1
    class C:
        nonlocal z
        del z
    try:
        return z
    except NameError as e:
        return type(e).__name__ + ": " + str(e)

print(deleted())


def nested_classes():
    a = 0
    class Outer:
        nonlocal a
        a = 1
        class Inner:
            nonlocal a
            a = a + 1
    return a

print(nested_classes())


def with_comprehension():
    n = 3
    class C:
        nonlocal n
        n = n * 2
        items = [n * i for i in range(3)]
    return n, C.items

print(with_comprehension())

g = "module"
def global_in_class():
    class C:
        global g
        g = "set in class body"
    return g, hasattr(C, "g")

print(global_in_class(), g)
