def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

d = {i: i * i for i in range(5)}
for k in d:
    print(k, d[k], end="; ")
print()
for k, v in d.items():
    print(k, v, end="|")
print()
def mutate():
    for k in d:
        d[k + 100] = 0
check(mutate)
def delete():
    for k in d:
        del d[k]
check(delete)
e = {"x": 1, "y": 2}
for k in list(e):
    del e[k]
print(e, list({1: 2, 3: 4}.items()), [k for k in {"q": 1}], dict(sorted({"b": 1, "a": 2}.items())))
f = {}
for i in range(100):
    f[i] = i
for i in range(0, 100, 2):
    del f[i]
print(len(f), list(f)[:5], sum(f.values()))
