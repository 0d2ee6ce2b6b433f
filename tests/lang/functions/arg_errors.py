def f(a, b):
    pass
def g(a, b=1):
    pass
def h(*, k):
    pass
def p(x, /):
    pass
def one(a):
    pass
def none():
    pass
tests = [
    lambda: f(1),
    lambda: f(),
    lambda: f(1, 2, 3),
    lambda: g(1, 2, 3),
    lambda: f(1, b=2, c=3),
    lambda: f(1, a=2),
    lambda: h(),
    lambda: h(1),
    lambda: p(x=1),
    lambda: one(1, 2),
    lambda: none(1),
    lambda: f(1, 2, **{"a": 3}),
    lambda: f(*5),
    lambda: f(**5),
    lambda: f(a=1, **{"a": 2}),
]
for t in tests:
    try:
        t()
    except TypeError as e:
        print("TypeError:", e)
def three(a, b, c):
    pass
try:
    three()
except TypeError as e:
    print(e)
class K:
    def m(self, x):
        pass
try:
    K().m()
except TypeError as e:
    print(e)
try:
    K().m(1, 2)
except TypeError as e:
    print(e)
