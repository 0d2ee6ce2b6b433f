def acc():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total
g = acc()
print(next(g))
print(g.send(5))
print(g.send(10))
try:
    g.send(None)
except StopIteration as e:
    print("returned", e.value)
def echo():
    try:
        while True:
            got = yield
            print("got", got)
    except ValueError as e:
        print("caught", e)
        yield "recovered"
    finally:
        print("echo closing")
e = echo()
next(e)
e.send(1)
print(e.throw(ValueError("boom")))
e.close()
def closing():
    try:
        yield 1
    except GeneratorExit:
        print("exit seen")
        raise
c = closing()
next(c)
c.close()
try:
    g2 = acc()
    g2.send(1)
except TypeError as err:
    print(err)
