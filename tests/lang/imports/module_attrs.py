import pkg.util as u
print(u.__name__, u.__package__, u.__file__.endswith("util.py"), type(u).__name__)
import pkg
print(pkg.__package__, pkg.__path__[0].endswith("pkg"), pkg.__file__.endswith("__init__.py"))
print(__name__, __file__.endswith("module_attrs.py"))
print(sorted(k for k in dir(u) if not k.startswith("__")))
