from pkg.util import helper, public_value as pv
from pkg import sub
from pkg.sub import deep
from pkg.sub.deep import run as go
print(helper(), pv, sub.__name__, deep.__name__, go())
import pkg.sub as s2
print(s2 is sub)
