# bytes(), bytearray() and subclasses from every kind of source, with CPython's argument
# checks and messages.
class B:
    def __bytes__(self): return b"xy"
class BadB:
    def __bytes__(self): return "no"
class I:
    def __index__(self): return 3
    def __repr__(self): return "I()"
class BI:
    def __bytes__(self): return b"bb"
    def __index__(self): return 2
class IterOnly:
    def __iter__(self): return iter([1, 2])
class BSub(bytes): pass
class BAsub(bytearray): pass
class Bytesy(bytes):
    def __bytes__(self): return b"other"
cases = [(), (b"ab",), (bytearray(b"cd"),), (3,), (0,), (-1,), (I(),), (B(),), (BadB(),), (BI(),),
         ([1, 2, 255],), ((65, 66),), ([256],), ([-1],), ([1.0],), (["a"],), (range(3),), (range(7, 8),),
         (IterOnly(),), ("abc",), ("abc", "ascii"), ("é", "latin-1"), (b"x", "ascii"), (3, "ascii"),
         ("abc", "ascii", "strict"), ("abc", None), (1.5,), (None,), (object(),), ([I()],), ([True],),
         ([1 << 70],), (Bytesy(b"q"),), (BSub(b"sub"),), ({1: 2, 3: 4},), ({5},), (2.0,), (True,),
         ]
kwcases = [({"encoding": "utf-8"}), ({"errors": "strict"}), ({"source": b"k"}), ({"source": "s", "encoding": "ascii"}),
           ({"bogus": 1})]
for cls in (bytes, bytearray, BSub, BAsub):
    for a in cases:
        try:
            r = cls(*a)
            print(cls.__name__, a if not isinstance(a[0] if a else 0, (B, BadB, I, BI, IterOnly, Bytesy)) else type(a[0]).__name__, "->", repr(r), type(r).__name__)
        except Exception as e:
            print(cls.__name__, type(a[0]).__name__ if a else a, "->", type(e).__name__ + ":", e)
    for k in kwcases:
        try:
            print(cls.__name__, k, "->", repr(cls(**k)))
        except Exception as e:
            print(cls.__name__, k, "->", type(e).__name__ + ":", e)
    for a, k in [((b"x",), {"errors": "strict"}), (("x",), {"errors": "strict"}), ((1, 2, 3, 4), {})]:
        try:
            print(cls.__name__, a, k, "->", repr(cls(*a, **k)))
        except Exception as e:
            print(cls.__name__, a, k, "->", type(e).__name__ + ":", e)
