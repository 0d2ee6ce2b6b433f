class A:
    __slots__ = ()
for f in [lambda: A().x, lambda: (1).foo, lambda: "s".bar, lambda: [].nope, lambda: None.x, lambda: A.zzz]:
    try:
        f()
    except AttributeError as e:
        print(e)
import math
try:
    math.nothing
except AttributeError as e:
    print(e)
