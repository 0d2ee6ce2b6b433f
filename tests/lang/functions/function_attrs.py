def f(a, b=1, *args, c, d=2, **kw):
    "doc"
    x = 1
    return x
print(f.__name__, f.__qualname__, f.__doc__, f.__defaults__, f.__kwdefaults__)
c = f.__code__
print(c.co_name, c.co_argcount, c.co_kwonlyargcount, c.co_varnames[:6], c.co_flags & 0x4 != 0, c.co_flags & 0x8 != 0)
f.custom = 5
print(f.custom, f.__dict__)
f.__name__ = "renamed"
print(f.__name__)
print(f.__module__, type(f).__name__, callable(f))
def gen():
    yield
print(gen.__code__.co_flags & 0x20 != 0)
