class NoCall:
    pass
for f in [lambda: NoCall()(), lambda: (1)(), lambda: "s"(), lambda: len(), lambda: len(1, 2), lambda: int(1, 2, 3)]:
    try:
        f()
    except TypeError as e:
        print(e)
class Init:
    def __init__(self, a):
        pass
try:
    Init()
except TypeError as e:
    print(e)
try:
    Init(1, 2)
except TypeError as e:
    print(e)
