print("pkg init")
from .util import helper
VERSION = "1.0"
__all__ = ["helper", "VERSION"]
