import math, time, sys, gc
print(math.pi, math.sqrt(16), math.floor(2.7), math.ceil(2.1))
print(type(time.time()).__name__, time.perf_counter() > 0)
print(sys.argv[0].endswith("stdlib_modules.py"), type(sys.path).__name__)
print(gc.isenabled(), type(gc.collect()).__name__)
from math import factorial as fac, gcd
print(fac(10), gcd(12, 18))
import math as m
print(m.e)
