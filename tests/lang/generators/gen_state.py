def g():
    print("start")
    yield 1
    print("middle")
    yield 2
    print("end")
it = g()
print("created")
for v in it:
    print("value", v)
print(list(it))
def running():
    yield gen.gi_running
gen = running()
print(next(gen), gen.gi_running)
print(g().__name__, g.__name__, type(g()).__name__)
