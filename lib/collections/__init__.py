"""collections: specialised container datatypes (CPython's names and behaviour).

The package re-exports deque, Counter, defaultdict, OrderedDict, ChainMap, namedtuple and
UserDict/UserList/UserString; each lives in a small private module. TensorPy additions
(the original project's helpers, names CPython lacks): flatten(items), chunked(items, size). No collections.abc
machinery (no metaclasses): the abc submodule offers plain marker classes only.
"""

from collections._deque import deque
from collections._counter import Counter
from collections._dicts import defaultdict, OrderedDict, ChainMap
from collections._namedtuple import namedtuple
from collections._user import UserDict, UserList, UserString
from collections._helpers import flatten, chunked

__all__ = ["ChainMap", "Counter", "OrderedDict", "UserDict", "UserList", "UserString",
           "defaultdict", "deque", "namedtuple"]
