import math
for f in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: int("z"), lambda: [1].index(5),
          lambda: "abc".index("z"), lambda: math.factorial(-1), lambda: chr(-1)]:
    try:
        f()
    except ValueError as e:
        print(type(e).__name__ + ":", e)
try:
    math.exp(1000)
except OverflowError as e:
    print("OverflowError:", e)
