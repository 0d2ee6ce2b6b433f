def res():
    try:
        yield 1
        yield 2
    finally:
        print("released")
r = res()
print(next(r))
r.close()
r.close()
print(list(res()))
def ignore():
    while True:
        try:
            yield
        except GeneratorExit:
            print("ignoring")
            yield "bad"
i = ignore()
next(i)
try:
    i.close()
except RuntimeError as e:
    print("RuntimeError:", e)
def unstarted():
    yield 1
u = unstarted()
u.close()
print(list(u))
