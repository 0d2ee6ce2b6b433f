import pkg
print(pkg.VERSION, pkg.helper())
import pkg.util
print(pkg.util.public_value)
import pkg.sub.deep as d
print(d.run())
from pkg.sub import leaf
print(leaf.NAME)
from pkg import util as u, VERSION as V
print(u.helper(), V)
import sys
print("pkg" in sys.modules, "pkg.sub.deep" in sys.modules, sys.modules["pkg"] is pkg)
print(pkg.__name__, pkg.util.__name__, pkg.sub.parent_util is pkg.util)
