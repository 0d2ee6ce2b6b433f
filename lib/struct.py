"""struct: interpret bytes as packed binary data.

The whole module is native (_struct, src/stdlib/struct_module.cpp); this file gives it
CPython's public name and __all__.
"""

from _struct import *
from _struct import _clearcache, Struct, error, pack, pack_into, unpack, unpack_from, iter_unpack, calcsize

__all__ = [
    # Functions
    'calcsize', 'pack', 'pack_into', 'unpack', 'unpack_from',
    'iter_unpack',

    # Classes
    'Struct',

    # Exceptions
    'error'
]
