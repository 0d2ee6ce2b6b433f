def g():
    while True:
        try:
            x = yield
            print("got", x)
        except ValueError as e:
            print("handled", e)
gen = g()
next(gen)
gen.send(1)
gen.throw(ValueError("v1"))
gen.send(2)
try:
    gen.throw(KeyError("k"))
except KeyError as e:
    print("propagated", e)
try:
    next(gen)
except StopIteration:
    print("finished")
def fresh():
    yield 1
f = fresh()
try:
    f.throw(IndexError("early"))
except IndexError as e:
    print("early", e)
print(list(f))
