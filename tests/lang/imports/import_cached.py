import pkg.util
import pkg.util as again
print(again is pkg.util)
