try:
    import does_not_exist
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
try:
    from pkg import nothing_here
except ImportError as e:
    print(type(e).__name__, str(e).split(" (")[0])
try:
    import pkg.nope
except ModuleNotFoundError as e:
    print(e)
print(issubclass(ModuleNotFoundError, ImportError))
